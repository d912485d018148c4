package sqlstore

// How each part of a person's data is erased (the list is personTables): their rows by id, and
// what rows of other records quote of them, found with privacy's quoting rules (whole addresses and
// numbers only) and rewritten one row at a time by id.

import (
	"context"
	"encoding/json"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/privacy"
)

// erasure is one run: its target, the needles it looks with and the outbox rows it deleted.
type erasure struct {
	g      privacy.Target
	own    []privacy.Needle // what the person's records hold: looked for in rows tied to them by id
	quoted []privacy.Needle // the whole addresses and numbers they proved: looked for in rows of others
	links  []privacy.Needle // the back-office's links to their leads, which the mails to staff carry
	mails  []int64
}

func newErasure(g privacy.Target) *erasure {
	x := &erasure{g: g, own: privacy.Needles(g.Own), quoted: privacy.Needles(g.Quoted)}
	for _, id := range g.LeadIDs {
		x.links = append(x.links, *privacy.LeadLinkNeedle(id))
	}
	return x
}

// blankThenRedact runs statement (blanking or deleting the target's rows, "" for none), then redacts
// the proven contacts in columns of table's rows matching others; it counts the rows of both.
func blankThenRedact(statement, table, others string, columns ...string) func(tx, *erasure) (int64, error) {
	return func(t tx, x *erasure) (int64, error) {
		var total int64
		if statement != "" {
			n, err := execCount(t, fill(statement, x.g))
			if err != nil {
				return 0, err
			}
			total += n
		}
		if table == "" {
			return total, nil
		}
		n, err := redact(t, table, fill(others, x.g), nil, x.quoted, columns...)
		return total + n, err
	}
}

// redact rewrites columns of table's rows matching cond (with args) where they quote needles,
// each changed row by its id. Rows are narrowed first by the needles' hints when each has one.
func redact(t tx, table, cond string, args []any, needles []privacy.Needle, columns ...string) (int64, error) {
	if len(needles) == 0 || len(columns) == 0 {
		return 0, nil
	}
	if hinted, hintArgs := hintsIn(columns, needles); hinted != "" {
		cond, args = "("+cond+") AND "+hinted, append(append([]any{}, args...), hintArgs...)
	}
	rows, err := t.rows(`SELECT id, `+textsOf(columns)+` FROM `+table+` WHERE `+cond, args...)
	type row struct {
		id    int64
		texts []string
	}
	var found []row
	if err == nil {
		for rows.Next() {
			r := row{texts: make([]string, len(columns))}
			dest := []any{&r.id}
			for i := range r.texts {
				dest = append(dest, &r.texts[i])
			}
			if err = rows.Scan(dest...); err != nil {
				break
			}
			found = append(found, r)
		}
		rows.Close()
		if err == nil {
			err = rows.Err()
		}
	}
	if err != nil {
		return 0, err
	}
	var n int64
	for _, r := range found {
		var sets []string
		var vals []any
		for i, text := range r.texts {
			if out, changed := privacy.Redact(text, needles); changed {
				sets, vals = append(sets, columns[i]+" = ?"), append(vals, out)
			}
		}
		if len(sets) == 0 {
			continue
		}
		if err := t.exec(`UPDATE `+table+` SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(vals, r.id)...); err != nil {
			return 0, err
		}
		n++
	}
	return n, nil
}

// textsOf selects columns as text, NULL as "".
func textsOf(columns []string) string {
	out := make([]string, len(columns))
	for i, c := range columns {
		out[i] = "coalesce(CAST(" + c + " AS TEXT), '')"
	}
	return strings.Join(out, ", ")
}

// hintsIn is a condition true for a row whose columns hold one of needles' hints, "" unless each has one.
func hintsIn(columns []string, needles []privacy.Needle) (string, []any) {
	var ors []string
	var args []any
	for _, n := range needles {
		if n.Hint() == "" {
			return "", nil
		}
		for _, c := range columns {
			ors, args = append(ors, "lower(CAST("+c+" AS TEXT)) LIKE ?"), append(args, "%"+n.Hint()+"%")
		}
	}
	return "(" + strings.Join(ors, " OR ") + ")", args
}

// eraseMails deletes the outbox rows about the person: those tied to their records (any status, but
// a pending mail about others too stays), those addressed to a proven address, and delivered mails
// quoting their proven contacts or linking to their leads. A pending mail to anyone else is never touched.
func eraseMails(t tx, x *erasure) (int64, error) {
	taken := map[int64]bool{}
	var list []int64
	take := func(id int64) {
		if !taken[id] {
			taken[id] = true
			list = append(list, id)
		}
	}
	type tied struct {
		id      int64
		pending bool
		shared  bool // tied to another person's record too (an escalation listing several leads)
	}
	rows, err := t.rows(fill(`SELECT o.id, o.status = 'pending', (o.lead_id IS NOT NULL AND coalesce(o.lead_id NOT IN {leads}, TRUE))
		OR EXISTS (SELECT 1 FROM outbox_records r WHERE r.outbox_id = o.id AND NOT `+strings.ReplaceAll(tiesOf, "record_", "r.record_")+`)
		FROM outbox o WHERE o.id IN (`+mailsOf+`)`, x.g))
	ties, err := collect(rows, err, func(r *tied) []any { return []any{&r.id, &r.pending, &r.shared} })
	if err != nil {
		return 0, err
	}
	for _, r := range ties {
		if !r.pending || !r.shared {
			take(r.id)
		}
	}
	// Mails to a proven address, and delivered ones quoting the person; narrowed in SQL, decided here.
	var needles []privacy.Needle
	for _, a := range x.g.Addressed {
		if n := privacy.EmailNeedle(a); n != nil {
			needles = append(needles, *n)
		}
	}
	quoting := append(append([]privacy.Needle{}, x.quoted...), x.links...)
	if cond, args := hintsIn([]string{"message"}, append(append([]privacy.Needle{}, needles...), quoting...)); cond != "" && len(args) > 0 {
		type mail struct {
			id      int64
			pending bool
			body    string
		}
		rows, err := t.rows(`SELECT id, status = 'pending', CAST(message AS TEXT) FROM outbox WHERE `+cond, args...)
		found, err := collect(rows, err, func(m *mail) []any { return []any{&m.id, &m.pending, &m.body} })
		if err != nil {
			return 0, err
		}
		for _, m := range found {
			var msg mailmsg.Message
			_ = json.Unmarshal([]byte(m.body), &msg)
			switch {
			case addressedTo(msg, x.g.Addressed):
				take(m.id)
			case !m.pending && privacy.Quotes(m.body, quoting):
				take(m.id)
			}
		}
	}
	x.mails = list
	var n int64
	for i := 0; i < len(list); i += 500 {
		k, err := execCount(t, `DELETE FROM outbox WHERE id IN `+ids(list[i:min(i+500, len(list))]))
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

// addressedTo says m goes to (or answers to) one of addresses.
func addressedTo(m mailmsg.Message, addresses []string) bool {
	for _, a := range addresses {
		if strings.EqualFold(strings.TrimSpace(m.To), a) || strings.EqualFold(strings.TrimSpace(m.ReplyTo), a) {
			return true
		}
	}
	return false
}

// eraseAnswers deletes the stored answers of the person's form posts (their body names the record's id).
func eraseAnswers(t tx, x *erasure) (int64, error) {
	var conds []string
	var args []any
	for route, list := range map[string][]int64{"leads": x.g.LeadIDs, "contact": x.g.MessageIDs} {
		for _, id := range list {
			n := strconv.FormatInt(id, 10)
			conds, args = append(conds, "(route = ? AND (body = ? OR body LIKE ?))"), append(args, route, `{"id":`+n+`}`, `{"id":`+n+`,%`)
		}
	}
	if len(conds) == 0 {
		return 0, nil
	}
	return execCount(t, `DELETE FROM idempotency_keys WHERE `+strings.Join(conds, " OR "), args...)
}

// eraseViews deletes the saved lead views whose name or search names the person (their records'
// names as whole words, their addresses and numbers): a view named after them is about them.
func eraseViews(t tx, x *erasure) (int64, error) {
	needles := append(append([]privacy.Needle{}, x.own...), x.quoted...)
	if len(needles) == 0 {
		return 0, nil
	}
	type view struct {
		id          int64
		name, query string
	}
	rows, err := t.rows(`SELECT id, name, query FROM lead_views`)
	views, err := collect(rows, err, func(v *view) []any { return []any{&v.id, &v.name, &v.query} })
	if err != nil {
		return 0, err
	}
	var gone []int64
	for _, v := range views {
		search := v.query
		if q, err := url.ParseQuery(v.query); err == nil {
			search += " " + q.Get("q")
		}
		if privacy.Quotes(v.name, needles) || privacy.Quotes(search, needles) {
			gone = append(gone, v.id)
		}
	}
	if len(gone) == 0 {
		return 0, nil
	}
	return execCount(t, `DELETE FROM lead_views WHERE id IN `+ids(gone))
}

// eraseAudit keeps every audit entry: those about the person's records (by the id in their subject)
// lose what the records held and the visitor's client address; the others lose the proven contacts
// they quote, in any encoding. Who acted (actor_email) is the staff member's, never redacted.
func eraseAudit(t tx, x *erasure) (int64, error) {
	var conds []string
	var args []any
	for _, id := range x.g.LeadIDs {
		conds, args = append(conds, "subject = ?"), append(args, "lead "+strconv.FormatInt(id, 10))
	}
	for _, id := range x.g.RequestIDs {
		conds, args = append(conds, "subject = ?"), append(args, "data request "+strconv.FormatInt(id, 10))
	}
	for _, id := range x.g.MessageIDs {
		n := "contact message #" + strconv.FormatInt(id, 10)
		conds, args = append(conds, "(detail = ? OR detail LIKE ?)"), append(args, n, n+":%")
	}
	tied := "1 = 0"
	if len(conds) > 0 {
		tied = "(" + strings.Join(conds, " OR ") + ")"
	}
	n, err := redact(t, "audit_log", tied, args, x.own, "subject", "detail", "summary")
	if err != nil {
		return 0, err
	}
	m, err := redact(t, "audit_log", "NOT "+tied, args, x.quoted, "subject", "detail", "summary")
	if err != nil {
		return 0, err
	}
	// A visitor's own step (entering their code) keeps their client address: it goes with them.
	type entry struct {
		id      int64
		address string
	}
	rows, err := t.rows(`SELECT id, address FROM audit_log WHERE actor_id = 0 AND address <> '' AND `+tied, args...)
	entries, err := collect(rows, err, func(e *entry) []any { return []any{&e.id, &e.address} })
	if err != nil {
		return 0, err
	}
	for _, e := range entries {
		if _, perr := netip.ParseAddr(e.address); perr == nil {
			if err := t.exec(`UPDATE audit_log SET address = '' WHERE id = ?`, e.id); err != nil {
				return 0, err
			}
			n++
		}
	}
	return n + m, nil
}

// forgetFreed empties SQLite's WAL after an erasure, so no frame keeps the pages as they were
// (the writer's secure_delete has zeroed what was deleted in the file itself). Readers or the writer
// busy at that moment make it try again for a while; the next erasure or restart does the rest.
func (s *Store) forgetFreed(ctx context.Context) {
	if s.wal == nil {
		return
	}
	deadline := time.Now().Add(2 * time.Second)
	for {
		var busy, logged, copied int64
		err := s.wal.db.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logged, &copied)
		if (err == nil && busy == 0) || time.Now().After(deadline) || ctx.Err() != nil {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}
