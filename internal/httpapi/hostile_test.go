package httpapi

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/web/app/content"
)

// leaks are what an answer must never show: Go and decoder internals, SQL,
// stack traces and file paths.
var leaks = regexp.MustCompile(`(?i)json:|struct|interface \{|map\[|\[\]|\*?\b(?:lead|mail|contact|newsletter|httpapi|fault|sqlite|postgres|main)\.[A-Z]|` +
	`\b(?:select|insert|update|delete)\b.*\b(?:from|into|set)\b|sqlstate|syntax error at|no such table|constraint|goroutine|panic|runtime error|` +
	`\.go:\d|(?:^|[\s"'(])/(?:[\w.-]+/)+[\w.-]+|[a-z]:\\`)

// unreadable says what is wrong with an error sentence, or "" when a visitor can read it.
func unreadable(msg string, fields map[string]string) string {
	if msg == "" {
		return "empty error"
	}
	if !utf8.ValidString(msg) || strings.ContainsAny(msg, "\r\n\t") {
		return "not one line of text"
	}
	first, _ := utf8.DecodeRuneInString(msg)
	if !unicode.IsUpper(first) {
		return "does not start with a capital letter"
	}
	if !strings.HasSuffix(msg, ".") {
		return "does not end with a full stop"
	}
	if l := leaks.FindString(msg); l != "" {
		return "shows internals: " + l
	}
	for k, v := range fields {
		if r := unreadable(v, nil); r != "" {
			return "field " + k + ": " + r
		}
	}
	return ""
}

func TestUnreadableCatchesInternals(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{"", "json: cannot unmarshal number into Go struct field", "please try again.", "Something went wrong",
		"Failed: open /var/lib/site/site.db: permission denied.", "ERROR: relation \"leads\" does not exist (SQLSTATE 42P01).",
		"Insert into leads failed.", "Panic at lead_handlers.go:22.", "Value of type *lead.CreateRequest.", "Line one.\nLine two."} {
		if unreadable(bad, nil) == "" {
			t.Errorf("%q passed as readable", bad)
		}
	}
	for _, good := range []string{"Please send the request as JSON (Content-Type: application/json).", lead.RequiredMessage,
		`The field "role" is not accepted.`, "We could not save your request right now. Please try again in a minute."} {
		if r := unreadable(good, nil); r != "" {
			t.Errorf("%q refused: %s", good, r)
		}
	}
	if unreadable("mobile must be text.", map[string]string{"mobile": "mobile must be text."}) == "" {
		t.Error("a sentence starting in lower case passed as readable")
	}
}

// TestHostileRequests extends TestBadRequestsAnswerReadable4xxAndStoreNothing
// with what an attacker or a broken client sends; no case repeats one of its.
func TestHostileRequests(t *testing.T) {
	info := content.Settings.InfoEmail
	nested := strings.Repeat("[", 10000)
	nestedObj := strings.Repeat(`{"x":`, 2000) + "1" + strings.Repeat("}", 2000)
	script := `<script>alert(document.cookie)</script>`
	mib := `{"name":"` + strings.Repeat("A", 1<<20) + `"}`
	okMail := func(field, value string) string {
		m := map[string]any{"to": info, "name": "Asha", "email": "", "countryCode": "+91", "mobile": "9876543210", "propertyType": "2 BHK", "location": "Pune"}
		m[field] = value
		b, _ := json.Marshal(m)
		return string(b)
	}
	okContact := func(field string, value any) string {
		m := map[string]any{"firstName": "Asha", "lastName": "Rao", "email": "asha@example.in", "phone": "", "subject": "general", "message": "Hello"}
		m[field] = value
		b, _ := json.Marshal(m)
		return string(b)
	}
	okLead := func(field string, value any) string {
		m := map[string]any{"propertyType": "2 BHK", "location": "Pune", "name": "Asha", "mobile": "9876543210", "email": nil, "whatsappUpdates": true}
		m[field] = value
		b, _ := json.Marshal(m)
		return string(b)
	}
	const js = "application/json"
	cases := []struct {
		name, path, contentType, body string
		status                        int
		want                          string
	}{
		// POST /api/leads
		{"lead: 10,000 levels of [", "/api/leads", js, nested, 400, "must be a JSON object"},
		{"lead: 10,000 levels of [ in a field", "/api/leads", js, `{"name":` + nested, 400, "not valid JSON"},
		{"lead: 2,000 nested objects", "/api/leads", js, nestedObj, 400, `The field "x" is not accepted.`},
		{"lead: null for every required field", "/api/leads", js, `{"propertyType":null,"name":null,"mobile":null}`, 400, lead.RequiredMessage},
		{"lead: mobile as a number", "/api/leads", js, `{"propertyType":"2 BHK","name":"Asha","mobile":9876543210}`, 400, `The field "mobile" must be text.`},
		{"lead: whatsappUpdates as 1", "/api/leads", js, okLead("whatsappUpdates", 1), 400, `The field "whatsappUpdates" must be true or false.`},
		{"lead: whatsappUpdates as \"true\"", "/api/leads", js, okLead("whatsappUpdates", "true"), 400, `The field "whatsappUpdates" must be true or false.`},
		{"lead: email as an object", "/api/leads", js, okLead("email", map[string]any{"$ne": ""}), 400, `The field "email" must be text.`},
		{"lead: name as a list", "/api/leads", js, okLead("name", []string{"Asha", "Ravi"}), 400, `The field "name" must be text.`},
		{"lead: duplicate key, last one bad", "/api/leads", js, `{"propertyType":"2 BHK","propertyType":"Villa","name":"Asha","mobile":"9876543210"}`, 400, "Please choose one of the listed options."},
		{"lead: byte order mark", "/api/leads", js, "\uFEFF" + validLead, 400, "must be a JSON object"},
		{"lead: NUL after the object", "/api/leads", js, validLead + "\x00", 400, "nothing after it"},
		{"lead: a second value", "/api/leads", js, validLead + ` 42`, 400, "nothing after it"},
		{"lead: body null", "/api/leads", js, `null`, 400, "must be a JSON object"},
		{"lead: body a string", "/api/leads", js, `"2 BHK, Pune, Asha"`, 400, "must be a JSON object"},
		{"lead: body a number", "/api/leads", js, `9876543210`, 400, "must be a JSON object"},
		{"lead: 10,000-character name", "/api/leads", js, okLead("name", strings.Repeat("n", 10000)), 400, "Please use at most 100 characters."},
		{"lead: 31-character mobile", "/api/leads", js, okLead("mobile", "98765 43210 98765 43210 9876543"), 400, lead.MobileMessage},
		{"lead: NUL in name", "/api/leads", js, okLead("name", "Asha\x00Rao"), 400, "Please remove line breaks and special characters."},
		{"lead: line separator in name", "/api/leads", js, okLead("name", "Asha\u2028Rao"), 400, "Please remove line breaks and special characters."},
		{"lead: script as property type", "/api/leads", js, okLead("propertyType", script), 400, "Please choose one of the listed options."},
		{"lead: script as location", "/api/leads", js, okLead("location", script), 400, "Please choose one of the listed options."},
		{"lead: script as mobile", "/api/leads", js, okLead("mobile", script), 400, lead.MobileMessage},
		{"lead: script as email", "/api/leads", js, okLead("email", script+"@example.in"), 400, "Please enter a valid e-mail address."},
		{"lead: SQL as email", "/api/leads", js, okLead("email", "a@b.in' OR '1'='1"), 400, "Please enter a valid e-mail address."},
		{"lead: invalid UTF-8 in a key", "/api/leads", js, "{\"na\xffme\":\"Asha\"}", 400, "not valid UTF-8"},
		{"lead: prototype pollution", "/api/leads", js, `{"__proto__":{"role":"admin"},"propertyType":"2 BHK","name":"Asha","mobile":"9876543210"}`, 400, `The field "__proto__" is not accepted.`},
		{"lead: id set by the client", "/api/leads", js, okLead("id", 1), 400, `The field "id" is not accepted.`},
		{"lead: UTF-16 charset", "/api/leads", "application/json; charset=utf-16", validLead, 415, "UTF-8"},
		{"lead: JSON patch media type", "/api/leads", "application/json-patch+json", validLead, 415, "Please send the request as JSON"},
		{"lead: HTML media type", "/api/leads", "text/html", "<form><input name=name value=Asha></form>", 415, "Please send the request as JSON"},
		{"lead: broken Content-Type", "/api/leads", ";;;=", validLead, 415, "Please send the request as JSON"},
		{"lead: whitespace only", "/api/leads", js, " \r\n\t ", 400, "The request body is empty."},
		{"lead: NUL in utm_source", "/api/leads", js, okLead("utm_source", "ad\x00"), 400, `The field "utm_source" holds characters that cannot be used.`},
		{"lead: NUL in page", "/api/leads", js, okLead("page", "/\x00"), 400, `The field "page" holds characters that cannot be used.`},
		{"lead: bell in referrer", "/api/leads", js, okLead("referrer", "https://example.in/\a"), 400, `The field "referrer" holds characters`},
		{"lead: broken UTF-8 in location", "/api/leads", js, "{\"propertyType\":\"2 BHK\",\"location\":\"Pune\xff\",\"name\":\"Asha\",\"mobile\":\"9876543210\"}", 400, `Please correct the field "location".`},
		// POST /api/sendMail
		{"mail: CR/LF header injection in to", "/api/sendMail", js, okMail("to", info+"\r\nBcc: everyone@example.in"), 400, "Please enter a valid e-mail address."},
		{"mail: two recipients in to", "/api/sendMail", js, okMail("to", info+", victim@example.in"), 400, "Please enter a valid e-mail address."},
		{"mail: display name in to", "/api/sendMail", js, okMail("to", "Boss <"+info+">"), 400, "Please enter a valid e-mail address."},
		{"mail: CR/LF in email", "/api/sendMail", js, okMail("email", "a@example.in\r\nSubject: Win"), 400, "Please enter a valid e-mail address."},
		{"mail: null to", "/api/sendMail", js, `{"to":null,"name":"Asha","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK"}`, 400, lead.RequiredMessage},
		{"mail: country code as a number", "/api/sendMail", js, `{"to":"` + info + `","name":"Asha","countryCode":91,"mobile":"9876543210","propertyType":"2 BHK"}`, 400, `The field "countryCode" must be text.`},
		{"mail: script as property type", "/api/sendMail", js, okMail("propertyType", script), 400, "Please choose one of the listed options."},
		{"mail: script as location", "/api/sendMail", js, okMail("location", script), 400, "Please choose one of the listed options."},
		{"mail: script as mobile", "/api/sendMail", js, okMail("mobile", script), 400, lead.MobileMessage},
		{"mail: array body", "/api/sendMail", js, `[` + okMail("name", "Asha") + `]`, 400, "must be a JSON object"},
		{"mail: 1 MiB body", "/api/sendMail", js, mib, 413, "The request is too large."},
		{"mail: text/plain", "/api/sendMail", "text/plain", okMail("name", "Asha"), 415, "Please send the request as JSON"},
		{"mail: empty body", "/api/sendMail", js, ``, 400, "The request body is empty."},
		{"mail: 10,000 levels of [", "/api/sendMail", js, nested, 400, "must be a JSON object"},
		{"mail: invalid UTF-8", "/api/sendMail", js, "{\"to\":\"" + info + "\",\"name\":\"\xc0\xaf\"}", 400, "not valid UTF-8"},
		{"mail: byte order mark", "/api/sendMail", js, "\uFEFF" + okMail("name", "Asha"), 400, "must be a JSON object"},
		{"mail: trailing garbage", "/api/sendMail", js, okMail("name", "Asha") + "<!--", 400, "nothing after it"},
		// POST /api/contact
		{"contact: CR/LF in firstName", "/api/contact", js, okContact("firstName", "Asha\r\nBcc: x@example.in"), 400, "Please remove line breaks and special characters."},
		{"contact: script as subject", "/api/contact", js, okContact("subject", script), 400, "Please choose one of the listed options."},
		{"contact: script as email", "/api/contact", js, okContact("email", script), 400, "Please enter a valid e-mail address."},
		{"contact: HTML as phone", "/api/contact", js, okContact("phone", "<b>98765</b>"), 400, "Please enter a valid phone number."},
		{"contact: NUL in message", "/api/contact", js, okContact("message", "Hello\x00"), 400, "Please remove line breaks and special characters."},
		{"contact: null message", "/api/contact", js, okContact("message", nil), 400, lead.RequiredMessage},
		{"contact: message as a list", "/api/contact", js, okContact("message", []string{"Hello"}), 400, `The field "message" must be text.`},
		{"contact: 101-character lastName", "/api/contact", js, okContact("lastName", strings.Repeat("r", 101)), 400, "Please use at most"},
		{"contact: cc field", "/api/contact", js, okContact("cc", "all@example.in"), 400, `The field "cc" is not accepted.`},
		{"contact: trailing garbage", "/api/contact", js, okContact("message", "Hi") + "]", 400, "nothing after it"},
		{"contact: NUL in page", "/api/contact", js, okContact("page", "/Contact-Us\x00"), 400, `The field "page" holds characters that cannot be used.`},
		{"contact: broken UTF-8 in message", "/api/contact", js, "{\"firstName\":\"Asha\",\"lastName\":\"Rao\",\"email\":\"asha@example.in\",\"subject\":\"general\",\"message\":\"\xc0\xaf\"}", 400, `Please correct the field "message".`},
		{"contact: form encoded", "/api/contact", "application/x-www-form-urlencoded", "firstName=Asha&message=Hi", 415, "Please send the request as JSON"},
		// POST /api/subscribe
		{"subscribe: CR/LF in email", "/api/subscribe", js, `{"email":"a@example.in\r\nBcc: b@example.in","page":"/"}`, 400, "Please enter a valid e-mail address."},
		{"subscribe: 300-character email", "/api/subscribe", js, `{"email":"` + strings.Repeat("a", 290) + `@example.in","page":"/"}`, 400, "Please enter a valid e-mail address."},
		{"subscribe: email as a list", "/api/subscribe", js, `{"email":["a@example.in","b@example.in"]}`, 400, `The field "email" must be text.`},
		{"subscribe: page as a number", "/api/subscribe", js, `{"email":"a@example.in","page":7}`, 400, `The field "page" must be text.`},
		{"subscribe: empty object", "/api/subscribe", js, `{}`, 400, lead.RequiredMessage},
		{"subscribe: duplicate email, last one bad", "/api/subscribe", js, `{"email":"a@example.in","email":"<script>"}`, 400, "Please enter a valid e-mail address."},
		{"subscribe: script as email", "/api/subscribe", js, `{"email":"` + script + `"}`, 400, "Please enter a valid e-mail address."},
		{"subscribe: NUL in page", "/api/subscribe", js, `{"email":"a@example.in","page":"/\u0000"}`, 400, `The field "page" holds characters that cannot be used.`},
		{"subscribe: 10,000 levels of [", "/api/subscribe", js, `{"email":` + nested, 400, "not valid JSON"},
	}
	if len(cases) < 40 {
		t.Fatalf("only %d hostile cases", len(cases))
	}
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := e.call(t, "POST", c.path, c.contentType, c.body, "198.51.100.7:40000", nil)
				if res.StatusCode != c.status {
					t.Errorf("status = %d, want %d", res.StatusCode, c.status)
				}
				b := decodeBody(t, res)
				msg, _ := b["error"].(string)
				fields := map[string]string{}
				if f, ok := b["fields"].(map[string]any); ok {
					for k, v := range f {
						fields[k], _ = v.(string)
					}
				}
				if !strings.Contains(msg, c.want) {
					t.Errorf("error = %q, want it to contain %q", msg, c.want)
				}
				if r := unreadable(msg, fields); r != "" {
					t.Errorf("error %q: %s", msg, r)
				}
				if c.path == "/api/sendMail" && b["success"] != false {
					t.Errorf("sendMail answer lacks success:false: %v", b)
				}
				if l, m, s, mails := e.stored(t); l+m+s+mails != 0 {
					t.Errorf("stored %d leads, %d messages, %d subscriptions, %d mails", l, m, s, mails)
				}
			})
		}
	})
}

// TestHostileCatalogQueries: a garbled category or type names no category
// there is, so it gets the answer of an unknown one, an empty list, on both
// engines (PostgreSQL would refuse a NUL or broken UTF-8 with an error: 503).
func TestHostileCatalogQueries(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		for _, query := range []string{"category=%00&type=Normal", "category=%ff&type=Normal", "category=Wardrobe-Designs&type=%00",
			"category=Wardrobe-Designs%00&type=Normal", "category=%c0%af&type=Normal", "category=%ed%a0%80&type=Luxury",
			"category=Wardrobe-Designs&type=Normal%ff", "category=a%09b&type=Normal", "category=a%e2%80%a8b&type=Normal", "category=%7f&type=Normal"} {
			res := e.call(t, "GET", "/api/designs?"+query, "", "", "198.51.100.7:40000", nil)
			if body := strings.TrimSpace(bodyText(t, res)); res.StatusCode != 200 || body != "[]" {
				t.Errorf("GET /api/designs?%s = %d %s, want 200 []", query, res.StatusCode, body)
			}
		}
		if logs := e.logs.String(); strings.Contains(logs, `"level":"ERROR"`) {
			t.Errorf("garbled queries logged an error:\n%s", logs)
		}
	})
}

// TestHostileTextIsKeptVerbatimAndMailedEscaped: markup and SQL in free text
// are words a visitor may type ("budget < 5 lakh"); they are stored as typed
// and never reach a mail as markup or a header as a line break.
func TestHostileTextIsKeptVerbatimAndMailedEscaped(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		ctx := context.Background()
		name := `<img src=x onerror=alert(1)>Robert'); DROP TABLE leads;--`
		message := "<script>alert(1)</script>\nBudget < 5 lakh & \"soon\""
		res := e.postJSON(t, "/api/leads", map[string]any{"propertyType": "2 BHK", "name": name, "mobile": "9876543210", "email": "asha@example.in", "utm_source": "<b>ad</b>\r\nX: y"})
		if res.StatusCode != 201 {
			t.Fatalf("lead = %d %v", res.StatusCode, decodeBody(t, res))
		}
		res = e.postJSON(t, "/api/sendMail", map[string]string{"to": "asha@example.in", "name": name, "email": "asha@example.in", "countryCode": "+91", "mobile": "9876543210", "propertyType": "2 BHK", "location": "Pune"})
		if b := decodeBody(t, res); res.StatusCode != 200 || b["success"] != true {
			t.Fatalf("sendMail = %d %v", res.StatusCode, b)
		}
		res = e.postJSON(t, "/api/contact", map[string]string{"firstName": "<b>Asha</b>", "lastName": "Rao", "email": "asha@example.in", "subject": "general", "message": message})
		if res.StatusCode != 201 {
			t.Fatalf("contact = %d %v", res.StatusCode, decodeBody(t, res))
		}
		leads, err := e.db.ListLeads(ctx)
		if err != nil || len(leads) != 1 || leads[0].Name != name {
			t.Fatalf("leads = %+v, %v; want the name stored as typed", leads, err)
		}
		if leads[0].UTMSource != "<b>ad</b>X: y" {
			t.Errorf("utm_source = %q, want control characters dropped", leads[0].UTMSource)
		}
		msgs, err := e.db.ListContactMessages(ctx)
		if err != nil || len(msgs) != 1 || msgs[0].Message != message {
			t.Fatalf("contact messages = %+v, %v", msgs, err)
		}
		items, err := e.db.Claim(ctx, "hostile-test", e.clock.Now(), time.Minute, 10)
		if err != nil || len(items) != 3 {
			t.Fatalf("outbox = %d mails, %v; want company copy, visitor mail and contact mail", len(items), err)
		}
		for _, it := range items {
			m, err := mail.Deliverable(it)
			if err != nil {
				t.Fatalf("outbox row %d cannot be written out: %v", it.ID, err)
			}
			for _, raw := range []string{"<img", "<script", "<b>Asha"} {
				if strings.Contains(m.HTML, raw) {
					t.Errorf("mail to %s carries visitor markup %q unescaped in its HTML", m.To, raw)
				}
			}
			if strings.ContainsAny(m.Subject+m.To+m.ReplyTo, "\r\n") {
				t.Errorf("mail header with a line break: %q %q %q", m.Subject, m.To, m.ReplyTo)
			}
		}
	})
}

// TestSendMailRefusesLookalikeAddresses extends TestSendMail: addresses that
// merely resemble the company's or a recent lead's are refused, and nothing is queued.
func TestSendMailRefusesLookalikeAddresses(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		info := content.Settings.InfoEmail
		local, domain, _ := strings.Cut(info, "@")
		e.postJSON(t, "/api/leads", map[string]any{"propertyType": "2 BHK", "name": "Asha", "mobile": "9876543210", "email": "asha@example.in"})
		// A bot's lead is not stored, so its address never becomes mailable.
		e.postJSON(t, "/api/leads", map[string]any{"propertyType": "2 BHK", "name": "Bot", "mobile": "9876543210", "email": "victim@example.in", "website": "x"})
		// A refused lead does not make its address mailable either.
		e.postJSON(t, "/api/leads", map[string]any{"propertyType": "Villa", "name": "Asha", "mobile": "9876543210", "email": "other@example.in"})
		_, _, _, before := e.stored(t)
		for _, to := range []string{
			"asha@example.in.evil.example", "asha+promo@example.in", "asha@example.in@evil.example", `"asha@example.in"@evil.example`,
			"asha@exаmple.in", // Cyrillic а
			"asha%40example.in", "victim@example.in", "other@example.in",
			local + "+x@" + domain, local + "@" + domain + ".", local + "@" + domain + ".evil.example", local + "@sub." + domain,
			"ｉｎｆｏ@" + domain, local + "@" + strings.ToUpper(domain) + ">",
		} {
			res := e.postJSON(t, "/api/sendMail", map[string]string{"to": to, "name": "Asha", "email": "asha@example.in",
				"countryCode": "+91", "mobile": "9876543210", "propertyType": "2 BHK", "location": "Pune"})
			b := decodeBody(t, res)
			if res.StatusCode != 400 && res.StatusCode != 403 {
				t.Errorf("sendMail to %q = %d, want 400 or 403", to, res.StatusCode)
			}
			if msg, _ := b["error"].(string); b["success"] != false || unreadable(msg, nil) != "" {
				t.Errorf("sendMail to %q answered %v", to, b)
			}
		}
		if _, _, _, after := e.stored(t); after != before {
			t.Errorf("lookalike addresses queued %d mails", after-before)
		}
	})
}

// hostileCall sends one row of an admin hostile table from cookie's session and
// checks the answer is want and, for a refusal, that its error is a readable sentence
// and, when field is set, that field is named among the field errors. It returns a
// refusal's answer for checks of the table's own.
func (e *env) hostileCall(t *testing.T, cookie, method, target, body string, want int, field string) map[string]any {
	t.Helper()
	ct := ""
	if body != "" {
		ct = "application/json"
	}
	res := e.call(t, method, target, ct, body, "198.51.100.9:40000", map[string]string{"Cookie": cookie})
	if res.StatusCode != want {
		t.Fatalf("status %d, want %d: %s", res.StatusCode, want, bodyText(t, res))
	}
	if want < 400 {
		return nil
	}
	answer := decodeBody(t, res)
	if msg, _ := answer["error"].(string); unreadable(msg, nil) != "" {
		t.Errorf("error sentence %q: %s", msg, unreadable(msg, nil))
	}
	if field != "" {
		if f, _ := answer["fields"].(map[string]any); f[field] == nil {
			t.Errorf("no field error for %s: %v", field, answer)
		}
	}
	return answer
}

// noErrorLogged checks a hostile table left no ERROR line in the log: every row was a refusal, not a fault.
func (e *env) noErrorLogged(t *testing.T) {
	t.Helper()
	if logs := e.logs.String(); strings.Contains(logs, `"level":"ERROR"`) {
		t.Errorf("the hostile table logged an error:\n%s", logs)
	}
}
