package httpapi

// Automatic assignment: the owner's settings (on or off, per city, the response
// target), who takes leads and where, and each person's own "away".

import (
	"fmt"
	"net/http"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

type assignmentBody struct {
	AutoAssign      bool       `json:"autoAssign"`
	ByCity          bool       `json:"byCity"`
	ResponseMinutes int        `json:"responseMinutes"`
	Version         int64      `json:"version"`
	People          []seatBody `json:"people"`
	Hours           []dayHours `json:"hours"`
}

type seatBody struct {
	ID     int64    `json:"id"`
	Name   string   `json:"name"`
	Role   string   `json:"role"`
	Away   bool     `json:"away"`
	Cities []string `json:"cities"`
}

// dayHours are one open weekday (0 Sunday) of the response target's clock, "HH:MM" India time.
type dayHours struct {
	Day    int    `json:"day"`
	Opens  string `json:"opens"`
	Closes string `json:"closes"`
}

func seatOf(st lead.Seat) seatBody {
	cities := st.Cities
	if cities == nil {
		cities = []string{}
	}
	return seatBody{ID: st.ID, Name: st.Name, Role: string(st.Role), Away: st.Away, Cities: cities}
}

func (s *server) answerAssignment(w http.ResponseWriter, r *http.Request) {
	set, seats, err := s.Assign.Settings(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	hours, err := s.Assign.Hours(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	body := assignmentBody{AutoAssign: set.AutoAssign, ByCity: set.ByCity, ResponseMinutes: set.ResponseMinutes,
		Version: set.Version, People: []seatBody{}, Hours: hoursOf(hours)}
	for _, st := range seats {
		body.People = append(body.People, seatOf(st))
	}
	writeJSON(w, http.StatusOK, body)
}

func hoursOf(h lead.OpeningHours) []dayHours {
	hm := func(m int) string { return fmt.Sprintf("%02d:%02d", m/60, m%60) }
	out := []dayHours{}
	for day, span := range h.Week {
		if span.Open() {
			out = append(out, dayHours{Day: day, Opens: hm(span.Opens), Closes: hm(span.Closes)})
		}
	}
	return out
}

func (s *server) assignmentSettings(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	s.answerAssignment(w, r)
}

func (s *server) saveAssignment(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req lead.SettingsChange
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	if _, err := s.Assign.SaveSettings(r.Context(), s.actor(r, acct), req); err != nil {
		s.failWith(w, r, err)
		return
	}
	s.answerAssignment(w, r)
}

func (s *server) setSeat(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req lead.SeatChange
	id, ok := s.pathAndBody(w, r, decodeAdmin, &req)
	if !ok {
		return
	}
	if _, err := s.Assign.SetSeat(r.Context(), s.actor(r, acct), true, id, req); err != nil {
		s.failWith(w, r, err)
		return
	}
	s.answerAssignment(w, r)
}

type awayBody struct {
	Away bool `json:"away"`
}

// myAway tells whether the person is marked away (skipped by automatic assignment).
func (s *server) myAway(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	_, seats, err := s.Assign.Settings(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	for _, st := range seats {
		if st.ID == acct.ID {
			writeJSON(w, http.StatusOK, awayBody{Away: st.Away})
			return
		}
	}
	writeJSON(w, http.StatusOK, awayBody{})
}

// setMyAway marks the person away or back; owners set anyone's on the settings page.
func (s *server) setMyAway(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req awayBody
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	st, err := s.Assign.SetSeat(r.Context(), s.actor(r, acct), false, acct.ID, lead.SeatChange{Away: req.Away})
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, awayBody{Away: st.Away})
}
