package sqlstore_test

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// TestIdempotencyKeyExpires: a key used longer than idempotency.TTL ago stores a new lead (the key's old
// answer replaced), the other expired keys go as it is written, and a repeat of the new use stores nothing.
func TestIdempotencyKeyExpires(t *testing.T) {
	forEngines(t, func(t *testing.T, s *sqlstore.Store, raw *sql.DB) {
		ctx := context.Background()
		once := func(fingerprint string) *idempotency.Once {
			return &idempotency.Once{Route: "leads", Key: "k-1", Fingerprint: fingerprint, Answer: func(id int64, _ time.Time) idempotency.Answer {
				return idempotency.Answer{Status: http.StatusCreated, Body: []byte(`{"id":` + strconv.FormatInt(id, 10) + `}`)}
			}}
		}
		post := func(name, fingerprint string) (int64, error) {
			l := &lead.Enquiry{PropertyType: "2 BHK", Name: name, Mobile: "9876543210", Role: lead.Role, CreatedAt: time.Now().UTC().Truncate(time.Millisecond)}
			err := s.CreateLead(ctx, l, nil, once(fingerprint))
			return l.ID, err
		}
		first, err := post("First", "fp-1")
		if err != nil {
			t.Fatal(err)
		}
		// A day and an hour later, as the clock sees it: the key's row, and another key's, aged by hand.
		age := `UPDATE idempotency_keys SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-25 hours')`
		other := `INSERT INTO idempotency_keys (route, key, status, body, fingerprint, created_at)
			VALUES ('contact', 'k-old', 201, '{}', '', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-25 hours'))`
		if pg(raw) {
			age = `UPDATE idempotency_keys SET created_at = now() - interval '25 hours'`
			other = `INSERT INTO idempotency_keys (route, key, status, body, fingerprint, created_at)
				VALUES ('contact', 'k-old', 201, '{}', '', now() - interval '25 hours')`
		}
		for _, q := range []string{age, other} {
			if _, err := raw.Exec(q); err != nil {
				t.Fatal(err)
			}
		}
		second, err := post("Second", "fp-2")
		if err != nil || second == first {
			t.Fatalf("the expired key's second use: lead %d, %v; want a new lead", second, err)
		}
		if a, found, err := s.FindAnswer(ctx, "leads", "k-1"); err != nil || !found || string(a.Body) != `{"id":`+strconv.FormatInt(second, 10)+`}` || a.Fingerprint != "fp-2" {
			t.Fatalf("the key's answer = %+v %v %v; want the second use's", a, found, err)
		}
		var old int
		if err := raw.QueryRow(`SELECT count(*) FROM idempotency_keys WHERE key = 'k-old'`).Scan(&old); err != nil || old != 0 {
			t.Fatalf("%d expired keys of another request left (%v)", old, err)
		}
		_, err = post("Third", "fp-2")
		var repeat *idempotency.Repeat
		if !errors.As(err, &repeat) || string(repeat.First.Body) != `{"id":`+strconv.FormatInt(second, 10)+`}` {
			t.Fatalf("a repeat of the second use: %v", err)
		}
		var n int
		if err := raw.QueryRow(`SELECT count(*) FROM leads`).Scan(&n); err != nil || n != 2 {
			t.Fatalf("%d leads stored (%v), want 2", n, err)
		}
	})
}

// pg reports whether raw is a PostgreSQL connection.
func pg(raw *sql.DB) bool {
	var v string
	return raw.QueryRow(`SELECT version()`).Scan(&v) == nil
}
