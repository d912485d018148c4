package appointment

import (
	"bytes"
	"html"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-ical"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// monday10 is Monday 23 November 2026, 10:00 India time.
var monday10 = time.Date(2026, 11, 23, 10, 0, 0, 0, India)

func TestSlotsFollowHoursNoticeClosedDatesAndHorizon(t *testing.T) {
	a := Default()
	p, _ := a.Place("centre-mumbai")
	p.Closed = []string{"2026-11-24"}
	starts := a.Starts(p, monday10)
	if len(starts) == 0 {
		t.Fatal("no slots")
	}
	// Notice 3 h: 13:00 is too soon, 13:30 is the first (slots every hour from 09:30).
	if got := starts[0].In(India).Format("Mon 02 15:04"); got != "Mon 23 13:30" {
		t.Errorf("first slot %s, want Mon 23 13:30", got)
	}
	last := starts[len(starts)-1].In(India)
	for _, s := range starts {
		in := s.In(India)
		if in.Weekday() == time.Sunday || in.Format(time.DateOnly) == "2026-11-24" {
			t.Errorf("slot on a closed day: %v", in)
		}
		if in.Hour() < 9 || in.Add(time.Hour).After(time.Date(in.Year(), in.Month(), in.Day(), 18, 0, 0, 0, India)) {
			t.Errorf("slot outside 09:30–18:00: %v", in)
		}
	}
	if horizon := monday10.Add(14 * 24 * time.Hour); last.Add(time.Hour).After(horizon) {
		t.Errorf("last slot %v ends after the horizon %v", last, horizon)
	}
	// A span booked over 13:30 leaves one of the two places; two leave none.
	taken := []Span{{Start: starts[0], End: starts[0].Add(time.Hour), Count: 1}}
	if slots := a.Slots(p, monday10, taken); slots[0].Free != 1 || !slots[0].Start.Equal(starts[0]) {
		t.Errorf("with one booking: %+v", slots[0])
	}
	taken[0].Count = 2
	if slots := a.Slots(p, monday10, taken); slots[0].Start.Equal(starts[0]) {
		t.Error("a full slot is offered")
	}
	if _, err := a.Offered(p, starts[0].Add(30*time.Minute), monday10); err != ErrSlotNotOffered {
		t.Errorf("an off-grid time = %v", err)
	}
}

func TestAvailabilityValidate(t *testing.T) {
	if err := Default().Validate(); err != nil {
		t.Fatal(err)
	}
	a := Default()
	a.Places[0].Week[1] = Hours{Opens: "18:00", Closes: "09:00"}
	a.Places[1].Capacity = -1
	a.Places[2].Closed = []string{"tomorrow"}
	a.HorizonDays = 0
	err := a.Validate()
	if err == nil || !strings.Contains(err.Error(), C.Messages.AvailabilityInvalid) {
		t.Fatalf("Validate = %v", err)
	}
}

func TestTokens(t *testing.T) {
	sig := NewSigner([]byte("k1"))
	tok := sig.LeadToken(42, monday10)
	if id, err := sig.Lead(tok, monday10.Add(time.Hour)); err != nil || id != 42 {
		t.Fatalf("Lead = %d, %v", id, err)
	}
	for name, bad := range map[string]string{
		"other key":    NewSigner([]byte("k2")).LeadToken(42, monday10),
		"other lead":   strings.Replace(tok, "42.", "43.", 1),
		"empty":        "",
		"manage token": sig.ManageToken(Booking{ID: 42, UID: "u"}),
	} {
		if _, err := sig.Lead(bad, monday10); err != ErrLinkInvalid {
			t.Errorf("%s: Lead = %v", name, err)
		}
	}
	if _, err := sig.Lead(tok, monday10.Add(8*24*time.Hour)); err != ErrLinkInvalid {
		t.Error("an expired lead token works")
	}
	b := Booking{ID: 7, UID: "abc"}
	if err := sig.Managed(sig.ManageToken(b), b); err != nil {
		t.Fatal(err)
	}
	if err := sig.Managed(sig.ManageToken(b), Booking{ID: 7, UID: "other"}); err != ErrLinkInvalid {
		t.Error("a token for another booking works")
	}
}

func TestInvitationParsesAtIndiaTime(t *testing.T) {
	a := Default()
	p, _ := a.Place("centre-pune")
	start := time.Date(2026, 11, 24, 11, 30, 0, 0, India)
	b := Booking{ID: 1, UID: "u1@nivaas-appointments", Start: start.UTC(), End: start.Add(time.Hour).UTC(), Status: StatusBooked, Sequence: 2, Name: "Asha"}
	data, err := Calendar(MethodRequest, "", []Event{{Booking: b, Place: p, Organizer: "mailto:hello@nivaas.example", ManageURL: "https://x.example/appointment/1.abc"}}, monday10)
	if err != nil {
		t.Fatal(err)
	}
	cal, err := ical.NewDecoder(bytes.NewReader(data)).Decode()
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, data)
	}
	if m, _ := cal.Props.Text(ical.PropMethod); m != "REQUEST" {
		t.Errorf("METHOD = %q", m)
	}
	events := cal.Events()
	if len(events) != 1 {
		t.Fatalf("%d events", len(events))
	}
	got, err := events[0].DateTimeStart(nil)
	if err != nil || !got.Equal(start) || got.Location().String() != "Asia/Kolkata" {
		t.Errorf("DTSTART = %v (%v), want %v in Asia/Kolkata", got, err, start)
	}
	if uid, _ := events[0].Props.Text(ical.PropUID); uid != b.UID {
		t.Errorf("UID = %q", uid)
	}
	if loc, _ := events[0].Props.Text(ical.PropLocation); !strings.Contains(loc, p.Address) {
		t.Errorf("LOCATION = %q, want the centre's address", loc)
	}
	if !bytes.Contains(data, []byte("BEGIN:VTIMEZONE")) || !bytes.Contains(data, []byte("TZOFFSETTO:+0530")) {
		t.Errorf("no Asia/Kolkata VTIMEZONE:\n%s", data)
	}
}

// TestVisitorMailsCarryTheWithdrawalLink: the confirmation, the cancellation and
// the reminder each end with the booking's signed withdrawal link, which the
// consent signer reads back as this booking; the team's notice has none.
func TestVisitorMailsCarryTheWithdrawalLink(t *testing.T) {
	key := []byte("k1")
	email := "kiran@example.com"
	b := Booking{ID: 9, UID: "u9", Name: "Kiran", Mobile: "9876543210", Email: &email, Start: monday10.Add(24 * time.Hour),
		End: monday10.Add(25 * time.Hour), Status: StatusBooked}
	m := Mails{SiteURL: "https://www.nivaas.example/", InfoEmail: "hello@nivaas.example", Brand: "Nivaas", Phone: "+91 80 4718 2200",
		Now: func() time.Time { return monday10 }}
	p := Default().Places[0]
	links := NewSigner(key).Links(b, true, monday10)
	if links.Manage == "" || !strings.HasPrefix(links.Withdraw, "booking.9.") {
		t.Fatalf("Links = %+v", links)
	}
	if kind, id, err := consent.NewSigner(key).Record(links.Withdraw, monday10); err != nil || kind != consent.KindBooking || id != 9 {
		t.Fatalf("withdrawal token reads as %s %d, %v", kind, id, err)
	}
	want := "https://www.nivaas.example/forms/consent?t=" + links.Withdraw
	booked := m.Booked(b, p, links)
	if len(booked) != 2 || strings.Contains(booked[0].Text, want) {
		t.Fatalf("Booked = %d mails; the team's notice carries the visitor's link: %v", len(booked), strings.Contains(booked[0].Text, want))
	}
	visitorMails := map[string]*mailmsg.Message{"confirmation": &booked[1], "cancellation": nil, "reminder": m.Reminder(b, p, links)}
	cancelled := m.Cancelled(b, p, Links{Withdraw: links.Withdraw})
	visitorMails["cancellation"] = &cancelled[1]
	for name, msg := range visitorMails {
		if !strings.Contains(msg.Text, consent.MailLine+" "+want) || !strings.Contains(msg.HTML, `<a href="`+html.EscapeString(want)+`">withdraw consent</a>`) {
			t.Errorf("%s mail lacks the withdrawal link:\n%s\n%s", name, msg.Text, msg.HTML)
		}
	}
	if strings.Contains(cancelled[1].Text, "/appointment?t=") {
		t.Error("the cancellation offers to move a cancelled booking")
	}
}

// TestOpeningHoursOfTheCentres: the response target's clock is the centres' hours: the defaults are
// appointments.json's (Mon–Sat 09:30–18:00 India time); a day runs from the earliest opening to the latest
// closing among the centres open then, a date one centre closes keeps the others' hours, and home visits
// and video calls do not count while there is a centre.
func TestOpeningHoursOfTheCentres(t *testing.T) {
	h := Default().OpeningHours()
	monSat := lead.Span{Opens: 9*60 + 30, Closes: 18 * 60}
	if h.Week != [7]lead.Span{{}, monSat, monSat, monSat, monSat, monSat, monSat} || h.Loc.String() != "Asia/Kolkata" || len(h.Dates) != 0 {
		t.Fatalf("default hours %+v", h)
	}
	a := Default()
	for i := range a.Places {
		p := &a.Places[i]
		switch p.ID {
		case "centre-pune":
			p.Week[time.Saturday] = Hours{Opens: "08:00", Closes: "14:00"}
			p.Closed = []string{"2026-11-24"}
		case "video":
			p.Week[time.Sunday] = Hours{Opens: "10:00", Closes: "12:00"}
		case "centre-mumbai":
			p.Week[time.Saturday] = Hours{Opens: "10:00", Closes: "20:00"}
		}
	}
	h = a.OpeningHours()
	if h.Week[time.Saturday] != (lead.Span{Opens: 8 * 60, Closes: 20 * 60}) || h.Week[time.Sunday].Open() {
		t.Errorf("Saturday %+v, Sunday %+v", h.Week[time.Saturday], h.Week[time.Sunday])
	}
	if len(h.Dates) != 0 {
		t.Errorf("one centre closed keeps the others' hours: %+v", h.Dates)
	}
	for i := range a.Places {
		if a.Places[i].Kind == KindCentre {
			a.Places[i].Closed = []string{"2026-11-24"}
		}
	}
	if d, ok := a.OpeningHours().Dates["2026-11-24"]; !ok || d.Open() {
		t.Errorf("a date every centre closes: %+v %v", d, ok)
	}
}
