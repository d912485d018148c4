package httpapi

// The team's side of consultations: the Appointments view, a lead's bookings, booking,
// moving and cancelling for a caller, outcomes, each person's private calendar feed, and the
// owner's availability editor (hours per weekday, slot length, capacity, closed dates per place,
// the notice and horizon of every booking, saved at the version read with an audit entry).

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

type adminBooking struct {
	appointment.Booking
	Place   placeView `json:"place"`
	LeadURL string    `json:"leadUrl"`
}

// adminBookings puts each booking of a read (list, err) with its place and its lead's page.
func (s *server) adminBookings(r *http.Request) func([]appointment.Booking, error) ([]adminBooking, error) {
	return func(list []appointment.Booking, err error) ([]adminBooking, error) {
		var a appointment.Availability
		if err == nil {
			a, err = s.Appointments.Availability(r.Context())
		}
		if err != nil {
			return nil, err
		}
		out := make([]adminBooking, len(list))
		for i, b := range list {
			p, ok := a.Place(b.PlaceID)
			if !ok {
				p = appointment.Place{ID: b.PlaceID, Name: b.PlaceID}
			}
			out[i] = adminBooking{Booking: b, Place: viewPlace(p), LeadURL: "/admin/leads/" + strconv.FormatInt(b.LeadID, 10)}
		}
		return out, nil
	}
}

// adminAppointments lists the bookings of India days from ?from=YYYY-MM-DD (default today) for ?days= (1–31, default 7).
func (s *server) adminAppointments(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	q := r.URL.Query()
	now := s.Now().In(appointment.India)
	from := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, appointment.India)
	if v := q.Get("from"); v != "" {
		d, err := time.ParseInLocation(time.DateOnly, v, appointment.India)
		if err != nil {
			s.failWith(w, r, fault.Invalid("Give the first day as YYYY-MM-DD.", map[string]string{"from": "Give the first day as YYYY-MM-DD."}))
			return
		}
		from = d
	}
	days := 7
	if v := q.Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 31 {
			s.failWith(w, r, fault.Invalid("Give between 1 and 31 days.", map[string]string{"days": "Give between 1 and 31 days."}))
			return
		}
		days = n
	}
	out, err := s.adminBookings(r)(s.Appointments.Bookings(r.Context(), from, from.AddDate(0, 0, days)))
	s.answer(w, r, http.StatusOK, err, map[string]any{"from": from.Format(time.DateOnly), "days": days, "appointments": out})
}

// adminLeadAppointments is a lead's bookings with their history (the lead page's block).
func (s *server) adminLeadAppointments(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	list, hist, err := s.Appointments.LeadBookings(r.Context(), id)
	out, err := s.adminBookings(r)(list, err)
	type withHistory struct {
		adminBooking
		History []appointment.HistoryLine `json:"history"`
		// ConsentWithdrawnAt is when the visitor withdrew consent for this consultation (null while it stands).
		ConsentWithdrawnAt *time.Time `json:"consentWithdrawnAt"`
		// Consents are the booking's own: from the booking form, or read to the caller by staff.
		Consents consentList `json:"consents"`
	}
	rows := make([]withHistory, len(out))
	for i, b := range out {
		rows[i] = withHistory{adminBooking: b, History: hist[b.ID], Consents: consentList{bodies: []consentBody{}}}
		if err == nil {
			rows[i].Consents, err = s.consentsOf(r, consent.KindBooking, b.ID)
			rows[i].ConsentWithdrawnAt = consent.WithdrawnAt(rows[i].Consents.records, consent.PurposeAppointment)
		}
	}
	s.answer(w, r, http.StatusOK, err, map[string]any{"appointments": rows})
}

type staffBookRequest struct {
	LeadID  int64  `json:"leadId"`
	PlaceID string `json:"placeId"`
	Start   string `json:"start"`
	consent.Reading
}

// adminBookAppointment books for a caller on the phone, with the visitors' rules and the notice read to them.
func (s *server) adminBookAppointment(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req staffBookRequest
	var b appointment.Booked
	start, err := slotChoice(decodeAdmin(w, r, &req), &req.Start)
	if err == nil {
		b, err = s.Appointments.BookForCaller(r.Context(), s.actor(r, acct), req.LeadID, req.PlaceID, start, req.Reading)
	}
	s.answer(w, r, http.StatusCreated, err, b.Booking)
}

// staffChangeRequest is every staff change of one booking: the version read and what changes.
type staffChangeRequest struct {
	Version int64  `json:"version"`
	PlaceID string `json:"placeId,omitempty"` // move
	Start   string `json:"start,omitempty"`   // move
	Outcome string `json:"outcome,omitempty"` // outcome
	StaffID int64  `json:"staffId,omitempty"` // designer; 0 is nobody
}

// bookingChange answers POST /api/admin/appointments/{id}/… with the booking change makes of it.
func (s *server) bookingChange(change func(r *http.Request, by staff.Actor, id int64, req *staffChangeRequest) (appointment.Booking, error)) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		var req staffChangeRequest
		if id, ok := s.pathAndBody(w, r, decodeAdmin, &req); ok {
			b, err := change(r, s.actor(r, acct), id, &req)
			s.answer(w, r, http.StatusOK, err, b)
		}
	}
}

func (s *server) adminMoveAppointment(r *http.Request, by staff.Actor, id int64, req *staffChangeRequest) (appointment.Booking, error) {
	start, err := appointment.ParseStart(req.Start)
	var b appointment.Booked
	if err == nil {
		b, err = s.Appointments.Move(r.Context(), by, id, req.Version, req.PlaceID, start)
	}
	return b.Booking, err
}

func (s *server) adminCancelAppointment(r *http.Request, by staff.Actor, id int64, req *staffChangeRequest) (appointment.Booking, error) {
	return s.Appointments.Cancel(r.Context(), by, id, req.Version)
}

func (s *server) adminAppointmentOutcome(r *http.Request, by staff.Actor, id int64, req *staffChangeRequest) (appointment.Booking, error) {
	return s.Appointments.SetOutcome(r.Context(), by, id, req.Version, req.Outcome)
}

func (s *server) adminAssignDesigner(r *http.Request, by staff.Actor, id int64, req *staffChangeRequest) (appointment.Booking, error) {
	return s.Appointments.AssignDesigner(r.Context(), by, id, req.Version, req.StaffID)
}

// adminDesigners are the active staff a booking can be given to (GET /api/admin/appointments/designers).
func (s *server) adminDesigners(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	list, err := s.Appointments.Designers(r.Context())
	s.answer(w, r, http.StatusOK, err, map[string]any{"designers": list})
}

// newCalendarFeed makes the signed-in person a new private feed link (the old one stops working); shown once.
func (s *server) newCalendarFeed(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	secret, err := s.Appointments.NewFeed(r.Context(), acct)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]string{"url": s.publicURL(r, "/calendar/"+secret+".ics")})
}

func (s *server) revokeCalendarFeed(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	if err := s.Appointments.RevokeFeed(r.Context(), acct.ID); err != nil {
		s.failWith(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// calendarFeed serves a private feed (GET /calendar/{file}, file = secret + ".ics"): calendar apps subscribe without signing in.
func (s *server) calendarFeed(w http.ResponseWriter, r *http.Request) {
	secret, isICS := strings.CutSuffix(r.PathValue("file"), ".ics")
	if !isICS {
		s.failWith(w, r, appointment.ErrNoFeed)
		return
	}
	data, err := s.Appointments.Feed(r.Context(), secret, func(id int64) string { return s.publicURL(r, "/admin/leads/"+strconv.FormatInt(id, 10)) })
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/calendar; charset=utf-8")
	h.Set("Cache-Control", "private, no-store")
	h.Set("X-Robots-Tag", "noindex")
	w.Write(data)
}

// maxAvailabilityBody bounds the availability: two dozen places, each with its week and closed dates.
const maxAvailabilityBody = 64 << 10
