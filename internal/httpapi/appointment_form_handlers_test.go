package httpapi

import (
	"html"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
)

var bookingTokenField = regexp.MustCompile(`name="t" value="([^"]+)"`)

// estimateTokenNoJS posts the estimate without JavaScript and returns the booking token its answer page carries.
func (e *env) estimateTokenNoJS(t *testing.T, email string) string {
	t.Helper()
	res, body := e.postForm(t, estimateFormPath, with(estimateValues(), "email", email))
	m := bookingTokenField.FindStringSubmatch(body)
	if res.StatusCode != 200 || !strings.Contains(body, estimateThanks) || !strings.Contains(body, pickATime) || m == nil {
		t.Fatalf("estimate page %d offers no time: %s", res.StatusCode, body)
	}
	return html.UnescapeString(m[1])
}

func (e *env) getPage(t *testing.T, target string) (*http.Response, string) {
	t.Helper()
	res := e.call(t, "GET", target, "", "", "198.51.100.7:40000", nil)
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(body)
}

func TestAppointmentFormBooksAndRefusesATakenTime(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := bookingEnv(t, open(t), 1)
		tok := e.estimateTokenNoJS(t, "asha@example.in")
		// The day list offers open days only (issue 41 item 15): Monday, never the closed Sunday.
		res, body := e.getPage(t, appointmentFormPath+"?"+url.Values{"t": {tok}}.Encode())
		if res.StatusCode != 200 || !strings.Contains(body, `value="2026-11-16"`) || strings.Contains(body, `value="2026-11-15"`) || strings.Contains(body, "Sunday") {
			t.Fatalf("day list %d: %s", res.StatusCode, body)
		}
		// Saturday 16:00 + notice is past closing, Sunday closed: Monday's first time is 09:30 India time.
		res, body = e.getPage(t, appointmentFormPath+"?"+url.Values{"t": {tok}, "place": {"centre-pune"}, "day": {"2026-11-16"}}.Encode())
		assertPage(t, res, body)
		if res.StatusCode != 200 || !strings.Contains(body, `value="2026-11-16T04:00:00Z"`) || !strings.Contains(body, "9:30 AM") {
			t.Fatalf("times page %d: %s", res.StatusCode, body)
		}
		book := url.Values{"t": {tok}, "place": {"centre-pune"}, "start": {"2026-11-16T04:00:00Z"}}
		res, body = e.postForm(t, appointmentFormPath, book)
		assertPage(t, res, body)
		if res.StatusCode != 201 || !strings.Contains(body, consultationSet) || !strings.Contains(body, "Monday 16 November 2026 at 9:30 AM") {
			t.Fatalf("booking %d: %s", res.StatusCode, body)
		}
		// The page carries the mail's signed links: reschedule, cancel and the invitation, each one that works.
		manage := regexp.MustCompile(`<a href="(/appointment\?t=[^"]+)">` + moveThisTime + `</a>`).FindStringSubmatch(body)
		invite := regexp.MustCompile(`<a href="(/api/appointments/by-link/[^"]+/invite.ics)">`).FindStringSubmatch(body)
		if manage == nil || invite == nil || !strings.Contains(body, cancelThisTime) {
			t.Fatalf("confirmation page lacks its links: %s", body)
		}
		link, _ := url.Parse(html.UnescapeString(manage[1]))
		if res, shown := e.getPage(t, "/api/appointments/by-link/"+url.PathEscape(link.Query().Get("t"))); res.StatusCode != 200 || !strings.Contains(shown, `"status":"booked"`) {
			t.Fatalf("the page's manage link: %d %s", res.StatusCode, shown)
		}
		if res, ics := e.getPage(t, html.UnescapeString(invite[1])); res.StatusCode != 200 || !strings.Contains(ics, "BEGIN:VEVENT") {
			t.Fatalf("the page's invitation link: %d %s", res.StatusCode, ics)
		}
		list, err := e.db.Bookings(t.Context(), day(t, "2026-11-16T00:00:00Z"), day(t, "2026-11-17T00:00:00Z"))
		if err != nil || len(list) != 1 || list[0].PlaceID != "centre-pune" || list[0].Email == nil || *list[0].Email != "asha@example.in" {
			t.Fatalf("stored bookings %+v, %v", list, err)
		}
		// A second visitor posting the same (now full) time gets the sentence and the day's other times again.
		other := e.estimateTokenNoJS(t, "ravi@example.in")
		res, body = e.postForm(t, appointmentFormPath, with(book, "t", other))
		if res.StatusCode != 409 || !strings.Contains(body, html.EscapeString(appointment.C.Messages.SlotTaken)) ||
			strings.Contains(body, `value="2026-11-16T04:00:00Z"`) || !strings.Contains(body, `value="2026-11-16T05:00:00Z"`) {
			t.Fatalf("taken time %d: %s", res.StatusCode, body)
		}
	})
}

func TestAppointmentFormHostileInput(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := bookingEnv(t, open(t), 1)
		tok := e.estimateTokenNoJS(t, "asha@example.in")
		q := func(v url.Values) string { return appointmentFormPath + "?" + v.Encode() }
		gets := []struct {
			name, target string
			status       int
			want         string
		}{
			{"token too long", q(url.Values{"t": {strings.Repeat("a", 201)}, "place": {"video"}, "day": {"2026-11-16"}}), 400, appointment.C.Messages.LinkInvalid},
			{"day not a date", q(url.Values{"t": {tok}, "place": {"video"}, "day": {"16/11/26"}}), 400, "Please choose a day."},
			{"unknown place", q(url.Values{"t": {tok}, "place": {"<script>x</script>"}, "day": {"2026-11-16"}}), 400, appointment.C.Messages.NoSuchPlace},
			{"no place", q(url.Values{"t": {tok}, "day": {"2026-11-16"}}), 200, appointment.C.Messages.NoSuchPlace},
			{"closed Sunday", q(url.Values{"t": {tok}, "place": {"video"}, "day": {"2026-11-15"}}), 200, noTimesThatDay},
		}
		for _, c := range gets {
			res, body := e.getPage(t, c.target)
			assertPage(t, res, body)
			if res.StatusCode != c.status || !strings.Contains(body, html.EscapeString(c.want)) || strings.Contains(body, "<script>x") {
				t.Errorf("%s: %d, want %d %q: %s", c.name, res.StatusCode, c.status, c.want, body)
			}
		}
		good := url.Values{"t": {tok}, "place": {"video"}, "start": {"2026-11-16T04:00:00Z"}}
		posts := []struct {
			name   string
			v      url.Values
			status int
			want   string
		}{
			{"forged token", with(good, "t", "AAAA.BBBB"), 404, appointment.C.Messages.LinkInvalid},
			{"token too long", with(good, "t", strings.Repeat("a", 201)), 404, appointment.C.Messages.LinkInvalid},
			{"start not a time", with(good, "start", "monday"), 400, appointment.C.Messages.SlotNotOffered},
			{"start off the grid", with(good, "start", "2026-11-16T04:07:00Z"), 400, appointment.C.Messages.SlotNotOffered},
			{"unknown place", with(good, "place", strings.Repeat("x", 61)), 400, appointment.C.Messages.NoSuchPlace},
		}
		for _, c := range posts {
			res, body := e.postForm(t, appointmentFormPath, c.v)
			assertPage(t, res, body)
			if res.StatusCode != c.status || !strings.Contains(body, html.EscapeString(c.want)) {
				t.Errorf("%s: %d, want %d %q: %s", c.name, res.StatusCode, c.status, c.want, body)
			}
		}
		res := e.call(t, "POST", appointmentFormPath, "application/json", `{"t":"x"}`, "198.51.100.7:40000", nil)
		if res.StatusCode != http.StatusUnsupportedMediaType {
			t.Errorf("JSON body: %d, want 415", res.StatusCode)
		}
		res = e.call(t, "POST", appointmentFormPath, formType, "t="+strings.Repeat("a", 2<<20), "198.51.100.7:40000", nil)
		if res.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("huge body: %d, want 413", res.StatusCode)
		}
		if list, _ := e.db.Bookings(t.Context(), day(t, "2026-11-01T00:00:00Z"), day(t, "2026-12-31T00:00:00Z")); len(list) != 0 {
			t.Errorf("hostile posts booked %+v", list)
		}
	})
}

func day(t *testing.T, rfc3339 string) time.Time {
	t.Helper()
	at, err := time.Parse(time.RFC3339, rfc3339)
	if err != nil {
		t.Fatal(err)
	}
	return at
}
