package sqlstore

// The owner's advertising spend (migrations 00059 and 00060) and what the dashboard sets beside it: the leads of
// each utm_source and utm_campaign of a period, with their bookings, wins and won value.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/nivaas-interiors/site/internal/adspend"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ adspend.Store = (*Store)(nil)

// spendBatch is the rows one INSERT writes: 7 parameters each, well within either engine's limit.
const spendBatch = 500

// SaveSpend writes rows, each replacing the spend of its day, platform and campaign key, with the audit entry.
func (s *Store) SaveSpend(ctx context.Context, rows []adspend.Row, audit staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		for len(rows) > 0 {
			n := min(len(rows), spendBatch)
			args := make([]any, 0, 7*n)
			for _, r := range rows[:n] {
				args = append(args, r.Day, r.Platform, r.Campaign, r.Key(), r.CampaignID, r.Paise, s.d.time(r.UpdatedAt))
			}
			if err := t.exec(`INSERT INTO ad_spend (day, platform, campaign, campaign_key, campaign_id, paise, updated_at) VALUES `+
				strings.Repeat("(?, ?, ?, ?, ?, ?, ?), ", n-1)+`(?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (day, platform, campaign_key) DO UPDATE SET campaign = excluded.campaign, paise = excluded.paise,
				updated_at = excluded.updated_at,
				campaign_id = CASE WHEN excluded.campaign_id <> '' THEN excluded.campaign_id ELSE ad_spend.campaign_id END`, args...); err != nil {
				return err
			}
			rows = rows[n:]
		}
		return s.audit(t, audit)
	})
	if err != nil {
		return s.fail("save spend", err)
	}
	return nil
}

const spendColumns = `id, day, platform, campaign, campaign_id, paise, updated_at`

func spendFields(r *adspend.Row) []any {
	return []any{&r.ID, &r.Day, &r.Platform, &r.Campaign, &r.CampaignID, &r.Paise, instant{&r.UpdatedAt}}
}

// SpendRows lists the spend of the days from to to, newest day first, at most limit.
func (s *Store) SpendRows(ctx context.Context, from, to string, limit int) ([]adspend.Row, error) {
	return readAll(ctx, s, "spend rows", spendFields, `SELECT `+spendColumns+` FROM ad_spend WHERE day >= ? AND day <= ?
		ORDER BY day DESC, platform, campaign_key LIMIT ?`, from, to, limit)
}

// errNoSpendRow ends a delete that found nothing.
var errNoSpendRow = errors.New("no spend row")

// DeleteSpend removes one spend row with the audit entry written of it.
func (s *Store) DeleteSpend(ctx context.Context, id int64, audit func(adspend.Row) staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		var r adspend.Row
		err := t.row(`DELETE FROM ad_spend WHERE id = ? RETURNING `+spendColumns, id).Scan(spendFields(&r)...)
		if errors.Is(err, sql.ErrNoRows) {
			return errNoSpendRow
		}
		if err != nil {
			return err
		}
		return s.audit(t, audit(r))
	})
	if errors.Is(err, errNoSpendRow) {
		return adspend.ErrNoRow
	}
	if err != nil {
		return s.fail("delete spend", err)
	}
	return nil
}

// SpendMapping is the mapping remembered for a header signature.
func (s *Store) SpendMapping(ctx context.Context, signature string) (adspend.Mapping, bool, error) {
	var text string
	err := s.readRow(ctx, `SELECT mapping FROM ad_spend_mappings WHERE signature = ?`, signature).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return adspend.Mapping{}, false, nil
	}
	m := adspend.NoMapping
	if err == nil {
		err = json.Unmarshal([]byte(text), &m)
	}
	if err != nil {
		return m, false, s.fail("spend mapping", err)
	}
	return m, true, nil
}

// SaveSpendMapping remembers m for a header signature.
func (s *Store) SaveSpendMapping(ctx context.Context, signature string, m adspend.Mapping) error {
	text, _ := json.Marshal(m) // ints and a string always encode
	_, err := s.write(ctx, `INSERT INTO ad_spend_mappings (signature, mapping) VALUES (?, ?)
		ON CONFLICT (signature) DO UPDATE SET mapping = excluded.mapping`, signature, string(text))
	if err != nil {
		return s.fail("save spend mapping", err)
	}
	return nil
}

// SpendTotals sums the spend of prev's and cur's days by platform and campaign key.
func (s *Store) SpendTotals(ctx context.Context, prev, cur dashboard.Period) ([]adspend.Totals, error) {
	rows, err := s.read(ctx, `SELECT platform, max(campaign),
		sum(CASE WHEN day >= ? THEN paise ELSE 0 END), sum(CASE WHEN day < ? THEN paise ELSE 0 END)
		FROM ad_spend WHERE day >= ? AND day <= ? GROUP BY platform, campaign_key`, cur.From, cur.From, prev.From, cur.To)
	var out []adspend.Totals
	return out, s.eachRow(rows, err, "spend totals", func(scan func(...any) error) error {
		var t adspend.Totals
		if err := scan(&t.Platform, &t.Campaign, &t.Now.Paise, &t.Before.Paise); err != nil {
			return err
		}
		out = append(out, t)
		return nil
	})
}

// CampaignLeads counts the live leads of q with a campaign by utm_source and utm_campaign, with their wins and
// won value, from the dashboard's daily roll-up (kind 1: source, medium, campaign; exact at any moment, see
// DashboardRollup); and, side by side, those of them with a consultation booked, read from the bookings
// (far fewer than the leads).
func (s *Store) CampaignLeads(ctx context.Context, q dashboard.Query) ([]adspend.Totals, error) {
	from, start, end := indiaDay(q.PrevStart), indiaDay(q.Start), indiaDay(q.End)
	var counted, booked []adspend.Totals
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		rows, err := s.read(gctx, `SELECT k1, k3, sum(CASE WHEN day >= ? THEN leads ELSE 0 END), sum(CASE WHEN day < ? THEN leads ELSE 0 END),
			sum(CASE WHEN day >= ? THEN won ELSE 0 END), sum(CASE WHEN day < ? THEN won ELSE 0 END),
			sum(CASE WHEN day >= ? THEN won_value ELSE 0 END), sum(CASE WHEN day < ? THEN won_value ELSE 0 END)
			FROM lead_day_count_all WHERE kind = 1 AND k3 <> '' AND day >= ? AND day < ? GROUP BY k1, k3 HAVING sum(leads) <> 0`,
			start, start, start, start, start, start, from, end)
		return s.eachRow(rows, err, "campaign leads", func(scan func(...any) error) error {
			var t adspend.Totals
			if err := scan(&t.Source, &t.Campaign, &t.Now.Leads, &t.Before.Leads, &t.Now.Won, &t.Before.Won, &t.Now.WonValue, &t.Before.WonValue); err != nil {
				return err
			}
			counted = append(counted, t)
			return nil
		})
	})
	where, args := s.dashboardWhere(q)
	where += " AND l.utm_campaign <> ''"
	lstart := s.d.time(q.Start)
	g.Go(func() error {
		rows, err := s.read(gctx, `SELECT l.utm_source, l.utm_campaign,
			sum(CASE WHEN l.created_at >= ? THEN 1 ELSE 0 END), sum(CASE WHEN l.created_at < ? THEN 1 ELSE 0 END)
			FROM (SELECT DISTINCT lead_id FROM appointments WHERE status = 'booked') ap JOIN leads l ON l.id = ap.lead_id`+where+`
			GROUP BY l.utm_source, l.utm_campaign`, append([]any{lstart, lstart}, args...)...)
		return s.eachRow(rows, err, "campaign bookings", func(scan func(...any) error) error {
			var t adspend.Totals
			if err := scan(&t.Source, &t.Campaign, &t.Now.Booked, &t.Before.Booked); err != nil {
				return err
			}
			booked = append(booked, t)
			return nil
		})
	})
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return append(counted, booked...), nil
}
