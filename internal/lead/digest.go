package lead

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Digest timing: sent from 08:00 India time, about leads nobody took for 2 hours.
const (
	DigestHour       = 8
	UnassignedAfter  = 2 * time.Hour
	digestUnassigned = 20 // listed by name; the rest are counted with a link
)

// Digest sends each member of the sales team, once per India day, the
// follow-ups due and the leads still unassigned, through the outbox.
type Digest struct {
	Store   Store
	SiteURL string // origin of the links; "" gives paths
	Brand   string
	Now     func() time.Time
	Wake    func() // after a digest is queued (the mail worker); may be nil
	Logger  *slog.Logger
}

// Run checks every interval until ctx ends, sending what is due.
func (d *Digest) Run(ctx context.Context, every time.Duration) {
	clock.NowAndEvery(ctx, every, func() {
		if _, err := d.SendDue(ctx); err != nil && ctx.Err() == nil && d.Logger != nil {
			d.Logger.Warn("lead digest", "err", err)
		}
	})
}

// SendDue queues today's digest of each member who has not had it and has something in it; it returns how many.
func (d *Digest) SendDue(ctx context.Context) (int, error) {
	now := d.Now()
	if now.In(India).Hour() < DigestHour {
		return 0, nil
	}
	day := Today(now)
	team, err := d.Store.SalesTeam(ctx)
	if err != nil {
		return 0, err
	}
	sent := 0
	var unassigned []Lead
	total := -1
	for _, m := range team {
		if done, err := d.Store.DigestSent(ctx, m.ID, day); err != nil || done {
			if err != nil {
				return sent, err
			}
			continue
		}
		if total < 0 {
			if unassigned, total, err = d.Store.UnassignedLeads(ctx, now.Add(-UnassignedAfter), digestUnassigned); err != nil {
				return sent, err
			}
		}
		who := m.ID
		if m.Role == staff.Owner {
			who = 0
		}
		due, err := d.Store.DueLeads(ctx, day, who)
		if err != nil {
			return sent, err
		}
		msg := d.Compose(m, day, due, unassigned, total)
		if msg == nil {
			continue
		}
		ok, err := d.Store.SendDigest(ctx, m.ID, day, *msg)
		if err != nil {
			return sent, err
		}
		if ok {
			sent++
		}
	}
	if sent > 0 && d.Wake != nil {
		d.Wake()
	}
	return sent, nil
}

// Compose is m's digest of day; nil when there is nothing to tell.
func (d *Digest) Compose(m Member, day string, due, unassigned []Lead, unassignedTotal int) *mailmsg.Message {
	if len(due) == 0 && unassignedTotal == 0 {
		return nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Hello %s,\n\n", m.Name)
	if len(due) > 0 {
		whose := "Your follow-ups and those of unassigned leads"
		if m.Role == staff.Owner {
			whose = "Everyone's follow-ups"
		}
		fmt.Fprintf(&b, "%s due today or earlier, overdue first:\n\n", whose)
		for _, l := range due {
			when := "Today"
			if l.FollowUpOn < day {
				when = "Overdue since " + l.FollowUpOn
			}
			if l.Assignee == nil {
				when += ", unassigned (open it to take it)"
			}
			fmt.Fprintf(&b, "- %s: %s\n  %s\n", when, d.line(&l, m.Role == staff.Owner), d.link(l.ID))
		}
		b.WriteString("\n")
	}
	if unassignedTotal > 0 {
		fmt.Fprintf(&b, "Leads nobody has taken for more than 2 hours (%d):\n\n", unassignedTotal)
		for _, l := range unassigned {
			fmt.Fprintf(&b, "- %s, asked %s\n  %s\n", d.line(&l, false), When(l.CreatedAt), d.link(l.ID))
		}
		if more := unassignedTotal - len(unassigned); more > 0 {
			fmt.Fprintf(&b, "- and %d more: %s/admin/leads?assignee=none\n", more, d.SiteURL)
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "This mail comes once a day from the %s back-office.\n", d.Brand)
	subject := plural(len(due), "follow-up") + " due"
	if unassignedTotal > 0 {
		subject += ", " + plural(unassignedTotal, "lead") + " unassigned"
	}
	date, _ := ParseDate(day)
	return &mailmsg.Message{To: m.Email, Subject: "Leads for " + date.Format("2 Jan") + ": " + subject, Text: b.String()}
}

// line names a lead in a digest: who, what, where, how to call them.
func (d *Digest) line(l *Lead, withAssignee bool) string {
	s := l.Name + ", " + l.PropertyType
	if l.Location != "" {
		s += " in " + l.Location
	}
	s += ", " + l.Mobile + " (" + StatusLabel(l.Status)
	if withAssignee && l.Assignee != nil {
		s += ", " + l.Assignee.Name
	}
	return s + ")"
}

func (d *Digest) link(id int64) string {
	return d.SiteURL + "/admin/leads/" + strconv.FormatInt(id, 10)
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
