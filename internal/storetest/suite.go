package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/newsletter"
)

// Stores is everything a storage engine provides (both *sqlite.DB and *postgres.DB).
type Stores interface {
	lead.Store
	catalog.Store
	contact.Store
	newsletter.Store
	mail.Outbox
	ListContactMessages(ctx context.Context) ([]contact.Message, error)
	ListSubscriptions(ctx context.Context) ([]newsletter.Subscription, error)
	Ping(ctx context.Context) error
	Close() error
}

// Run runs the store suite; open must return a fresh, empty, migrated database.
func Run(t *testing.T, open func(t *testing.T) Stores) {
	for _, tc := range []struct {
		name string
		fn   func(t *testing.T, s Stores)
	}{
		{"Ping", testPing},
		{"Leads", testLeads},
		{"LeadEmailSince", testLeadEmailSince},
		{"Catalog", testCatalog},
		{"ContactMessages", testContactMessages},
		{"Subscribe", testSubscribe},
		{"OutboxClaimAndMark", testOutboxClaimAndMark},
		{"OutboxLeaseExpiry", testOutboxLeaseExpiry},
		{"OutboxRetry", testOutboxRetry},
		{"OutboxConcurrentClaimers", testOutboxConcurrentClaimers},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, open(t)) })
	}
}

func testPing(t *testing.T, s Stores) {
	if err := s.Ping(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// at is a fixed instant with sub-millisecond digits, to check truncation.
var at = time.Date(2026, 3, 14, 9, 26, 53, 589_793_238, time.UTC)

func ms(t time.Time) time.Time { return t.UTC().Truncate(time.Millisecond) }

func sameTime(t *testing.T, what string, got, want time.Time) {
	t.Helper()
	if !got.Equal(ms(want)) || got.Location() != time.UTC {
		t.Errorf("%s = %v, want %v in UTC", what, got, ms(want))
	}
}
