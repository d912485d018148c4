// Package razorpaytest is a local server speaking Razorpay's documented Payment Links shapes, for tests:
// it checks the basic auth and the body of POST /v1/payment_links as Razorpay does, and writes signed
// webhook deliveries for the links it made.
package razorpaytest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/razorpay"
)

// The test account's key and webhook secret.
const (
	KeyID         = "rzp_test_1DP5mmOlF5G5ag"
	KeySecret     = "thisisasecretkey"
	WebhookSecret = "whsec_test_12345"
)

// Server is the local Razorpay.
type Server struct {
	*httptest.Server
	mu       sync.Mutex
	Links    map[string]*razorpay.Entity
	Requests []razorpay.CreateRequest
	refs     map[string]bool
	events   int
	// Now is Razorpay's clock, which judges expire_by (a test's controlled clock; nil: time.Now).
	Now func() time.Time
}

// New starts a server closed with t.
func New(t testing.TB) *Server {
	s := &Server{Links: map[string]*razorpay.Entity{}, refs: map[string]bool{}}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

func (s *Server) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Client is a razorpay.Client of the test account against this server.
func (s *Server) Client() razorpay.Client {
	return razorpay.Client{URL: s.URL, KeyID: KeyID, KeySecret: KeySecret}
}

func fail(w http.ResponseWriter, status int, code, desc string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]string{"code": code, "description": desc}})
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/payment_links" {
		fail(w, http.StatusNotFound, "BAD_REQUEST_ERROR", "The requested URL was not found on the server.")
		return
	}
	if id, secret, ok := r.BasicAuth(); !ok || id != KeyID || secret != KeySecret {
		fail(w, http.StatusUnauthorized, "BAD_REQUEST_ERROR", "Authentication failed")
		return
	}
	var req razorpay.CreateRequest
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		fail(w, http.StatusBadRequest, "BAD_REQUEST_ERROR", "The request body is not valid JSON.")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case req.Amount < 100:
		fail(w, http.StatusBadRequest, "BAD_REQUEST_ERROR", "The amount must be atleast INR 1.00")
	case req.Currency != "INR":
		fail(w, http.StatusBadRequest, "BAD_REQUEST_ERROR", "The currency is invalid.")
	case req.ExpireBy < s.now().Add(15*time.Minute).Unix():
		fail(w, http.StatusBadRequest, "BAD_REQUEST_ERROR", "The expire by date should be at least 15 minutes after current time.")
	case len(req.ReferenceID) > 40 || s.refs[req.ReferenceID]:
		fail(w, http.StatusBadRequest, "BAD_REQUEST_ERROR", "Payment Link with reference_id already exists or is too long.")
	default:
		s.refs[req.ReferenceID] = true
		s.Requests = append(s.Requests, req)
		n := strconv.Itoa(len(s.Requests))
		e := &razorpay.Entity{ID: "plink_Test" + n, ShortURL: "https://rzp.io/i/test" + n, Status: "created", Amount: req.Amount,
			ReferenceID: req.ReferenceID, ExpireBy: req.ExpireBy}
		s.Links[e.ID] = e
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(e)
	}
}

// Event is a signed delivery of event (payment_link.paid, …) about link id, as Razorpay posts it:
// its body, its signature under WebhookSecret and its event id.
func (s *Server) Event(event, id string) (body []byte, signature, eventID string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.events++
	e := *s.Links[id]
	e.Status = map[string]string{"payment_link.paid": "paid", "payment_link.partially_paid": "partially_paid",
		"payment_link.expired": "expired", "payment_link.cancelled": "cancelled"}[event]
	payload := map[string]any{"payment_link": map[string]any{"entity": map[string]any{"id": e.ID, "amount": e.Amount,
		"amount_paid": 0, "status": e.Status, "reference_id": e.ReferenceID, "short_url": e.ShortURL, "currency": "INR", "expire_by": e.ExpireBy}}}
	if event == "payment_link.paid" || event == "payment_link.partially_paid" {
		paid := e.Amount
		if event == "payment_link.partially_paid" {
			paid = e.Amount / 2
		}
		payload["payment_link"].(map[string]any)["entity"].(map[string]any)["amount_paid"] = paid
		payload["payment"] = map[string]any{"entity": map[string]any{"id": "pay_Test" + strconv.Itoa(s.events), "amount": paid,
			"currency": "INR", "status": "captured", "method": "upi"}}
	}
	var b bytes.Buffer
	json.NewEncoder(&b).Encode(map[string]any{"entity": "event", "account_id": "acc_Test", "event": event,
		"contains": []string{"payment_link"}, "payload": payload, "created_at": time.Now().Unix()})
	body = b.Bytes()
	return body, razorpay.Sign(WebhookSecret, body), fmt.Sprintf("evt_Test%d", s.events)
}
