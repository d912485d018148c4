package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
)

var _ lead.Store = (*Store)(nil)

// inboxSelect reads a lead as the inbox shows it; duplicates are counted by the mobile digits' index,
// up to lead.json's repeatsCounted, so one mobile posted thousands of times cannot make every read quadratic.
var inboxSelect = `SELECT l.id, l.property_type, l.location, l.name, l.mobile, l.email, l.whatsapp_updates, l.role, l.created_at,
	l.page, l.referrer, l.utm_source, l.utm_medium, l.utm_campaign, l.utm_term, l.utm_content,
	l.status, coalesce(l.assignee_id, 0), coalesce(a.name, ''), coalesce(l.follow_up_on, ''), l.lost_reason,
	l.mobile_digits, l.version, coalesce(l.won_value, 0), ` + lateCol + `,
	(SELECT count(*) FROM (SELECT 1 FROM leads d WHERE d.mobile_digits = l.mobile_digits AND d.id <> l.id
		AND d.merged_into IS NULL AND l.mobile_digits <> '' LIMIT ` + strconv.Itoa(lead.C.Limits.RepeatsCounted) + `) repeats)
	FROM leads l LEFT JOIN staff_accounts a ON a.id = l.assignee_id `

// lateCol is lead.Lead.Late: escalated, and nobody on the staff has contacted the lead since (lead.ContactKinds),
// so the red flag goes once someone calls, notes or moves it.
var lateCol = `(l.escalated_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = l.id
	AND e.actor_id IS NOT NULL AND e.kind IN (` + contactKinds + `)))`

func (s *Store) inboxLeads(ctx context.Context, op, query string, args ...any) ([]lead.Lead, error) {
	rows, err := s.read(ctx, query, args...)
	if err != nil {
		return nil, s.fail(op, err)
	}
	defer rows.Close()
	list := []lead.Lead{}
	for rows.Next() {
		var l lead.Lead
		var who lead.Person
		dest := append(leadFields(&l.Enquiry), &l.Status, &who.ID, &who.Name, &l.FollowUpOn, &l.LostReason,
			&l.MobileDigits, &l.Version, &l.WonValue, &l.Late, &l.DuplicateCount)
		if err := rows.Scan(dest...); err != nil {
			return nil, s.fail(op, err)
		}
		if who.ID != 0 {
			l.Assignee = &who
		}
		list = append(list, l)
	}
	if err := rows.Err(); err != nil {
		return nil, s.fail(op, err)
	}
	return list, nil
}

// inboxWhere is f as conditions on live leads; withStatus and the cursor apply to the list, not the counts.
func (s *Store) inboxWhere(f lead.Filter, list bool) (string, []any) {
	conds := []string{"l.merged_into IS NULL", "NOT l.erased"} // an erased lead is no one's work (privacy.ErasedReason)
	var args []any
	add := func(cond string, vals ...any) {
		conds = append(conds, cond)
		args = append(args, vals...)
	}
	if list && f.Status != "" {
		add("l.status = ?", f.Status)
	}
	if f.Location != "" {
		add("l.location = ?", f.Location)
	}
	if f.PropertyType != "" {
		add("l.property_type = ?", f.PropertyType)
	}
	if !f.From.IsZero() {
		add("l.created_at >= ?", s.d.time(f.From))
	}
	if !f.To.IsZero() {
		add("l.created_at < ?", s.d.time(f.To))
	}
	if f.Page != "" {
		add("l.page = ?", f.Page)
	}
	if f.Campaign != "" {
		add("l.utm_campaign = ?", f.Campaign)
	}
	if f.Unassigned {
		add("l.assignee_id IS NULL")
	} else if f.AssigneeID != 0 {
		add("l.assignee_id = ?", f.AssigneeID)
	}
	if f.Digits != "" {
		add("l.mobile_digits = ?", f.Digits)
	}
	if f.Text != "" {
		like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(f.Text) + "%"
		add(`(l.name `+s.d.ilike+` ? ESCAPE '\' OR l.email `+s.d.ilike+` ? ESCAPE '\')`, like, like)
	}
	if len(f.IDs) > 0 {
		add("l.id IN (?"+strings.Repeat(", ?", len(f.IDs)-1)+")", int64Args(f.IDs)...)
	}
	if list && f.After != nil {
		add("(l.created_at, l.id) < (?, ?)", s.d.time(f.After.CreatedAt), f.After.ID)
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// InboxLeads returns live leads matching f, newest first, at most f.Limit (all when 0).
func (s *Store) InboxLeads(ctx context.Context, f lead.Filter) ([]lead.Lead, error) {
	where, args := s.inboxWhere(f, true)
	q := inboxSelect + where + " ORDER BY l.created_at DESC, l.id DESC"
	if f.Limit > 0 {
		q += " LIMIT " + strconv.Itoa(f.Limit)
	}
	return s.inboxLeads(ctx, "inbox leads", q, args...)
}

// InboxCounts counts live leads matching f per status, whatever f.Status.
func (s *Store) InboxCounts(ctx context.Context, f lead.Filter) (lead.Counts, error) {
	where, args := s.inboxWhere(f, false)
	rows, err := s.read(ctx, `SELECT l.status, count(*) FROM leads l`+where+` GROUP BY l.status`, args...)
	if err != nil {
		return nil, s.fail("inbox counts", err)
	}
	defer rows.Close()
	counts := lead.Counts{}
	for rows.Next() {
		var st string
		var n int
		if err := rows.Scan(&st, &n); err != nil {
			return nil, s.fail("inbox counts", err)
		}
		counts[st] = n
	}
	if err := rows.Err(); err != nil {
		return nil, s.fail("inbox counts", err)
	}
	return counts, nil
}

// ChangeMark is the newest lead and event ids, each read from its primary key.
func (s *Store) ChangeMark(ctx context.Context) (lead.Mark, error) {
	var m lead.Mark
	err := s.readRow(ctx, `SELECT (SELECT coalesce(max(id), 0) FROM leads), (SELECT coalesce(max(id), 0) FROM lead_events)`).
		Scan(&m.LeadID, &m.EventID)
	if err != nil {
		return m, s.fail("change mark", err)
	}
	return m, nil
}

// NewestLeadID is the highest id of a live lead (0 when none).
func (s *Store) NewestLeadID(ctx context.Context) (int64, error) {
	var id int64
	if err := s.readRow(ctx, `SELECT coalesce(max(id), 0) FROM leads WHERE merged_into IS NULL`).Scan(&id); err != nil {
		return 0, s.fail("newest lead", err)
	}
	return id, nil
}

// InboxLead returns a live lead with the ids of the leads merged into it.
func (s *Store) InboxLead(ctx context.Context, id int64) (*lead.Lead, error) {
	list, err := s.inboxLeads(ctx, "inbox lead", inboxSelect+` WHERE l.id = ? AND l.merged_into IS NULL`, id)
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, lead.ErrNoLead
	}
	l := &list[0]
	rows, err := s.read(ctx, `SELECT id FROM leads WHERE merged_into = ? ORDER BY id`, id)
	merged, err := collect(rows, err, func(n *int64) []any { return []any{n} })
	if err != nil {
		return nil, s.fail("merged leads", err)
	}
	l.MergedIDs = merged
	return l, nil
}

// AcceptedQuote is the newest quote version accepted on lead id or a lead merged into it, nil when none.
func (s *Store) AcceptedQuote(ctx context.Context, id int64) (*lead.AcceptedQuote, error) {
	var q lead.AcceptedQuote
	err := s.readRow(ctx, `SELECT number, total_paise FROM quote_versions WHERE accepted_at IS NOT NULL
		AND (lead_id = ? OR lead_id IN (SELECT id FROM leads WHERE merged_into = ?)) ORDER BY accepted_at DESC, id DESC LIMIT 1`, id, id).
		Scan(&q.Number, &q.TotalPaise)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, nil
	case err != nil:
		return nil, s.fail("accepted quote", err)
	}
	return &q, nil
}

// LiveLeadID is the lead id stands for now: the lead it was merged into, else itself (ErrNoLead when none).
func (s *Store) LiveLeadID(ctx context.Context, id int64) (int64, error) {
	var live int64
	err := s.readRow(ctx, `SELECT coalesce(merged_into, id) FROM leads WHERE id = ?`, id).Scan(&live)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return 0, lead.ErrNoLead
	case err != nil:
		return 0, s.fail("live lead", err)
	}
	return live, nil
}

// LeadEvents returns the stored timeline of a lead, oldest first.
func (s *Store) LeadEvents(ctx context.Context, id int64) ([]lead.Event, error) {
	rows, err := s.read(ctx, `SELECT e.id, e.at, coalesce(e.actor_id, 0), coalesce(a.name, ''), e.kind, e.text
		FROM lead_events e LEFT JOIN staff_accounts a ON a.id = e.actor_id
		WHERE e.lead_id = ? ORDER BY e.at, e.id`, id)
	if err != nil {
		return nil, s.fail("lead events", err)
	}
	defer rows.Close()
	list := []lead.Event{}
	for rows.Next() {
		var e lead.Event
		var who lead.Person
		if err := rows.Scan(&e.ID, instant{&e.At}, &who.ID, &who.Name, &e.Kind, &e.Text); err != nil {
			return nil, s.fail("lead events", err)
		}
		if who.ID != 0 {
			e.Actor = &who
		}
		list = append(list, e)
	}
	if err := rows.Err(); err != nil {
		return nil, s.fail("lead events", err)
	}
	return list, nil
}

// LeadNotes returns the notes and logged calls of the leads ids, oldest first, by lead id.
func (s *Store) LeadNotes(ctx context.Context, ids []int64) (map[int64][]lead.Event, error) {
	notes := map[int64][]lead.Event{}
	if len(ids) == 0 {
		return notes, nil
	}
	args := make([]any, 0, len(ids)+2)
	args = append(args, lead.EventNote, lead.EventCall) // a logged call carries the person's note too
	for _, id := range ids {
		args = append(args, id)
	}
	rows, err := s.read(ctx, `SELECT e.lead_id, e.id, e.at, coalesce(e.actor_id, 0), coalesce(a.name, ''), e.kind, e.text
		FROM lead_events e LEFT JOIN staff_accounts a ON a.id = e.actor_id
		WHERE e.kind IN (?, ?) AND e.lead_id IN (?`+strings.Repeat(", ?", len(ids)-1)+`) ORDER BY e.at, e.id`, args...)
	if err != nil {
		return nil, s.fail("lead notes", err)
	}
	defer rows.Close()
	for rows.Next() {
		var leadID int64
		var e lead.Event
		var who lead.Person
		if err := rows.Scan(&leadID, &e.ID, instant{&e.At}, &who.ID, &who.Name, &e.Kind, &e.Text); err != nil {
			return nil, s.fail("lead notes", err)
		}
		if who.ID != 0 {
			e.Actor = &who
		}
		notes[leadID] = append(notes[leadID], e)
	}
	if err := rows.Err(); err != nil {
		return nil, s.fail("lead notes", err)
	}
	return notes, nil
}

// LeadMails returns the outbox rows about a lead and the leads merged into it,
// oldest first. The rows keep their own lead's id: one confirmation per lead stays enforced.
func (s *Store) LeadMails(ctx context.Context, id int64) ([]lead.Mail, error) {
	rows, err := s.read(ctx, `SELECT id, message, status, attempts, last_error, created_at, sent_at FROM outbox
		WHERE lead_id IN (SELECT id FROM leads WHERE id = ? OR merged_into = ?) ORDER BY id`, id, id)
	list, err := collect(rows, err, func(m *lead.Mail) []any {
		return []any{&m.ID, mailHead{m}, &m.Status, &m.Attempts, &m.LastError, instant{&m.CreatedAt}, maybeInstant{&m.SentAt}}
	})
	if err != nil {
		return nil, s.fail("lead mails", err)
	}
	return list, nil
}

// mailHead scans an outbox message's recipient and subject.
type mailHead struct{ m *lead.Mail }

func (h mailHead) Scan(v any) error {
	var msg mail.Message
	if err := (jsonOf[mail.Message]{&msg}).Scan(v); err != nil {
		return err
	}
	h.m.To, h.m.Subject = msg.To, msg.Subject
	return nil
}

// DuplicateLeads returns the other live leads with these mobile digits, newest first.
func (s *Store) DuplicateLeads(ctx context.Context, id int64, digits string) ([]lead.Lead, error) {
	if digits == "" {
		return []lead.Lead{}, nil
	}
	return s.inboxLeads(ctx, "duplicate leads", inboxSelect+` WHERE l.mobile_digits = ? AND l.id <> ? AND l.merged_into IS NULL
		ORDER BY l.created_at DESC, l.id DESC LIMIT 100`, digits, id)
}

// DueLeads returns live open leads with a follow-up on or before day, earliest
// first: assigneeID's and those nobody has (0: everyone's).
func (s *Store) DueLeads(ctx context.Context, day string, assigneeID int64) ([]lead.Lead, error) {
	q := inboxSelect + ` WHERE l.merged_into IS NULL AND l.follow_up_on IS NOT NULL AND l.follow_up_on <= ?
		AND l.status NOT IN ('won', 'lost')`
	args := []any{day}
	if assigneeID != 0 {
		q += ` AND (l.assignee_id = ? OR l.assignee_id IS NULL)`
		args = append(args, assigneeID)
	}
	return s.inboxLeads(ctx, "due leads", q+` ORDER BY l.follow_up_on, l.created_at, l.id LIMIT 500`, args...)
}

// UnassignedLeads returns live new leads nobody handles created before before, oldest first.
func (s *Store) UnassignedLeads(ctx context.Context, before time.Time, limit int) ([]lead.Lead, int, error) {
	const where = ` WHERE l.merged_into IS NULL AND l.assignee_id IS NULL AND l.status = 'new' AND l.created_at < ?`
	var n int
	if err := s.readRow(ctx, `SELECT count(*) FROM leads l`+where, s.d.time(before)).Scan(&n); err != nil {
		return nil, 0, s.fail("unassigned leads", err)
	}
	list, err := s.inboxLeads(ctx, "unassigned leads", inboxSelect+where+` ORDER BY l.created_at, l.id LIMIT ?`, s.d.time(before), limit)
	return list, n, err
}

// SalesTeam returns the active accounts of role sales or owner, by name.
func (s *Store) SalesTeam(ctx context.Context) ([]lead.Member, error) {
	rows, err := s.read(ctx, `SELECT id, name, email, role FROM staff_accounts
		WHERE NOT disabled AND role IN ('sales', 'owner') ORDER BY name, id`)
	list, err := collect(rows, err, func(m *lead.Member) []any { return []any{&m.ID, &m.Name, &m.Email, &m.Role} })
	if err != nil {
		return nil, s.fail("sales team", err)
	}
	return list, nil
}

func int64Args(ids []int64) []any {
	out := make([]any, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}
