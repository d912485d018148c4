package httpapi

// The visitor's consultation booking: places, free slots, booking with the link
// of the lead just created, and changing or cancelling with a booking's signed link.

import (
	"net/http"
	"net/url"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/fault"
)

// placeView is a place as visitors see it.
type placeView struct {
	ID      string `json:"id"`
	Kind    string `json:"kind"`
	City    string `json:"city"`
	Name    string `json:"name"`
	Address string `json:"address"`
}

func viewPlace(p appointment.Place) placeView {
	return placeView{ID: p.ID, Kind: p.Kind, City: p.City, Name: p.Name, Address: p.Address}
}

type placesAnswer struct {
	Places      []placeView `json:"places"`
	HorizonDays int         `json:"horizonDays"`
}

// appointmentPlaces lists where consultations can be booked (GET /api/appointments/places).
func (s *server) appointmentPlaces(w http.ResponseWriter, r *http.Request) {
	a, err := s.Appointments.Availability(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := placesAnswer{Places: []placeView{}, HorizonDays: a.HorizonDays}
	for _, p := range a.Places {
		if p.Capacity > 0 {
			out.Places = append(out.Places, viewPlace(p))
		}
	}
	writeJSON(w, http.StatusOK, out)
}

type slotsAnswer struct {
	Place placeView          `json:"place"`
	Slots []appointment.Slot `json:"slots"`
}

// appointmentSlots lists a place's free slots from now to the horizon (GET /api/appointments/slots?place=).
func (s *server) appointmentSlots(w http.ResponseWriter, r *http.Request) {
	place := r.URL.Query().Get("place")
	if len(place) > 60 {
		s.failWith(w, r, appointment.ErrNoSuchPlace)
		return
	}
	p, slots, err := s.Appointments.Slots(r.Context(), place)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if slots == nil {
		slots = []appointment.Slot{}
	}
	writeJSON(w, http.StatusOK, slotsAnswer{Place: viewPlace(p), Slots: slots})
}

// bookingView is a booking as its visitor sees it, with its links.
type bookingView struct {
	ID        int64     `json:"id"`
	Place     placeView `json:"place"`
	Location  string    `json:"location"`
	Start     time.Time `json:"start"`
	End       time.Time `json:"end"`
	Status    string    `json:"status"`
	Emailed   bool      `json:"emailed"`   // a confirmation mail is on its way; else the team confirms by phone
	ManageURL string    `json:"manageUrl"` // the page that reschedules or cancels
	InviteURL string    `json:"inviteUrl"` // the .ics download
	// BookAgainToken, after the visitor cancelled, books another time for the same lead.
	BookAgainToken string `json:"bookAgainToken,omitempty"`
}

func viewBooking(b appointment.Booked) bookingView {
	tok := url.PathEscape(b.ManageToken)
	return bookingView{ID: b.Booking.ID, Place: viewPlace(b.Place), Location: appointment.Event{Place: b.Place}.Location(),
		Start: b.Booking.Start, End: b.Booking.End, Status: b.Booking.Status,
		Emailed: b.Emailed, BookAgainToken: b.BookAgainToken,
		ManageURL: "/appointment?t=" + url.QueryEscape(b.ManageToken), InviteURL: "/api/appointments/by-link/" + tok + "/invite.ics"}
}

// visitorBody decodes a visitor's JSON body into dst (nil: it did).
func visitorBody(w http.ResponseWriter, r *http.Request, dst any) error {
	if _, e := decodeForm(w, r, dst); e != nil {
		return e
	}
	return nil
}

// slotChoice is the slot start a body names once decoding it went well (decoded nil), as the slot list wrote it.
func slotChoice(decoded error, start *string) (time.Time, error) {
	if decoded != nil {
		return time.Time{}, decoded
	}
	return appointment.ParseStart(*start)
}

// bookAppointment books a slot for the lead just created (POST /api/appointments).
func (s *server) bookAppointment(w http.ResponseWriter, r *http.Request) {
	var req appointment.BookRequest
	start, err := slotChoice(visitorBody(w, r, &req), &req.Start)
	if err == nil && len(req.BookingToken) > 200 {
		err = appointment.ErrLinkInvalid
	}
	var b appointment.Booked
	if err == nil {
		req.ClientAddress = s.clientAddr(r).String()
		b, err = s.Appointments.BookForLead(r.Context(), req.BookingToken, req.PlaceID, start, req.Seen)
	}
	if err == nil {
		emailed := b.Emailed
		b, err = s.Appointments.Managed(r.Context(), b.ManageToken) // with the lead's name and e-mail
		b.Emailed = emailed
	}
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, viewBooking(b))
}

// managed is the booking the path's {token} names, or the one answer when it names none.
func (s *server) managed(w http.ResponseWriter, r *http.Request) (appointment.Booked, bool) {
	tok := r.PathValue("token")
	if len(tok) > 200 {
		s.failWith(w, r, appointment.ErrLinkInvalid)
		return appointment.Booked{}, false
	}
	b, err := s.Appointments.Managed(r.Context(), tok)
	if err != nil {
		s.failWith(w, r, err)
		return appointment.Booked{}, false
	}
	return b, true
}

// managedAppointment shows the booking a signed link names (GET /api/appointments/by-link/{token}).
func (s *server) managedAppointment(w http.ResponseWriter, r *http.Request) {
	if b, ok := s.managed(w, r); ok {
		writeJSON(w, http.StatusOK, viewBooking(b))
	}
}

// rescheduleAppointment moves the booking a signed link names (POST …/reschedule).
func (s *server) rescheduleAppointment(w http.ResponseWriter, r *http.Request) {
	var req appointment.MoveRequest
	start, err := slotChoice(visitorBody(w, r, &req), &req.Start)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	cur, ok := s.managed(w, r)
	if !ok {
		return
	}
	b, err := s.Appointments.Reschedule(r.Context(), cur.ManageToken, req.PlaceID, start)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	b.Booking.Name, b.Booking.Email = cur.Booking.Name, cur.Booking.Email
	writeJSON(w, http.StatusOK, viewBooking(b))
}

// cancelAppointment cancels the booking a signed link names, freeing its place at once (POST …/cancel).
func (s *server) cancelAppointment(w http.ResponseWriter, r *http.Request) {
	var req struct{}
	if _, e := decodeForm(w, r, &req); e != nil {
		s.failWith(w, r, e)
		return
	}
	cur, ok := s.managed(w, r)
	if !ok {
		return
	}
	b, err := s.Appointments.CancelByLink(r.Context(), cur.ManageToken)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, viewBooking(b))
}

// appointmentInvite is the booking's .ics invitation (GET …/invite.ics): the download for visitors without e-mail.
func (s *server) appointmentInvite(w http.ResponseWriter, r *http.Request) {
	b, ok := s.managed(w, r)
	if !ok {
		return
	}
	data, err := appointment.Calendar(appointment.MethodRequest, "", []appointment.Event{{Booking: b.Booking, Place: b.Place,
		Organizer: "mailto:" + s.companyContact(r).InfoEmail, ManageURL: s.publicURL(r, viewBooking(b).ManageURL)}}, s.Now())
	if err != nil {
		s.failWith(w, r, fault.Unavailable(err))
		return
	}
	writeAttachment(w, "text/calendar; charset=utf-8; method=REQUEST", "nivaas-consultation.ics", data)
}

// publicURL is path on the site's public origin (SITE_URL, else the request's own).
func (s *server) publicURL(r *http.Request, path string) string {
	origin := s.SiteURL
	if origin == "" {
		scheme := "http"
		if s.overTLS(r) {
			scheme = "https"
		}
		origin = scheme + "://" + r.Host
	}
	return origin + path
}
