package httpapi

import (
	"context"
	"html"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// bookingConsentEnv is a booking env with the withdrawal page wired.
func bookingConsentEnv(t *testing.T, db store) *env {
	return bookingEnv(t, db, 5, func(d *Deps) { d.Consents = consent.NewService(db, db, nil, d.Now) })
}

// TestBookingStoresConsentAndItsLinkWithdraws: the booking form's notice is stored
// with the booking; its link withdraws the booking's consent and its lead's.
func TestBookingStoresConsentAndItsLinkWithdraws(t *testing.T) {
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
