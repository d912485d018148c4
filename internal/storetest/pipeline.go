package storetest

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// testLeadWithNoticeAndKey: the lead, its company mail and its key commit
// together; a second use of the key stores nothing at all.
func testLeadWithNoticeAndKey(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	notice := &mailmsg.Message{To: "hello@nivaas.example", Subject: "New lead", Text: "t", HTML: "<p>t</p>"}
	once := &idempotency.Once{Route: "leads", Key: "k-1", Fingerprint: "fp-first", Answer: func(id int64, _ time.Time) idempotency.Answer {
		return idempotency.Answer{Status: http.StatusCreated, Body: []byte(`{"id":` + strconv.FormatInt(id, 10) + `}`)}
	}}
	l := &lead.Enquiry{PropertyType: "2 BHK", Name: "Asha", Mobile: "9876543210", Email: str("asha@example.in"), Role: lead.Role, CreatedAt: at}
	if err := s.CreateLead(ctx, l, notice, once); err != nil {
		t.Fatal(err)
	}
	first := `{"id":` + strconv.FormatInt(l.ID, 10) + `}`
	again := &lead.Enquiry{PropertyType: "2 BHK", Name: "Ravi", Mobile: "9876543210", Role: lead.Role, CreatedAt: at}
	other := *once
	other.Fingerprint = "fp-other"
	err := s.CreateLead(ctx, again, notice, &other)
	var repeat *idempotency.Repeat
	if fault.Code(err) != fault.ECONFLICT || !errors.As(err, &repeat) {
		t.Fatalf("second use of the key: %v, want a repeat", err)
	}
	// The first answer comes back with the first request's fingerprint, read in the refused transaction.
	if repeat.First.Status != 201 || string(repeat.First.Body) != first || repeat.First.Fingerprint != "fp-first" {
		t.Fatalf("repeat = %+v, want the first answer with its fingerprint", repeat.First)
	}
	if a, found, err := s.FindAnswer(ctx, "leads", "k-1"); err != nil || !found || a.Status != 201 || string(a.Body) != first || a.Fingerprint != "fp-first" {
		t.Fatalf("FindAnswer = %+v %v %v", a, found, err)
	}
	if _, found, _ := s.FindAnswer(ctx, "contact", "k-1"); found {
		t.Fatal("a key is per route")
	}
	leads, _ := s.ListLeads(ctx)
	items := claim(t, s, "w", time.Now(), 10)
	if len(leads) != 1 || len(items) != 1 || items[0].LeadID != l.ID || items[0].Kind != mailmsg.KindCompany || items[0].Message.Subject != "New lead" {
		t.Fatalf("stored %d leads and outbox %+v; want one lead with its company mail", len(leads), items)
	}
}

// testConfirmationOncePerLead: the visitor's confirmation is queued once per lead, whatever its status.
func testConfirmationOncePerLead(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	var ids []int64
	for _, name := range []string{"First", "Second"} {
		l := &lead.Enquiry{PropertyType: "2 BHK", Name: name, Mobile: "9876543210", Email: str("Asha@Example.in"), Role: lead.Role, CreatedAt: at}
		if err := s.CreateLead(ctx, l, nil, nil); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, l.ID)
	}
	if l, err := s.RecentLead(ctx, "asha@example.in", 0, at.Add(-time.Minute)); err != nil || l == nil || l.Name != "Second" {
		t.Fatalf("newest lead = %+v, %v; want Second", l, err)
	}
	if l, err := s.RecentLead(ctx, "asha@example.in", ids[0], at.Add(-time.Minute)); err != nil || l == nil || l.Name != "First" {
		t.Fatalf("lead by id = %+v, %v; want First", l, err)
	}
	if l, err := s.RecentLead(ctx, "other@example.in", ids[0], at.Add(-time.Minute)); err != nil || l != nil {
		t.Fatalf("lead by id with another address = %+v, %v; want none", l, err)
	}
	m := mail.Message{To: "asha@example.in", Subject: "Thanks", Text: "t", HTML: "<p>t</p>"}
	for i, want := range []bool{true, false} {
		if queued, err := s.EnqueueConfirmation(ctx, ids[0], m); err != nil || queued != want {
			t.Fatalf("confirmation %d: queued %v, %v; want %v", i+1, queued, err, want)
		}
	}
	items := claim(t, s, "w", time.Now(), 10)
	if len(items) != 1 || items[0].Kind != mailmsg.KindVisitor || items[0].LeadID != ids[0] {
		t.Fatalf("outbox %+v", items)
	}
	if err := s.MarkFailed(ctx, items[0].ID, "w", "550 no such user"); err != nil {
		t.Fatal(err)
	}
	if queued, err := s.EnqueueConfirmation(ctx, ids[0], m); err != nil || queued {
		t.Fatalf("after a failure: queued %v, %v; want nothing new (site mail retry sends it again)", queued, err)
	}
	if failed, err := s.ListFailed(ctx); err != nil || len(failed) != 1 || failed[0].LastError != "550 no such user" {
		t.Fatalf("ListFailed = %+v, %v", failed, err)
	}
	if n, err := s.RetryFailed(ctx, nil, true); err != nil || n != 1 {
		t.Fatalf("RetryFailed = %d, %v", n, err)
	}
	wantStats(t, s, mail.Stats{Pending: 1})
}
