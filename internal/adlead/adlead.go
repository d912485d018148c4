// Package adlead takes the leads people leave in ads' own forms (Meta lead ads, Google Ads lead forms) into
// the same pipeline as the website's: each platform's lead once, its questions mapped to a lead's fields by
// the owner's per-form mapping, with the ad it answered (platform, campaign, ad set, ad) as its attribution.
// Deliveries come through the inbound queue; a platform's API that fails is retried from there.
package adlead

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Platforms, as a lead's utm_source names them (the dashboard's campaign rows group by it).
const (
	Facebook = "facebook"
	Google   = "google"
)

// Medium is the utm_medium of every ad-form lead.
const Medium = "lead_form"

// Limits of what a platform sends, in characters or items.
const (
	MaxID        = 64  // a platform's id of a lead, form, campaign, ad set or ad
	MaxName      = 200 // a campaign's, ad set's or ad's name
	MaxQuestions = 50  // a form's questions
	MaxQuestion  = 100 // a question's key
	MaxAnswer    = 500 // one answer
)

// Ad is one platform lead and the ad it answered.
type Ad struct {
	Platform                 string
	PlatformLeadID           string
	FormID, PageID           string
	CampaignID, CampaignName string
	AdsetID, AdsetName       string
	AdID, AdName             string
	Test                     bool       // the platform's test lead: stored marked, never a lead
	SubmittedAt              *time.Time // when the person sent the form, as the platform says
	ReceivedAt               time.Time
	LeadID                   int64 // the lead it made; 0 for a test lead
	// Note is the new lead's first timeline line: the form's answers no field holds ("" for none).
	Note string
}

// Answer is one question of a form as the platform names it, with the person's answer.
type Answer struct {
	Question string `json:"question"`
	Value    string `json:"-"` // never kept outside the lead: the form's preview lists questions only
}

// Mapping is which lead field each question of a form fills (leadimport's field names); a question
// mapped to "" is left out, one not in it is read by its name as a spreadsheet's column header is
// (and, when its name names no field, kept as a line of the lead's timeline).
type Mapping map[string]string

// MappableFields are the lead fields a question can fill.
var MappableFields = []string{leadimport.FieldName, leadimport.FieldMobile, leadimport.FieldEmail,
	leadimport.FieldPropertyType, leadimport.FieldLocation}

// Form is one ad form seen, with the questions of its last lead and the owner's mapping.
type Form struct {
	Platform   string     `json:"platform"`
	FormID     string     `json:"formId"`
	Questions  []string   `json:"questions"`
	Mapping    Mapping    `json:"mapping"`
	LastLeadAt *time.Time `json:"lastLeadAt"`
	Version    int64      `json:"version"`
}

// Store keeps the ad leads and forms.
type Store interface {
	// SaveAdLead stores ad unless its platform holds its PlatformLeadID already (false: a repeat, nothing
	// stored); a lead l (nil for a test lead) is stored with it in one transaction, with its consents, notice
	// (when not nil) and the CRM's copy, ad.LeadID and l.ID set. The form's questions are noted either way.
	SaveAdLead(ctx context.Context, ad *Ad, l *lead.Enquiry, notice *mailmsg.Message, questions []string) (bool, error)
	// AdForm is the form's mapping (an empty one for a form not seen).
	AdForm(ctx context.Context, platform, formID string) (Form, error)
	// AdForms are every form seen, newest lead first.
	AdForms(ctx context.Context) ([]Form, error)
	// SaveAdFormMapping writes a seen form's mapping when version is current (ErrFormStale), with audit.
	SaveAdFormMapping(ctx context.Context, platform, formID string, m Mapping, version int64, audit staff.AuditEvent) (Form, error)
	// AdLeadTimes are when each platform's leads (not tests) arrived at or after since, oldest first.
	AdLeadTimes(ctx context.Context, since time.Time) (map[string][]time.Time, error)
	// AdOfLead is the ad a lead came from, nil when it came from none.
	AdOfLead(ctx context.Context, leadID int64) (*Ad, error)
	// Seats are the active accounts of role sales or owner.
	Seats(ctx context.Context) ([]lead.Seat, error)
	// MarkSilence records q's silence (platform and last lead) at at and queues mails in one transaction;
	// false, nothing queued, when that silence was recorded before (by this copy of the site or another).
	MarkSilence(ctx context.Context, q Silence, at time.Time, mails []mailmsg.Message) (bool, error)
}

// ErrFormStale is a mapping saved over another person's.
var ErrFormStale = fault.Stale("the form's mapping")

// ErrNoForm is a mapping of a form never seen.
var ErrNoForm = fault.Errorf(fault.ENOTFOUND, "No lead has come from this form yet.")

// platformID keeps the ids the platforms write: digits, letters, - and _ (Google's lead ids are base64url).
var platformID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// cleanID is an id as sent when it is one, else "".
func cleanID(s string) string {
	if platformID.MatchString(s) {
		return s
	}
	return ""
}

// cleanText is a name as sent, valid UTF-8 on one line within max characters.
func cleanText(s string, max int) string {
	s = strings.Join(strings.Fields(strings.ToValidUTF8(s, "")), " ")
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	if utf8.RuneCountInString(s) > max {
		s = string([]rune(s)[:max])
	}
	return s
}

// Check refuses a mapping to a field that is not mappable or of a question the form does not ask.
func (m Mapping) Check(questions []string) error {
	bad := map[string]string{}
	if len(m) > MaxQuestions {
		return fault.Invalid("A form has at most 50 questions.", nil)
	}
	for q, f := range m {
		switch {
		case !slices.Contains(questions, q):
			bad[cleanText(q, MaxQuestion)] = "The form's last lead did not ask this question."
		case f != "" && !slices.Contains(MappableFields, f):
			bad[q] = "There is no such field to fill."
		}
	}
	if len(bad) > 0 {
		return fault.Invalid("Some questions are not mapped right.", bad)
	}
	return nil
}

// fieldOf is the lead field question fills under m: the owner's choice, else the one its name says.
func (m Mapping) fieldOf(question string) string {
	if f, ok := m[question]; ok {
		return f
	}
	if f := leadimport.FieldOf(question); slices.Contains(MappableFields, f) {
		return f
	}
	return ""
}

// Values are the lead fields answers fill under m: the first answer for each field.
func (m Mapping) Values(answers []Answer) map[string]string {
	out := map[string]string{}
	for _, a := range answers {
		if f := m.fieldOf(a.Question); f != "" && out[f] == "" && strings.TrimSpace(a.Value) != "" {
			out[f] = a.Value
		}
	}
	return out
}

// Note is the answers no field holds under m, one "question: answer" a line, for the lead's timeline;
// questions the owner left out are not in it.
func (m Mapping) Note(answers []Answer, platform, formID string) string {
	var lines []string
	for _, a := range answers {
		if _, left := m[a.Question]; !left && m.fieldOf(a.Question) == "" && strings.TrimSpace(a.Value) != "" {
			lines = append(lines, a.Question+": "+a.Value)
		}
	}
	if len(lines) == 0 {
		return ""
	}
	return "Other answers on the " + PlatformNames[platform] + " form " + formID + ":\n" + strings.Join(lines, "\n")
}
