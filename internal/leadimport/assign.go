package leadimport

// Who takes an import's new leads (issue 41 item 7): nobody, whoever's turn it is among the sales
// people on duty (the automatic assignment's own rotation, so turns stay fair), or one named person.

import (
	"context"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Assignment is who takes an import's new leads; the zero value is nobody.
type Assignment struct {
	InTurn bool  // whoever's turn it is (lead.TurnFor, the turns kept in the store), lead by lead
	To     int64 // one person in sales
}

// The choices as the import's request and screen name them.
const (
	AssignNone   = "none"
	AssignInTurn = "turn"
)

// None reports whether the new leads stay unassigned.
func (a Assignment) None() bool { return !a.InTurn && a.To == 0 }

const assignField = "assign"

var errAssignChoice = fault.Invalid("Please choose who takes the new leads: nobody, in turn, or one person in sales.",
	map[string]string{assignField: "Please choose nobody, in turn, or one person in sales."})

// ParseAssignment reads the choice of the import's request: "" or "none", "turn", or a person's id.
func ParseAssignment(s string) (Assignment, error) {
	switch s = strings.TrimSpace(s); s {
	case "", AssignNone:
		return Assignment{}, nil
	case AssignInTurn:
		return Assignment{InTurn: true}, nil
	}
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id < 1 {
		return Assignment{}, errAssignChoice
	}
	return Assignment{To: id}, nil
}

// ErrNobodyOnDuty: leads in turn need someone in sales who is not away.
var ErrNobodyOnDuty = fault.Invalid("Nobody in sales is on duty to take the new leads in turn: everyone is away, or no one is in sales. Please choose one person, or nobody.",
	map[string]string{assignField: "Nobody in sales is on duty."})

// CheckPerson refuses a named person who cannot take leads (acct nil: no such account) with a sentence.
func (a Assignment) CheckPerson(acct *staff.Account) error {
	var why string
	switch {
	case acct == nil:
		why = "The person chosen to take the new leads has no account here."
	case acct.Disabled:
		why = acct.Name + "'s account is disabled, so they cannot take the new leads."
	case acct.Role != staff.Sales:
		why = acct.Name + " is not in sales, so they cannot take the new leads."
	default:
		return nil
	}
	return fault.Invalid(why+" Please choose someone in sales whose account is active.", map[string]string{assignField: why})
}

// CheckTurn refuses leads in turn when nobody in team is on duty.
func (a Assignment) CheckTurn(team []lead.Seat) error {
	if len(lead.TurnFor(team, false, "", 0).IDs) == 0 {
		return ErrNobodyOnDuty
	}
	return nil
}

// Line is the timeline line of a new lead the import of file gave to name (city: the rotation's, "" for everyone).
func (a Assignment) Line(file, name, city string) string {
	how := ""
	if a.InTurn {
		how = " in turn (round-robin"
		if city != "" {
			how += ", " + city
		}
		how += ")"
	}
	return "Assigned to " + name + how + " by the import of " + file + "."
}

// auditText is the assignment as the import's audit entry says it.
func (a Assignment) auditText(name string) string {
	switch {
	case a.InTurn:
		return "; new leads assigned in turn among the sales people on duty"
	case a.To != 0:
		return "; new leads assigned to " + name + " (account " + strconv.FormatInt(a.To, 10) + ")"
	}
	return "; new leads left unassigned"
}

// check refuses a choice nobody can take, as the accounts are now; the store checks again in the import's transaction.
func (s *Service) checkAssignment(ctx context.Context, a Assignment) (name string, err error) {
	switch {
	case a.InTurn:
		team, err := s.store.Seats(ctx)
		if err != nil {
			return "", fault.FromStore(err)
		}
		return "", a.CheckTurn(team)
	case a.To != 0:
		acct, err := s.store.AccountByID(ctx, a.To)
		if fault.Code(err) == fault.ENOTFOUND {
			return "", a.CheckPerson(nil)
		} else if err != nil {
			return "", fault.FromStore(err)
		}
		return acct.Name, a.CheckPerson(acct)
	}
	return "", nil
}

// People are who an import's new leads can go to by name: the active accounts in sales, by name.
func (s *Service) People(ctx context.Context) ([]lead.Seat, error) {
	seats, err := s.store.Seats(ctx)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	out := seats[:0:0]
	for _, p := range seats {
		if p.Role == staff.Sales {
			out = append(out, p)
		}
	}
	return out, nil
}
