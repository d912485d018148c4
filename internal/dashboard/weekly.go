package dashboard

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// WeeklyHour is when, on Monday India time, the owners' summary of the week before goes out.
const WeeklyHour = 8

// WeeklyStore is what the weekly summary needs besides the dashboard's reads.
type WeeklyStore interface {
	Store
	// SalesTeam returns the active accounts of role sales or owner, by name.
	SalesTeam(ctx context.Context) ([]lead.Member, error)
	// WeeklySent reports whether staffID's summary of week (its Monday) was recorded.
	WeeklySent(ctx context.Context, staffID int64, week string) (bool, error)
	// SendWeekly records staffID's summary of week and enqueues msg in one transaction, unless recorded already (false).
	SendWeekly(ctx context.Context, staffID int64, week string, msg mailmsg.Message) (bool, error)
}

// Weekly mails each owner, once per India week from Monday 08:00, the week
// before's leads, sources, response time and wins against the week before it, through the outbox.
type Weekly struct {
	Store   WeeklyStore
	SiteURL string // origin of the link; "" gives a path
	Brand   string
	Now     func() time.Time
	Wake    func() // after a summary is queued (the mail worker); may be nil
	Logger  *slog.Logger
}

// Run checks every interval until ctx ends, sending what is due.
func (w *Weekly) Run(ctx context.Context, every time.Duration) {
	clock.NowAndEvery(ctx, every, func() {
		if _, err := w.SendDue(ctx); err != nil && ctx.Err() == nil && w.Logger != nil {
			w.Logger.Warn("weekly summary", "err", err)
		}
	})
}

// LastWeek is the Monday-to-Sunday India week before the one now falls in.
func LastWeek(now time.Time) Period {
	today, _ := lead.ParseDate(lead.Today(now))
	monday := today.AddDate(0, 0, -((int(today.Weekday()) + 6) % 7))
	return Period{From: monday.AddDate(0, 0, -7).Format(time.DateOnly), To: monday.AddDate(0, 0, -1).Format(time.DateOnly)}
}

// SendDue queues last week's summary to each owner who has not had it, from Monday 08:00 India time; it returns how many.
func (w *Weekly) SendDue(ctx context.Context) (int, error) {
	now := w.Now()
	if local := now.In(lead.India); local.Weekday() == time.Monday && local.Hour() < WeeklyHour {
		return 0, nil // the week's summary waits for the morning; a site started later in the week still sends it
	}
	week := LastWeek(now)
	team, err := w.Store.SalesTeam(ctx)
	if err != nil {
		return 0, err
	}
	svc := NewService(w.Store, w.Now)
	var report *Report
	sent := 0
	for _, m := range team {
		if m.Role != staff.Owner {
			continue
		}
		if done, err := w.Store.WeeklySent(ctx, m.ID, week.From); err != nil || done {
			if err != nil {
				return sent, err
			}
			continue
		}
		if report == nil {
			if report, err = svc.Report(ctx, &staff.Account{ID: m.ID, Role: staff.Owner}, week); err != nil {
				return sent, err
			}
		}
		ok, err := w.Store.SendWeekly(ctx, m.ID, week.From, w.Compose(m, report))
		if err != nil {
			return sent, err
		}
		if ok {
			sent++
		}
	}
	if sent > 0 && w.Wake != nil {
		w.Wake()
	}
	return sent, nil
}

// Compose is m's summary of r (a week's report).
func (w *Weekly) Compose(m lead.Member, r *Report) mailmsg.Message {
	from, _ := lead.ParseDate(r.Period.From)
	to, _ := lead.ParseDate(r.Period.To)
	var b strings.Builder
	fmt.Fprintf(&b, "Hello %s,\n\nThe week of %s to %s, against the week before:\n\n", m.Name, from.Format("2 Jan"), to.Format("2 Jan 2006"))
	fmt.Fprintf(&b, "Leads: %d (week before: %d)\n", r.Leads.Now, r.Leads.Before)
	fmt.Fprintf(&b, "Won: %d worth %s (week before: %d worth %s)\n", r.Won.Now, lead.Rupees(r.WonValue.Now), r.Won.Before, lead.Rupees(r.WonValue.Before))
	rs := r.Response
	fmt.Fprintf(&b, "First response: median %s (week before: %s); %s answered within %s (week before: %s)\n",
		Span(rs.Median), Span(rs.PrevMedian), share(rs.WithinTarget, rs.Leads), Span(&rs.Target), share(rs.PrevWithinTarget, rs.PrevLeads))
	if len(r.Sources) > 0 {
		b.WriteString("\nWhere the leads came from (source / medium / campaign):\n")
		for i, g := range r.Sources {
			if i == 5 {
				fmt.Fprintf(&b, "- and %d more on the dashboard\n", len(r.Sources)-5)
				break
			}
			fmt.Fprintf(&b, "- %s: %d (week before: %d), %d won\n", SourceName(g.Key), g.Leads, g.PrevLeads, g.Won)
		}
	}
	fmt.Fprintf(&b, "\nThe dashboard: %s/admin/dashboard?from=%s&to=%s\n\nThis mail comes every Monday from the %s back-office.\n",
		w.SiteURL, r.Period.From, r.Period.To, w.Brand)
	return mailmsg.Message{To: m.Email, Subject: fmt.Sprintf("Week of %s: %d leads (week before %d), %d won", from.Format("2 Jan"),
		r.Leads.Now, r.Leads.Before, r.Won.Now), Text: b.String()}
}

// SourceName is a source / medium / campaign as people read it; "Direct or unknown" when all are empty.
func SourceName(key []string) string {
	var parts []string
	for _, k := range key {
		if k != "" {
			parts = append(parts, k)
		}
	}
	if len(parts) == 0 {
		return "Direct or unknown"
	}
	return strings.Join(parts, " / ")
}

// Span is a duration as the summary writes it: "12 min", "3 h 5 min", "2 days 4 h"; "none" for nil.
func Span(d *time.Duration) string {
	if d == nil {
		return "none"
	}
	m := int(d.Round(time.Minute) / time.Minute)
	switch {
	case m < 60:
		return fmt.Sprintf("%d min", m)
	case m < 24*60:
		if m%60 == 0 {
			return fmt.Sprintf("%d h", m/60)
		}
		return fmt.Sprintf("%d h %d min", m/60, m%60)
	default:
		days := m / (24 * 60)
		unit := "days"
		if days == 1 {
			unit = "day"
		}
		return fmt.Sprintf("%d %s %d h", days, unit, m%(24*60)/60)
	}
}

func share(n, of int) string {
	if of == 0 {
		return "no leads"
	}
	return fmt.Sprintf("%d%% of %d", (n*100+of/2)/of, of)
}
