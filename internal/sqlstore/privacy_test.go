package sqlstore_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// textColumns is every column of every table of the schema.
func textColumns(t *testing.T, raw *sql.DB) map[string][]string {
	t.Helper()
	cols := map[string][]string{}
	rows, err := raw.Query(`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`)
	if err != nil { // SQLite
		rows, err = raw.Query(`SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'`)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var table, col string
		if err := rows.Scan(&table, &col); err != nil {
			t.Fatal(err)
		}
		cols[table] = append(cols[table], col)
	}
	if len(cols) < 20 {
		t.Fatalf("only %d tables found", len(cols))
	}
	return cols
}

// scan finds needles in any column of any table (each value as text, any case) and names where.
func scan(t *testing.T, raw *sql.DB, needles ...string) []string {
	t.Helper()
	var found []string
	for table, cols := range textColumns(t, raw) {
		for _, col := range cols {
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

var codeInMail = regexp.MustCompile(`Your code is (\d{6})`)

// mailedCode reads the newest code mail to addr from the outbox.
func mailedCode(t *testing.T, raw *sql.DB, addr string) string {
	t.Helper()
	rows, err := raw.Query(`SELECT CAST(message AS TEXT) FROM outbox ORDER BY id DESC`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var body string
		rows.Scan(&body)
		var m mailmsg.Message
		json.Unmarshal([]byte(body), &m)
		if m.To == addr {
			if c := codeInMail.FindStringSubmatch(m.Text); c != nil {
				return c[1]
			}
		}
	}
	t.Fatalf("no code mailed to %s", addr)
	return ""
}

func str(s string) *string { return &s }

// seedPerson stores Asha Verma everywhere a person can be: two leads, a note on another person's
// lead that quotes her address and number, a message, a subscription, mails, a stored answer and
// audit entries (one about her lead, one keeping a search by her address URL-encoded).
func seedPerson(t *testing.T, s *sqlstore.Store, raw *sql.DB, at time.Time) (ashaLead, otherLead int64) {
	t.Helper()
	ctx := context.Background()
	mk := func(name, mobile, email string) int64 {
		l := lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: mobile, Email: str(email), Role: lead.Role, CreatedAt: at}
		notice := &mailmsg.Message{To: "info@nivaas.example", Subject: "New lead: " + name, Text: name + " " + mobile + " " + email}
		once := &idempotency.Once{Route: "leads", Key: "k-" + mobile, Answer: func(id int64, _ time.Time) idempotency.Answer {
			return idempotency.Answer{Status: 201, Body: []byte(`{"id":` + strconv.FormatInt(id, 10) + `,"name":"` + name + `"}`)}
		}}
		if err := s.CreateLead(ctx, &l, notice, once); err != nil {
			t.Fatal(err)
		}
		return l.ID
	}
	ashaLead = mk("Asha Verma", "+91 98450 12345", "Asha.Verma@example.com")
	mk("Asha Verma", "9845012345", "asha.verma@example.com") // a second enquiry by the same person
	otherLead = mk("Ravi Kumar", "9000000001", "ravi@example.com")
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := raw.Exec(q, args...); err != nil {
			t.Fatal(err)
		}
	}
	when := at.Format("2006-01-02T15:04:05.000Z")
	exec(`INSERT INTO lead_events (lead_id, at, kind, text) VALUES ($1, $2, 'note', 'Called Asha Verma on 98450 12345')`, ashaLead, when)
	exec(`INSERT INTO consents (record_kind, record_id, purpose, notice_version, notice_hash, language, given_at, client_address)
		VALUES ('lead', $1, 'whatsapp', 1, 'h', 'en', $2, '198.51.100.77')`, ashaLead, when)
	exec(`INSERT INTO lead_events (lead_id, at, kind, text) VALUES ($1, $2, 'note', 'Referred by asha.verma@example.com (98450 12345)')`, otherLead, when)
	// Her WhatsApp conversation (an ad's referral with it), and a message on another lead that quotes her number.
	exec(`INSERT INTO whatsapp_messages (lead_id, direction, text, status, wamid, created_at, referral)
		VALUES ($1, 'in', 'This is Asha Verma, call me on 98450 12345', 'received', 'wamid.asha', $2, '{"ctwa_clid":"asha-click"}')`, ashaLead, when)
	exec(`INSERT INTO whatsapp_messages (lead_id, direction, kind, template, params, text, status, created_at)
		VALUES ($1, 'out', 'follow_up', 'nivaas_follow_up', '["Asha Verma"]', 'Follow-up.', 'queued', $2)`, ashaLead, when)
	exec(`INSERT INTO whatsapp_messages (lead_id, direction, text, status, wamid, created_at)
		VALUES ($1, 'in', 'My sister is on 98450 12345', 'received', 'wamid.ravi', $2)`, otherLead, when)
	exec(`INSERT INTO audit_log (at, action, subject, detail) VALUES ($1, 'changed a lead', $2, 'Asha Verma, mobile 9845012345')`, when, fmt.Sprintf("lead %d", ashaLead))
	exec(`INSERT INTO audit_log (at, action, subject, detail) VALUES ($1, 'exported leads', '', 'q=asha.verma%40example.com')`, when)
	m := contact.Message{
		Written:   contact.Written{FirstName: "Asha", LastName: "Verma", Email: "asha.verma@example.com", Phone: "98450-12345", Subject: "Kitchen", Message: "Please call me"},
		CreatedAt: at,
	}
	if err := s.CreateContactMessage(ctx, &m, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Subscribe(ctx, &newsletter.Subscription{Email: "asha.verma@example.com", CreatedAt: at}); err != nil {
		t.Fatal(err)
	}
	return ashaLead, otherLead
}

// TestPrivacyErasureLeavesNoTrace: after a verified erasure request, no text column of any table
// holds the person's name, mobile or e-mail; the other person's lead keeps theirs, and the
// erasure log holds counts only.
func TestPrivacyErasureLeavesNoTrace(t *testing.T) {
	forEngines(t, func(t *testing.T, s *sqlstore.Store, raw *sql.DB) {
		ctx := context.Background()
		now := time.Now().UTC()
		svc := privacy.NewService(s, nil, nil, "Nivaas", func() time.Time { return now })
		_, otherLead := seedPerson(t, s, raw, now.Add(-time.Hour))

		access, err := svc.Ask(ctx, privacy.Ask{Kind: privacy.Access, Name: "Asha Verma", Email: "asha.verma@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Verify(ctx, access.ID, mailedCode(t, raw, "asha.verma@example.com"), "203.0.113.9"); err != nil {
			t.Fatal(err)
		}
		file, err := svc.Export(ctx, access.ID)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := json.Marshal(file)
		for _, want := range []string{`"leads"`, "Asha Verma", "Please call me", "Called Asha Verma", `"subscriptions"`, "New lead: Asha Verma",
			`"whatsapp_messages"`, "This is Asha Verma, call me"} {
			if !strings.Contains(string(body), want) {
				t.Errorf("access file lacks %q: %.600s", want, body)
			}
		}
		if strings.Contains(string(body), "Ravi") {
			t.Errorf("access file holds another person's data")
		}
		// Answered, the access request is one of the records the erasure takes (an open one would stay, being answered).
		answered, _ := svc.Get(ctx, access.ID)
		if _, err := svc.Close(ctx, staff.Actor{Address: "test"}, privacy.Change{ID: access.ID, Version: answered.Version, Status: privacy.Done, Outcome: "Sent the file."}); err != nil {
			t.Fatal(err)
		}

		er, err := svc.Ask(ctx, privacy.Ask{Kind: privacy.Erasure, Name: "Asha Verma", Email: "asha.verma@example.com", Mobile: "98450 12345"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Verify(ctx, er.ID, mailedCode(t, raw, "asha.verma@example.com"), "203.0.113.9"); err != nil {
			t.Fatal(err)
		}
		got, _ := svc.Get(ctx, er.ID)
		// The code proved the address; staff call the number before it counts too.
		if got, err = svc.VerifyByPhone(ctx, staff.Actor{ID: 0, Address: "test"}, privacy.Change{ID: er.ID, Version: got.Version}); err != nil || !got.MobileProven() {
			t.Fatalf("verify the mobile: %+v %v", got, err)
		}
		if _, err := svc.Erase(ctx, staff.Actor{ID: 0, Address: "test"}, privacy.Change{ID: er.ID, Version: got.Version - 1}, nil); fault.Code(err) != fault.ECONFLICT {
			t.Fatalf("erasure on a stale version: %v", err)
		}
		erased, err := svc.Erase(ctx, staff.Actor{ID: 0, Address: "test"}, privacy.Change{ID: er.ID, Version: got.Version}, nil)
		if err != nil {
			t.Fatal(err)
		}
		counts := erased.Counts
		if counts["leads"] < 2 || counts["contact_messages"] < 1 || counts["subscriptions"] != 1 || counts["outbox"] < 2 {
			t.Errorf("counts = %v", counts)
		}
		// What stays of her is the notice telling her it is done, at the address she proved, until it is delivered.
		if found := scan(t, raw, "Asha Verma", "asha.verma@example.com", "asha.verma%40example.com", "98450 12345", "9845012345", "98450-12345",
			"198.51.100.77", "203.0.113.9"); len(found) != 1 || found[0] != `outbox.message holds "asha.verma@example.com"` {
			t.Errorf("after erasure, before the notice went: %s", strings.Join(found, "; "))
		}
		items, err := s.Claim(ctx, "w", time.Now().Add(time.Hour), time.Minute, 100)
		var ids []int64
		var notices []mail.Message
		for _, it := range items {
			ids = append(ids, it.ID)
			if it.Message.To == "asha.verma@example.com" {
				notices = append(notices, it.Message)
			}
		}
		if err != nil || len(notices) != 1 || !strings.Contains(notices[0].Subject, "Your data is erased") {
			t.Fatalf("the erasure's notice: %+v %v", notices, err)
		}
		if _, err := s.MarkSentAll(ctx, ids, "w", time.Now()); err != nil {
			t.Fatal(err)
		}
		if found := scan(t, raw, "Asha Verma", "asha.verma@example.com", "asha.verma%40example.com", "98450 12345", "9845012345", "98450-12345",
			"198.51.100.77", "203.0.113.9", "asha-click", "wamid.asha"); len(found) > 0 {
			t.Errorf("after erasure: %s", strings.Join(found, "; "))
		}
		var note string
		raw.QueryRow(`SELECT text FROM lead_events WHERE lead_id = $1`, otherLead).Scan(&note)
		if note != "Referred by [erased] ([erased])" {
			t.Errorf("the note on another lead: %q", note)
		}
		var quoted string
		raw.QueryRow(`SELECT text FROM whatsapp_messages WHERE lead_id = $1`, otherLead).Scan(&quoted)
		if quoted != "My sister is on [erased]" {
			t.Errorf("the WhatsApp message on another lead: %q", quoted)
		}
		if found := scan(t, raw, "Ravi Kumar", "9000000001"); len(found) == 0 {
			t.Error("the other person's lead was erased too")
		}
		log, err := svc.ErasureLog(ctx)
		if err != nil || len(log) != 1 || log[0].RequestID != er.ID || log[0].Counts["leads"] < 2 {
			t.Fatalf("erasure log = %+v, %v", log, err)
		}
		if r, _ := svc.Get(ctx, er.ID); r.Status != privacy.Done {
			t.Errorf("request status = %s", r.Status)
		}
		if _, err := svc.Erase(ctx, staff.Actor{}, privacy.Change{ID: er.ID, Version: got.Version + 1}, nil); fault.Code(err) != fault.ECONFLICT {
			t.Errorf("second erasure: %v", err)
		}
	})
}

// TestPrivacyCodeGuesses: 40 concurrent wrong guesses spend the 5 attempts exactly; the right code then
// no longer works; a code is worth nothing on another request; an expired code fails.
func TestPrivacyCodeGuesses(t *testing.T) {
	forEngines(t, func(t *testing.T, s *sqlstore.Store, raw *sql.DB) {
		ctx := context.Background()
		var mu sync.Mutex
		now := time.Now().UTC()
		clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
		svc := privacy.NewService(s, nil, nil, "", clock)
		ask := func(email string) (privacy.Request, string) {
			r, err := svc.Ask(ctx, privacy.Ask{Kind: privacy.Access, Email: email})
			if err != nil {
				t.Fatal(err)
			}
			return r, mailedCode(t, raw, email)
		}
		a, codeA := ask("a@example.com")
		b, codeB := ask("b@example.com")
		if _, err := svc.Verify(ctx, b.ID, codeA, "x"); fault.Code(err) != fault.EINVALID && codeA != codeB {
			t.Errorf("a's code on b's request: %v", err)
		}
		wrong := "000000"
		if codeA == wrong {
			wrong = "000001"
		}
		var wg sync.WaitGroup
		var throttled, invalid, other int
		for range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := svc.Verify(ctx, a.ID, wrong, "x")
				mu.Lock()
				defer mu.Unlock()
				switch fault.Code(err) {
				case fault.ETHROTTLED:
					throttled++
				case fault.EINVALID:
					invalid++
				default:
					other++
				}
			}()
		}
		wg.Wait()
		var attempts int
		raw.QueryRow(`SELECT code_attempts FROM data_requests WHERE id = $1`, a.ID).Scan(&attempts)
		if attempts != privacy.C.Limits.CodeAttempts || invalid != attempts || throttled != 40-attempts || other != 0 {
			t.Fatalf("attempts %d, invalid %d, throttled %d, other %d", attempts, invalid, throttled, other)
		}
		if _, err := svc.Verify(ctx, a.ID, codeA, "x"); !errors.Is(err, privacy.ErrTooManyCodes) {
			t.Errorf("right code after the allowance: %v", err)
		}
		mu.Lock()
		now = now.Add(31 * time.Minute)
		mu.Unlock()
		if _, err := svc.Verify(ctx, b.ID, codeB, "x"); fault.Code(err) != fault.EINVALID {
			t.Errorf("expired code: %v", err)
		}
		for _, bad := range []string{"", "12345", "1234567", "12a456", "１２３４５６"} {
			if _, err := svc.Verify(ctx, b.ID, bad, "x"); fault.Code(err) != fault.EINVALID {
				t.Errorf("code %q: %v", bad, err)
			}
		}
		if _, err := svc.Verify(ctx, 999999, "123456", "x"); fault.Code(err) != fault.EINVALID {
			t.Errorf("no such request: %v", err)
		}
	})
}
