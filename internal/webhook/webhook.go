// Package webhook tells the company's CRM of each new lead: a JSON POST to an
// HTTPS address the owner sets, signed with HMAC-SHA256, carried by the outbox.
package webhook

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Settings is the one CRM webhook.
type Settings struct {
	URL       string
	Enabled   bool
	Secret    string // hex of 32 random bytes; the HMAC key is this text as the owner copies it
	Version   int64
	UpdatedAt *time.Time
}

// ErrStale refuses settings saved on a version that is no longer current (the store's answer too).
var ErrStale = fault.Stale("the webhook settings")

// Store keeps the settings. SaveWebhookSettings writes s if s.Version is
// current (ErrStale otherwise), with audit when not nil, and returns them with the new version.
type Store interface {
	WebhookSettings(ctx context.Context) (Settings, error)
	SaveWebhookSettings(ctx context.Context, s Settings, audit *staff.AuditEvent) (Settings, error)
	// AppendAudit writes an entry that changes nothing else (a test sent).
	AppendAudit(ctx context.Context, e staff.AuditEvent) error
}

// Headers of every delivery.
const (
	HeaderTimestamp = "X-Nivaas-Timestamp"
	HeaderSignature = "X-Nivaas-Signature"
	HeaderDelivery  = "X-Nivaas-Delivery"
)

// Sign is the X-Nivaas-Signature value: "sha256=" + hex HMAC-SHA256(secret, timestamp + "." + body).
func Sign(secret string, timestamp int64, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(strconv.FormatInt(timestamp, 10)))
	mac.Write([]byte("."))
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// NewSecret is 32 random bytes in hex.
func NewSecret() string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("webhook: no randomness: " + err.Error()) // crypto/rand never fails on supported systems
	}
	return hex.EncodeToString(b[:])
}

// CheckURL tells whether raw may be the CRM's address: https, no credentials,
// at most the limit long, and not a literal address the dialer would refuse
// (see refused). Names are checked when dialled, whatever they resolve to.
func CheckURL(raw string, allowPrivate bool) error {
	bad := func(key string) error {
		return fault.Invalid(Msg(key), map[string]string{"url": Msg(key)})
	}
	if len(raw) > T.Limits.URL {
		return bad("urlTooLong")
	}
	if raw == "" {
		return bad("urlRequired")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Opaque != "" || strings.ContainsAny(raw, " \t\r\n\\") {
		return bad("urlInvalid")
	}
	if u.Scheme != "https" {
		return bad("urlHttps")
	}
	if u.User != nil {
		return bad("urlCredentials")
	}
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	if host == "" {
		return bad("urlInvalid")
	}
	if !allowPrivate && (host == "localhost" || strings.HasSuffix(host, ".localhost")) {
		return bad("urlPrivate")
	}
	if ip, err := netip.ParseAddr(host); err == nil && refused(ip, allowPrivate, interfaceAddresses) {
		return bad("urlPrivate")
	}
	return nil
}

// LeadPayload is the JSON body the CRM receives for l.
func LeadPayload(event string, l lead.Enquiry) []byte {
	a := l.Attribution
	body, _ := json.Marshal(map[string]any{ // a map of strings and bools always encodes
		"event": event,
		"lead": map[string]any{
			"id": l.ID, "name": l.Name, "mobile": l.Mobile, "email": l.Email, "propertyType": l.PropertyType,
			"location": l.Location, "whatsappUpdates": l.WhatsappUpdates, "createdAt": l.CreatedAt.UTC().Format(time.RFC3339Nano),
			"page": a.Page, "referrer": a.Referrer, "utm_source": a.UTMSource, "utm_medium": a.UTMMedium,
			"utm_campaign": a.UTMCampaign, "utm_term": a.UTMTerm, "utm_content": a.UTMContent,
		},
	})
	return body
}

// ConsentMessage is the outbox row telling the CRM that a person withdrew a
// consent (event "consent.withdrawn"), nil while the webhook is off; memory only, like LeadMessage.
func (c *Cache) ConsentMessage(w consent.Withdrawal) *mailmsg.Message {
	s := c.cur.Load()
	if !s.Enabled || s.URL == "" {
		return nil
	}
	body, _ := json.Marshal(map[string]any{ // strings and a number always encode
		"event": "consent.withdrawn",
		"consent": map[string]any{"record": string(w.Kind), "id": w.RecordID, "purpose": string(w.Purpose),
			"withdrawnAt": w.At.UTC().Format(time.RFC3339Nano)},
	})
	return &mailmsg.Message{Channel: mailmsg.ChannelWebhook, To: "CRM webhook",
		Subject: "Consent withdrawn: " + string(w.Kind) + " #" + strconv.FormatInt(w.RecordID, 10), Text: string(body)}
}

// Cache holds the settings in memory, so a new lead costs no database read to
// learn whether the webhook is on. Changes here apply at once; other copies
// of the site see them at their next Refresh.
type Cache struct {
	store Store
	cur   atomic.Pointer[Settings]
}

// NewCache returns a Cache over store; the webhook counts as off until the first Refresh.
func NewCache(store Store) *Cache {
	c := &Cache{store: store}
	c.cur.Store(&Settings{})
	return c
}

// Current returns the settings last read or saved.
func (c *Cache) Current() Settings { return *c.cur.Load() }

func (c *Cache) set(s Settings) { c.cur.Store(&s) }

// Refresh reads the settings from the store.
func (c *Cache) Refresh(ctx context.Context) error {
	s, err := c.store.WebhookSettings(ctx)
	if err != nil {
		return err
	}
	c.set(s)
	return nil
}

// Run refreshes every interval until ctx ends; a failed read keeps the last settings.
func (c *Cache) Run(ctx context.Context, every time.Duration, onError func(error)) {
	clock.Every(ctx, every, func() bool {
		rctx, cancel := context.WithTimeout(ctx, every)
		defer cancel()
		if err := c.Refresh(rctx); err != nil && ctx.Err() == nil && onError != nil {
			onError(err)
		}
		return true
	})
}

// LeadMessage is the outbox row announcing l to the CRM, nil while the webhook
// is off. It reads memory only: the store calls it inside the lead's transaction.
func (c *Cache) LeadMessage(l lead.Enquiry) *mailmsg.Message {
	s := c.cur.Load()
	if !s.Enabled || s.URL == "" {
		return nil
	}
	return &mailmsg.Message{Channel: mailmsg.ChannelWebhook, To: "CRM webhook",
		Subject: "New lead #" + strconv.FormatInt(l.ID, 10), Text: string(LeadPayload("lead.created", l))}
}
