package sqlstore

// Where a person's data lives: personTables is the one list of every table that can hold it, with
// how to export a person's rows and how to erase them. An erasure acts on the person's records by
// id (their leads, messages, subscriptions and requests, and the rows tied to those); in rows of
// other records it looks only for the whole e-mail addresses and mobile numbers the person proved,
// never for a name or anything else a requester typed (issue 38; privacy.Target). How each part is
// erased is in privacy_erase.go. A table another feature adds is one line here; the erasure tests
// scan every text column of every table, so a table left out fails them.

import (
	"context"
	"database/sql"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
)

// personTable is one table's part: export selects the target's rows (nil when the table is not part
// of the person's file), erase removes or anonymises them and redacts the person where others quote them.
type personTable struct {
	name   string
	export func(g privacy.Target) (string, []any)
	erase  func(t tx, x *erasure) (int64, error)
}

var personTables = []personTable{
	{"appointment_events", where(`appointment_id IN ` + appointmentsOf),
		blankThenRedact(`UPDATE appointment_events SET text = '`+privacy.ErasedMark+`' WHERE appointment_id IN `+appointmentsOf,
			"appointment_events", `appointment_id NOT IN `+appointmentsOf, "text")},
	{"appointments", where(`lead_id IN {leads}`), nil}, // times and places only: kept with the anonymised lead
	{"ad_leads", where(`lead_id IN {leads}`), nil},     // the platform's ids and the ad only: kept, so a platform's late repeat makes no new lead
	{"lead_events", where(`lead_id IN {leads}`),
		blankThenRedact(`UPDATE lead_events SET text = '`+privacy.ErasedMark+`' WHERE lead_id IN {leads}`, "lead_events", `lead_id NOT IN {leads}`, "text")},
	// A lead's WhatsApp conversation goes whole (its referral, the parameters of a template not yet sent).
	{"whatsapp_messages", where(`lead_id IN {leads}`),
		blankThenRedact(`DELETE FROM whatsapp_messages WHERE lead_id IN {leads}`, "whatsapp_messages", `lead_id NOT IN {leads}`, "text")},
	// Every text of the lead a visitor or staff wrote, the campaign texts of their visit included
	// (the dashboard's roll-up drops the keys no lead carries any more: SettleRollup after the erasure).
	{"leads", where(`id IN {leads}`),
		blankThenRedact(`UPDATE leads SET name = '', mobile = '', mobile_digits = '', email = NULL, location = '', page = '',
			referrer = '', utm_source = '', utm_medium = '', utm_campaign = '', utm_term = '', utm_content = '',
			follow_up_on = NULL, erased = TRUE,
			lost_reason = CASE WHEN status = 'won' THEN '' ELSE '`+privacy.ErasedReason+`' END,
			status = CASE WHEN status = 'won' THEN 'won' ELSE 'lost' END WHERE id IN {leads}`, "leads", `id NOT IN {leads}`, "lost_reason")},
	{"contact_messages", where(`id IN {messages}`),
		blankThenRedact(`DELETE FROM contact_messages WHERE id IN {messages}`, "contact_messages", `id NOT IN {messages}`, "subject", "message")},
	{"subscriptions", where(`id IN {subscriptions}`), blankThenRedact(`DELETE FROM subscriptions WHERE id IN {subscriptions}`, "", "")},
	{"consents", where(consentsOf), blankThenRedact(`DELETE FROM consents WHERE `+consentsOf, "", "")},
	{"outbox", where(`id IN (` + mailsOf + `)`), eraseMails},
	{"idempotency_keys", nil, eraseAnswers},
	{"lead_views", nil, eraseViews},
	{"data_requests", where(`id IN {requests}`),
		blankThenRedact(`UPDATE data_requests SET name = '', email = '', mobile = '', mobile_key = '', detail = '', code_hash = '' WHERE id IN {requests}`,
			"data_requests", `id NOT IN {requests}`, "detail", "outcome")},
	// A quote's acceptance names the person and their address; its lines and figures are the company's.
	{"quote_versions", where(`lead_id IN {leads}`),
		blankThenRedact(`UPDATE quote_versions SET accepted_name = '', accepted_address = '', accepted_note = '' WHERE lead_id IN {leads}`,
			"quote_versions", `lead_id NOT IN {leads}`, "note")},
	{"quote_codes", nil, blankThenRedact(`DELETE FROM quote_codes WHERE version_id IN (SELECT id FROM quote_versions WHERE lead_id IN {leads})`, "", "")},
	{"audit_log", nil, eraseAudit},
}

// appointmentsOf is the bookings of the person's leads.
const appointmentsOf = `(SELECT id FROM appointments WHERE lead_id IN {leads})`

// consentsOf is the consent records (with the client address they came from) of the person's records.
const consentsOf = `((record_kind = 'lead' AND record_id IN {leads}) OR (record_kind = 'message' AND record_id IN {messages})
	OR (record_kind = 'subscription' AND record_id IN {subscriptions})
	OR (record_kind = 'booking' AND record_id IN ` + appointmentsOf + `))`

// tiesOf is true for a tie (outbox_records) to one of the person's records.
const tiesOf = `((record_kind = '` + leadRecord + `' AND record_id IN {leads}) OR (record_kind = '` + messageRecord + `' AND record_id IN {messages})
	OR (record_kind = 'subscription' AND record_id IN {subscriptions}) OR (record_kind = '` + requestRecord + `' AND record_id IN {requests})
	OR (record_kind = 'booking' AND record_id IN ` + appointmentsOf + `))`

// mailsOf is the outbox rows about the person's records: a lead's own mails and the rows tied to a record.
const mailsOf = `SELECT id FROM outbox WHERE lead_id IN {leads} UNION SELECT outbox_id FROM outbox_records WHERE ` + tiesOf

// ids writes a list of ids for IN and NOT IN: integers only, so it is safe inside the query. An empty list is (0):
// ids start at 1, so IN (0) matches no row and NOT IN (0) every row ("NOT IN (NULL)" would match none, and an
// erasure or retention run with no lead of its own would then miss the other records that quote or hold a contact).
func ids(list []int64) string {
	if len(list) == 0 {
		return "(0)"
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

// FindPerson is every record under p's contacts: leads (with those merged into them or they into),
// messages (and those made into one of the leads), subscriptions and closed requests that proved the
// same contact (an open one is still being answered); with the identifiers they hold. Nothing but a
// proven contact is a search term.
func (s *Store) FindPerson(ctx context.Context, p privacy.Person) (privacy.Target, error) {
	var g privacy.Target
	emails, digits := []any{}, []any{}
	for _, e := range p.Emails {
		emails = append(emails, e)
		g.Quoted.Emails = append(g.Quoted.Emails, e)
		g.Addressed = append(g.Addressed, e)
	}
	for _, d := range p.Mobiles {
		digits = append(digits, d)
		g.Quoted.Mobiles = append(g.Quoted.Mobiles, d)
	}
	if len(emails)+len(digits) == 0 {
		return g, nil
	}
	g.Own = g.Quoted
	seen := map[*[]int64]map[int64]bool{}
	// find adds the ids of query's rows to list (once each) and, when own, their names, e-mails and mobiles to Own.
	find := func(list *[]int64, own bool, query string, args ...any) error {
		type found struct {
			id                  int64
			name, email, mobile string
		}
		rows, err := s.read(ctx, query, args...)
		got, err := collect(rows, err, func(f *found) []any { return []any{&f.id, &f.name, &f.email, &f.mobile} })
		if seen[list] == nil {
			seen[list] = map[int64]bool{}
		}
		for _, f := range got {
			if seen[list][f.id] {
				continue
			}
			seen[list][f.id] = true
			*list = append(*list, f.id)
			if own {
				g.Own.Names = append(g.Own.Names, f.name)
				g.Own.Emails = append(g.Own.Emails, f.email)
				g.Own.Mobiles = append(g.Own.Mobiles, f.mobile)
			}
		}
		return err
	}
	emailIn, digitIn := placeholders(len(emails)), placeholders(len(digits))
	const leadFields = `SELECT id, name, mobile, coalesce(email, '') FROM leads WHERE `
	err := find(&g.LeadIDs, true, leadFields+`lower(email) IN `+emailIn+` OR mobile_digits IN `+digitIn, append(append([]any{}, emails...), digits...)...)
	// Leads staff merged are one person's: one step each way, a few times over.
	for i := 0; err == nil && i < 3; i++ {
		before := len(g.LeadIDs)
		err = find(&g.LeadIDs, true, leadFields+`merged_into IN `+ids(g.LeadIDs)+` OR id IN (SELECT merged_into FROM leads WHERE id IN `+ids(g.LeadIDs)+`)`)
		if len(g.LeadIDs) == before {
			break
		}
	}
	if err == nil {
		err = find(&g.MessageIDs, true, `SELECT id, first_name || ' ' || last_name, email, phone FROM contact_messages
			WHERE lower(email) IN `+emailIn+` OR phone_key IN `+digitIn+` OR lead_id IN `+ids(g.LeadIDs),
			append(append([]any{}, emails...), digits...)...)
	}
	if err == nil {
		err = find(&g.SubscriptionIDs, false, `SELECT id, '', email, '' FROM subscriptions WHERE lower(email) IN `+emailIn, emails...)
	}
	if err == nil {
		err = find(&g.RequestIDs, false, `SELECT id, '', email, mobile FROM data_requests WHERE status IN ('done', 'refused')
			AND ((channel = 'email' AND lower(email) IN `+emailIn+`) OR (mobile_verified_at IS NOT NULL AND mobile_key IN `+digitIn+`))`,
			append(append([]any{}, emails...), digits...)...)
	}
	if err != nil {
		return g, s.fail("find person", err)
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
		for _, row := range list {
			for _, col := range exportOmits {
				delete(row, col)
			}
		}
		out[pt.name] = list
	}
	return out, nil
}

// exportOmits are columns a person's file leaves out: match keys that repeat a field the file has (the mobile's
// digits) and the hash of a confirmation code, which is the site's, not the person's.
var exportOmits = []string{"mobile_digits", "phone_key", "mobile_key", "code_hash"}

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
// and writes the erasure log line and the audit entry (when not nil), all in one transaction; then it
// settles the dashboard's roll-up and, on SQLite, empties the WAL, so neither file keeps a byte of what
// went (the writer runs with secure_delete). It returns the outbox rows it deleted.
func (s *Store) Erase(ctx context.Context, g privacy.Target, rec privacy.ErasureRecord, audit *staff.AuditEvent) (privacy.Counts, []int64, error) {
	var counts privacy.Counts
	var mails []int64
	err := s.inTx(ctx, func(t tx) error {
		t.stmts = nil              // an erasure's statements name its ids: never worth keeping prepared
		counts = rec.Counts.Copy() // a retried unit starts again, from the photos counted outside the store
		if rec.RequestID != 0 {
			if err := closeRequestIn(t, rec.RequestID, rec.Version, privacy.Done, "Erased.", rec.ActorID, rec.At); err != nil {
				return err
			}
		}
		x := newErasure(g)
		for _, pt := range personTables {
			if pt.erase == nil {
				continue
			}
			n, err := pt.erase(t, x)
			if err != nil {
				return err
			}
			counts[pt.name] = n
		}
		mails = x.mails
		if rec.Notice != nil { // after the person's mails went, so it stays; forgotten once delivered
			id, err := s.enqueueIn(t, *rec.Notice, mailmsg.KindVisitor, 0)
			if err != nil {
				return err
			}
			if err := t.exec(`UPDATE outbox SET forget_sent = ? WHERE id = ?`, true, id); err != nil {
				return err
			}
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
		return nil, nil, s.domainOr("erase", err)
	}
	// The roll-up's appended rows still carry the erased leads' texts until folded; the WAL their old pages.
	// Both are done again by the minute job and the checkpointer if this fails; the erasure itself is done.
	_ = s.SettleRollup(ctx)
	s.forgetFreed(ctx)
	return counts, mails, nil
}
