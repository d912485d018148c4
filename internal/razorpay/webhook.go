package razorpay

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"

	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/quote"
)

// The webhook's headers.
const (
	SignatureHeader = "X-Razorpay-Signature" // hex HMAC-SHA256 of the raw body under the webhook secret
	EventIDHeader   = "X-Razorpay-Event-Id"  // the same on every retry of one event
)

// Sign is the SignatureHeader value of body under secret.
func Sign(secret string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

// ValidSignature reports whether header signs body under secret, in constant time; no secret makes every signature wrong.
func ValidSignature(secret, header string, body []byte) bool {
	if secret == "" || len(header) != sha256.Size*2 {
		return false
	}
	return hmac.Equal([]byte(Sign(secret, body)), []byte(strings.ToLower(header)))
}

// Event is a webhook delivery's body, as documented for Payment Links.
type Event struct {
	Event   string `json:"event"`
	Payload struct {
		PaymentLink struct {
			Entity Entity `json:"entity"`
		} `json:"payment_link"`
		Payment *struct {
			Entity struct {
				ID     string `json:"id"`
				Amount int64  `json:"amount"`
			} `json:"entity"`
		} `json:"payment"`
	} `json:"payload"`
}

// states maps the events this site takes to a link's state.
var states = map[string]string{
	"payment_link.paid":           quote.PayPaid,
	"payment_link.partially_paid": quote.PayPartial,
	"payment_link.expired":        quote.PayExpired,
	"payment_link.cancelled":      quote.PayCancelled,
}

// Processor applies Razorpay's deliveries from the inbound queue to quotes.
type Processor struct {
	Quotes interface {
		RecordPaymentEvent(ctx context.Context, ev quote.PaymentEvent) error
	}
}

// Process reads one delivery: a Payment Links event is recorded; any other event is done with.
func (p Processor) Process(ctx context.Context, d inbound.Delivery) error {
	var e Event
	if err := json.Unmarshal(d.Body, &e); err != nil {
		return &inbound.PermanentError{Err: errors.New("razorpay: a body that is not an event")}
	}
	state, ok := states[e.Event]
	if !ok {
		return nil
	}
	link := e.Payload.PaymentLink.Entity
	if link.ID == "" {
		return &inbound.PermanentError{Err: errors.New("razorpay: an event without its payment link")}
	}
	ev := quote.PaymentEvent{LinkID: link.ID, State: state, PaidPaise: link.AmountPaid}
	if e.Payload.Payment != nil {
		ev.PaymentID = clip(e.Payload.Payment.Entity.ID, 60)
	}
	return p.Quotes.RecordPaymentEvent(ctx, ev)
}

// Source is the inbound queue's name for Razorpay's deliveries.
const Source = "razorpay"
