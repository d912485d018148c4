package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// staffBookingEnv has bookings on with their mails, and the withdrawal page wired.
func staffBookingEnv(t *testing.T, db store) *adminEnv {
	return newAdminEnvOn(t, db, func(d *Deps) {
		d.Appointments = appointment.NewService(db, appointment.Mails{SiteURL: "https://www.nivaas.example", InfoEmail: "hello@nivaas.example",
			Brand: "Nivaas Interiors", Phone: "+91 98765 00000", Now: d.Now}, d.Now)
		d.Consents = consent.NewService(db, db, nil, d.Now)
	})
}

// callerLead is a lead with an e-mail, as a caller on the phone may have.
func (a *adminEnv) callerLead(t *testing.T, name, mobile, email string) int64 {
	t.Helper()
	l := &lead.Lead{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: mobile, Email: &email, Role: lead.Role, CreatedAt: a.clock.Now()}
	if err := a.store.CreateLead(context.Background(), l, nil, nil); err != nil {
		t.Fatal(err)
	}
	return l.ID
}

var bookingLink = regexp.MustCompile(`https://www\.nivaas\.example/forms/consent\?t=(booking\.[A-Za-z0-9._-]+)`)

// TestStaffBookingRecordsTheNoticeRead: staff must confirm they read the notice to the caller; the booking
// then keeps that consent (recorded by them, no client address, the spoken notice's hash), the lead's
// appointments show it, the caller's confirmation carries the withdrawal link, and 40 staff booking one
// time at once get one booking with one consent.
func TestStaffBookingRecordsTheNoticeRead(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a := staffBookingEnv(t, open(t))
		sales := a.account(t, staff.Sales)
		cookie := a.signIn(t, sales)
		origin := map[string]string{"Origin": "http://example.com"}
		leadID := a.callerLead(t, "Caller Rao", "9876502001", "caller@example.com")
		slot := a.firstSlot(t, "home-pune")
		book := func(body map[string]any) *http.Response {
			return a.as(t, cookie, "POST", "/api/admin/appointments", jsonOf(body), origin)
		}
		res := book(map[string]any{"leadId": leadID, "placeId": "home-pune", "start": slot})
		if m := decodeBody(t, res); res.StatusCode != 400 || m["error"] != consent.Current.Messages.StaffReadingRequired {
			t.Fatalf("a booking without the notice read = %d %v", res.StatusCode, m)
		}
		res = book(map[string]any{"leadId": leadID, "placeId": "home-pune", "start": slot, "noticeRead": true, "noticeLanguage": "hi"})
		if res.StatusCode != 201 {
			t.Fatalf("book for the caller: %d %s", res.StatusCode, bodyText(t, res))
		}
		var rows struct {
			Appointments []struct {
				ID       int64 `json:"id"`
				Consents []struct {
					Purpose       string `json:"purpose"`
					Language      string `json:"language"`
					NoticeHash    string `json:"noticeHash"`
					ClientAddress string `json:"clientAddress"`
					RecordedBy    int64  `json:"recordedBy"`
				} `json:"consents"`
			} `json:"appointments"`
		}
		decodeInto(t, a.as(t, cookie, "GET", "/api/admin/leads/"+itoa(leadID)+"/appointments", "", nil), &rows)
		if len(rows.Appointments) != 1 || len(rows.Appointments[0].Consents) != 1 {
			t.Fatalf("lead's appointments: %+v", rows)
		}
		if c := rows.Appointments[0].Consents[0]; c.Purpose != "appointment" || c.Language != "hi" || c.RecordedBy != sales.ID ||
			c.ClientAddress != "" || c.NoticeHash != consent.Current.SpokenHash("hi") {
			t.Errorf("the staff booking's consent = %+v", c)
		}

		items, err := a.store.Claim(context.Background(), "test", a.clock.Now().Add(time.Hour), time.Minute, 100)
		if err != nil {
			t.Fatal(err)
		}
		token := ""
		for _, it := range items {
			if it.Message.To == "caller@example.com" {
				if m := bookingLink.FindStringSubmatch(it.Message.Text); m != nil {
					token = m[1]
				}
			}
		}
		if token == "" {
			t.Fatal("the caller's confirmation carries no withdrawal link")
		}
		label := consent.Current.PurposeLabel("en", consent.PurposeAppointment)
		if res, page := a.getPage(t, consentFormPath+"?t="+url.QueryEscape(token)); res.StatusCode != 200 || !strings.Contains(page, "Withdraw: "+label) {
			t.Fatalf("the caller's withdrawal page = %d\n%s", res.StatusCode, page)
		}

		// 40 staff book one time at once for 40 callers: one booking, one consent; the rest hear the time went.
		next := a.firstSlot(t, "home-pune")
		callers := make([]int64, 40)
		for i := range callers {
			callers[i] = a.lead(t, "Caller "+itoa(int64(i)), fmt.Sprintf("98765%05d", 3000+i))
		}
		var wg sync.WaitGroup
		codes := make(chan int, len(callers))
		for _, id := range callers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes <- book(map[string]any{"leadId": id, "placeId": "home-pune", "start": next, "noticeRead": true}).StatusCode
			}()
		}
		wg.Wait()
		close(codes)
		got := map[int]int{}
		for c := range codes {
			got[c]++
		}
		if got[201] != 1 || got[409] != len(callers)-1 {
			t.Errorf("40 staff bookings of one time answered %v, want one 201 and the rest 409", got)
		}
		consents := 0
		for _, id := range callers {
			list, _ := a.store.LeadBookings(context.Background(), id)
			for _, b := range list {
				recs, _ := a.store.Consents(context.Background(), consent.KindBooking, b.ID)
				consents += len(recs)
			}
		}
		if consents != 1 {
			t.Errorf("consents stored by the 40 bookings = %d, want 1", consents)
		}
	})
}

// TestStaffBookingHostile: what a staff booking may not carry about the notice read is refused with a
// sentence and books nothing; staff cannot set who recorded it or from where.
func TestStaffBookingHostile(t *testing.T) {
	a := staffBookingEnv(t, storetest.OpenSQLite(t))
	sales := a.account(t, staff.Sales)
	cookie := a.signIn(t, sales)
	origin := map[string]string{"Origin": "http://example.com"}
	leadID := a.callerLead(t, "Caller Rao", "9876502101", "caller@example.com")
	slot := a.firstSlot(t, "home-pune")
	base := `"leadId":` + itoa(leadID) + `,"placeId":"home-pune","start":"` + slot + `"`
	for _, c := range []struct{ name, extra string }{
		{"not read", ``},
		{"read false", `,"noticeRead":false`},
		{"read as text", `,"noticeRead":"true"`},
		{"read as a number", `,"noticeRead":1`},
		{"read null", `,"noticeRead":null`},
		{"unknown language", `,"noticeRead":true,"noticeLanguage":"xx"`},
		{"language in capitals", `,"noticeRead":true,"noticeLanguage":"HI"`},
		{"markup language", `,"noticeRead":true,"noticeLanguage":"<script>alert(1)</script>"`},
		{"long language", `,"noticeRead":true,"noticeLanguage":"` + strings.Repeat("h", 5000) + `"`},
		{"language as a list", `,"noticeRead":true,"noticeLanguage":["en"]`},
		{"who recorded it", `,"noticeRead":true,"recordedBy":1`},
		{"from where", `,"noticeRead":true,"clientAddress":"203.0.113.1"`},
		{"a visitor's notice instead", `,"noticeVersion":1,"noticeLanguage":"en"`},
		{"oversized", `,"noticeRead":true,"noticeLanguage":"` + strings.Repeat("h", 70_000) + `"`},
	} {
		res := a.as(t, cookie, "POST", "/api/admin/appointments", "{"+base+c.extra+"}", origin)
		want := 400
		if c.name == "oversized" {
			want = 413
		}
		m := decodeBody(t, res)
		msg, _ := m["error"].(string)
		if res.StatusCode != want || unreadable(msg, nil) != "" {
			t.Errorf("%s: %d %q, want %d with a sentence", c.name, res.StatusCode, msg, want)
		}
	}
	if list, err := a.store.LeadBookings(context.Background(), leadID); err != nil || len(list) != 0 {
		t.Errorf("hostile staff bookings made %d bookings, %v", len(list), err)
	}
	a.noErrorLogged(t)
}
