package httpapi

// People's data requests (issue 28): the public "Your data" page's calls (as JSON and as forms
// posted without JavaScript) and the back-office queue where staff answer them.

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
)

const (
	privacyFormPath       = "/forms/your-data"
	privacyVerifyFormPath = "/forms/your-data/verify"
	yourDataPage          = "/your-data"
)

// askedBody is the public answer: the request's id, whether a code was mailed, and what happens next.
type askedBody struct {
	ID        int64  `json:"id"`
	NeedsCode bool   `json:"needsCode"`
	Message   string `json:"message"`
}

func asked(r privacy.Request) askedBody {
	if r.Channel == privacy.ByEmail {
		return askedBody{ID: r.ID, NeedsCode: true, Message: privacy.C.Messages["sentCode"]}
	}
	return askedBody{ID: r.ID, Message: privacy.C.Messages["byPhone"]}
}

// askPrivacy stores a person's request (POST /api/privacy/requests); a bot gets the same answer, stored nowhere.
func (s *server) askPrivacy(w http.ResponseWriter, r *http.Request) {
	var a privacy.Ask
	bot, e := decodeForm(w, r, &a)
	if e != nil {
		s.failWith(w, r, e)
		return
	}
	if bot {
		writeJSON(w, http.StatusCreated, askedBody{ID: fakeID(), NeedsCode: a.Email != "", Message: privacy.C.Messages["sentCode"]})
		return
	}
	req, err := s.Privacy.Ask(r.Context(), a)
	s.answer(w, r, http.StatusCreated, err, asked(req))
}

type codeBody struct {
	Code string `json:"code"`
}

// verifyPrivacy confirms a request with its mailed code (POST /api/privacy/requests/{id}/verify).
func (s *server) verifyPrivacy(w http.ResponseWriter, r *http.Request) {
	var c codeBody
	id, err := pathID(r)
	if err != nil {
		s.failWith(w, r, privacy.ErrWrongCode) // a request that does not exist answers as a wrong code
		return
	}
	if _, e := decodeForm(w, r, &c); e != nil {
		s.failWith(w, r, e)
		return
	}
	_, err = s.Privacy.Verify(r.Context(), id, c.Code, s.clientAddr(r).String())
	s.answer(w, r, http.StatusOK, err, map[string]string{"message": privacy.C.Messages["verified"]})
}

// postPrivacyForm is the same request posted without JavaScript (POST /forms/your-data).
func (s *server) postPrivacyForm(w http.ResponseWriter, r *http.Request) {
	v, bot, e := readFormPost(w, r)
	if e != nil {
		s.writeFormPage(w, e.status, privacyPage(nil, e.message, nil))
		return
	}
	a := privacy.Ask{Kind: privacy.Kind(v.Get("kind")), Name: v.Get("name"), Email: v.Get("email"), Mobile: v.Get("mobile"), Detail: v.Get("detail")}
	done := askedBody{ID: fakeID(), NeedsCode: a.Email != "", Message: privacy.C.Messages["sentCode"]}
	if !bot {
		req, err := s.Privacy.Ask(r.Context(), a)
		if err != nil {
			s.writeFormPage(w, s.formFailure(r, err), privacyPage(v, fault.Message(err), fault.FieldsOf(err)))
			return
		}
		done = asked(req)
	}
	if !done.NeedsCode {
		s.writeFormPage(w, http.StatusOK, formPage{Title: "Request received", Heading: "Request received", Success: []string{done.Message},
			Back: "/", BackTo: "Back to the home page"})
		return
	}
	s.writeFormPage(w, http.StatusOK, codePage(done.ID, done.Message, "", nil))
}

// postPrivacyVerifyForm takes the mailed code without JavaScript (POST /forms/your-data/verify).
func (s *server) postPrivacyVerifyForm(w http.ResponseWriter, r *http.Request) {
	v, _, e := readFormPost(w, r)
	if e != nil {
		s.writeFormPage(w, e.status, privacyPage(nil, e.message, nil))
		return
	}
	id, err := strconv.ParseInt(v.Get("request"), 10, 64)
	if err == nil {
		_, err = s.Privacy.Verify(r.Context(), id, v.Get("code"), s.clientAddr(r).String())
	} else {
		err = privacy.ErrWrongCode
	}
	if err != nil {
		s.writeFormPage(w, s.formFailure(r, err), codePage(id, "", fault.Message(err), fault.FieldsOf(err)))
		return
	}
	s.writeFormPage(w, http.StatusOK, formPage{Title: "Request confirmed", Heading: "Request confirmed",
		Success: []string{privacy.C.Messages["verified"]}, Back: "/", BackTo: "Back to the home page"})
}

// privacyPage re-shows the request form with what was typed and its problems.
func privacyPage(v url.Values, message string, fields map[string]string) formPage {
	kinds := []string{string(privacy.Access), string(privacy.Correction), string(privacy.Erasure)}
	labels := make([]string, len(kinds))
	for i, k := range kinds {
		labels[i] = privacy.C.Kinds[k]
	}
	return formPage{Title: "Your data", Heading: "Ask about your data", Error: message, Back: yourDataPage, BackTo: "Back to Your data",
		Form: &formView{Action: privacyFormPath, Submit: "Send request", Fields: []fieldView{
			{Label: "What would you like?", Name: "kind", Type: "radio", Required: true, Options: options(kinds, labels, v.Get("kind")), Error: fields["kind"]},
			{Label: "Your name", Name: "name", Type: "text", AutoComplete: "name", Value: v.Get("name"), Error: fields["name"]},
			{Label: "E-mail you used with us", Name: "email", Type: "email", AutoComplete: "email", Value: v.Get("email"), Error: fields["email"]},
			{Label: "Mobile number you used with us", Name: "mobile", Type: "tel", AutoComplete: "tel", Hint: "If you gave us no e-mail", Value: v.Get("mobile"), Error: fields["mobile"]},
			{Label: "Anything we should know", Name: "detail", Type: "textarea", Hint: "Optional: for a correction, what should change", Value: v.Get("detail"), Error: fields["detail"]},
		}}}
}

// codePage asks for the mailed code of request id.
func codePage(id int64, intro, message string, fields map[string]string) formPage {
	p := formPage{Title: "Enter your code", Heading: "Enter the code we mailed you", Error: message, Back: yourDataPage, BackTo: "Start again",
		Form: &formView{Action: privacyVerifyFormPath, Submit: "Confirm request", Hidden: []hiddenField{{Name: "request", Value: strconv.FormatInt(id, 10)}},
			Fields: []fieldView{{Label: "6-digit code", Name: "code", Type: "text", AutoComplete: "one-time-code", Required: true, Error: fields["code"]}}}}
	if intro != "" {
		p.Intro = []string{intro}
	}
	return p
}

// privacyQueue is the queue with each request's clock (GET /api/admin/privacy/requests).
func (s *server) privacyQueue(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	list, err := s.Privacy.List(r.Context())
	s.answer(w, r, http.StatusOK, err, map[string]any{"requests": list})
}

// recordPhoneRequest adds a request staff took and verified by phone (POST /api/admin/privacy/requests).
func (s *server) recordPhoneRequest(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var p privacy.PhoneRequest
	if !s.bodyOrFail(w, r, decodeAdmin, &p) {
		return
	}
	req, err := s.Privacy.RecordByPhone(r.Context(), s.actor(r, acct), p)
	s.answer(w, r, http.StatusCreated, err, map[string]any{"request": req})
}

// privacyRequest is one request and what the site holds about its person (GET …/requests/{id}).
func (s *server) privacyRequest(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	req, err := s.Privacy.Get(r.Context(), id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	found, err := s.Privacy.Found(r.Context(), id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	contacts, err := s.Privacy.Contacts(r.Context(), id)
	s.answer(w, r, http.StatusOK, err, map[string]any{"request": req, "contacts": contacts, "found": map[string][]int64{
		"leads": nonNil(found.LeadIDs), "messages": nonNil(found.MessageIDs), "subscriptions": nonNil(found.SubscriptionIDs)}})
}

func nonNil(ids []int64) []int64 {
	if ids == nil {
		return []int64{}
	}
	return ids
}

// privacyExport downloads the person's file (GET …/requests/{id}/export.json).
func (s *server) privacyExport(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	file, err := s.Privacy.Export(r.Context(), id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	body, err := json.MarshalIndent(file, "", "  ")
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="personal-data-request-`+strconv.FormatInt(id, 10)+`.json"`)
	h.Set("Cache-Control", "no-store")
	w.Write(body)
}

// privacyChange is the body of a step on request {id}, with that id; false once it has answered a refusal.
func (s *server) privacyChange(w http.ResponseWriter, r *http.Request) (privacy.Change, bool) {
	var c privacy.Change
	id, ok := s.pathAndBody(w, r, decodeAdmin, &c)
	c.ID = id
	return c, ok
}

// privacyStep is a staff step on a request at the version they saw.
func privacyStep(s *server, step func(*privacy.Service, context.Context, staff.Actor, privacy.Change) (privacy.Request, error)) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		c, ok := s.privacyChange(w, r)
		if !ok {
			return
		}
		req, err := step(s.Privacy, r.Context(), s.actor(r, acct), c)
		s.answer(w, r, http.StatusOK, err, map[string]any{"request": req})
	}
}

// privacyCorrect changes a lead's contact details on a correction request (POST …/requests/{id}/correct).
func (s *server) privacyCorrect(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var c privacy.LeadContact
	id, ok := s.pathAndBody(w, r, decodeAdmin, &c)
	if !ok {
		return
	}
	corrected, err := s.Privacy.CorrectLead(r.Context(), s.actor(r, acct), id, c)
	s.answer(w, r, http.StatusOK, err, map[string]any{"contact": corrected})
}

// privacyErasures is the erasure log (GET /api/admin/privacy/erasures).
func (s *server) privacyErasures(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	list, err := s.Privacy.ErasureLog(r.Context())
	s.answer(w, r, http.StatusOK, err, map[string]any{"erasures": list})
}
