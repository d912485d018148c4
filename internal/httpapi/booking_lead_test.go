package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// visitorLead stores a lead through the public API as the estimate form does; its id and booking token.
func (a *adminEnv) visitorLead(t *testing.T, name, mobile string) (int64, string) {
	t.Helper()
	body := strings.NewReplacer("Asha Rao", name, "98765 43210", mobile).Replace(validLead)
	res := a.call(t, "POST", "/api/leads", "application/json", body, "198.51.100.7:40000", nil)
	m := decodeBody(t, res)
	tok, _ := m["bookingToken"].(string)
	id, _ := m["id"].(float64)
	if res.StatusCode != http.StatusCreated || tok == "" || id == 0 {
		t.Fatalf("lead: %d %v", res.StatusCode, m)
	}
	return int64(id), tok
}

// book books the first free slot at place for the lead of tok, as the visitor; the booking's manage token.
func (a *adminEnv) book(t *testing.T, tok, place string) string {
	t.Helper()
	res := a.postJSON(t, "/api/appointments", map[string]string{"bookingToken": tok, "placeId": place, "start": a.firstSlot(t, place)})
	m := decodeBody(t, res)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("book: %d %v", res.StatusCode, m)
	}
	return strings.TrimPrefix(m["manageUrl"].(string), "/appointment?t=")
}

// leadPage is the lead's page as staff (cookie) read it: the lead and its timeline.
type leadPage struct {
	Lead struct {
		Status  string `json:"status"`
		Version int64  `json:"version"`
	} `json:"lead"`
	Events []struct {
		Kind, Text string
	} `json:"events"`
}

func (a *adminEnv) leadPage(t *testing.T, cookie string, id int64) leadPage {
	t.Helper()
	res := a.as(t, cookie, "GET", "/api/admin/leads/"+itoa(id), "", nil)
	var p leadPage
	if err := json.NewDecoder(res.Body).Decode(&p); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("lead %d: %d %v", id, res.StatusCode, err)
	}
	return p
}

func (p leadPage) timeline() string {
	var b strings.Builder
	for _, e := range p.Events {
		b.WriteString(e.Kind + ": " + e.Text + "\n")
	}
	return b.String()
}

// TestVisitorsBookingStampsTheVisit: a visitor's own booking moves their contacted lead to "Site visit
// booked" and stamps the visit, so the dashboard's median time in "Contacted" counts it (two hours here).
func TestVisitorsBookingStampsTheVisit(t *testing.T) {
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		owner, cookie := a.signedIn(t, staff.Owner)
		id, tok := a.visitorLead(t, "Asha Rao", "98765 43210")
		origin := map[string]string{"Origin": "http://example.com"}
		res := a.as(t, cookie, "PATCH", "/api/admin/leads/"+itoa(id), jsonOf(map[string]any{"version": 1, "status": "contacted", "assigneeId": owner.ID}), origin)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("contacted: %d %s", res.StatusCode, bodyText(t, res))
		}
		a.clock.Advance(2 * time.Hour)
		a.book(t, tok, "centre-pune")
		if p := a.leadPage(t, cookie, id); p.Lead.Status != "site_visit_booked" {
			t.Fatalf("status after the visitor's booking: %s", p.Lead.Status)
		}
		var report struct {
			Funnel []struct {
				Status        string `json:"status"`
				MedianSeconds *int64 `json:"medianSeconds"`
			} `json:"funnel"`
		}
		res = a.as(t, cookie, "GET", "/api/admin/dashboard", "", nil)
		if err := json.NewDecoder(res.Body).Decode(&report); err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("dashboard: %d %v", res.StatusCode, err)
		}
		if len(report.Funnel) < 2 || report.Funnel[1].Status != "contacted" || report.Funnel[1].MedianSeconds == nil ||
			*report.Funnel[1].MedianSeconds != 2*3600 {
			t.Fatalf("median time in Contacted: %+v", report.Funnel)
		}
	}, withAppointments)
}

// TestVisitorCancelStepsTheLeadBack: a visitor who moves or cancels their booking by its link is told in the
// lead's timeline and to its assignee (a mail through the outbox, shown on the lead); a cancellation steps the
// lead back from "Site visit booked" to the status it had before the booking (Contacted here, New for a lead
// nobody had contacted).
func TestVisitorCancelStepsTheLeadBack(t *testing.T) {
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		sales := a.account(t, staff.Sales)
		_, cookie := a.signedIn(t, staff.Owner)
		origin := map[string]string{"Origin": "http://example.com"}
		id, tok := a.visitorLead(t, "Asha Rao", "98765 43210")
		res := a.as(t, cookie, "PATCH", "/api/admin/leads/"+itoa(id), jsonOf(map[string]any{"version": 1, "status": "contacted", "assigneeId": sales.ID}), origin)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("contacted: %d %s", res.StatusCode, bodyText(t, res))
		}
		link := a.book(t, tok, "centre-pune")
		if p := a.leadPage(t, cookie, id); p.Lead.Status != "site_visit_booked" {
			t.Fatalf("booked: %s", p.Lead.Status)
		}
		// The mails queued so far, as the outbox's worker claims them: each appears once.
		var outbox []string
		mailed := func(subject string) bool {
			items, err := a.store.Claim(context.Background(), "test", a.clock.Now().Add(time.Hour), time.Minute, 100)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range items {
				outbox = append(outbox, m.Message.To+" "+m.Message.Subject)
			}
			return slices.Contains(outbox, sales.Email+" "+subject)
		}
		// Moved to 10:30: the timeline and the assignee hear of it; the status stays.
		if res := a.postJSON(t, "/api/appointments/by-link/"+link+"/reschedule", map[string]string{"placeId": "centre-pune", "start": "2026-11-16T05:00:00Z"}); res.StatusCode != http.StatusOK {
			t.Fatalf("reschedule: %d %v", res.StatusCode, decodeBody(t, res))
		}
		p := a.leadPage(t, cookie, id)
		if !strings.Contains(p.timeline(), "status: Consultation moved by the visitor from 16 Nov 2026, 9:30 am to 16 Nov 2026, 10:30 am at Pune Experience Centre.") ||
			!mailed("Consultation moved by the visitor: Asha Rao") || p.Lead.Status != "site_visit_booked" {
			t.Fatalf("after the move: %s\n%s\n%q", p.Lead.Status, p.timeline(), outbox)
		}
		// Cancelled: back to Contacted, said in the timeline, and the assignee is told.
		if res := a.postJSON(t, "/api/appointments/by-link/"+link+"/cancel", map[string]string{}); res.StatusCode != http.StatusOK {
			t.Fatalf("cancel: %d %v", res.StatusCode, decodeBody(t, res))
		}
		p = a.leadPage(t, cookie, id)
		if p.Lead.Status != "contacted" ||
			!strings.Contains(p.timeline(), "status: Consultation cancelled by the visitor: 16 Nov 2026, 10:30 am at Pune Experience Centre.\n"+
				"status: Status changed from Site visit booked to Contacted.") ||
			!mailed("Consultation cancelled by the visitor: Asha Rao") {
			t.Fatalf("after the cancellation: %s\n%s\n%q", p.Lead.Status, p.timeline(), outbox)
		}
		// A lead nobody contacted goes back to New; with nobody assigned, no one is mailed.
		other, otherTok := a.visitorLead(t, "Ravi Kumar", "98765 43211")
		link = a.book(t, otherTok, "centre-pune")
		if res := a.postJSON(t, "/api/appointments/by-link/"+link+"/cancel", map[string]string{}); res.StatusCode != http.StatusOK {
			t.Fatalf("cancel: %d %v", res.StatusCode, decodeBody(t, res))
		}
		if p := a.leadPage(t, cookie, other); p.Lead.Status != "new" || !strings.Contains(p.timeline(), "Status changed from Site visit booked to New.") {
			t.Fatalf("a new lead's cancellation: %s\n%s", p.Lead.Status, p.timeline())
		}
	}, withAppointments)
}
