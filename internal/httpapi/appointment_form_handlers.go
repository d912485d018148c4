package httpapi

// Booking a consultation without JavaScript: the estimate's answer page offers where and which day
// (a GET form), the free times of that day come back as radio buttons, and a POST books one with the
// lead's booking link through the same service call as POST /api/appointments.

import (
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/sitepages"
)

const appointmentFormPath = "/forms/appointment"

// Texts of the no-JavaScript booking pages.
const (
	pickATime       = "Pick a time"
	showFreeTimes   = "Show free times"
	bookThisTime    = "Book this time"
	noTimesThatDay  = "There are no free times on that day. Please pick another day."
	consultationSet = "Your consultation is booked"
	moveThisTime    = "Reschedule this consultation"
	cancelThisTime  = "Cancel this consultation"
	addToCalendar   = "Add it to your calendar (.ics)"
)

// appointmentPick answers GET /forms/appointment: with place and day, that day's free times to book;
// else (or when the day has none) the choice of place and day.
func (s *server) appointmentPick(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	token, place, day := q.Get("t"), q.Get("place"), q.Get("day")
	if len(token) > 200 || len(place) > 60 || len(day) > 10 {
		s.writeFormPage(w, http.StatusBadRequest, s.pickPlacePage(r, "", "", "", appointment.C.Messages.LinkInvalid))
		return
	}
	if place == "" || day == "" {
		message := ""
		if day != "" {
			message = appointment.C.Messages.NoSuchPlace
		}
		s.writeFormPage(w, http.StatusOK, s.pickPlacePage(r, token, place, day, message))
		return
	}
	status, page := s.pickTimePage(r, token, place, day, "")
	s.writeFormPage(w, status, page)
}

// postAppointmentForm books the chosen time for the lead the token names (POST /forms/appointment).
func (s *server) postAppointmentForm(w http.ResponseWriter, r *http.Request) {
	v, _, e := readFormPost(w, r)
	if e != nil {
		s.writeFormPage(w, e.status, s.pickPlacePage(r, "", "", "", e.message))
		return
	}
	token, place, startText := v.Get("t"), v.Get("place"), v.Get("start")
	start, err := appointment.ParseStart(startText)
	if err == nil && len(token) > 200 {
		err = appointment.ErrLinkInvalid
	}
	var b appointment.Booked
	if err == nil {
		seen := noticeSeen(v)
		seen.ClientAddress = s.clientAddr(r).String()
		b, err = s.Appointments.BookForLead(r.Context(), token, place, start, seen)
	}
	if err == nil {
		emailed := b.Emailed
		b, err = s.Appointments.Managed(r.Context(), b.ManageToken) // with the lead's e-mail
		b.Emailed = emailed
	}
	if err != nil {
		status := s.formFailure(r, err)
		day := ""
		if !start.IsZero() {
			day = start.In(appointment.India).Format(time.DateOnly)
		}
		if fault.Code(err) == fault.ECONFLICT || fault.Code(err) == fault.EINVALID && day != "" && len(place) <= 60 {
			if _, page := s.pickTimePage(r, token, place, day, fault.Message(err)); page.Form != nil {
				s.writeFormPage(w, status, page)
				return
			}
		}
		s.writeFormPage(w, status, s.pickPlacePage(r, token, place, day, fault.Message(err)))
		return
	}
	when := b.Booking.Start.In(appointment.India).Format("Monday 2 January 2006 at 3:04 PM") + " (India time)"
	done := []string{b.Place.Name + ", " + when + ".", appointment.Event{Place: b.Place}.Location()}
	if b.Emailed {
		done = append(done, "We have e-mailed you the confirmation with a calendar invitation.")
	} else {
		done = append(done, "Our team will call you to confirm.")
	}
	view := viewBooking(b) // the same signed links as the confirmation mail
	links := []sitepages.Link{{Href: view.ManageURL, Text: moveThisTime}, {Href: view.ManageURL, Text: cancelThisTime}, {Href: view.InviteURL, Text: addToCalendar}}
	s.writeFormPage(w, http.StatusCreated, formPage{Title: consultationSet, Heading: consultationSet, Success: done, Links: links,
		Back: "/design-gallery/Modular-Kitchen-Designs", BackTo: "Browse designs while you wait"})
}

// pickPlaceForm is the GET form choosing where and which day, for the lead token names.
func (s *server) pickPlaceForm(r *http.Request, token, place, day string) (*formView, error) {
	a, err := s.Appointments.Availability(r.Context())
	if err != nil {
		return nil, err
	}
	var ids, names []string
	for _, p := range a.Places {
		if p.Capacity > 0 {
			ids, names = append(ids, p.ID), append(names, p.Name)
		}
	}
	var days, dayNames []string
	for _, d := range a.OpenDays(s.Now()) { // the service runs on the same clock; closed days are not offered
		days, dayNames = append(days, d.Format(time.DateOnly)), append(dayNames, d.Format("Monday 2 January"))
	}
	return &formView{Action: appointmentFormPath, Method: "get", Submit: showFreeTimes, Hidden: []hiddenField{{Name: "t", Value: token}},
		Fields: []fieldView{
			{Label: "Where?", Name: "place", Type: "select", Required: true, Options: options(ids, names, place)},
			{Label: "Day", Name: "day", Type: "select", Required: true, Options: options(days, dayNames, day)},
		}}, nil
}

// pickPlacePage is the choice of place and day, with message above it.
func (s *server) pickPlacePage(r *http.Request, token, place, day, message string) formPage {
	page := formPage{Title: pickATime, Heading: pickATime, Error: message, Back: "/", BackTo: "Back to the home page"}
	form, err := s.pickPlaceForm(r, token, place, day)
	if err != nil {
		page.Error = fault.Message(err)
		return page
	}
	page.Form = form
	return page
}

// pickTimePage lists the day's free times at place as radio buttons posting the booking; with none
// (or an unknown place or day) it is the choice of place and day again.
func (s *server) pickTimePage(r *http.Request, token, placeID, day, message string) (int, formPage) {
	date, err := time.ParseInLocation(time.DateOnly, day, appointment.India)
	if err != nil {
		return http.StatusBadRequest, s.pickPlacePage(r, token, placeID, "", "Please choose a day.")
	}
	p, slots, err := s.Appointments.Slots(r.Context(), placeID)
	if err != nil {
		return statusOf(err), s.pickPlacePage(r, token, "", day, fault.Message(err))
	}
	var starts, labels []string
	for _, sl := range slots {
		local := sl.Start.In(appointment.India)
		if local.Year() == date.Year() && local.YearDay() == date.YearDay() {
			starts, labels = append(starts, sl.Start.Format(time.RFC3339)), append(labels, local.Format("3:04 PM"))
		}
	}
	if len(starts) == 0 {
		if message == "" {
			message = noTimesThatDay
		}
		return http.StatusOK, s.pickPlacePage(r, token, placeID, day, message)
	}
	again := appointmentFormPath + "?" + url.Values{"t": {token}, "place": {placeID}}.Encode()
	return http.StatusOK, formPage{Title: pickATime, Heading: pickATime, Error: message, Back: again, BackTo: "Pick another day or place",
		Intro: append([]string{p.Name + ", " + date.Format("Monday 2 January 2006") + ". Times are India time."}, s.noticeParagraphs(r)...),
		Form: &formView{Action: appointmentFormPath, Submit: bookThisTime,
			Hidden: []hiddenField{{Name: "t", Value: token}, {Name: "place", Value: p.ID},
				{Name: "noticeVersion", Value: strconv.Itoa(consent.Current.Version)}, {Name: "noticeLanguage", Value: consent.Current.DefaultLanguage}},
			Fields: []fieldView{{Label: "Time", Name: "start", Type: "radio", Options: options(starts, labels, "")}}}}
}

// nearestCentre is the centre a lead's city suggests, as the booking panel preselects it.
func nearestCentre(city string) string {
	if alias, ok := appointment.C.CityAliases[city]; ok {
		city = alias
	}
	return appointment.CentreID(city)
}
