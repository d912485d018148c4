package lead

// What a consultation booking does to its lead: the appointment service asks these rules inside the
// booking's transaction, with the lead as that transaction reads it, and the store writes their answer.

import "github.com/nivaas-interiors/site/internal/mailmsg"

// StatusVisitBooked is the stage a booking moves a lead to.
const StatusVisitBooked = "site_visit_booked"

// Booked is a lead as a booking's transaction reads it.
type Booked struct {
	Status string
	// Before is the status the booking moved the lead from ("" when it moved none, or was made before this was kept).
	Before   string
	Assignee *Seat // nil: nobody
}

// Touch is what a change of a booking does to its lead.
type Touch struct {
	Status string  // the lead's new status; "" keeps it
	Events []Event // the lead's timeline lines
	// VisitBooked stamps the lead's visit_booked_at (kept when it has one): the dashboard's time in each stage.
	VisitBooked bool
	Mail        *mailmsg.Message // to the assignee, queued with the change; nil for none
}

// OnBooking is a new booking's touch: a new or contacted lead moves to "Site visit booked", whoever booked.
func OnBooking(l Booked) Touch {
	if l.Status != StatusNew && l.Status != StatusContacted {
		return Touch{}
	}
	return Touch{Status: StatusVisitBooked, VisitBooked: true, Events: []Event{statusLine(l.Status, StatusVisitBooked)}}
}

// OnCancel is a cancelled booking's touch: the line says who cancelled (what), and a lead still at
// "Site visit booked" steps back to the status the booking moved it from, or to Contacted.
func OnCancel(l Booked, what string) Touch {
	t := Touch{Events: []Event{{Kind: EventStatus, Text: what}}} // a line of the lead's stage, as the status lines
	if l.Status != StatusVisitBooked {
		return t
	}
	t.Status = StatusContacted
	if l.Before == StatusNew {
		t.Status = StatusNew
	}
	t.Events = append(t.Events, statusLine(l.Status, t.Status))
	return t
}

// OnMove is a moved booking's touch: the line says who moved it where.
func OnMove(what string) Touch {
	return Touch{Events: []Event{{Kind: EventStatus, Text: what}}}
}

func statusLine(from, to string) Event {
	return Event{Kind: EventStatus, Text: "Status changed from " + StatusLabel(from) + " to " + StatusLabel(to) + ".", Status: to}
}
