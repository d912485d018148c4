package razorpay_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/razorpay"
	"github.com/nivaas-interiors/site/internal/razorpay/razorpaytest"
)

// TestCreateLink: the documented body (paise, INR, reference, customer, expiry, notify) under basic auth.
func TestCreateLink(t *testing.T) {
	srv := razorpaytest.New(t)
	ctx := context.Background()
	r := quote.LinkRequest{AmountPaise: 6073232, Reference: "quote-7-abc", Description: "Booking amount", Name: "Asha Rao",
		Email: "asha@example.com", Mobile: "+91 98765 43210", ExpireBy: time.Now().Add(7 * 24 * time.Hour)}
	link, err := srv.Client().CreateLink(ctx, r)
	if err != nil || link.ID != "plink_Test1" || !strings.HasPrefix(link.ShortURL, "https://rzp.io/") {
		t.Fatalf("link %+v, %v", link, err)
	}
	got := srv.Requests[0]
	if got.Amount != 6073232 || got.Currency != "INR" || got.ReferenceID != "quote-7-abc" || got.Customer.Email != "asha@example.com" || got.Customer.Contact != "+919876543210" ||
		!got.Notify.Email || !got.Notify.SMS || got.ExpireBy != r.ExpireBy.Unix() {
		t.Fatalf("request %+v", got)
	}
	if _, err := srv.Client().CreateLink(ctx, r); err == nil || !strings.Contains(err.Error(), "reference_id") {
		t.Fatalf("a reference used twice: %v", err)
	}
	bad := srv.Client()
	bad.KeySecret = "wrong secret value"
	r.Reference = "quote-7-def"
	_, err = bad.CreateLink(ctx, r)
	if err == nil || strings.Contains(err.Error(), "wrong secret value") || strings.Contains(err.Error(), razorpaytest.KeyID) {
		t.Fatalf("wrong key: %v", err)
	}
}

func TestSignature(t *testing.T) {
	srv := razorpaytest.New(t)
	body, sig, _ := func() ([]byte, string, string) {
		srv.Links["plink_X"] = &razorpay.Entity{ID: "plink_X", Amount: 100}
		return srv.Event("payment_link.paid", "plink_X")
	}()
	if !razorpay.ValidSignature(razorpaytest.WebhookSecret, sig, body) || !razorpay.ValidSignature(razorpaytest.WebhookSecret, strings.ToUpper(sig), body) {
		t.Fatal("a right signature refused")
	}
	for _, c := range []struct{ secret, sig string }{{"", sig}, {"other", sig}, {razorpaytest.WebhookSecret, sig[:10]},
		{razorpaytest.WebhookSecret, "sha256=" + sig}, {razorpaytest.WebhookSecret, ""}} {
		if razorpay.ValidSignature(c.secret, c.sig, body) {
			t.Errorf("accepted secret %q signature %q", c.secret, c.sig)
		}
	}
	if razorpay.ValidSignature(razorpaytest.WebhookSecret, sig, append(body, ' ')) {
		t.Error("a changed body accepted")
	}
}
