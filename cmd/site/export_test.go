package main

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

func TestWriteLeadsCSV(t *testing.T) {
	empty := ""
	email := "asha@example.com"
	at := time.Date(2026, 3, 14, 9, 26, 53, 589_000_000, time.UTC)
	leads := []lead.Lead{
		{PropertyType: "2 BHK", Location: "Pune", Name: "Asha, \"Rao\"", Mobile: "98765 43210", Email: &email, WhatsappUpdates: true,
			Role: "user", CreatedAt: at, Attribution: lead.Attribution{Page: "/", Referrer: "https://search.example/", UTMSource: "google",
				UTMMedium: "cpc", UTMCampaign: "diwali", UTMTerm: "kitchen", UTMContent: "ad-1"}},
		{PropertyType: "1 BHK", Name: "राहुल", Mobile: "+91 98765 43210", Email: &empty, Role: "user", CreatedAt: at.In(time.FixedZone("IST", 19800))},
		{PropertyType: "3 BHK", Name: "=HYPERLINK(\"http://evil.example\")", Mobile: "9876543210", Email: nil, Role: "user", CreatedAt: at},
	}
	var buf bytes.Buffer
	if err := writeLeadsCSV(&buf, leads); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.HasPrefix(out, "\uFEFFpropertyType,location,name,mobile,email,whatsappUpdates,role,createdAt,page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content\r\n") {
		t.Fatalf("header = %q", out[:min(len(out), 200)])
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"2 BHK", "Pune", "Asha, \"Rao\"", "98765 43210", "asha@example.com", "true", "user", "2026-03-14T09:26:53.589Z", "/", "https://search.example/", "google", "cpc", "diwali", "kitchen", "ad-1"},
		{"1 BHK", "", "राहुल", "'+91 98765 43210", "", "false", "user", "2026-03-14T09:26:53.589Z", "", "", "", "", "", "", ""},
		{"3 BHK", "", "'=HYPERLINK(\"http://evil.example\")", "9876543210", "", "false", "user", "2026-03-14T09:26:53.589Z", "", "", "", "", "", "", ""},
	}
	if len(rows) != len(want)+1 {
		t.Fatalf("got %d rows, want %d", len(rows), len(want)+1)
	}
	for i, w := range want {
		if strings.Join(rows[i+1], "|") != strings.Join(w, "|") {
			t.Errorf("row %d:\n got %q\nwant %q", i+1, rows[i+1], w)
		}
	}
}
