package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/httpapi"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/razorpay"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/web/app/content"
)

// RazorpayConfig is the Razorpay account the booking amount is taken with (issue 44). Without the key id
// and secret, quotes work without online payment. The secrets are never logged.
type RazorpayConfig struct {
	KeyID         string // RAZORPAY_KEY_ID
	KeySecret     string // RAZORPAY_KEY_SECRET
	WebhookSecret string // RAZORPAY_WEBHOOK_SECRET: signs the webhook's deliveries (X-Razorpay-Signature)
	APIURL        string // RAZORPAY_API_URL; "" is https://api.razorpay.com (tests: a local server)
}

// Configured reports whether payment links can be made.
func (r RazorpayConfig) Configured() bool { return r.KeyID != "" }

// loadRazorpay reads the account's settings; an error names the variable, never its value.
func loadRazorpay(get func(key, def string) string) (RazorpayConfig, error) {
	r := RazorpayConfig{KeyID: get("RAZORPAY_KEY_ID", ""), KeySecret: get("RAZORPAY_KEY_SECRET", ""),
		WebhookSecret: get("RAZORPAY_WEBHOOK_SECRET", ""), APIURL: strings.TrimRight(get("RAZORPAY_API_URL", ""), "/")}
	for name, v := range map[string]string{"RAZORPAY_KEY_ID": r.KeyID, "RAZORPAY_KEY_SECRET": r.KeySecret, "RAZORPAY_WEBHOOK_SECRET": r.WebhookSecret} {
		if strings.ContainsFunc(v, func(c rune) bool { return c <= ' ' || c == 0x7f }) {
			return r, fmt.Errorf("%s: holds spaces or control characters", name)
		}
	}
	if (r.KeyID == "") != (r.KeySecret == "") {
		return r, errors.New("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together")
	}
	if r.KeyID != "" && r.WebhookSecret == "" {
		return r, errors.New("RAZORPAY_WEBHOOK_SECRET: needed with RAZORPAY_KEY_ID, or payments would never be seen")
	}
	if u, err := url.Parse(r.APIURL); r.APIURL != "" && (err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil || u.RawQuery != "") {
		return r, fmt.Errorf("RAZORPAY_API_URL: want an address such as https://api.razorpay.com, got %q", r.APIURL)
	}
	return r, nil
}

// wireQuotes makes quotes over db: the customer's links signed with the store's links key, the booking amount
// through Razorpay when configured (its webhook's deliveries processed from the inbound queue).
// wa writes a code's WhatsApp message on a site with WhatsApp (nil elsewhere); wake tells the queues of a message.
func wireQuotes(cfg Config, db *sqlstore.Store, wake func(), wa func(name, mobile, code string) *mailmsg.WhatsAppTemplate,
	processors map[string]inbound.Processor, deps *httpapi.Deps, log *slog.Logger) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	key, err := db.SigningKey(ctx)
	if err != nil {
		return err
	}
	qd := quote.Deps{Leads: db, Key: key, SiteURL: linkOrigin(cfg), Brand: content.Settings.BrandName,
		NotifyTo: content.Settings.InfoEmail, Queued: wake, WhatsApp: wa, Now: time.Now}
	if r := cfg.Razorpay; r.Configured() {
		qd.Payments = razorpay.Client{URL: r.APIURL, KeyID: r.KeyID, KeySecret: r.KeySecret}
		deps.RazorpayWebhookSecret = r.WebhookSecret
		log.Info("quotes: booking amounts through Razorpay payment links")
	}
	deps.Quotes = quote.NewService(db, qd)
	processors[razorpay.Source] = razorpay.Processor{Quotes: deps.Quotes}
	return nil
}
