package sqlstore

// The dashboard's daily roll-up (migration 00038): lead_day_counts and lead_day_times, summed here over a
// period's India days; and the one figure the roll-up cannot work out, the response target a first
// response counts within. A new lead is folded in after its commit (00044: SQLite keeps the last lead
// folded, PostgreSQL a queue of those not folded); changes to a lead append theirs in the change's
// transaction (00041, 00042), settled into one row a key. Reads add the leads not folded yet, so the
// figures are exact at any moment.

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/lead"
)

// indiaOffset is India's offset from UTC in seconds (India keeps no summer time): the roll-up's days are India days.
const indiaOffset = 19800

// indiaDay is the roll-up's number of the India day t falls on (days since 1970-01-01).
func indiaDay(t time.Time) int64 { return (t.Unix() + indiaOffset) / 86400 }

// dayStart is the India midnight that starts roll-up day n.
func dayStart(n int64) time.Time { return time.Unix(n*86400-indiaOffset, 0).UTC() }

// rollupKinds are the groupings of lead_day_counts after kind 0 (all leads), by their number there.
var rollupKinds = map[int]string{1: dashboard.BySource, 2: dashboard.ByPage, 3: dashboard.ByCity, 4: dashboard.ByPropertyType,
	5: dashboard.ByReferrer}

// rollupTables are the roll-up's tables: a restore leaves them to the triggers and the fold instead of copying them
// (PostgreSQL's; SQLite's backup is the database file, roll-up and mark of the last lead folded together).
var rollupTables = []string{"lead_day_counts", "lead_day_times", "lead_day_count_fresh", "lead_day_time_fresh", "lead_days_queue"}

// furthestKind is the kind of lead_day_counts that counts leads by the furthest funnel stage they reached;
// importedKind counts the imported leads, which the response figures leave out (migration 00051).
const (
	furthestKind = 6
	importedKind = 7
)

// SettleRollup brings the roll-up up to date: it folds in the leads committed since the last fold, then
// the rows changes to leads appended, into one row a key. Figures read the same before and after;
// settling keeps the rows a period sums few. serve runs it every second.
func (s *Store) SettleRollup(ctx context.Context) error {
	for {
		n, err := s.foldSome(ctx)
		if err != nil {
			return s.fail("fold new leads into the dashboard roll-up", err)
		}
		if n < foldChunk {
			break
		}
	}
	if s.d.numbered {
		if _, err := s.write(ctx, s.d.settleRollup); err != nil {
			return s.fail("settle the dashboard roll-up", err)
		}
		return nil
	}
	for _, f := range sqliteSettles {
		for {
			n, err := s.settleSome(ctx, f)
			if err != nil {
				return s.fail("settle the dashboard roll-up", err)
			}
			if n < settleChunk {
				break
			}
		}
	}
	return nil
}

// foldChunk is how many new leads one transaction folds into the roll-up: on SQLite the leads posted
// meanwhile wait behind one chunk at most.
const foldChunk = 500

// foldSome folds up to foldChunk of the leads not folded yet into the roll-up, in one transaction
// that also marks them folded; it returns how many.
func (s *Store) foldSome(ctx context.Context) (n int, err error) {
	if s.d.numbered {
		return s.foldQueued(ctx)
	}
	err = s.inTxAgain(ctx, func(t tx) error {
		var upto sql.NullInt64
		if err := t.row(`SELECT max(id), count(*) FROM (SELECT id FROM leads WHERE id > (SELECT lead_id FROM lead_days_folded)
			ORDER BY id LIMIT ?)`, foldChunk).Scan(&upto, &n); err != nil || !upto.Valid {
			return err
		}
		// upto bounds the leads the views show as not folded, in this transaction only.
		if err := t.exec(`UPDATE lead_days_folded SET upto = ?`, upto.Int64); err != nil {
			return err
		}
		for _, q := range sqliteFold {
			if err := t.exec(q); err != nil {
				return err
			}
		}
		return t.exec(`UPDATE lead_days_folded SET lead_id = upto, upto = NULL`)
	})
	return n, err
}

// sqliteFold adds the shares of the leads being folded to the roll-up.
var sqliteFold = []string{
	`INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
		SELECT kind, day, assignee_id, k1, k2, k3, sum(leads), sum(won), sum(won_value) FROM lead_day_count_unfolded
		WHERE true GROUP BY kind, day, assignee_id, k1, k2, k3
		ON CONFLICT (kind, day, assignee_id, k1, k2, k3) DO UPDATE SET leads = leads + excluded.leads,
			won = won + excluded.won, won_value = won_value + excluded.won_value`,
	`INSERT INTO lead_day_times (metric, day, assignee_id, secs, n)
		SELECT metric, day, assignee_id, secs, sum(n) FROM lead_day_time_unfolded WHERE true GROUP BY metric, day, assignee_id, secs
		ON CONFLICT (metric, day, assignee_id, secs) DO UPDATE SET n = n + excluded.n`,
}

// foldQueued is foldSome on PostgreSQL: it takes queued leads other copies of the site are not folding
// (SKIP LOCKED), then counts them in a statement of its own, whose snapshot, taken after the locks,
// holds every change to them committed before (a change meanwhile waits for this transaction, 00044).
func (s *Store) foldQueued(ctx context.Context) (n int, err error) {
	err = s.inTx(ctx, func(t tx) error {
		rows, err := t.rows(`SELECT lead_id FROM lead_days_queue ORDER BY lead_id LIMIT ? FOR UPDATE SKIP LOCKED`, foldChunk)
		ids, err := collect(rows, err, func(id *int64) []any { return []any{id} })
		if n = len(ids); err != nil || n == 0 {
			return err
		}
		return t.exec(postgresFold, ids)
	})
	return n, err
}

// postgresFold counts the queued leads of the ids given into the roll-up, as rows to settle, and takes them off the queue.
const postgresFold = `WITH taken AS (DELETE FROM lead_days_queue WHERE lead_id = ANY(?) RETURNING lead_id),
	counts AS (INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value, settled)
		SELECT x.kind, x.day, x.assignee_id, x.k1, x.k2, x.k3, count(*), sum(x.won), sum(x.won_value), false
		FROM leads l JOIN taken ON taken.lead_id = l.id, lead_day_count_rows(l) x GROUP BY 1, 2, 3, 4, 5, 6)
	INSERT INTO lead_day_times (metric, day, assignee_id, secs, n, settled)
		SELECT x.metric, x.day, x.assignee_id, x.secs, count(*), false
		FROM leads l JOIN taken ON taken.lead_id = l.id, lead_day_time_rows(l) x GROUP BY 1, 2, 3, 4`

// settleChunk is how many appended rows one SQLite transaction folds: the leads written meanwhile
// wait behind one chunk, not behind a whole backlog.
const settleChunk = 20000

// sqliteSettle folds one appended table of SQLite's (migration 00042) into its settled table: the
// statements take the last appended row id folded, and drop a key that sums to nothing, so none of a
// group's texts outlive the leads that carried them.
type sqliteSettle struct {
	fresh string
	fold  []string
}

var sqliteSettles = []sqliteSettle{
	{"lead_day_count_fresh", []string{
		`INSERT INTO lead_day_counts (kind, day, assignee_id, k1, k2, k3, leads, won, won_value)
			SELECT kind, day, assignee_id, k1, k2, k3, sum(leads), sum(won), sum(won_value) FROM lead_day_count_fresh
			WHERE rowid <= ? GROUP BY kind, day, assignee_id, k1, k2, k3
			ON CONFLICT (kind, day, assignee_id, k1, k2, k3) DO UPDATE SET leads = leads + excluded.leads,
				won = won + excluded.won, won_value = won_value + excluded.won_value`,
		`DELETE FROM lead_day_counts WHERE leads = 0 AND won = 0 AND won_value = 0 AND (kind, day, assignee_id, k1, k2, k3) IN
			(SELECT kind, day, assignee_id, k1, k2, k3 FROM lead_day_count_fresh WHERE rowid <= ?)`,
		`DELETE FROM lead_day_count_fresh WHERE rowid <= ?`,
	}},
	{"lead_day_time_fresh", []string{
		`INSERT INTO lead_day_times (metric, day, assignee_id, secs, n)
			SELECT metric, day, assignee_id, secs, sum(n) FROM lead_day_time_fresh WHERE rowid <= ? GROUP BY metric, day, assignee_id, secs
			ON CONFLICT (metric, day, assignee_id, secs) DO UPDATE SET n = n + excluded.n`,
		`DELETE FROM lead_day_times WHERE n = 0 AND (metric, day, assignee_id, secs) IN
			(SELECT metric, day, assignee_id, secs FROM lead_day_time_fresh WHERE rowid <= ?)`,
		`DELETE FROM lead_day_time_fresh WHERE rowid <= ?`,
	}},
}

// settleSome folds the first settleChunk rows appended to f.fresh, in one transaction; it returns how many.
func (s *Store) settleSome(ctx context.Context, f sqliteSettle) (n int, err error) {
	err = s.inTx(ctx, func(t tx) error {
		var last sql.NullInt64
		if err := t.row(`SELECT max(rowid), count(*) FROM (SELECT rowid FROM `+f.fresh+` ORDER BY rowid LIMIT ?)`, settleChunk).
			Scan(&last, &n); err != nil || !last.Valid {
			return err
		}
		for _, q := range f.fold {
			if err := t.exec(q, last.Int64); err != nil {
				return err
			}
		}
		return nil
	})
	return n, err
}

// DashboardRollup sums the roll-up over the days of q: by day and assignee, by grouping, and the duration counts.
func (s *Store) DashboardRollup(ctx context.Context, q dashboard.Query) (*dashboard.Rollup, error) {
	from, start, end := indiaDay(q.PrevStart), indiaDay(q.Start), indiaDay(q.End)
	mine, args := "", []any{from, end}
	if q.AssigneeID != 0 {
		mine, args = " AND assignee_id = ?", append(args, q.AssigneeID)
	}
	ru := &dashboard.Rollup{Groups: map[string][]dashboard.Group{}, Furthest: make([]int, len(dashboard.Funnel))}
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		rows, err := s.read(gctx, `SELECT day, assignee_id, sum(leads), sum(won), sum(won_value) FROM lead_day_count_all
			WHERE kind = 0 AND day >= ? AND day < ?`+mine+` GROUP BY day, assignee_id HAVING sum(leads) <> 0`, args...)
		return s.eachRow(rows, err, "dashboard days", func(scan func(...any) error) error {
			var d dashboard.DayCount
			var day int64
			if err := scan(&day, &d.AssigneeID, &d.Leads, &d.Won, &d.WonValue); err != nil {
				return err
			}
			d.Day = dayStart(day)
			ru.Days = append(ru.Days, d)
			return nil
		})
	})
	g.Go(func() error {
		rows, err := s.read(gctx, `SELECT kind, k1, k2, k3, sum(CASE WHEN day >= ? THEN leads ELSE 0 END),
			sum(CASE WHEN day < ? THEN leads ELSE 0 END), sum(CASE WHEN day >= ? THEN won ELSE 0 END) FROM lead_day_count_all
			WHERE kind IN (1, 2, 3, 4, 5, 6, 7) AND day >= ? AND day < ?`+mine+` GROUP BY kind, k1, k2, k3 HAVING sum(leads) <> 0`,
			append([]any{start, start, start}, args...)...)
		return s.eachRow(rows, err, "dashboard groups", func(scan func(...any) error) error {
			var kind int
			gr := dashboard.Group{Key: make([]string, 3)}
			if err := scan(&kind, &gr.Key[0], &gr.Key[1], &gr.Key[2], &gr.Leads, &gr.PrevLeads, &gr.Won); err != nil {
				return err
			}
			if kind == importedKind {
				ru.Imported.Leads += gr.Leads
				ru.Imported.PrevLeads += gr.PrevLeads
				return nil
			}
			if kind == furthestKind {
				if far := int(gr.Key[0][0] - '0'); len(gr.Key[0]) == 1 && far >= 0 && far < len(ru.Furthest) {
					ru.Furthest[far] += gr.Leads
				}
				return nil
			}
			if kind != 1 {
				gr.Key = gr.Key[:1]
			}
			ru.Groups[rollupKinds[kind]] = append(ru.Groups[rollupKinds[kind]], gr)
			return nil
		})
	})
	g.Go(func() error {
		rows, err := s.read(gctx, `SELECT metric, assignee_id, CASE WHEN day < ? THEN 1 ELSE 0 END, secs, sum(n) FROM lead_day_time_all
			WHERE metric IN (0, 1, 2, 3, 4, 5) AND day >= ? AND day < ?`+mine+` GROUP BY metric, assignee_id, 3, secs HAVING sum(n) <> 0`,
			append([]any{start}, args...)...)
		return s.eachRow(rows, err, "dashboard times", func(scan func(...any) error) error {
			var t dashboard.TimeCount
			if err := scan(&t.Metric, &t.AssigneeID, &t.Prev, &t.Value, &t.N); err != nil {
				return err
			}
			ru.Times = append(ru.Times, t)
			return nil
		})
	})
	g.Go(func() (err error) { ru.Names, err = s.staffNames(gctx); return err })
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return ru, nil
}

// eachRow hands each of rows to read, closing them, and names a failure by what.
func (s *Store) eachRow(rows *sql.Rows, err error, what string, read func(scan func(...any) error) error) error {
	if err != nil {
		return s.fail(what, err)
	}
	defer rows.Close()
	for rows.Next() {
		if err := read(rows.Scan); err != nil {
			return s.fail(what, err)
		}
	}
	if err := rows.Err(); err != nil {
		return s.fail(what, err)
	}
	return nil
}

// markResponseWithin keeps with lead id, once it has a first response, the smallest response target it counts within.
func (s *Store) markResponseWithin(t tx, id int64) error {
	var created, answered time.Time
	err := t.row(`SELECT created_at, first_response_at FROM leads WHERE id = ? AND first_response_at IS NOT NULL
		AND first_response_within IS NULL`, id).Scan(instant{&created}, instant{&answered})
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		return err
	}
	hours, err := openingHoursIn(t)
	if err != nil {
		return err
	}
	return t.exec(`UPDATE leads SET first_response_within = ? WHERE id = ?`, lead.ResponseWithin(hours, created, answered), id)
}

// BackfillResponseWithin works out the response target of every first response written without one (those
// from before migration 00038, or written straight into the table), backfillBatch leads a statement.
func (s *Store) BackfillResponseWithin(ctx context.Context) error {
	for {
		n := 0
		err := s.inTx(ctx, func(t tx) error {
			hours, err := openingHoursIn(t)
			if err != nil {
				return err
			}
			rows, err := t.rows(`SELECT id, created_at, first_response_at FROM leads
				WHERE first_response_at IS NOT NULL AND first_response_within IS NULL LIMIT ?`, backfillBatch)
			if err != nil {
				return err
			}
			defer rows.Close()
			cases, ids := "", ""
			var args, in []any
			for ; rows.Next(); n++ {
				var id int64
				var created, answered time.Time
				if err := rows.Scan(&id, instant{&created}, instant{&answered}); err != nil {
					return err
				}
				cases += " WHEN ? THEN CAST(? AS INTEGER)"
				ids += ", ?"
				args, in = append(args, id, lead.ResponseWithin(hours, created, answered)), append(in, id)
			}
			if err := rows.Err(); err != nil || n == 0 {
				return err
			}
			rows.Close()
			return t.exec(`UPDATE leads SET first_response_within = CASE id`+cases+` END WHERE id IN (`+ids[2:]+`)`, append(args, in...)...)
		})
		if err != nil {
			return s.fail("backfill response targets", err)
		}
		if n < backfillBatch {
			return nil
		}
	}
}

// backfillBatch is how many leads one statement of BackfillResponseWithin updates (3 parameters each).
const backfillBatch = 500
