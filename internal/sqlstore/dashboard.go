package sqlstore

// The dashboard's reads: each lead of a period and the one before, with its first
// response and stage times kept on the lead, from the leads_dashboard index
// (migration 00023); the referrers of the leads that have one (00037); bookings.

import (
	"context"
	"runtime"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

var _ dashboard.Store = (*Store)(nil)

// dashboardWhere is the leads of q: live, created in [PrevStart, End), the person's own when q says so.
func (s *Store) dashboardWhere(q dashboard.Query) (string, []any) {
	where := " WHERE l.merged_into IS NULL AND l.created_at >= ? AND l.created_at < ?"
	args := []any{s.d.time(q.PrevStart), s.d.time(q.End)}
	if q.AssigneeID != 0 {
		where += " AND l.assignee_id = ?"
		args = append(args, q.AssigneeID)
	}
	return where, args
}

// dashboardIndex keeps SQLite's planner on leads_dashboard, which holds every column a period's lead rows need:
// its statistics would otherwise send it skipping through the assignee index and the table.
// PostgreSQL finds the index-only scan by itself.
func (s *Store) dashboardIndex() string {
	if s.d.numbered {
		return ""
	}
	return " INDEXED BY leads_dashboard"
}

// DashboardReferrers counts the leads of q that came with a referrer by referrer, through the partial index
// of those leads (migration 00037): the rest, the most, are counted from the lead rows by the service.
func (s *Store) DashboardReferrers(ctx context.Context, q dashboard.Query) ([]dashboard.Group, error) {
	where, args := s.dashboardWhere(q)
	start := s.d.time(q.Start)
	index := " INDEXED BY leads_referred"
	if s.d.numbered {
		index = ""
	}
	rows, err := s.read(ctx, `SELECT l.referrer,
		sum(CASE WHEN l.created_at >= ? THEN 1 ELSE 0 END),
		sum(CASE WHEN l.created_at < ? THEN 1 ELSE 0 END),
		sum(CASE WHEN l.created_at >= ? AND l.status = 'won' THEN 1 ELSE 0 END)
		FROM leads l`+index+where+` AND l.referrer <> '' GROUP BY l.referrer`, append([]any{start, start, start}, args...)...)
	if err != nil {
		return nil, s.fail("dashboard referrers", err)
	}
	defer rows.Close()
	out := []dashboard.Group{}
	for rows.Next() {
		g := dashboard.Group{Key: make([]string, 1)}
		if err := rows.Scan(&g.Key[0], &g.Leads, &g.PrevLeads, &g.Won); err != nil {
			return nil, s.fail("dashboard referrers", err)
		}
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, s.fail("dashboard referrers", err)
	}
	return out, nil
}

// DashboardLeadTimes returns each lead of q with its first response by staff, when it first
// reached each later stage, kept on the lead (SaveLead), and what the groupings count it by,
// read from the leads_dashboard index. A long period is read as consecutive slices side by side,
// one reader each: turning 100,000 rows into values costs more than finding them.
func (s *Store) DashboardLeadTimes(ctx context.Context, q dashboard.Query) ([]dashboard.LeadTimes, error) {
	n := min(runtime.GOMAXPROCS(0), 4)
	if q.End.Sub(q.PrevStart) < 90*24*time.Hour {
		n = 1
	}
	parts := make([][][]dashboard.LeadTimes, n)
	step := q.End.Sub(q.PrevStart) / time.Duration(n)
	g, gctx := errgroup.WithContext(ctx)
	for i := range parts {
		part := q
		part.PrevStart = q.PrevStart.Add(time.Duration(i) * step)
		if i < n-1 {
			part.End = part.PrevStart.Add(step)
		}
		g.Go(func() (err error) { parts[i], err = s.leadTimes(gctx, part); return err })
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	total := 0
	for _, p := range parts {
		for _, c := range p {
			total += len(c)
		}
	}
	out := make([]dashboard.LeadTimes, 0, total)
	for _, p := range parts {
		for _, c := range p {
			out = append(out, c...)
		}
	}
	return out, s.nameAssignees(ctx, out)
}

// leadBlock is how many lead rows a block holds (one copy into the whole list instead of a growing list's repeated ones).
const leadBlock = 4096

// leadTimes reads the leads of q created in [q.PrevStart, q.End), in blocks of leadBlock rows.
func (s *Store) leadTimes(ctx context.Context, q dashboard.Query) ([][]dashboard.LeadTimes, error) {
	where, args := s.dashboardWhere(q)
	read := readLeadColumns
	query := `SELECT l.id, l.status, coalesce(l.assignee_id, 0), coalesce(l.won_value, 0), l.import_id IS NOT NULL, ` + s.unixSeconds(leadTimeCols) +
		`, l.utm_source, l.utm_medium, l.utm_campaign, l.page, l.location, l.property_type`
	if !s.d.numbered {
		read, query = readPackedLead, `SELECT `+packedLead
	}
	rows, err := s.read(ctx, query+` FROM leads l`+s.dashboardIndex()+where, args...)
	if err != nil {
		return nil, s.fail("dashboard lead times", err)
	}
	defer rows.Close()
	var blocks [][]dashboard.LeadTimes
	var slab timeSlab
	next := read(rows, &slab)
	for rows.Next() {
		l, err := next()
		if err != nil {
			return nil, s.fail("dashboard lead times", err)
		}
		if len(blocks) == 0 || len(blocks[len(blocks)-1]) == leadBlock {
			blocks = append(blocks, make([]dashboard.LeadTimes, 0, leadBlock))
		}
		blocks[len(blocks)-1] = append(blocks[len(blocks)-1], l)
	}
	if err := rows.Err(); err != nil {
		return nil, s.fail("dashboard lead times", err)
	}
	return blocks, nil
}

// unixSeconds lists PostgreSQL time columns as whole Unix seconds (NULL stays NULL).
func (s *Store) unixSeconds(cols []string) string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = "floor(extract(epoch FROM " + c + "))::bigint"
	}
	return strings.Join(out, ", ")
}

// nameAssignees fills in the names of the people the leads are assigned to (a handful of accounts).
func (s *Store) nameAssignees(ctx context.Context, ls []dashboard.LeadTimes) error {
	names, err := s.staffNames(ctx)
	if err != nil {
		return err
	}
	for i := range ls {
		ls[i].AssigneeName = names[ls[i].AssigneeID]
	}
	return nil
}

// staffNames are the names of the staff accounts by id.
func (s *Store) staffNames(ctx context.Context) (map[int64]string, error) {
	rows, err := s.read(ctx, `SELECT id, name FROM staff_accounts`)
	names := map[int64]string{}
	return names, s.eachRow(rows, err, "dashboard names", func(scan func(...any) error) error {
		var id int64
		var name string
		if err := scan(&id, &name); err != nil {
			return err
		}
		names[id] = name
		return nil
	})
}

// DashboardBookings counts appointments booked in [q.Start, q.End) (not cancelled) by the lead's assignee.
func (s *Store) DashboardBookings(ctx context.Context, q dashboard.Query) (map[int64]int, error) {
	query := `SELECT coalesce(l.assignee_id, 0), count(*) FROM appointments ap JOIN leads l ON l.id = ap.lead_id
		WHERE ap.status = 'booked' AND ap.created_at >= ? AND ap.created_at < ?`
	args := []any{s.d.time(q.Start), s.d.time(q.End)}
	if q.AssigneeID != 0 {
		query += " AND l.assignee_id = ?"
		args = append(args, q.AssigneeID)
	}
	rows, err := s.read(ctx, query+" GROUP BY coalesce(l.assignee_id, 0)", args...)
	if err != nil {
		return nil, s.fail("dashboard bookings", err)
	}
	defer rows.Close()
	out := map[int64]int{}
	for rows.Next() {
		var id int64
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			return nil, s.fail("dashboard bookings", err)
		}
		out[id] = n
	}
	if err := rows.Err(); err != nil {
		return nil, s.fail("dashboard bookings", err)
	}
	return out, nil
}

// SendWeekly records staffID's summary of week and enqueues msg with it, unless recorded already (false).
func (s *Store) SendWeekly(ctx context.Context, staffID int64, week string, msg mailmsg.Message) (bool, error) {
	return s.sendOnce(ctx, "send weekly summary", `INSERT INTO weekly_summaries (staff_id, week, sent_at) VALUES (?, ?, ?)
		ON CONFLICT DO NOTHING RETURNING staff_id`, staffID, week, msg)
}

// WeeklySent reports whether staffID's summary of week was recorded.
func (s *Store) WeeklySent(ctx context.Context, staffID int64, week string) (bool, error) {
	var n int
	if err := s.readRow(ctx, `SELECT count(*) FROM weekly_summaries WHERE staff_id = ? AND week = ?`, staffID, week).Scan(&n); err != nil {
		return false, s.fail("weekly sent", err)
	}
	return n > 0, nil
}
