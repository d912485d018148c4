package storetest

import (
	"context"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/breach"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testAccessLog: entries with their records, filtered by staff member and by a person's
// records (an unfiltered export of every lead included), paged newest first, a person
// resolved from e-mail or mobile, more ids than one INSERT holds, and pruning by age.
func testAccessLog(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	email := "asha.rao@example.com"
	leads := inboxLeads(t, s, lead.Enquiry{Name: "Asha Rao", Mobile: "+91 98765 43210", Email: &email}, lead.Enquiry{Name: "Ravi", Mobile: "9123456780"})
	msg := contact.Message{Written: contact.Written{FirstName: "Asha", LastName: "Rao", Email: "Asha.Rao@example.com", Subject: "sales", Message: "Hi"}, CreatedAt: at}
	if err := s.CreateContactMessage(ctx, &msg, nil, nil); err != nil {
		t.Fatal(err)
	}
	refs, err := s.PersonRecords(ctx, email, "")
	if err != nil || len(refs) != 2 || refs[0] != (accesslog.Ref{Kind: accesslog.Lead, ID: leads[0]}) || refs[1] != (accesslog.Ref{Kind: accesslog.Message, ID: msg.ID}) {
		t.Fatalf("records of the e-mail = %v, %v", refs, err)
	}
	if refs, err := s.PersonRecords(ctx, "", "9876543210"); err != nil || len(refs) != 1 || refs[0].ID != leads[0] {
		t.Fatalf("records of the mobile = %v, %v", refs, err)
	}
	many := make([]accesslog.Ref, 600) // more than one INSERT's chunk
	for i := range many {
		many[i] = accesslog.Ref{Kind: accesslog.Lead, ID: int64(10_000 + i)}
	}
	old := at.Add(-500 * 24 * time.Hour)
	for _, e := range []accesslog.Entry{
		{At: old, ActorID: 1, ActorEmail: "a@example.com", Action: accesslog.OpenedLead, Records: []accesslog.Ref{{Kind: accesslog.Lead, ID: leads[0]}}, Total: 1},
		{At: at, ActorID: 1, ActorEmail: "a@example.com", Action: accesslog.OpenedLead, Records: []accesslog.Ref{{Kind: accesslog.Lead, ID: leads[0]}}, Total: 1},
		{At: at, ActorID: 2, ActorEmail: "b@example.com", Action: accesslog.OpenedLead, Records: []accesslog.Ref{{Kind: accesslog.Lead, ID: leads[1]}}, Total: 1},
		{At: at, ActorID: 2, ActorEmail: "b@example.com", Action: accesslog.SearchedLeads, Shape: "q: 4 characters", Records: many, Total: 600},
		{At: at, ActorID: 2, ActorEmail: "b@example.com", Action: accesslog.ExportedLeads, Shape: "everything", AllOf: accesslog.Lead, Total: 2},
		{At: at, ActorID: 3, ActorEmail: "c@example.com", Action: accesslog.ExportedMessages, Records: []accesslog.Ref{{Kind: accesslog.Message, ID: msg.ID}}, Total: 1},
	} {
		if err := s.RecordAccess(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	actions := func(q accesslog.Query) []string {
		t.Helper()
		list, err := s.AccessLog(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		out := []string{}
		for _, e := range list {
			out = append(out, e.ActorEmail+" "+e.Action)
		}
		return out
	}
	same := func(what string, got []string, want ...string) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Fatalf("%s = %q, want %q", what, got, want)
		}
	}
	same("by staff member 1", actions(accesslog.Query{ActorID: 1}), "a@example.com opened a lead", "a@example.com opened a lead")
	same("Asha's records", actions(accesslog.Query{Person: refs}), "c@example.com exported messages (CSV)",
		"b@example.com exported leads (CSV)", "a@example.com opened a lead", "a@example.com opened a lead")
	same("Asha's records by staff member 2", actions(accesslog.Query{Person: refs, ActorID: 2}), "b@example.com exported leads (CSV)")
	page, err := s.AccessLog(ctx, accesslog.Query{Limit: 2})
	if err != nil || len(page) != 2 {
		t.Fatalf("first page: %v, %v", page, err)
	}
	rest, err := s.AccessLog(ctx, accesslog.Query{Limit: 50, BeforeID: page[1].ID})
	if err != nil || len(rest) != 4 || rest[0].ID >= page[1].ID {
		t.Fatalf("the page after: %d entries, %v", len(rest), err)
	}
	for _, e := range rest {
		if e.Action == accesslog.SearchedLeads && (len(e.Records) != 600 || e.Total != 600 || e.Shape != "q: 4 characters") {
			t.Fatalf("search entry: %d records, total %d, shape %q", len(e.Records), e.Total, e.Shape)
		}
		if e.Action == accesslog.OpenedLead && e.ActorID == 1 && !e.At.Equal(ms(at)) && !e.At.Equal(ms(old)) {
			t.Fatalf("time %v", e.At)
		}
	}
	if n, err := s.PruneAccessLog(ctx, at.Add(-accesslog.Keep)); err != nil || n != 1 {
		t.Fatalf("prune past 400 days = %d, %v; want the one entry of 500 days ago", n, err)
	}
	same("by staff member 1 after pruning", actions(accesslog.Query{ActorID: 1}), "a@example.com opened a lead")
	if n, err := s.PruneAccessLog(ctx, at.Add(-accesslog.Keep)); err != nil || n != 0 {
		t.Fatalf("second prune = %d, %v", n, err)
	}
}

// testBreachRegister: an incident recorded with its audit entry, read back whole, changed at its
// version, a stale change refused, two racing changes of one version (one wins), and the processors' list.
func testBreachRegister(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	happened := at.Add(-6 * time.Hour)
	audit := staff.Actor{Email: "owner@example.com"}.Audit(at, staff.Entry{Action: "recorded a data breach", Subject: "breach"})
	in := breach.Incident{Summary: "A laptop with an export was stolen.", FoundAt: at, HappenedAt: &happened, Data: "names, mobiles",
		People: 40, LeadIDs: []int64{3, 5}, Measures: "Wiped the laptop remotely.", Version: 1, CreatedAt: at, UpdatedAt: at}
	id, err := s.CreateBreach(ctx, in, audit)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Breach(ctx, id)
	if err != nil || got.ID != id || got.Version != 1 || got.Summary != in.Summary || got.People != 40 || len(got.LeadIDs) != 2 ||
		got.HappenedAt == nil || !got.HappenedAt.Equal(happened) || !got.FoundAt.Equal(at) {
		t.Fatalf("read back: %+v, %v", got, err)
	}
	events, err := s.ListAudit(ctx, staff.AuditQuery{Limit: 5})
	if err != nil || len(events) == 0 || events[0].Subject != "breach #"+strconv.FormatInt(id, 10) {
		t.Fatalf("audit: %+v, %v", events, err)
	}
	if _, err := s.Breach(ctx, id+100); err != breach.ErrNotFound {
		t.Fatalf("missing id: %v", err)
	}
	got.Measures, got.UpdatedAt = "Wiped; passwords changed.", at.Add(time.Hour)
	if err := s.SaveBreach(ctx, got, audit); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveBreach(ctx, got, audit); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("stale save: %v", err)
	}
	got.Version = 2
	oneOfTwoWins(t, func(n int) error {
		c := got
		c.People = 50 + n
		return s.SaveBreach(ctx, c, audit)
	})
	list, err := s.Breaches(ctx)
	if err != nil || len(list) != 1 || list[0].Version != 3 || list[0].Measures != "Wiped; passwords changed." {
		t.Fatalf("list: %+v, %v", list, err)
	}
	p, err := s.BreachProcessors(ctx)
	if err != nil || p.Version != 1 || len(p.Entries) != 0 {
		t.Fatalf("fresh processors: %+v, %v", p, err)
	}
	p.Entries = []breach.Processor{{Name: "Zoho CRM", Purpose: "lead follow-up"}}
	if err := s.SaveBreachProcessors(ctx, p, audit); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveBreachProcessors(ctx, p, audit); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("stale processors: %v", err)
	}
	if p, err := s.BreachProcessors(ctx); err != nil || p.Version != 2 || len(p.Entries) != 1 || p.Entries[0].Name != "Zoho CRM" {
		t.Fatalf("saved processors: %+v, %v", p, err)
	}
}
