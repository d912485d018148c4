package sqlstore

// Where a person's data lives: personTables is the one list of every table that can
// hold it, with how to export a person's rows and how to erase them. A table another
// feature adds (consent records, say) is one line here; the erasure test scans every
// text column of every table, so a table left out fails it.

import (
	"context"
	"database/sql"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
)

// erased replaces a person's identifiers where another row quotes them.
const erased = "[erased]"

// personTable is one table's part: export selects the target's rows ("" when the table is
// not part of the person's file), erase removes or anonymises them and scrubs the rest.
type personTable struct {
	name   string
	export func(g privacy.Target) (string, []any)
	erase  func(t tx, g privacy.Target) (int64, error)
}

var personTables = []personTable{
	{"appointment_events", where(`appointment_id IN (SELECT id FROM appointments WHERE lead_id IN {leads})`),
		blankThenScrub(`UPDATE appointment_events SET text = '`+erased+`' WHERE appointment_id IN
			(SELECT id FROM appointments WHERE lead_id IN {leads})`, "appointment_events", "text")},
	{"appointments", where(`lead_id IN {leads}`), nil}, // times and places only: kept with the anonymised lead
	{"lead_events", where(`lead_id IN {leads}`),
		blankThenScrub(`UPDATE lead_events SET text = '`+erased+`' WHERE lead_id IN {leads}`, "lead_events", "text")},
	{"leads", where(`id IN {leads}`),
		blankThenScrub(`UPDATE leads SET name = '', mobile = '', mobile_digits = '', email = NULL, location = '', page = '',
			referrer = '', follow_up_on = NULL, lost_reason = '' WHERE id IN {leads}`, "leads", "lost_reason")},
	{"contact_messages", where(`id IN {messages}`),
		blankThenScrub(`DELETE FROM contact_messages WHERE id IN {messages}`, "contact_messages", "subject", "message")},
	{"subscriptions", where(`id IN {subscriptions}`), blankThenScrub(`DELETE FROM subscriptions WHERE id IN {subscriptions}`, "")},
	{"consents", where(consentsOf), blankThenScrub(`DELETE FROM consents WHERE `+consentsOf, "")},
	{"outbox", mentionedOr(`lead_id IN {leads}`, "CAST(message AS TEXT)"), deleteMentioned("outbox", `lead_id IN {leads}`, "CAST(message AS TEXT)")},
	{"idempotency_keys", nil, deleteMentioned("idempotency_keys", "", "body")},
	{"data_requests", where(`id IN {requests}`),
		blankThenScrub(`UPDATE data_requests SET name = '', email = '', mobile = '', detail = '', code_hash = ''
			WHERE id IN {requests}`, "data_requests", "detail", "outcome")},
	{"audit_log", nil, blankThenScrub("", "audit_log", "subject", "detail", "summary", "actor_email")},
}

// consentsOf is the consent records (with the client address they came from) of the person's records.
const consentsOf = `((record_kind = 'lead' AND record_id IN {leads}) OR (record_kind = 'message' AND record_id IN {messages})
	OR (record_kind = 'subscription' AND record_id IN {subscriptions})
	OR (record_kind = 'booking' AND record_id IN (SELECT id FROM appointments WHERE lead_id IN {leads})))`

// ids writes a list of ids for IN: integers only, so it is safe inside the query; (NULL) matches none.
func ids(list []int64) string {
	if len(list) == 0 {
		return "(NULL)"
	}
	parts := make([]string, len(list))
	for i, id := range list {
		parts[i] = strconv.FormatInt(id, 10)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func fill(query string, g privacy.Target) string {
	return strings.NewReplacer("{leads}", ids(g.LeadIDs), "{messages}", ids(g.MessageIDs),
		"{subscriptions}", ids(g.SubscriptionIDs), "{requests}", ids(g.RequestIDs)).Replace(query)
}

func where(cond string) func(privacy.Target) (string, []any) {
	return func(g privacy.Target) (string, []any) { return fill(cond, g), nil }
}

// mentions is true for a row whose expr holds one of needles (exact text, any case).
func mentions(expr string, needles []string) (string, []any) {
	if len(needles) == 0 {
		return "1 = 0", nil
	}
	var conds []string
	var args []any
	for _, n := range needles {
		conds = append(conds, "replace(lower("+expr+"), ?, '') <> lower("+expr+")")
		args = append(args, strings.ToLower(n))
	}
	return "(" + strings.Join(conds, " OR ") + ")", args
}

func mentionedOr(cond, expr string) func(privacy.Target) (string, []any) {
	return func(g privacy.Target) (string, []any) {
		m, args := mentions(expr, g.Needles)
		if cond == "" {
			return m, args
		}
		return "(" + fill(cond, g) + " OR " + m + ")", args
	}
}

func deleteMentioned(table, cond, expr string) func(tx, privacy.Target) (int64, error) {
	sel := mentionedOr(cond, expr)
	return func(t tx, g privacy.Target) (int64, error) {
		w, args := sel(g)
		return execCount(t, `DELETE FROM `+table+` WHERE `+w, args...)
	}
}

// blankThenScrub runs statement (blanking or deleting the target's rows, "" for none), then
// replaces the needles in columns of table's other rows; it counts the rows of both.
func blankThenScrub(statement, table string, columns ...string) func(tx, privacy.Target) (int64, error) {
	return func(t tx, g privacy.Target) (int64, error) {
		var total int64
		if statement != "" {
			n, err := execCount(t, fill(statement, g))
			if err != nil {
				return 0, err
			}
			total += n
		}
		for _, col := range columns {
			for _, needle := range g.Needles {
				for _, variant := range uniq(needle, strings.ToLower(needle)) {
					n, err := execCount(t, `UPDATE `+table+` SET `+col+` = replace(`+col+`, ?, '`+erased+`')
						WHERE replace(`+col+`, ?, '') <> `+col, variant, variant)
					if err != nil {
						return 0, err
					}
					total += n
				}
			}
		}
		return total, nil
	}
}

func uniq(a, b string) []string {
	if a == b {
		return []string{a}
	}
	return []string{a, b}
}

// FindPerson is every row about p: leads, messages, subscriptions and requests by e-mail or
// mobile number, and the identifiers those rows hold (to scrub where others quote them).
func (s *Store) FindPerson(ctx context.Context, p privacy.Person) (privacy.Target, error) {
	var g privacy.Target
	needles := map[string]bool{}
	add := func(vals ...string) {
		for _, v := range vals {
			if v = strings.TrimSpace(v); len([]rune(v)) >= 3 {
				needles[v] = true
			}
		}
	}
	add(p.Names...)
	add(p.Emails...)
	add(p.Mobiles...)
	emails := make([]any, 0, len(p.Emails))
	for _, e := range p.Emails {
		emails = append(emails, strings.ToLower(e))
	}
	digits := []any{}
	for _, m := range p.Mobiles {
		if d := privacy.Digits(m); len(d) == 10 {
			digits = append(digits, d)
			add(d)
		}
	}
	emailIn, digitIn := placeholders(len(emails)), placeholders(len(digits))
	find := func(list *[]int64, query string, args ...any) error {
		rows, err := s.read(ctx, query, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			var a, b, c, d string
			if err := rows.Scan(&id, &a, &b, &c, &d); err != nil {
				return err
			}
			*list = append(*list, id)
			add(a, b, c, d)
		}
		return rows.Err()
	}
	err := find(&g.LeadIDs, `SELECT id, name, mobile, coalesce(email, ''), mobile_digits FROM leads
		WHERE lower(email) IN `+emailIn+` OR mobile_digits IN `+digitIn, append(append([]any{}, emails...), digits...)...)
	if err == nil {
		err = find(&g.MessageIDs, `SELECT id, first_name || ' ' || last_name, email, phone, '' FROM contact_messages
			WHERE lower(email) IN `+emailIn+` OR `+digitsMatch("phone", len(digits)), append(append([]any{}, emails...), likeDigits(digits)...)...)
	}
	if err == nil {
		err = find(&g.SubscriptionIDs, `SELECT id, email, '', '', '' FROM subscriptions WHERE lower(email) IN `+emailIn, emails...)
	}
	if err == nil {
		err = find(&g.RequestIDs, `SELECT id, name, email, mobile, '' FROM data_requests
			WHERE status <> 'unverified' AND (lower(email) IN `+emailIn+` OR `+digitsMatch("mobile", len(digits))+`)`,
			append(append([]any{}, emails...), likeDigits(digits)...)...)
	}
	if err != nil {
		return g, s.fail("find person", err)
	}
	for n := range needles {
		g.Needles = append(g.Needles, n)
	}
	return g, nil
}

// placeholders is "(?, ?)" for n values, "(NULL)" for none.
func placeholders(n int) string {
	if n == 0 {
		return "(NULL)"
	}
	return "(" + strings.TrimSuffix(strings.Repeat("?, ", n), ", ") + ")"
}

// digitsMatch is true when col, stripped of spaces, dashes, dots and brackets, ends in one of n numbers.
func digitsMatch(col string, n int) string {
	if n == 0 {
		return "1 = 0"
	}
	stripped := "replace(replace(replace(replace(replace(" + col + ", ' ', ''), '-', ''), '.', ''), '(', ''), ')', '')"
	return "(" + strings.TrimSuffix(strings.Repeat(stripped+" LIKE ? OR ", n), " OR ") + ")"
}

func likeDigits(digits []any) []any {
	out := make([]any, len(digits))
	for i, d := range digits {
		out[i] = "%" + d.(string)
	}
	return out
}

// ExportPerson is every row of the target in each exported table, column by column.
func (s *Store) ExportPerson(ctx context.Context, g privacy.Target) (map[string][]map[string]any, error) {
	out := map[string][]map[string]any{}
	for _, pt := range personTables {
		if pt.export == nil {
			continue
		}
		w, args := pt.export(g)
		rows, err := s.read(ctx, `SELECT * FROM `+pt.name+` WHERE `+w+` ORDER BY 1`, args...)
		if err != nil {
			return nil, s.fail("export "+pt.name, err)
		}
		list, err := rowMaps(rows)
		if err != nil {
			return nil, s.fail("export "+pt.name, err)
		}
		out[pt.name] = list
	}
	return out, nil
}

// rowMaps reads rows as column → value, with bytes as text.
func rowMaps(rows *sql.Rows) ([]map[string]any, error) {
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	list := []map[string]any{}
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		m := map[string]any{}
		for i, c := range cols {
			if b, ok := vals[i].([]byte); ok {
				vals[i] = string(b)
			}
			m[c] = vals[i]
		}
		list = append(list, m)
	}
	return list, rows.Err()
}

// Erase removes or anonymises the target in every table, closes its request (at rec.Version),
// and writes the erasure log line and the audit entry, all in one transaction.
func (s *Store) Erase(ctx context.Context, g privacy.Target, rec privacy.ErasureRecord, audit *staff.AuditEvent) (privacy.Counts, error) {
	var counts privacy.Counts
	err := s.inTx(ctx, func(t tx) error {
		counts = rec.Counts.Copy() // a retried unit starts again, from the photos counted outside the store
		if rec.RequestID != 0 {
			if err := closeRequestIn(t, rec.RequestID, rec.Version, privacy.Done, "Erased.", rec.ActorID, rec.At); err != nil {
				return err
			}
		}
		for _, pt := range personTables {
			if pt.erase == nil {
				continue
			}
			n, err := pt.erase(t, g)
			if err != nil {
				return err
			}
			counts[pt.name] = n
		}
		body, err := json.Marshal(counts)
		if err != nil {
			return err
		}
		if err := t.exec(`INSERT INTO erasure_log (request_id, reason, counts, actor_id, at) VALUES (?, ?, ?, ?, ?)`,
			rec.RequestID, rec.Reason, string(body), rec.ActorID, s.d.time(rec.At)); err != nil {
			return err
		}
		if audit == nil {
			return nil
		}
		return s.audit(t, *audit)
	})
	if err != nil {
		return nil, s.domainOr("erase", err)
	}
	// The roll-up's appended rows may still carry the erased leads' page, city or referrer: settle them now
	// (the minute job does it if this fails; the erasure itself is done).
	_ = s.SettleRollup(ctx)
	return counts, nil
}
