package sqlstore

// The dashboard's reads: grouped counts of a period and the one before in one
// pass over the creation index, and each lead's first response and stage times
// from the timeline's partial indexes (migration 00023).

import (
	"context"
	"database/sql"
	"runtime"
	"slices"
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

const leadBlock = 4096

// leadTimeCols are the instants a lead row carries: created, first response, then Funnel[1:] reached.
var leadTimeCols = []string{"l.created_at", "l.first_response_at", "l.contacted_at", "l.visit_booked_at", "l.proposal_sent_at", "l.won_at"}

// leadTimes reads the leads of q created in [q.PrevStart, q.End), in blocks of leadBlock rows (one copy
// into the whole list instead of a growing list's repeated ones). SQLite's instants are read as the
// fixed-width text they are kept in and read here (strftime in SQL cost more than the rest of the row);
// PostgreSQL gives them as whole seconds.
func (s *Store) leadTimes(ctx context.Context, q dashboard.Query) ([][]dashboard.LeadTimes, error) {
	where, args := s.dashboardWhere(q)
	cols := slices.Clone(leadTimeCols)
	var texts [6]sql.NullString
	var secs [6]sql.NullInt64
	var stamps [6]any
	for i, c := range cols {
		stamps[i] = &texts[i]
		if s.d.numbered {
			cols[i], stamps[i] = s.unixSeconds(c), &secs[i]
		}
	}
	rows, err := s.read(ctx, `SELECT l.id, l.status, coalesce(l.assignee_id, 0), coalesce(l.won_value, 0), `+strings.Join(cols, ", ")+
		`, l.utm_source, l.utm_medium, l.utm_campaign, l.page, l.location, l.property_type FROM leads l`+s.dashboardIndex()+where, args...)
	if err != nil {
		return nil, s.fail("dashboard lead times", err)
	}
	defer rows.Close()
	var blocks [][]dashboard.LeadTimes
	var slab timeSlab
	var l dashboard.LeadTimes
	dest := append([]any{&l.ID, &l.Status, &l.AssigneeID, &l.WonValue}, stamps[:]...)
	dest = append(dest, &l.Source, &l.Medium, &l.Campaign, &l.Page, &l.City, &l.PropertyType)
	var at [6]*time.Time
	for rows.Next() {
		l = dashboard.LeadTimes{}
		if err := rows.Scan(dest...); err != nil {
			return nil, s.fail("dashboard lead times", err)
		}
		for i := range at {
			if s.d.numbered {
				at[i] = slab.at(secs[i].Int64, secs[i].Valid)
			} else if at[i], err = slab.parse(texts[i]); err != nil {
				return nil, s.fail("dashboard lead times", err)
			}
		}
		l.CreatedAt, l.FirstResponse, l.Reached = *at[0], at[1], slab.reached(at[2:])
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

// timeSlab hands out the instants and stage lists of many lead rows from a few large blocks
// instead of five small allocations a row.
type timeSlab struct {
	times   []time.Time
	reaches []*time.Time
}

// at is a whole Unix second as an instant kept in the slab (nil when not valid).
func (sl *timeSlab) at(secs int64, valid bool) *time.Time {
	if !valid {
		return nil
	}
	if len(sl.times) == cap(sl.times) {
		sl.times = make([]time.Time, 0, 4096)
	}
	sl.times = append(sl.times, time.Unix(secs, 0).UTC())
	return &sl.times[len(sl.times)-1]
}

// parse reads a SQLite instant (timeFormat) to the whole second, as strftime('%s') did.
func (sl *timeSlab) parse(v sql.NullString) (*time.Time, error) {
	if !v.Valid {
		return nil, nil
	}
	if secs, ok := unixOfStamp(v.String); ok {
		return sl.at(secs, true), nil
	}
	t, err := time.Parse(time.RFC3339Nano, v.String)
	if err != nil {
		return nil, err
	}
	return sl.at(t.Unix(), true), nil
}

// reached copies a row's stage instants into the slab.
func (sl *timeSlab) reached(at []*time.Time) []*time.Time {
	if len(sl.reaches)+len(at) > cap(sl.reaches) {
		sl.reaches = make([]*time.Time, 0, 4096*len(at))
	}
	n := len(sl.reaches)
	sl.reaches = append(sl.reaches, at...)
	return sl.reaches[n : n+len(at) : n+len(at)]
}

// unixOfStamp reads "2006-01-02T15:04:05.000Z" (timeFormat) to whole Unix seconds without time.Parse's
// generality: false for anything else, which the caller parses the slow way.
func unixOfStamp(v string) (int64, bool) {
	if len(v) != len(timeFormat) || v[4] != '-' || v[7] != '-' || v[10] != 'T' || v[13] != ':' || v[16] != ':' || v[19] != '.' || v[23] != 'Z' {
		return 0, false
	}
	var n [6]int64
	for i, from := range []int{0, 5, 8, 11, 14, 17} {
		to := from + 2
		if i == 0 {
			to = 4
		}
		for _, c := range []byte(v[from:to]) {
			if c < '0' || c > '9' {
				return 0, false
			}
			n[i] = n[i]*10 + int64(c-'0')
		}
	}
	y, mo, d, h, mi, sec := n[0], n[1], n[2], n[3], n[4], n[5]
	if mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 59 {
		return 0, false
	}
	return daysFromCivil(y, mo, d)*86400 + h*3600 + mi*60 + sec, true
}

// daysFromCivil is the days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm;
// the years here are after 2000, so no negative eras).
func daysFromCivil(y, m, d int64) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400
	yoe := y - era*400
	doy := (153*((m+9)%12)+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

// unixSeconds is a time column as whole Unix seconds (NULL stays NULL).
func (s *Store) unixSeconds(col string) string {
	if s.d.numbered {
		return "floor(extract(epoch FROM " + col + "))::bigint"
	}
	return "CAST(strftime('%s', " + col + ") AS INTEGER)"
}

// nameAssignees fills in the names of the people the leads are assigned to (a handful of accounts).
func (s *Store) nameAssignees(ctx context.Context, ls []dashboard.LeadTimes) error {
	rows, err := s.read(ctx, `SELECT id, name FROM staff_accounts`)
	if err != nil {
		return s.fail("dashboard names", err)
	}
	defer rows.Close()
	names := map[int64]string{}
	for rows.Next() {
		var id int64
		var name string
		if err := rows.Scan(&id, &name); err != nil {
			return s.fail("dashboard names", err)
		}
		names[id] = name
	}
	if err := rows.Err(); err != nil {
		return s.fail("dashboard names", err)
	}
	for i := range ls {
		ls[i].AssigneeName = names[ls[i].AssigneeID]
	}
	return nil
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
