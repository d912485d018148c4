package httpapi

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/maildir"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// withMailFolder wires the requests to a mail folder of dir, whose copies an erasure reaches.
func withMailFolder(dir string) func(*wiring) {
	return func(d *wiring) {
		db := d.Answers.(*sqlstore.Store)
		d.Privacy = privacy.NewService(db, nil, maildir.New(dir, "Nivaas Interiors <no-reply@nivaas.example>"), "", d.Now)
	}
}

// tableTexts is every column of every table as text, keyed "table.column#row", to compare before and after.
func tableTexts(t *testing.T, raw *sql.DB, table string, cols ...string) map[string]string {
	t.Helper()
	out := map[string]string{}
	casts := make([]string, len(cols))
	for i, c := range cols {
		casts[i] = "coalesce(CAST(" + c + " AS TEXT), '')"
	}
	rows, err := raw.Query(`SELECT CAST(id AS TEXT), ` + strings.Join(casts, ", ") + ` FROM ` + table)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		vals := make([]string, len(cols)+1)
		ptrs := make([]any, len(vals))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		for i, c := range cols {
			out[table+"."+c+"#"+vals[0]] = vals[i+1]
		}
	}
	return out
}

// kept fails for each value of before that after lacks or changed.
func kept(t *testing.T, what string, before, after map[string]string) {
	t.Helper()
	for k, v := range before {
		if got, ok := after[k]; !ok {
			t.Errorf("%s: %s was deleted (it held %.80q)", what, k, v)
		} else if got != v {
			t.Errorf("%s: %s changed from %.80q to %.80q", what, k, v, got)
		}
	}
}

func (a *adminEnv) eraseRequest(t *testing.T, cookie string, id int64) map[string]any {
	t.Helper()
	r, err := a.privacy.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	res := a.as(t, cookie, "POST", "/api/admin/privacy/requests/"+strconv.FormatInt(id, 10)+"/erase", jsonOf(map[string]any{"version": r.Version}),
		map[string]string{"Sec-Fetch-Site": "same-origin"})
	b := decodeBody(t, res)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("erase %d: %d %v", id, res.StatusCode, b)
	}
	return b
}

// TestPrivacyErasureActsOnlyOnFoundRecords (issue 38 item 2): a verified erasure request whose
// typed name is the brand, or a staff member's e-mail, and whose address holds nothing, erases
// nothing and says so in a sentence: every mail of the outbox (pending ones included), every mail
// file and every audit row stays as it was. A real person's erasure then takes their rows by id
// and leaves the pending mails of others untouched. Both engines.
func TestPrivacyErasureActsOnlyOnFoundRecords(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	privacyEngines(t, func(t *testing.T, a *adminEnv, raw *sql.DB, _ string) {
		owner := a.account(t, staff.Owner)
		cookie := a.signIn(t, owner)
		a.account(t, staff.Sales) // an audit entry naming another staff e-mail
		ravi := a.emailLead(t, "Ravi Kumar", "9000000001", "ravi@example.com")
		meera := a.emailLead(t, "Meera Nair", "9000000002", "meera@example.com")
		for _, l := range []struct {
			id                  int64
			name, mobile, email string
		}{{ravi, "Ravi Kumar", "9000000001", "ravi@example.com"}, {meera, "Meera Nair", "9000000002", "meera@example.com"}} {
			res := a.postJSON(t, "/api/sendMail", map[string]any{"to": l.email, "name": l.name, "email": l.email, "countryCode": "+91",
				"mobile": l.mobile, "propertyType": "2 BHK", "location": contract.C.Locations[0], "leadId": l.id})
			if res.StatusCode >= 300 {
				t.Fatalf("confirmation of %s: %d %s", l.name, res.StatusCode, bodyText(t, res))
			}
		}
		// The mail folder's copy of Ravi's confirmation, named as the folder names it (after its outbox row).
		var raviMail int64
		if err := raw.QueryRow(`SELECT id FROM outbox WHERE lead_id = $1 AND kind = 'visitor'`, ravi).Scan(&raviMail); err != nil {
			t.Fatal(err)
		}
		mailFile := filepath.Join(dir, "outbox-"+strconv.FormatInt(raviMail, 10)+"-1789000000000@nivaas.example.eml")
		if err := os.WriteFile(mailFile, []byte("To: <ravi@example.com>\r\nSubject: Your free estimate request - Nivaas Interiors\r\n\r\nNamaste Ravi Kumar, "+owner.Email+" will call you.\r\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		outbox := func() map[string]string { return tableTexts(t, raw, "outbox", "status", "message") }
		audit := func() map[string]string {
			return tableTexts(t, raw, "audit_log", "actor_email", "subject", "detail", "summary")
		}
		leadsBefore, outboxBefore, auditBefore := tableTexts(t, raw, "leads", "name", "mobile", "email"), outbox(), audit()
		if !strings.Contains(fmt.Sprint(outboxBefore), "Nivaas") || !strings.Contains(fmt.Sprint(auditBefore), owner.Email) {
			t.Fatalf("the setting lacks what the attack aims at: %v %v", outboxBefore, auditBefore)
		}

		for _, name := range []string{"Nivaas", owner.Email, "Ravi Kumar"} {
			addr := "nobody" + strconv.FormatInt(a.seq.Add(1), 10) + "@example.net"
			id, _ := a.askConfirmed(t, raw, `{"kind":"erasure","name":"`+name+`","email":"`+addr+`","detail":"`+name+` 9000000001"}`)
			b := a.eraseRequest(t, cookie, id)
			msg, _ := b["message"].(string)
			if unreadable(msg, nil) != "" || !strings.Contains(msg, "nothing was erased") {
				t.Errorf("erasure named %q with nothing found answered %v", name, b)
			}
			if r, _ := a.privacy.Get(context.Background(), id); r.Status != privacy.Done || r.Outcome != msg {
				t.Errorf("the request after it: %s %q", r.Status, r.Outcome)
			}
		}
		kept(t, "outbox", outboxBefore, outbox())
		kept(t, "audit", auditBefore, audit())
		kept(t, "leads", leadsBefore, tableTexts(t, raw, "leads", "name", "mobile", "email"))
		if _, err := os.Stat(mailFile); err != nil {
			t.Errorf("the mail file of another person: %v", err)
		}

		// Ravi's own erasure: his rows go, Meera's pending mails stay as they were.
		var meeraMails int
		raw.QueryRow(`SELECT count(*) FROM outbox WHERE lead_id = $1 AND status = 'pending'`, meera).Scan(&meeraMails)
		meeraBefore := tableTexts(t, raw, "outbox", "status", "message")
		id, _ := a.askConfirmed(t, raw, `{"kind":"erasure","name":"Nivaas","email":"ravi@example.com"}`)
		counts := a.eraseRequest(t, cookie, id)["counts"].(map[string]any)
		if counts["leads"] != float64(1) {
			t.Errorf("Ravi's erasure counted %v", counts)
		}
		var raviMails, left int
		raw.QueryRow(`SELECT count(*) FROM outbox WHERE lead_id = $1`, ravi).Scan(&raviMails)
		raw.QueryRow(`SELECT count(*) FROM outbox WHERE lead_id = $1 AND status = 'pending'`, meera).Scan(&left)
		if raviMails != 0 || meeraMails == 0 || left != meeraMails {
			t.Errorf("after Ravi's erasure: his mails %d, Meera's pending %d of %d", raviMails, left, meeraMails)
		}
		after := tableTexts(t, raw, "outbox", "status", "message")
		for k, v := range meeraBefore {
			if strings.Contains(v, "Meera") && after[k] != v {
				t.Errorf("Meera's mail %s changed", k)
			}
		}
		if _, err := os.Stat(mailFile); err == nil {
			t.Error("the mail file about Ravi outlived his erasure")
		}
	}, withMailFolder(dir))
}

// traces are where a value stands in any column of any table (as text, any case).
func traces(t *testing.T, raw *sql.DB, needles ...string) []string {
	t.Helper()
	cols := map[string][]string{}
	rows, err := raw.Query(`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`)
	if err != nil { // SQLite
		rows, err = raw.Query(`SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'`)
	}
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var table, col string
		if err := rows.Scan(&table, &col); err != nil {
			t.Fatal(err)
		}
		cols[table] = append(cols[table], col)
	}
	rows.Close()
	var found []string
	for table, list := range cols {
		for _, col := range list {
			for _, n := range needles {
				var c int
				q := fmt.Sprintf(`SELECT count(*) FROM %q WHERE lower(CAST(%q AS TEXT)) LIKE '%%' || lower($1) || '%%'`, table, col)
				if err := raw.QueryRow(q, n).Scan(&c); err != nil {
					t.Fatalf("%s.%s: %v", table, col, err)
				}
				if c > 0 {
					found = append(found, fmt.Sprintf("%s.%s holds %q", table, col, n))
				}
			}
		}
	}
	return found
}

// TestPrivacyErasureLeavesNothingBehind (issue 38 item 4): after a person's erasure no column of
// any table holds their name, e-mail, mobile or the campaign texts their visit carried (the lead's
// utm fields, the dashboard's roll-up, a saved view named after them, the audit entry of an export
// searched by their address, a colleague's note quoting it), in plain or URL-encoded form; on SQLite
// neither site.db nor its WAL holds a byte of them. The one exception, the mail telling her it is done (issue 41
// item 12), is deleted once delivered. Both engines.
func TestPrivacyErasureLeavesNothingBehind(t *testing.T) {
	t.Parallel()
	privacyEngines(t, func(t *testing.T, a *adminEnv, raw *sql.DB, file string) {
		ctx := context.Background()
		cookie := a.signIn(t, a.account(t, staff.Owner))
		same := map[string]string{"Sec-Fetch-Site": "same-origin"}
		// The CRM webhook on: the lead's copy for the CRM waits in the outbox, tied to the lead.
		if res := a.as(t, cookie, "PUT", "/api/admin/settings/webhook", `{"version":1,"url":"https://crm.example.com/leads","enabled":true}`, same); res.StatusCode != http.StatusOK {
			t.Fatalf("webhook on: %d %s", res.StatusCode, bodyText(t, res))
		}
		res := a.postJSON(t, "/api/leads", map[string]any{"propertyType": "3 BHK", "location": "Pune", "name": "Zarina Quadri",
			"mobile": "98123 00456", "email": "Zarina.Q@example.org", "whatsappUpdates": true, "page": "/cities/pune",
			"referrer": "https://zarina-blog.example/post", "utm_source": "mailer", "utm_medium": "email",
			"utm_campaign": "zarina-kitchen-2026", "utm_term": "zarina quadri modular", "utm_content": "zarina-banner-b"})
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("lead: %d %s", res.StatusCode, bodyText(t, res))
		}
		ravi := a.emailLead(t, "Ravi Kumar", "9000000001", "ravi@example.com")
		for _, call := range []struct{ method, target, body string }{
			{"POST", "/api/admin/lead-views", `{"name":"Zarina Quadri","query":"q=Zarina+Quadri"}`},
			{"POST", "/api/admin/lead-views", `{"name":"Fresh leads","query":"status=new"}`},
			{"POST", "/api/admin/leads/" + strconv.FormatInt(ravi, 10) + "/notes", `{"version":1,"text":"Referred by zarina.q@example.org, call 98123-00456."}`},
			{"GET", "/api/admin/leads/export.csv?q=zarina.q%40example.org", ""},
			{"GET", "/api/admin/leads/export.xlsx?q=Zarina+Quadri", ""},
		} {
			if res := a.as(t, cookie, call.method, call.target, call.body, same); res.StatusCode >= 300 {
				t.Fatalf("%s %s: %d %s", call.method, call.target, res.StatusCode, bodyText(t, res))
			}
		}
		if err := a.store.SettleRollup(ctx); err != nil {
			t.Fatal(err)
		}
		needles := []string{"zarina", "9812300456", "98123 00456", "98123-00456", "98123+00456", "98123%2000456"}
		var crm int
		raw.QueryRow(`SELECT count(*) FROM outbox WHERE CAST(message AS TEXT) LIKE '%webhook%' AND CAST(message AS TEXT) LIKE '%Zarina%'`).Scan(&crm)
		if before := traces(t, raw, needles...); crm != 1 || len(before) < 10 || !strings.Contains(strings.Join(before, ";"), "lead_day_counts") {
			t.Fatalf("the setting is not what the test means (%d CRM copies): %v", crm, before)
		}

		id, _ := a.askConfirmed(t, raw, `{"kind":"erasure","name":"Zarina Quadri","email":"zarina.q@example.org","mobile":"98123 00456"}`)
		r, _ := a.privacy.Get(ctx, id) // staff call the number: it is hers, and notes quoting it lose it too
		if res := a.as(t, cookie, "POST", "/api/admin/privacy/requests/"+strconv.FormatInt(id, 10)+"/verify-phone", jsonOf(map[string]any{"version": r.Version}), same); res.StatusCode != http.StatusOK {
			t.Fatalf("verify the mobile: %d %s", res.StatusCode, bodyText(t, res))
		}
		counts := a.eraseRequest(t, cookie, id)["counts"].(map[string]any)
		if counts["leads"] != float64(1) {
			t.Errorf("counts %v", counts)
		}
		// The one mail left to her is the erasure's notice, at the address she proved; once delivered it goes too.
		if left := traces(t, raw, needles...); len(left) != 1 || !strings.HasPrefix(left[0], "outbox.message") {
			t.Errorf("after the erasure, before its notice went:\n%s", strings.Join(left, "\n"))
		}
		notice := a.mailsTo(t, "zarina.q@example.org")
		if len(notice) != 1 || !strings.Contains(notice[0].Subject, "Your data is erased") ||
			!strings.Contains(notice[0].Text, "we delete it once this mail is delivered") || strings.Contains(notice[0].Text, "Zarina") {
			t.Fatalf("the erasure's notice: %+v", notice)
		}
		var noticeID int64
		raw.QueryRow(`SELECT id FROM outbox WHERE forget_sent AND lease_owner = 'test'`).Scan(&noticeID)
		if n, err := a.store.MarkSentAll(ctx, []int64{noticeID}, "test", a.clock.Now()); err != nil || n != 1 {
			t.Fatalf("deliver the notice %d: %d %v", noticeID, n, err)
		}
		var rows, logged int
		raw.QueryRow(`SELECT count(*) FROM outbox WHERE id = ` + strconv.FormatInt(noticeID, 10)).Scan(&rows)
		raw.QueryRow(`SELECT count(*) FROM mail_log WHERE outbox_id = ` + strconv.FormatInt(noticeID, 10)).Scan(&logged)
		if rows != 0 || logged != 1 {
			t.Errorf("the delivered notice: %d outbox rows, %d mail log lines; want 0 and 1", rows, logged)
		}
		if left := traces(t, raw, needles...); len(left) > 0 {
			t.Errorf("after the erasure:\n%s", strings.Join(left, "\n"))
		}
		if kept := traces(t, raw, "Ravi Kumar", "Fresh leads"); len(kept) < 2 {
			t.Errorf("the erasure took others' rows too: %v", kept)
		}
		if file == "" {
			return
		}
		for _, f := range []string{file, file + "-wal"} {
			data, err := os.ReadFile(f)
			if err != nil && !os.IsNotExist(err) {
				t.Fatal(err)
			}
			lower := bytes.ToLower(data)
			for _, n := range []string{"zarina", "9812300456", "98123 00456"} {
				if c := bytes.Count(lower, []byte(n)); c > 0 {
					t.Errorf("%s holds %q %d times after the erasure", filepath.Base(f), n, c)
				}
			}
		}
	})
}
