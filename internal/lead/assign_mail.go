package lead

// The mails of automatic assignment: the lead's new owner hears at once, the owners of leads
// nobody contacted within the response target.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// assignedMail tells who a lead went to, at once.
func (a *Assigner) assignedMail(who Seat, l Watch) *mailmsg.Message {
	var b strings.Builder
	fmt.Fprintf(&b, "Hello %s,\n\nA new lead is yours: %s", who.Name, oneLine(l.Name))
	if l.Location != "" {
		fmt.Fprintf(&b, " in %s", oneLine(l.Location))
	}
	fmt.Fprintf(&b, ", %s.\nAsked %s (India time).\n\nOpen the lead: %s\n\nPlease call within the response target.\nThis mail comes from the %s back-office's automatic assignment.\n",
		oneLine(l.Mobile), When(l.CreatedAt), a.link(l.ID), a.Brand)
	return &mailmsg.Message{To: who.Email, Subject: "New lead assigned to you: " + clip(oneLine(l.Name), 60), Text: b.String()}
}

func (a *Assigner) link(id int64) string {
	return a.SiteURL + "/admin/leads/" + strconv.FormatInt(id, 10)
}

// oneLine keeps a visitor's text on one line with no control characters (it reaches a subject).
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)), " ")
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// lateMail is an owner's mail about leads past the response target.
func (a *Assigner) lateMail(owner Seat, late []Watch, minutes int) mailmsg.Message {
	var b strings.Builder
	fmt.Fprintf(&b, "Hello %s,\n\nNobody has contacted %s within the response target of %d minutes of opening hours:\n\n",
		owner.Name, plural(len(late), "new lead"), minutes)
	for _, w := range late {
		who := "unassigned"
		if w.Assignee != nil {
			who = "assigned to " + w.Assignee.Name
		}
		fmt.Fprintf(&b, "- %s, %s, asked %s, %s\n  Open the lead: %s\n", oneLine(w.Name), oneLine(w.Mobile),
			When(w.CreatedAt), who, a.link(w.ID))
	}
	fmt.Fprintf(&b, "\nEach lead is reported once. This mail comes from the %s back-office.\n", a.Brand)
	subject := "Not contacted in time: " + clip(oneLine(late[0].Name), 50)
	if len(late) > 1 {
		subject = "Not contacted in time: " + plural(len(late), "new lead")
	}
	return mailmsg.Message{To: owner.Email, Subject: subject, Text: b.String()}
}
