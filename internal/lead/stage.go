package lead

import (
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// StageSave is the change a quote makes to its lead (issue 44), saved in the quote's own transaction:
// a timeline line, and the lead moved on to status when that is a step forward (a shared quote to
// Proposal sent, a paid booking amount to Won with wonValue rupees). by is zero for the customer or a payment.
func StageSave(l *Lead, by staff.Actor, status string, wonValue int64, text string, at time.Time) Save {
	sv := Save{ID: l.ID, Version: l.Version, Status: l.Status, LostReason: l.LostReason, AssigneeID: assigneeID(l),
		FollowUpOn: l.FollowUpOn, ActorID: by.ID}
	sv.Events = []Event{{Kind: EventNote, Text: text}}
	if forward(l.Status, status) {
		sv.Status, sv.LostReason = status, ""
		sv.Events = append(sv.Events, Event{Kind: EventStatus, Status: status,
			Text: "Status changed from " + StatusLabel(l.Status) + " to " + StatusLabel(status) + "."})
	}
	if status == StatusWon && (sv.Status == StatusWon) && wonValue != l.WonValue {
		v := min(wonValue, MaxWonValue)
		sv.WonValue = &v
	}
	sv.Audit = audit(by, at, "quote", l.ID, text)
	sv.Milestones = milestonesOf(sv)
	return sv
}

// forward reports whether a quote moves a lead at from to to: to Proposal sent only from the stages
// before it, to Won from anything but Won (money paid wins a lost lead back).
func forward(from, to string) bool {
	switch to {
	case StatusProposalSent:
		return from == StatusNew || from == StatusContacted || from == StatusVisitBooked
	case StatusWon:
		return from != StatusWon
	}
	return false
}
