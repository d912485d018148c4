package httpapi

// Issue 28's last gaps: the "Your data" code mail's link to the consents held for an address,
// and the consent staff record when they book for a caller on the phone.

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// statusesAt makes n calls at once and counts their answers by status.
func statusesAt(n int, call func(i int) int) map[int]int {
	var wg sync.WaitGroup
	codes := make(chan int, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes <- call(i)
		}()
	}
	wg.Wait()
	close(codes)
	got := map[int]int{}
	for c := range codes {
		got[c]++
	}
	return got
}

// addressConsentEnv is the admin env with the withdrawal page wired and the data requests'
// code mail carrying the address's link, as cmd/site wires them.
func addressConsentEnv(t *testing.T, db store) *adminEnv {
	return newAdminEnvOn(t, db, func(d *wiring) {
		links := consent.NewService(db, db, nil, d.Now)
		d.Consents = links
		d.Privacy = privacy.NewService(db, nil, nil, "", d.Now).WithWithdrawLinks(func(ctx context.Context, email string, at time.Time) string {
			return links.AddressURL(ctx, "https://www.nivaas.example", email, at)
		})
	})
}

var addressLink = regexp.MustCompile(`https://www\.nivaas\.example/forms/consent\?t=([A-Za-z0-9._-]+)`)

// codeMailLink asks for a data request by e-mail and returns the withdrawal token its code mail carries.
func (a *adminEnv) codeMailLink(t *testing.T, email string) string {
	t.Helper()
	res := a.call(t, "POST", "/api/privacy/requests", "application/json", `{"kind":"access","email":"`+email+`"}`, "198.51.100.8:1", nil)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("ask: %d %s", res.StatusCode, bodyText(t, res))
	}
	items, err := a.store.Claim(context.Background(), "test", a.clock.Now(), time.Minute, 100)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(items) - 1; i >= 0; i-- {
		m := items[i].Message
		if m.To != strings.ToLower(email) || !mailedCode.MatchString(m.Text) {
			continue
		}
		got := addressLink.FindStringSubmatch(m.Text)
		if got == nil || !strings.Contains(m.Text, consent.MailLine) || !strings.Contains(m.HTML, html.EscapeString(got[0])) {
			t.Fatalf("the code mail carries no withdrawal link:\n%s\n%s", m.Text, m.HTML)
		}
		return got[1]
	}
	t.Fatalf("no code mailed to %s", email)
	return ""
}

func (a *adminEnv) emailLead(t *testing.T, name, mobile, email string) int64 {
	t.Helper()
	res := a.postJSON(t, "/api/leads", map[string]any{"propertyType": "2 BHK", "location": contract.C.Locations[0], "name": name,
		"mobile": mobile, "email": email, "whatsappUpdates": true})
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("POST /api/leads = %d %s", res.StatusCode, bodyText(t, res))
	}
	return int64(decodeBody(t, res)["id"].(float64))
}

// TestCodeMailWithdrawsTheAddressConsents: the "Your data" code mail carries a signed link to the
// consents held for its address, which withdraws them in one tap and reaches no one else's; an
// address holding none gets a page saying so; 40 taps at once withdraw once.
func TestCodeMailWithdrawsTheAddressConsents(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a := addressConsentEnv(t, open(t))
		mine := a.emailLead(t, "Meera Iyer", "9876501001", "meera@example.com")
		other := a.emailLead(t, "Someone Else", "9876501002", "else@example.com")
		token := a.codeMailLink(t, "Meera@Example.com")
		if strings.Contains(strings.ToLower(token), "meera") {
			t.Fatalf("the link shows the address: %s", token)
		}
		res, page := a.getPage(t, consentFormPath+"?t="+url.QueryEscape(token))
		if res.StatusCode != 200 || !strings.Contains(page, "Withdraw: WhatsApp updates") ||
			!strings.Contains(page, html.EscapeString("Withdraw: "+consent.Current.PurposeLabel("en", consent.PurposeEstimate))) {
			t.Fatalf("address page = %d\n%s", res.StatusCode, page)
		}
		if res, page = a.postForm(t, consentFormPath, url.Values{"t": {token}, "purpose": {"whatsapp"}}); res.StatusCode != 200 ||
			!strings.Contains(page, "Withdrawn: WhatsApp updates.") {
			t.Fatalf("withdraw by address = %d\n%s", res.StatusCode, page)
		}
		if recs, _ := a.store.Consents(context.Background(), consent.KindLead, mine); consent.Active(recs, consent.PurposeWhatsApp) {
			t.Errorf("the address's lead still has WhatsApp: %+v", recs)
		}
		if recs, _ := a.store.Consents(context.Background(), consent.KindLead, other); !consent.Active(recs, consent.PurposeWhatsApp) {
			t.Errorf("another person's WhatsApp was withdrawn: %+v", recs)
		}

		// 40 taps at once, from 40 addresses: every one answers the page, the consent is withdrawn once.
		if got := statusesAt(40, func(i int) int {
			return a.call(t, "POST", consentFormPath, formType, url.Values{"t": {token}, "purpose": {"estimate"}}.Encode(),
				fmt.Sprintf("198.51.100.%d:1", 10+i), nil).StatusCode
		}); got[200] != 40 {
			t.Errorf("40 concurrent taps answered %v, want 200 each", got)
		}
		recs, _ := a.store.Consents(context.Background(), consent.KindLead, mine)
		withdrawn := 0
		for _, r := range recs {
			if r.Purpose == consent.PurposeEstimate && r.WithdrawnAt != nil {
				withdrawn++
			}
		}
		if withdrawn != 1 || consent.Active(recs, consent.PurposeEstimate) {
			t.Errorf("after 40 taps: %+v", recs)
		}

		none := a.codeMailLink(t, "nobody@example.com")
		if res, page := a.getPage(t, consentFormPath+"?t="+url.QueryEscape(none)); res.StatusCode != 200 ||
			!strings.Contains(page, html.EscapeString(consent.Current.Messages.NoConsents)) || strings.Contains(page, "Withdraw:") {
			t.Errorf("an address holding nothing = %d\n%s", res.StatusCode, page)
		}
	})
}

// TestAddressLinkHostile: address links forged, spliced, stretched, expired or oversized see and
// withdraw nothing and answer one sentence; a record link cannot pass as an address link.
func TestAddressLinkHostile(t *testing.T) {
	a := addressConsentEnv(t, storetest.OpenSQLite(t))
	mine := a.emailLead(t, "Meera Iyer", "9876501011", "meera@example.com")
	other := a.emailLead(t, "Someone Else", "9876501012", "else@example.com")
	key, _ := a.store.SigningKey(context.Background())
	sig := consent.NewSigner(key)
	now := a.clock.Now()
	good, theirs := strings.Split(sig.AddressToken("meera@example.com", now), "."), strings.Split(sig.AddressToken("else@example.com", now), ".")
	record := strings.Split(sig.Token(consent.KindLead, other, now), ".")
	flip := []byte(good[1])
	flip[5] ^= 1
	cases := []struct{ name, token string }{
		{"their seal under my signature", good[0] + "." + theirs[1] + "." + good[2] + "." + good[3]},
		{"my seal, a longer life", good[0] + "." + good[1] + ".9999999999." + good[3]},
		{"a damaged seal", good[0] + "." + string(flip) + "." + good[2] + "." + good[3]},
		{"a record link relabelled", "address." + record[1] + "." + record[2] + "." + record[3]},
		{"an address seal as a record", "lead." + good[1] + "." + good[2] + "." + good[3]},
		{"another key", consent.NewSigner([]byte("another key")).AddressToken("else@example.com", now)},
		{"expired", sig.AddressToken("else@example.com", now.Add(-consent.LinkLife-time.Minute))},
		{"oversized", sig.AddressToken(strings.Repeat("a", 400)+"@example.com", now)},
		{"markup", "address.<script>alert(1)</script>.1.x"},
		{"only the kind", "address."},
	}
	for _, c := range cases {
		res, page := a.postForm(t, consentFormPath, url.Values{"t": {c.token}, "purpose": {"whatsapp"}})
		if res.StatusCode != http.StatusForbidden || !strings.Contains(page, html.EscapeString(consent.LinkMessage)) {
			t.Errorf("%s: POST = %d, want 403 with the sentence", c.name, res.StatusCode)
		}
		if res, _ := a.getPage(t, consentFormPath+"?t="+url.QueryEscape(c.token)); res.StatusCode != http.StatusForbidden {
			t.Errorf("%s: GET = %d, want 403", c.name, res.StatusCode)
		}
	}
	for _, id := range []int64{mine, other} {
		if recs, _ := a.store.Consents(context.Background(), consent.KindLead, id); !consent.Active(recs, consent.PurposeWhatsApp) {
			t.Errorf("lead %d lost its WhatsApp consent to a hostile link: %+v", id, recs)
		}
	}
	a.noErrorLogged(t)
}

// staffBookingEnv has bookings on with their mails, and the withdrawal page wired.
func staffBookingEnv(t *testing.T, db store) *adminEnv {
	return newAdminEnvOn(t, db, func(d *wiring) {
		d.Appointments = appointment.NewService(db, appointment.Mails{SiteURL: "https://www.nivaas.example", InfoEmail: "hello@nivaas.example",
			Brand: "Nivaas Interiors", Phone: "+91 98765 00000", Now: d.Now}, d.Now)
		d.Consents = consent.NewService(db, db, nil, d.Now)
	})
}

// callerLead is a lead with an e-mail, as a caller on the phone may have.
func (a *adminEnv) callerLead(t *testing.T, name, mobile, email string) int64 {
	t.Helper()
	l := &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: mobile, MobileDigits: contract.MobileKey(mobile), Email: &email, Role: lead.Role, CreatedAt: a.clock.Now()}
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
	t.Parallel()
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
		got := statusesAt(len(callers), func(i int) int {
			return book(map[string]any{"leadId": callers[i], "placeId": "home-pune", "start": next, "noticeRead": true}).StatusCode
		})
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
