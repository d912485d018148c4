package httpapi

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"testing"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/media/mediatest"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestAuditLogSpeaksPlainly (issue 24, item 11): an upload names its file and what it is for, a move names the
// design and its new place in one entry, and the audit page carries those sentences; entries written before
// summaries read without hashes or id lists.
func TestAuditLogSpeaksPlainly(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		ctx := context.Background()
		cookie := a.signIn(t, a.account(t, staff.Editor))
		var sage int64
		for _, title := range []string{"L-shaped Sage Kitchen", "Walnut Galley", "Emerald Acrylic Kitchen"} {
			d := &catalog.AdminDesign{Design: catalog.Design{Category: "Modular-Kitchen-Designs", Type: "Normal", Title: title}, Status: catalog.Draft, UpdatedAt: a.clock.Now()}
			if err := a.db.CreateDesign(ctx, d, nil); err != nil {
				t.Fatal(err)
			}
			if sage == 0 {
				sage = d.ID
			}
		}
		photo := string(mediatest.Photo(64, 48, 1))
		for _, target := range []string{"design " + strconv.FormatInt(sage, 10), "project", "design 99999", "<script> 1"} {
			res := a.call(t, "POST", "/api/admin/media", "image/jpeg", photo, "198.51.100.7:40000",
				map[string]string{"Cookie": cookie, "Sec-Fetch-Site": "same-origin", "X-File-Name": "kitchen-1.jpg", "X-Upload-For": target})
			if res.StatusCode != http.StatusCreated {
				t.Fatalf("upload for %q: %d %s", target, res.StatusCode, bodyText(t, res))
			}
		}

		list, err := a.db.AdminDesigns(ctx, "Modular-Kitchen-Designs", "Normal")
		if err != nil {
			t.Fatal(err)
		}
		emerald := list[len(list)-1]
		before := a.auditCount(t)
		res := a.as(t, cookie, "POST", "/api/admin/designs/"+strconv.FormatInt(emerald.ID, 10)+"/move", jsonOf(map[string]any{"version": emerald.Version, "position": 1}), nil)
		b := decodeBody(t, res)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("move: %d %v", res.StatusCode, b)
		}
		moved := b["designs"].([]any)
		if len(moved) != len(list) || moved[0].(map[string]any)["title"] != "Emerald Acrylic Kitchen" {
			t.Fatalf("the list after the move: %v", moved)
		}
		if n := a.auditCount(t) - before; n != 1 {
			t.Errorf("one move wrote %d audit entries, want 1", n)
		}

		// Entries as releases before summaries wrote them.
		for _, e := range []staff.Entry{
			{Action: "photo uploaded", Subject: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef", Detail: "990 × 1320, IMG_0042.jpg"},
			{Action: "designs reordered", Subject: "Modular-Kitchen-Designs, Luxury", Detail: "[12 7 9]"},
		} {
			if err := a.db.AppendAudit(ctx, staff.CommandLine.Audit(a.clock.Now(), e)); err != nil {
				t.Fatal(err)
			}
		}

		owner := a.signIn(t, a.account(t, staff.Owner))
		res = a.as(t, owner, "GET", "/api/admin/audit", "", nil)
		page := decodeBody(t, res)
		var sentences []string
		for _, e := range page["events"].([]any) {
			sentences = append(sentences, e.(map[string]any)["sentence"].(string))
		}
		for _, want := range []string{
			"uploaded kitchen-1.jpg to 'L-shaped Sage Kitchen'",
			"uploaded kitchen-1.jpg for a new project",
			"uploaded kitchen-1.jpg for design #99999",
			"uploaded kitchen-1.jpg",
			"moved 'Emerald Acrylic Kitchen' to first",
			"uploaded a photo (990 × 1320, IMG_0042.jpg)",
			"reordered the designs of Modular Kitchen Designs, Luxury",
		} {
			if !slices.Contains(sentences, want) {
				t.Errorf("no audit sentence %q in %q", want, sentences)
			}
		}
	})
}

// auditCount is how many entries the audit log holds.
func (a *adminEnv) auditCount(t *testing.T) int {
	t.Helper()
	events, err := a.staff.AuditLog(context.Background(), staff.AuditQuery{Limit: 200})
	if err != nil {
		t.Fatal(err)
	}
	return len(events)
}
