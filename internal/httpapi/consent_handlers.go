package httpapi

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/company"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/fault"
)

// consentFormPath is the withdrawal page a visitor's mails link to (GET with
// ?t=, the signed link) and the one-tap withdrawal it posts (POST t, purpose).
const consentFormPath = consent.PagePath

// noticeParagraphs is the privacy notice in the default language, as a server-written
// form shows it beside its button (issue 28), with the grievance contact the owner keeps.
func (s *server) noticeParagraphs(r *http.Request) []string {
	n := consent.Current
	l, _ := n.Language(n.DefaultLanguage)
	grievance := company.Default().GrievanceOfficer
	if s.Company != nil {
		if d, err := s.Company.Details(r.Context()); err == nil {
			grievance = d.GrievanceOfficer
		}
	}
	return append(append([]string{l.Heading}, l.Paragraphs...), l.GrievanceLabel+" "+grievance)
}

// maxConsentToken bounds the signed link's token in bytes: a record's is about 60, an address's up to this.
const maxConsentToken = consent.MaxAddressToken

// india shows withdrawal dates as the company reads them (IST has no daylight saving).
var india = time.FixedZone("IST", 5*3600+30*60)

// consentPage shows what the link's record agreed to, each standing consent with its own button.
func (s *server) consentPage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("t")
	if len(token) > maxConsentToken {
		s.writeFormPage(w, http.StatusForbidden, consentFailurePage(consent.LinkMessage))
		return
	}
	recs, err := s.Consents.ByLink(r.Context(), token)
	if err != nil {
		s.writeFormPage(w, s.formFailure(r, err), consentFailurePage(fault.Message(err)))
		return
	}
	s.writeFormPage(w, http.StatusOK, consentWithdrawalPage(token, recs, ""))
}

// postConsentWithdrawal withdraws one consent in one tap (POST /forms/consent).
func (s *server) postConsentWithdrawal(w http.ResponseWriter, r *http.Request) {
	v, _, e := readFormPost(w, r)
	if e != nil {
		s.writeFormPage(w, e.status, consentFailurePage(e.message))
		return
	}
	token, purpose := v.Get("t"), consent.Purpose(v.Get("purpose"))
	if len(token) > maxConsentToken {
		s.writeFormPage(w, http.StatusForbidden, consentFailurePage(consent.LinkMessage))
		return
	}
	recs, err := s.Consents.Withdraw(r.Context(), token, purpose)
	if err != nil {
		s.writeFormPage(w, s.formFailure(r, err), consentFailurePage(fault.Message(err)))
		return
	}
	done := ""
	if consent.WithdrawnAt(recs, purpose) != nil {
		done = "Withdrawn: " + consent.Current.PurposeLabel("en", purpose) + ". We no longer use your details for this."
	}
	s.writeFormPage(w, http.StatusOK, consentWithdrawalPage(token, recs, done))
}

// consentWithdrawalPage lists recs: a button for each consent that stands, the date of each withdrawn.
func consentWithdrawalPage(token string, recs []consent.Record, done string) formPage {
	page := formPage{Title: "Your consents", Heading: "Your consents", Back: "/", BackTo: "Back to the home page",
		Intro: []string{"You agreed to these uses of your details. Withdraw any of them with one tap; it takes effect at once."}}
	if len(recs) == 0 { // only an address's link reaches none
		page.Intro = []string{consent.Current.Messages.NoConsents}
	}
	if done != "" {
		page.Success = []string{done}
	}
	seen := map[consent.Purpose]bool{}
	for _, r := range recs {
		if seen[r.Purpose] {
			continue
		}
		seen[r.Purpose] = true
		label := consent.Current.PurposeLabel("en", r.Purpose)
		if at := consent.WithdrawnAt(recs, r.Purpose); at != nil && !consent.Active(recs, r.Purpose) {
			page.Intro = append(page.Intro, label+": withdrawn on "+at.In(india).Format("2 January 2006")+".")
			continue
		}
		page.Actions = append(page.Actions, formView{Action: consentFormPath, Submit: "Withdraw: " + label,
			Hidden: []hiddenField{{Name: "t", Value: token}, {Name: "purpose", Value: string(r.Purpose)}}})
	}
	return page
}

func consentFailurePage(message string) formPage {
	return formPage{Title: "Your consents", Heading: "Your consents", Error: message, Back: "/", BackTo: "Back to the home page"}
}

// consentBody is one consent as the back-office shows it.
type consentBody struct {
	Purpose       consent.Purpose `json:"purpose"`
	Label         string          `json:"label"`
	NoticeVersion int             `json:"noticeVersion"`
	NoticeHash    string          `json:"noticeHash"`
	Language      string          `json:"language"`
	GivenAt       time.Time       `json:"givenAt"`
	ClientAddress string          `json:"clientAddress"`
	// RecordedBy is the member of staff who read the notice to the person on the phone; 0 when they sent a form.
	RecordedBy  int64      `json:"recordedBy"`
	WithdrawnAt *time.Time `json:"withdrawnAt"`
}

// consentList encodes as the list of consentBody; records stay for the handler's own questions.
type consentList struct {
	records []consent.Record
	bodies  []consentBody
}

func (c consentList) MarshalJSON() ([]byte, error) { return json.Marshal(c.bodies) }

// consentsOf reads a record's consents for a back-office page (none when the page is not wired).
func (s *server) consentsOf(r *http.Request, kind consent.Kind, id int64) (consentList, error) {
	out := consentList{bodies: []consentBody{}}
	if s.Consents == nil {
		return out, nil
	}
	recs, err := s.Consents.Of(r.Context(), kind, id)
	if err != nil {
		return out, err
	}
	out.records = recs
	for _, c := range recs {
		out.bodies = append(out.bodies, consentBody{Purpose: c.Purpose, Label: consent.Current.PurposeLabel("en", c.Purpose),
			NoticeVersion: c.NoticeVersion, NoticeHash: c.NoticeHash, Language: c.Language, GivenAt: c.GivenAt.UTC(),
			ClientAddress: c.ClientAddress, RecordedBy: c.RecordedBy, WithdrawnAt: c.WithdrawnAt})
	}
	return out, nil
}
