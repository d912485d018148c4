package httpapi

import (
	"context"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// consentEnv has the withdrawal page wired as in production.
func consentEnv(t *testing.T, db store) *env {
	var e *env
	e = newEnvOn(t, db, func(d *wiring) {
		d.Consents = consent.NewService(db, db, nil, func() time.Time { return e.clock.Now() })
	})
	return e
}

// newConsentLead posts a lead in Hindi with WhatsApp updates and returns its id.
func (e *env) newConsentLead(t *testing.T, mobile string) int64 {
	t.Helper()
	res := e.postJSON(t, "/api/leads", map[string]any{"propertyType": "2 BHK", "location": contract.C.Locations[0], "name": "Asha",
		"mobile": mobile, "whatsappUpdates": true, "noticeVersion": consent.Current.Version, "noticeLanguage": "hi"})
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("POST /api/leads = %d", res.StatusCode)
	}
	return int64(decodeBody(t, res)["id"].(float64))
}

func TestConsentRecordedAndWithdrawnInOneTap(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		db := open(t)
		e := consentEnv(t, db)
		id := e.newConsentLead(t, "9876543210")
		recs, err := db.Consents(context.Background(), consent.KindLead, id)
		if err != nil || len(recs) != 2 || recs[0].Language != "hi" || recs[0].ClientAddress != "198.51.100.7" ||
			recs[0].NoticeHash != consent.Current.Hash("hi") || !consent.Active(recs, consent.PurposeWhatsApp) {
			t.Fatalf("consents of the new lead = %+v, %v", recs, err)
		}
		key, _ := db.SigningKey(context.Background())
		token := consent.NewSigner(key).Token(consent.KindLead, id, e.clock.Now())
		res, page := e.getPage(t, consentFormPath+"?t="+url.QueryEscape(token))
		if res.StatusCode != http.StatusOK || !strings.Contains(page, "Withdraw: WhatsApp updates") {
			t.Fatalf("GET withdrawal page = %d\n%s", res.StatusCode, page)
		}
		res, page = e.postForm(t, consentFormPath, url.Values{"t": {token}, "purpose": {"whatsapp"}})
		if res.StatusCode != http.StatusOK || !strings.Contains(page, "WhatsApp updates: withdrawn on") || strings.Contains(page, "Withdraw: WhatsApp") {
			t.Fatalf("POST withdrawal = %d\n%s", res.StatusCode, page)
		}
		recs, _ = db.Consents(context.Background(), consent.KindLead, id)
		if consent.Active(recs, consent.PurposeWhatsApp) || !consent.Active(recs, consent.PurposeEstimate) {
			t.Errorf("after withdrawal: %+v", recs)
		}
	})
}

func TestConsentFormsWithoutJavaScriptRecordTheNotice(t *testing.T) {
	t.Parallel()
	e := consentEnv(t, storetest.OpenSQLite(t))
	res, _ := e.postForm(t, estimateFormPath, url.Values{"propertyType": {"1 BHK"}, "location": {contract.C.Locations[0]}, "name": {"Ravi"},
		"mobile": {"9876543211"}, "noticeVersion": {strconv.Itoa(consent.Current.Version)}, "noticeLanguage": {"hi"}})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("POST %s = %d", estimateFormPath, res.StatusCode)
	}
	recs, err := e.db.Consents(context.Background(), consent.KindLead, 1)
	if err != nil || len(recs) != 1 || recs[0].Purpose != consent.PurposeEstimate || recs[0].Language != "hi" {
		t.Errorf("consents = %+v, %v", recs, err)
	}
	for _, bad := range []url.Values{{"noticeVersion": {"99"}}, {"noticeVersion": {"x"}}, {"noticeLanguage": {"xx"}}} {
		v := url.Values{"propertyType": {"1 BHK"}, "location": {contract.C.Locations[0]}, "name": {"Ravi"}, "mobile": {"9876543212"}}
		for k, vs := range bad {
			v[k] = vs
		}
		if res, page := e.postForm(t, estimateFormPath, v); res.StatusCode != http.StatusBadRequest || !strings.Contains(page, html.EscapeString(consent.UnknownNotice)) {
			t.Errorf("notice %v: %d, want 400 with the reload sentence", bad, res.StatusCode)
		}
	}
}

// TestConsentWithdrawalHostile: links that are forged, damaged, expired or
// another person's change nothing and answer one readable sentence.
func TestConsentWithdrawalHostile(t *testing.T) {
	e := consentEnv(t, storetest.OpenSQLite(t))
	mine, other := e.newConsentLead(t, "9876543213"), e.newConsentLead(t, "9876543214")
	key, _ := e.db.SigningKey(context.Background())
	sig := consent.NewSigner(key)
	good := sig.Token(consent.KindLead, mine, e.clock.Now())
	parts := strings.Split(good, ".")
	otherID := strconv.FormatInt(other, 10)
	cases := []struct{ name, token, purpose string }{
		{"empty", "", "whatsapp"},
		{"garbage", "not-a-token", "whatsapp"},
		{"other person's id under my signature", parts[0] + "." + otherID + "." + parts[2] + "." + parts[3], "whatsapp"},
		{"longer life under my signature", parts[0] + "." + parts[1] + ".9999999999." + parts[3], "whatsapp"},
		{"other kind under my signature", "message." + parts[1] + "." + parts[2] + "." + parts[3], "whatsapp"},
		{"signed with another key", consent.NewSigner([]byte("another key")).Token(consent.KindLead, other, e.clock.Now()), "whatsapp"},
		{"expired", sig.Token(consent.KindLead, mine, e.clock.Now().Add(-consent.LinkLife-time.Minute)), "whatsapp"},
		{"too long", good + strings.Repeat("A", 300), "whatsapp"},
		{"no such record", sig.Token(consent.KindLead, 999999, e.clock.Now()), "whatsapp"},
	}
	for _, c := range cases {
		res, page := e.postForm(t, consentFormPath, url.Values{"t": {c.token}, "purpose": {c.purpose}})
		if res.StatusCode != http.StatusForbidden || !strings.Contains(page, "This link does not work any more.") {
			t.Errorf("%s: POST = %d, want 403 with the sentence", c.name, res.StatusCode)
		}
		res, _ = e.getPage(t, consentFormPath+"?t="+url.QueryEscape(c.token))
		if res.StatusCode != http.StatusForbidden {
			t.Errorf("%s: GET = %d, want 403", c.name, res.StatusCode)
		}
	}
	// An unknown purpose on a good link changes nothing.
	if res, _ := e.postForm(t, consentFormPath, url.Values{"t": {good}, "purpose": {"<script>"}}); res.StatusCode != http.StatusOK {
		t.Errorf("unknown purpose = %d, want the page again", res.StatusCode)
	}
	for _, id := range []int64{mine, other} {
		if recs, _ := e.db.Consents(context.Background(), consent.KindLead, id); !consent.Active(recs, consent.PurposeWhatsApp) {
			t.Errorf("lead %d lost its WhatsApp consent to a hostile request: %+v", id, recs)
		}
	}
	e.noErrorLogged(t)
}

// bookingConsentEnv is a booking env with the withdrawal page wired.
func bookingConsentEnv(t *testing.T, db store) *env {
	return bookingEnv(t, db, 5, func(d *wiring) { d.Consents = consent.NewService(db, db, nil, d.Now) })
}

// TestBookingStoresConsentAndItsLinkWithdraws: the booking form's notice is stored
// with the booking; its link withdraws the booking's consent and its lead's.
func TestBookingStoresConsentAndItsLinkWithdraws(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		db := open(t)
		e := bookingConsentEnv(t, db)
		res := e.postJSON(t, "/api/appointments", map[string]any{"bookingToken": e.newLeadToken(t, "kiran@example.in"),
			"placeId": "centre-pune", "start": e.firstSlot(t, "centre-pune"), "noticeVersion": consent.Current.Version, "noticeLanguage": "hi"})
		booked := decodeBody(t, res)
		if res.StatusCode != 201 {
			t.Fatalf("POST /api/appointments = %d %v", res.StatusCode, booked)
		}
		id := int64(booked["id"].(float64))
		recs, err := db.Consents(context.Background(), consent.KindBooking, id)
		if err != nil || len(recs) != 1 || recs[0].Purpose != consent.PurposeAppointment || recs[0].Language != "hi" ||
			recs[0].ClientAddress != "198.51.100.7" || recs[0].NoticeVersion != consent.Current.Version {
			t.Fatalf("booking consents = %+v, %v", recs, err)
		}
		key, _ := db.SigningKey(context.Background())
		token := consent.NewSigner(key).Token(consent.KindBooking, id, e.clock.Now())
		res, page := e.getPage(t, consentFormPath+"?t="+url.QueryEscape(token))
		label := consent.Current.PurposeLabel("en", consent.PurposeAppointment)
		if res.StatusCode != 200 || !strings.Contains(page, html.EscapeString("Withdraw: "+label)) || !strings.Contains(page, "Withdraw: WhatsApp updates") {
			t.Fatalf("booking's withdrawal page = %d\n%s", res.StatusCode, page)
		}
		res, page = e.postForm(t, consentFormPath, url.Values{"t": {token}, "purpose": {"appointment"}})
		if res.StatusCode != 200 || strings.Contains(page, html.EscapeString("Withdraw: "+label)) {
			t.Fatalf("withdrawing the booking's consent = %d\n%s", res.StatusCode, page)
		}
		if recs, _ = db.Consents(context.Background(), consent.KindBooking, id); consent.WithdrawnAt(recs, consent.PurposeAppointment) == nil {
			t.Errorf("booking consent after withdrawal = %+v", recs)
		}
	})
}

// TestBookingNoticeHostile: a booking naming a notice it was never shown is refused
// with the reload sentence and makes no booking, by JSON and without JavaScript.
func TestBookingNoticeHostile(t *testing.T) {
	db := storetest.OpenSQLite(t)
	e := bookingConsentEnv(t, db)
	slot := e.firstSlot(t, "centre-pune")
	cases := []struct {
		name string
		json map[string]any
		form url.Values
	}{
		{"future version", map[string]any{"noticeVersion": consent.Current.Version + 1}, url.Values{"noticeVersion": {strconv.Itoa(consent.Current.Version + 1)}}},
		{"negative version", map[string]any{"noticeVersion": -1}, url.Values{"noticeVersion": {"-1"}}},
		{"version not a number", map[string]any{"noticeVersion": "1; DROP TABLE consents"}, url.Values{"noticeVersion": {"1; DROP TABLE consents"}}},
		{"unknown language", map[string]any{"noticeLanguage": "xx"}, url.Values{"noticeLanguage": {"xx"}}},
		{"markup language", map[string]any{"noticeLanguage": "<script>alert(1)</script>"}, url.Values{"noticeLanguage": {"<script>alert(1)</script>"}}},
		{"long language", map[string]any{"noticeLanguage": strings.Repeat("h", 5000)}, url.Values{"noticeLanguage": {strings.Repeat("h", 5000)}}},
	}
	for _, c := range cases {
		body := map[string]any{"bookingToken": e.newLeadToken(t, "a@example.in"), "placeId": "centre-pune", "start": slot}
		for k, v := range c.json {
			body[k] = v
		}
		if res := e.postJSON(t, "/api/appointments", body); res.StatusCode != 400 {
			t.Errorf("%s by JSON: %d, want 400", c.name, res.StatusCode)
		}
		v := url.Values{"t": {e.newLeadToken(t, "b@example.in")}, "place": {"centre-pune"}, "start": {slot}}
		for k, vs := range c.form {
			v[k] = vs
		}
		if res, page := e.postForm(t, appointmentFormPath, v); res.StatusCode != 400 || !strings.Contains(page, html.EscapeString(consent.UnknownNotice)) {
			t.Errorf("%s without JavaScript: %d, want 400 with the reload sentence", c.name, res.StatusCode)
		}
	}
	if list, err := db.Bookings(context.Background(), time.Time{}, time.Now().AddDate(1, 0, 0)); err != nil || len(list) != 0 {
		t.Errorf("bookings made by hostile notices: %d, %v", len(list), err)
	}
	// The page without JavaScript shows the notice and posts the version it shows.
	res, page := e.getPage(t, appointmentFormPath+"?"+url.Values{"t": {e.newLeadToken(t, "c@example.in")}, "place": {"centre-pune"},
		"day": {slot[:10]}}.Encode())
	en, _ := consent.Current.Language(consent.Current.DefaultLanguage)
	if res.StatusCode != 200 || !strings.Contains(page, html.EscapeString(en.Heading)) ||
		!strings.Contains(page, `name="noticeVersion" value="`+strconv.Itoa(consent.Current.Version)+`"`) {
		t.Errorf("time page = %d, want the notice and its version\n%s", res.StatusCode, page)
	}
	e.noErrorLogged(t)
}
