package storetest

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

func str(s string) *string { return &s }

func testLeads(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	empty, err := s.ListLeads(ctx)
	if err != nil || empty == nil || len(empty) != 0 {
		t.Fatalf("ListLeads on empty store = %v, %v; want empty non-nil list", empty, err)
	}
	in := []lead.Enquiry{
		{PropertyType: "2 BHK", Location: "Pune", Name: "Asha Rao", Mobile: "+91 98765 43210", Email: nil,
			WhatsappUpdates: false, Role: lead.Role, CreatedAt: at},
		{PropertyType: "1 BHK", Location: "", Name: "राहुल शर्मा", Mobile: "9876543210", Email: str(""),
			WhatsappUpdates: true, Role: lead.Role, CreatedAt: at.Add(time.Second)},
		{PropertyType: "4+ BHK / Duplex", Location: "Noida", Name: "Meera O'Neil", Mobile: "09876543210",
			Email: str("Meera@Example.com"), WhatsappUpdates: true, Role: lead.Role, CreatedAt: at.Add(2 * time.Second),
			Attribution: lead.Attribution{Page: "/city/mumbai", Referrer: "https://search.example/?q=interiors",
				UTMSource: "google", UTMMedium: "cpc", UTMCampaign: "diwali-2026", UTMTerm: "modular kitchen", UTMContent: "ad-3"}},
	}
	for i := range in {
		if err := s.CreateLead(ctx, &in[i], nil, nil); err != nil {
			t.Fatal(err)
		}
		if in[i].ID == 0 || (i > 0 && in[i].ID == in[i-1].ID) {
			t.Fatalf("lead %d got id %d", i, in[i].ID)
		}
	}
	got, err := s.ListLeads(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(in) {
		t.Fatalf("ListLeads returned %d leads, want %d", len(got), len(in))
	}
	for i, g := range got {
		w := in[i]
		sameTime(t, "CreatedAt", g.CreatedAt, w.CreatedAt)
		g.CreatedAt, w.CreatedAt = time.Time{}, time.Time{}
		if (g.Email == nil) != (w.Email == nil) || (g.Email != nil && *g.Email != *w.Email) {
			t.Errorf("lead %d email = %v, want %v (nil and \"\" must stay apart)", i, show(g.Email), show(w.Email))
		}
		g.Email, w.Email = nil, nil
		w.Consents = nil // stored beside the lead, read by Consents (storetest/consents.go)
		if !reflect.DeepEqual(g, w) {
			t.Errorf("lead %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
}

func show(p *string) string {
	if p == nil {
		return "nil"
	}
	return `"` + *p + `"`
}

func testLeadEmailSince(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	for _, l := range []lead.Enquiry{
		{PropertyType: "3 BHK", Name: "A", Mobile: "9876543210", Email: str("Priya@Example.com"), Role: lead.Role, CreatedAt: at},
		{PropertyType: "3 BHK", Name: "B", Mobile: "9876543210", Email: str(""), Role: lead.Role, CreatedAt: at},
		{PropertyType: "3 BHK", Name: "C", Mobile: "9876543210", Email: nil, Role: lead.Role, CreatedAt: at},
	} {
		if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name  string
		email string
		since time.Time
		want  bool
	}{
		{"same case", "Priya@Example.com", at.Add(-30 * time.Minute), true},
		{"other case", "priya@example.COM", at.Add(-30 * time.Minute), true},
		{"since equals createdAt", "priya@example.com", ms(at), true},
		{"lead before since", "priya@example.com", ms(at).Add(time.Millisecond), false},
		{"other address", "someone@example.com", at.Add(-time.Hour), false},
		{"blank never matches", "", at.Add(-time.Hour), false},
		{"spaces never match", "  ", at.Add(-time.Hour), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, err := s.RecentLead(ctx, tc.email, 0, tc.since)
			if got := l != nil; err != nil || got != tc.want {
				t.Fatalf("RecentLead(%q, %v) = %v, %v; want found %v", tc.email, tc.since, l, err, tc.want)
			}
			if l != nil && l.Name != "A" {
				t.Fatalf("RecentLead(%q) found %q, want A", tc.email, l.Name)
			}
		})
	}
}
