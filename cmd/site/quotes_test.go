package main

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/razorpay"
	"github.com/nivaas-interiors/site/internal/razorpay/razorpaytest"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestQuotesEndToEnd runs the binary with RAZORPAY_* pointing at a local Razorpay: the customer's link opens
// the quote with its booking link; Razorpay's webhook, wrongly signed, is refused; signed, the queue's worker
// records the payment and the page shows the booking amount paid; the secrets never reach the log.
func TestQuotesEndToEnd(t *testing.T) {
	t.Parallel()
	rzp := razorpaytest.New(t)
	env, plain := migratedSite(t)
	plain.Close()
	ctx := context.Background()
	// The links' key is sealed with the site key its migration made: the test reads it with the same.
	db, err := sqlstore.OpenSQLite(ctx, filepath.Join(env["DATA_DIR"], "site.db"), sqlstore.WithKey(keyOf(t, env)))
	if err != nil {
		t.Fatal(err)
	}
	owner := &staff.Account{Email: "owner@example.com", Name: "Olga Owner", Role: staff.Owner, CreatedAt: time.Now()}
	l := &lead.Enquiry{PropertyType: "3 BHK", Location: "Chennai", Name: "Asha Rao", Mobile: "9876543210", Role: lead.Role, CreatedAt: time.Now()}
	if err := db.CreateAccount(ctx, owner, nil); err != nil {
		t.Fatal(err)
	}
	if err := db.CreateLead(ctx, l, nil, nil); err != nil {
		t.Fatal(err)
	}
	key, err := db.SigningKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// The quote is made, shared and accepted on a call as the back-office would, before the site starts.
	svc := quote.NewService(db, quote.Deps{Leads: db, Key: key, SiteURL: "https://www.nivaas.example", Brand: "Nivaas Interiors", Payments: rzp.Client()})
	by := staff.Actor{ID: owner.ID, Email: owner.Email, Address: "198.51.100.7"}
	d := quote.Draft{Rooms: []quote.DraftRoom{{Name: "Kitchen", Lines: []quote.DraftLine{{ItemID: 1, Tier: "premium", Quantity: 1250}}}}}
	v, err := svc.Save(ctx, by, staff.Owner, owner.Name, l.ID, d)
	if err == nil {
		v, err = svc.Share(ctx, by, v.ID)
	}
	if err == nil {
		v, err = svc.AcceptOnCall(ctx, by, owner.Name, v.ID, "Asha Rao", "Read to her on the phone.")
	}
	if err != nil || v.Payment == nil {
		t.Fatalf("%+v %v", v.Payment, err)
	}
	db.Close()
	for k, val := range map[string]string{"RAZORPAY_KEY_ID": razorpaytest.KeyID, "RAZORPAY_KEY_SECRET": razorpaytest.KeySecret,
		"RAZORPAY_WEBHOOK_SECRET": razorpaytest.WebhookSecret, "RAZORPAY_API_URL": rzp.URL, "SITE_URL": "https://www.nivaas.example",
		"RATE_LIMIT_PER_MINUTE": "0"} {
		env[k] = val
	}
	s := startServer(t, env)
	link, _ := url.Parse(*v.Link)
	page := func() string {
		t.Helper()
		res, err := http.Get(s.url(link.Path))
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 {
			t.Fatalf("the quote page = %d", res.StatusCode)
		}
		return string(b)
	}
	if p := page(); !strings.Contains(p, "Accepted by Asha Rao") || !strings.Contains(p, v.Payment.ShortURL) {
		t.Fatal("the page lacks the acceptance or the booking link")
	}
	post := func(body []byte, sig, id string) int {
		req, _ := http.NewRequest("POST", s.url("/api/hooks/razorpay"), strings.NewReader(string(body)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(razorpay.SignatureHeader, sig)
		req.Header.Set(razorpay.EventIDHeader, id)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	body, sig, id := rzp.Event("payment_link.paid", "plink_Test1")
	if st := post(body, razorpay.Sign("not the secret", body), id); st != http.StatusForbidden {
		t.Fatalf("a wrong signature = %d, want 403", st)
	}
	if st := post(body, sig, id); st != 200 {
		t.Fatalf("the paid event = %d", st)
	}
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(page(), "<td>Paid</td>") {
		if time.Now().After(deadline) {
			t.Fatal("the page never showed the booking amount paid")
		}
		time.Sleep(200 * time.Millisecond)
	}
	for _, secret := range []string{razorpaytest.KeySecret, razorpaytest.WebhookSecret, link.Path[len(quote.PagePath):]} {
		if strings.Contains(s.logText(), secret) {
			t.Errorf("the log holds a secret: %q", secret)
		}
	}
}
