package lead

import (
	"context"
	"slices"
	"strconv"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// MaxBulk bounds the leads of one bulk change: a page of the list and more, never the whole table.
const MaxBulk = 500

// Target is a lead of a bulk change at the version the person saw.
type Target struct{ ID, Version int64 }

// BulkChange is one status or assignee change for many leads.
type BulkChange struct {
	Leads      []Target
	Status     Optional[string]
	LostReason Optional[string]
	AssigneeID Optional[int64]
}

// Failure is a lead a bulk change left as it was, and why, as a sentence.
type Failure struct {
	ID     int64
	Reason string
}

// BulkResult is what a bulk change did to each lead.
type BulkResult struct {
	Changed []Lead
	Failed  []Failure
}

// Bulk applies b to each lead through Change, the one road of every edit: each
// lead is version-checked, gets its own timeline line and audit entry, and one
// that fails (changed meanwhile, merged away) is reported without stopping the rest.
func (s *Service) Bulk(ctx context.Context, by staff.Actor, b BulkChange) (*BulkResult, error) {
	switch {
	case len(b.Leads) == 0:
		return nil, fault.Invalid("Please choose at least one lead.", map[string]string{"leads": "Please choose at least one lead."})
	case len(b.Leads) > MaxBulk:
		msg := "Please choose at most " + strconv.Itoa(MaxBulk) + " leads at a time."
		return nil, fault.Invalid(msg, map[string]string{"leads": msg})
	case b.Status.Set && b.Status.Null:
		return nil, fault.Invalid("Some of the changes are not right.", map[string]string{"status": "Please choose one of the statuses."})
	}
	seen := make(map[int64]bool, len(b.Leads))
	for _, t := range b.Leads {
		if err := fault.CheckVersion(t.Version); err != nil {
			return nil, err
		}
		if t.ID < 1 || seen[t.ID] {
			msg := "Please name each lead once, by its number."
			return nil, fault.Invalid(msg, map[string]string{"leads": msg})
		}
		seen[t.ID] = true
	}
	ch := Change{Version: 1, Status: b.Status, LostReason: b.LostReason, AssigneeID: b.AssigneeID}
	if err := ch.check(); err != nil {
		return nil, err
	}
	if b.AssigneeID.Set && !b.AssigneeID.Null {
		team, err := s.store.SalesTeam(ctx)
		if err != nil {
			return nil, fault.FromStore(err)
		}
		if !slices.ContainsFunc(team, func(m Member) bool { return m.ID == b.AssigneeID.Value }) {
			return nil, fault.Invalid("This person cannot take leads.", map[string]string{
				"assigneeId": "Please choose someone in sales, or an owner, whose account is active."})
		}
	}
	res := &BulkResult{Changed: []Lead{}, Failed: []Failure{}}
	for _, t := range b.Leads {
		if err := ctx.Err(); err != nil {
			return nil, fault.FromStore(err)
		}
		ch.Version = t.Version
		l, err := s.Change(ctx, by, t.ID, ch)
		if err != nil {
			if c := fault.Code(err); c != fault.EINVALID && c != fault.ENOTFOUND && c != fault.ECONFLICT {
				return nil, err // the store is down or broken: the rest would fail the same way
			}
			res.Failed = append(res.Failed, Failure{ID: t.ID, Reason: "Lead #" + strconv.FormatInt(t.ID, 10) + " was not changed: " + lowerFirst(fault.Message(err))})
			continue
		}
		res.Changed = append(res.Changed, *l)
	}
	return res, nil
}
