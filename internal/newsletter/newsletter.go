// Package newsletter is the monthly-ideas subscription of the guides.
package newsletter

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
)

// Subscription is one e-mail on the list.
type Subscription struct {
	Email     string // lower-cased, trimmed
	Page      string // where the visitor subscribed
	CreatedAt time.Time
	// Consents are what the subscriber agreed to, stored with the subscription.
	Consents []consent.Record
}

// SubscribeRequest is the body of POST /api/subscribe.
type SubscribeRequest struct {
	Email string `json:"email"`
	Page  string `json:"page"`
	consent.Seen
}

// Store keeps subscriptions; Subscribe is idempotent for the same e-mail.
type Store interface {
	Subscribe(ctx context.Context, s *Subscription) error
}
