package lead

// The response target: new leads nobody contacted within the owner's minutes of opening hours are told to the owners, once.

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Escalate tells the owners, once a lead, of new leads nobody contacted within the response target.
func (a *Assigner) Escalate(ctx context.Context) (int, error) {
	set, err := a.Store.AssignSettings(ctx)
	if err != nil {
		return 0, fault.FromStore(err)
	}
	now := a.now()
	if set.WatchFrom == nil { // the first run: leads from now on are watched
		if set, err = a.Store.SaveAssignSettings(ctx, withWatch(set, now), time.Time{}, nil); err != nil {
			return 0, fault.FromStore(err)
		}
	}
	since := *set.WatchFrom
	if week := now.Add(-7 * 24 * time.Hour); since.Before(week) {
		since = week
	}
	waiting, err := a.Store.Unanswered(ctx, since, 500)
	if err != nil || len(waiting) == 0 {
		return 0, fault.FromStore(err)
	}
	hours, err := a.Store.OpeningHours(ctx)
	if err != nil {
		return 0, fault.FromStore(err)
	}
	late := map[int64]Watch{}
	var ids []int64
	for _, w := range waiting {
		if Overdue(hours, w.CreatedAt, set.ResponseMinutes, now) {
			late[w.ID] = w
			ids = append(ids, w.ID)
		}
	}
	if len(ids) == 0 {
		return 0, nil
	}
	seats, err := a.Store.Seats(ctx)
	if err != nil {
		return 0, fault.FromStore(err)
	}
	marked, err := a.Store.Escalate(ctx, ids, now, func(marked []int64) []mailmsg.Message {
		var list []Watch
		for _, id := range marked {
			list = append(list, late[id])
		}
		var out []mailmsg.Message
		for _, s := range seats {
			if s.Role == staff.Owner {
				out = append(out, a.lateMail(s, list, set.ResponseMinutes))
			}
		}
		return out
	})
	if err != nil {
		return 0, fault.FromStore(err)
	}
	if len(marked) > 0 && a.Wake != nil {
		a.Wake()
	}
	return len(marked), nil
}

func withWatch(set AssignSettings, at time.Time) AssignSettings {
	set.WatchFrom = &at
	return set
}
