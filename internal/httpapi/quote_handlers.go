package httpapi

// The back-office's quotes (issue 44): the owner's price list, limits and schedule; a lead's quote versions,
// priced on the server (amounts never come from the client for a price-list line); sharing; an acceptance
// given on a call; the booking amount's payment link issued again. Contract: /work/notes/quote-api.md.

import (
	"net/http"

	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/razorpay"
	"github.com/nivaas-interiors/site/internal/staff"
)

func (s *server) quoteRoutes() []adminRoute {
	return []adminRoute{
		{"GET", "/api/admin/quote-settings", staff.Leads, settingsRead(s, s.Quotes.Settings)},
		{"PUT", "/api/admin/quote-settings", staff.Settings, settingsSave(s, quote.C.Limits.SettingsBytes, s.Quotes.SaveSettings)},
		{"GET", "/api/admin/leads/{id}/quote", staff.Leads, s.leadQuote},
		{"POST", "/api/admin/leads/{id}/quote/preview", staff.Leads, s.previewQuote},
		{"POST", "/api/admin/leads/{id}/quote/versions", staff.Leads, s.saveQuote},
		{"POST", "/api/admin/quote-versions/{id}/share", staff.Leads, s.quoteStep(s.shareQuote)},
		{"POST", "/api/admin/quote-versions/{id}/accept-on-call", staff.Leads, s.acceptQuoteOnCall},
		{"POST", "/api/admin/quote-versions/{id}/payment-link", staff.Leads, s.quoteStep(s.reissuePaymentLink)},
	}
}

// leadQuoteBody is GET /api/admin/leads/{id}/quote.
type leadQuoteBody struct {
	Versions        []quote.Version `json:"versions"`
	OnlinePayment   bool            `json:"onlinePayment"`
	SettingsVersion int64           `json:"settingsVersion"`
}

func (s *server) leadQuote(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	vs, err := s.Quotes.Versions(r.Context(), id)
	var set quote.Settings
	if err == nil {
		set, err = s.Quotes.Settings(r.Context())
	}
	if vs == nil {
		vs = []quote.Version{}
	}
	s.answer(w, r, http.StatusOK, err, leadQuoteBody{Versions: vs, OnlinePayment: s.Quotes.OnlinePayment(), SettingsVersion: set.Version})
}

func decodeDraft(w http.ResponseWriter, r *http.Request, dst any) error {
	return decodeAdminUpTo(w, r, dst, quote.C.Limits.DraftBytes)
}

func (s *server) previewQuote(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var d quote.Draft
	if id, ok := s.pathAndBody(w, r, decodeDraft, &d); ok {
		c, err := s.Quotes.Preview(r.Context(), acct.Role, id, d)
		s.answer(w, r, http.StatusOK, err, c)
	}
}

func (s *server) saveQuote(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var d quote.Draft
	if id, ok := s.pathAndBody(w, r, decodeDraft, &d); ok {
		v, err := s.Quotes.Save(r.Context(), s.actor(r, acct), acct.Role, acct.Name, id, d)
		s.answer(w, r, http.StatusCreated, err, v)
	}
}

// emptyBody is the body of a step that takes nothing: {} (anything else is refused).
type emptyBody struct{}

// quoteStep answers a POST on a version that takes an empty body.
func (s *server) quoteStep(step func(r *http.Request, by staff.Actor, id int64) (quote.Version, error)) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		var body emptyBody
		if id, ok := s.pathAndBody(w, r, decodeAdmin, &body); ok {
			v, err := step(r, s.actor(r, acct), id)
			s.answer(w, r, http.StatusOK, err, v)
		}
	}
}

func (s *server) shareQuote(r *http.Request, by staff.Actor, id int64) (quote.Version, error) {
	return s.Quotes.Share(r.Context(), by, id)
}

func (s *server) reissuePaymentLink(r *http.Request, _ staff.Actor, id int64) (quote.Version, error) {
	return s.Quotes.IssueBookingLink(r.Context(), id)
}

// acceptOnCallBody is who accepted on the call, and what staff note of it.
type acceptOnCallBody struct {
	CustomerName string `json:"customerName"`
	Note         string `json:"note"`
}

func (s *server) acceptQuoteOnCall(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var b acceptOnCallBody
	if id, ok := s.pathAndBody(w, r, decodeAdmin, &b); ok {
		v, err := s.Quotes.AcceptOnCall(r.Context(), s.actor(r, acct), acct.Name, id, b.CustomerName, b.Note)
		s.answer(w, r, http.StatusOK, err, v)
	}
}

// quoteRoutesOr is quoteRoutes on a site with quotes (its handlers read s.Quotes when made), else none.
func (s *server) quoteRoutesOr() []adminRoute {
	if s.Quotes == nil {
		return nil
	}
	return s.quoteRoutes()
}

// razorpayHookPath is where Razorpay posts its Payment Links events.
const razorpayHookPath = "/api/hooks/razorpay"

// razorpayHook takes a Razorpay delivery: the raw body's X-Razorpay-Signature checked in constant time before
// anything is stored, X-Razorpay-Event-Id naming it so Razorpay's retries are stored (and processed) once.
func (s *server) razorpayHook(w http.ResponseWriter, r *http.Request) {
	s.receiveHook(w, r, razorpay.Source, func(body []byte) (string, bool) {
		id := r.Header.Get(razorpay.EventIDHeader)
		if id == "" || len(id) > inbound.MaxEventID {
			id = inbound.BodyID(body)
		}
		return id, razorpay.ValidSignature(s.RazorpayWebhookSecret, r.Header.Get(razorpay.SignatureHeader), body)
	})
}
