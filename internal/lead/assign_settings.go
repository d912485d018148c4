// The owner's assignment settings and each person's seat (away, cities).

package lead

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// SettingsChange is the owner's edit of the settings, made on Version.
type SettingsChange struct {
	Version         int64 `json:"version"`
	AutoAssign      bool  `json:"autoAssign"`
	ByCity          bool  `json:"byCity"`
	ResponseMinutes int   `json:"responseMinutes"`
}

// Settings returns the settings and the people who may take leads.
func (a *Assigner) Settings(ctx context.Context) (AssignSettings, []Seat, error) {
	set, err := a.Store.AssignSettings(ctx)
	if err != nil {
		return set, nil, fault.FromStore(err)
	}
	seats, err := a.Store.Seats(ctx)
	return set, seats, fault.FromStore(err)
}

// Hours are when the response target's clock runs: the experience centres' hours the owner keeps.
func (a *Assigner) Hours(ctx context.Context) (OpeningHours, error) {
	return fault.Stored(a.Store.OpeningHours(ctx))
}

// SaveSettings applies ch on behalf of by (an owner).
func (a *Assigner) SaveSettings(ctx context.Context, by staff.Actor, ch SettingsChange) (AssignSettings, error) {
	if err := fault.CheckVersion(ch.Version); err != nil {
		return AssignSettings{}, err
	}
	if ch.ResponseMinutes < 1 || ch.ResponseMinutes > MaxResponseMinutes {
		msg := "Please give the response target in minutes, from 1 to " + strconv.Itoa(MaxResponseMinutes) + "."
		return AssignSettings{}, fault.Invalid(msg, map[string]string{"responseMinutes": msg})
	}
	cur, err := a.Store.AssignSettings(ctx)
	if err != nil {
		return cur, fault.FromStore(err)
	}
	if cur.Version != ch.Version {
		return cur, ErrSettingsStale
	}
	var from time.Time
	if ch.AutoAssign && !cur.AutoAssign {
		from = a.now() // leads from now on; older ones stay with people
	}
	next := cur
	next.AutoAssign, next.ByCity, next.ResponseMinutes = ch.AutoAssign, ch.ByCity, ch.ResponseMinutes
	detail := fmt.Sprintf("automatic assignment %s; per city %s; response target %d minutes", onOff(ch.AutoAssign), onOff(ch.ByCity), ch.ResponseMinutes)
	audit := by.Audit(a.now(), staff.Entry{Action: "changed lead assignment", Subject: "assignment settings", Detail: detail})
	saved, err := a.Store.SaveAssignSettings(ctx, next, from, &audit)
	if err != nil {
		return saved, fault.FromStore(err)
	}
	select { // the running loop reads the new settings at once
	case a.changed <- struct{}{}:
	default:
	}
	return saved, nil
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// SeatChange is whether a person is away and, set by an owner, the cities they take leads from.
type SeatChange struct {
	Away   bool      `json:"away"`
	Cities *[]string `json:"cities"` // nil: unchanged
}

var errNoSeat = fault.Invalid("This person cannot take leads.", map[string]string{
	"id": "Please choose someone in sales, or an owner, whose account is active."})

// SetSeat marks account id away or back and, for an owner, sets the cities it covers. Only an owner changes another's.
func (a *Assigner) SetSeat(ctx context.Context, by staff.Actor, owner bool, id int64, ch SeatChange) (Seat, error) {
	if !owner && (id != by.ID || ch.Cities != nil) {
		return Seat{}, fault.Errorf(fault.EFORBIDDEN, "Only an owner can change who else takes leads, or where.")
	}
	seats, err := a.Store.Seats(ctx)
	if err != nil {
		return Seat{}, fault.FromStore(err)
	}
	i := -1
	for j, s := range seats {
		if s.ID == id {
			i = j
		}
	}
	if i < 0 {
		return Seat{}, errNoSeat
	}
	seat := seats[i]
	seat.Away = ch.Away
	if ch.Cities != nil {
		cities, msg := CleanCities(*ch.Cities)
		if msg != "" {
			return Seat{}, fault.Invalid(msg, map[string]string{"cities": msg})
		}
		seat.Cities = cities
	}
	detail := "away " + onOff(seat.Away) + "; cities: " + strings.Join(seat.Cities, ", ")
	err = a.Store.SetSeat(ctx, id, seat.Away, seat.Cities, by.Audit(a.now(), staff.Entry{Action: "changed who takes leads", Subject: "account " + strconv.FormatInt(id, 10), Detail: detail}))
	return seat, fault.FromStore(err)
}
