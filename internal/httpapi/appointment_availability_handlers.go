package httpapi

// The owner's availability editor: hours per weekday, slot length, capacity, closed dates per place,
// and the notice and horizon of every booking, saved at the version read with an audit entry.

import (
	"net/http"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/staff"
)

// maxAvailabilityBody bounds the availability: two dozen places, each with its week and closed dates.
const maxAvailabilityBody = 64 << 10

var decodeAvailability = decodeUpTo(maxAvailabilityBody)

// adminAvailability is what can be booked, with its version (GET /api/admin/appointments/availability).
func (s *server) adminAvailability(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	a, err := s.Appointments.Availability(r.Context())
	s.answer(w, r, http.StatusOK, err, a)
}

// saveAvailability replaces it at the version the owner saw (PUT /api/admin/appointments/availability).
func (s *server) saveAvailability(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req appointment.Availability
	if err := decodeAvailability(w, r, &req); err != nil {
		s.failWith(w, r, err)
		return
	}
	a, err := s.Appointments.SaveAvailability(r.Context(), s.actor(r, acct), req)
	s.answer(w, r, http.StatusOK, err, a)
}
