package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/web/app/content"
)

const validLead = `{"propertyType":"2 BHK","location":"Pune","name":"Asha Rao","mobile":"98765 43210","email":"asha@example.in","whatsappUpdates":true}`

func TestBadRequestsAnswerReadable4xxAndStoreNothing(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		long := strings.Repeat("a", 101)
		huge := `{"name":"` + strings.Repeat("x", 17<<10) + `"}`
		cases := []struct {
			name, method, url, body, contentType string
			wantStatus                           int
			wantError                            string
		}{
			// POST /api/leads
			{"lead: number as property type", "POST", "/api/leads", `{"propertyType":2,"name":"Asha","mobile":"9876543210"}`, "application/json", 400, `The field "propertyType" must be text.`},
			{"lead: text as whatsappUpdates", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha","mobile":"9876543210","whatsappUpdates":"yes"}`, "application/json", 400, `The field "whatsappUpdates" must be true or false.`},
			{"lead: number as email", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha","mobile":"9876543210","email":5}`, "application/json", 400, `The field "email" must be text.`},
			{"lead: missing name", "POST", "/api/leads", `{"propertyType":"2 BHK","mobile":"9876543210"}`, "application/json", 400, lead.RequiredMessage},
			{"lead: missing mobile", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha"}`, "application/json", 400, lead.RequiredMessage},
			{"lead: missing property type", "POST", "/api/leads", `{"name":"Asha","mobile":"9876543210"}`, "application/json", 400, lead.RequiredMessage},
			{"lead: client sets role", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha","mobile":"9876543210","role":"admin"}`, "application/json", 400, `The field "role" is not accepted.`},
			{"lead: client sets createdAt", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha","mobile":"9876543210","createdAt":"2020-01-01T00:00:00Z"}`, "application/json", 400, `The field "createdAt" is not accepted.`},
			{"lead: name too long", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"` + long + `","mobile":"9876543210"}`, "application/json", 400, "Please use at most 100 characters."},
			{"lead: invalid UTF-8", "POST", "/api/leads", "{\"propertyType\":\"2 BHK\",\"name\":\"As\xc3\x28ha\",\"mobile\":\"9876543210\"}", "application/json", 400, "The request contains characters that are not valid UTF-8."},
			{"lead: CR/LF in name", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha\r\nBcc: x@y.in","mobile":"9876543210"}`, "application/json", 400, "Please remove line breaks and special characters."},
			{"lead: short mobile", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha","mobile":"98765"}`, "application/json", 400, lead.MobileMessage},
			{"lead: mobile starting with 5", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha","mobile":"5876543210"}`, "application/json", 400, lead.MobileMessage},
			{"lead: letters in mobile", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha","mobile":"98765abcde"}`, "application/json", 400, lead.MobileMessage},
			{"lead: bad email", "POST", "/api/leads", `{"propertyType":"2 BHK","name":"Asha","mobile":"9876543210","email":"asha@"}`, "application/json", 400, "Please enter a valid e-mail address."},
			{"lead: unknown property type", "POST", "/api/leads", `{"propertyType":"Villa","name":"Asha","mobile":"9876543210"}`, "application/json", 400, "Please choose one of the listed options."},
			{"lead: unknown location", "POST", "/api/leads", `{"propertyType":"2 BHK","location":"Paris","name":"Asha","mobile":"9876543210"}`, "application/json", 400, "Please choose one of the listed options."},
			{"lead: huge body", "POST", "/api/leads", huge, "application/json", 413, "The request is too large."},
			{"lead: form encoded", "POST", "/api/leads", `name=Asha&mobile=9876543210`, "application/x-www-form-urlencoded", 415, "Please send the request as JSON"},
			{"lead: text/plain", "POST", "/api/leads", validLead, "text/plain", 415, "Please send the request as JSON"},
			{"lead: bad JSON", "POST", "/api/leads", `{"name":"Asha",}`, "application/json", 400, "The request body is not valid JSON."},
			{"lead: trailing data", "POST", "/api/leads", validLead + `{"name":"Ravi"}`, "application/json", 400, "a single JSON object and nothing after it"},
			{"lead: array", "POST", "/api/leads", `[` + validLead + `]`, "application/json", 400, "The request body must be a JSON object."},
			{"lead: empty body", "POST", "/api/leads", ``, "application/json", 400, "The request body is empty."},
			{"lead: GET", "GET", "/api/leads", ``, "", 405, "This address only accepts POST requests."},
			{"lead: DELETE", "DELETE", "/api/leads", ``, "", 405, "This address only accepts POST requests."},
			// POST /api/sendMail
			{"mail: missing to", "POST", "/api/sendMail", `{"name":"Asha","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK"}`, "application/json", 400, lead.RequiredMessage},
			{"mail: foreign country code", "POST", "/api/sendMail", `{"to":"` + content.Settings.InfoEmail + `","name":"Asha","countryCode":"+1","mobile":"9876543210","propertyType":"2 BHK"}`, "application/json", 400, "Only Indian mobile numbers (+91) are accepted."},
			{"mail: header injection in name", "POST", "/api/sendMail", `{"to":"` + content.Settings.InfoEmail + `","name":"Asha\nBcc: all@example.in","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK"}`, "application/json", 400, "Please remove line breaks and special characters."},
			{"mail: bad mobile", "POST", "/api/sendMail", `{"to":"` + content.Settings.InfoEmail + `","name":"Asha","countryCode":"+91","mobile":"12","propertyType":"2 BHK"}`, "application/json", 400, lead.MobileMessage},
			{"mail: subject field", "POST", "/api/sendMail", `{"to":"` + content.Settings.InfoEmail + `","subject":"Win money"}`, "application/json", 400, `The field "subject" is not accepted.`},
			{"mail: wrong type", "POST", "/api/sendMail", `{"to":["a@b.in","c@d.in"]}`, "application/json", 400, `The field "to" must be text.`},
			{"mail: GET", "GET", "/api/sendMail", ``, "", 405, "This address only accepts POST requests."},
			// POST /api/contact
			{"contact: missing message", "POST", "/api/contact", `{"firstName":"Asha","lastName":"Rao","email":"asha@example.in","subject":"general"}`, "application/json", 400, lead.RequiredMessage},
			{"contact: bad email", "POST", "/api/contact", `{"firstName":"Asha","lastName":"Rao","email":"asha.example.in","subject":"general","message":"Hello"}`, "application/json", 400, "Please enter a valid e-mail address."},
			{"contact: unknown subject", "POST", "/api/contact", `{"firstName":"Asha","lastName":"Rao","email":"asha@example.in","subject":"spam","message":"Hello"}`, "application/json", 400, "Please choose one of the listed options."},
			{"contact: message too long", "POST", "/api/contact", `{"firstName":"Asha","lastName":"Rao","email":"asha@example.in","subject":"general","message":"` + strings.Repeat("m", 5001) + `"}`, "application/json", 400, "Please use at most 5000 characters."},
			{"contact: bad phone", "POST", "/api/contact", `{"firstName":"Asha","lastName":"Rao","email":"asha@example.in","phone":"call me","subject":"general","message":"Hello"}`, "application/json", 400, "Please enter a valid phone number."},
			{"contact: wrong content type", "POST", "/api/contact", `{}`, "multipart/form-data; boundary=x", 415, "Please send the request as JSON"},
			{"contact: GET", "GET", "/api/contact", ``, "", 405, "This address only accepts POST requests."},
			// POST /api/subscribe
			{"subscribe: missing email", "POST", "/api/subscribe", `{"page":"/Guides/Design-Tips"}`, "application/json", 400, lead.RequiredMessage},
			{"subscribe: bad email", "POST", "/api/subscribe", `{"email":"not-an-email","page":"/Guides/Design-Tips"}`, "application/json", 400, "Please enter a valid e-mail address."},
			{"subscribe: unknown field", "POST", "/api/subscribe", `{"email":"a@example.in","name":"Asha"}`, "application/json", 400, `The field "name" is not accepted.`},
			{"subscribe: number email", "POST", "/api/subscribe", `{"email":42}`, "application/json", 400, `The field "email" must be text.`},
			{"subscribe: GET", "GET", "/api/subscribe", ``, "", 405, "This address only accepts POST requests."},
			// GET routes
			{"designs: no type", "GET", "/api/designs?category=Bedroom-Designs", ``, "", 400, "Please give both a category and a design type."},
			{"designs: nothing", "GET", "/api/designs", ``, "", 400, "Please give both a category and a design type."},
			{"designs: POST", "POST", "/api/designs?category=Bedroom-Designs&type=Normal", `{}`, "application/json", 405, "This address only accepts GET and HEAD requests."},
			{"unknown API", "GET", "/api/users", ``, "", 404, "There is nothing at this address."},
			{"unknown API POST", "POST", "/api/leads/1", `{}`, "application/json", 404, "There is nothing at this address."},
		}
		if len(cases) < 25 {
			t.Fatalf("only %d cases", len(cases))
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := e.call(t, c.method, c.url, c.contentType, c.body, "198.51.100.7:40000", nil)
				if res.StatusCode != c.wantStatus {
					t.Errorf("status = %d, want %d", res.StatusCode, c.wantStatus)
				}
				body := decodeBody(t, res)
				msg, _ := body["error"].(string)
				if !strings.Contains(msg, c.wantError) {
					t.Errorf("error = %q, want it to contain %q", msg, c.wantError)
				}
				if strings.Contains(msg, "json:") || strings.Contains(msg, "sql") || strings.Contains(msg, "Go ") {
					t.Errorf("error leaks internals: %q", msg)
				}
				if strings.HasPrefix(c.url, "/api/sendMail") && body["success"] != false {
					t.Errorf("sendMail answer lacks success:false: %v", body)
				}
				if c.wantStatus == 405 && res.Header.Get("Allow") == "" {
					t.Error("405 without Allow")
				}
			})
		}
		if l, m, s, mails := e.stored(t); l+m+s+mails != 0 {
			t.Errorf("bad requests stored something: %d leads, %d messages, %d subscriptions, %d mails", l, m, s, mails)
		}
	})
}

func TestCreateLead(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		res := e.call(t, "POST", "/api/leads", "application/json",
			`{"propertyType":"3 BHK","location":"Mumbai","name":" Asha Rao ","mobile":"+91 98765-43210","email":null,"whatsappUpdates":false,"page":"/get-free-estimate","utm_source":"google"}`,
			"198.51.100.7:40000", nil)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("status = %d: %v", res.StatusCode, decodeBody(t, res))
		}
		body := decodeBody(t, res)
		created, err := time.Parse(time.RFC3339Nano, body["createdAt"].(string))
		if err != nil || !created.Equal(e.clock.Now()) {
			t.Errorf("createdAt = %v (%v), want %v", body["createdAt"], err, e.clock.Now())
		}
		if id, ok := body["id"].(float64); !ok || id < 1 {
			t.Errorf("id = %v", body["id"])
		}

		res = e.postJSON(t, "/api/leads", map[string]any{"propertyType": "1 BHK", "name": "Ravi", "mobile": "9123456789", "email": "", "whatsappUpdates": true})
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("modal lead status = %d", res.StatusCode)
		}
		leads, err := e.db.ListLeads(context.Background())
		if err != nil || len(leads) != 2 {
			t.Fatalf("leads = %d, %v", len(leads), err)
		}
		estimate, modal := leads[0], leads[1]
		if estimate.Email != nil {
			t.Errorf("estimate page email null stored as %q", *estimate.Email)
		}
		if modal.Email == nil || *modal.Email != "" {
			t.Errorf("modal email \"\" stored as %v", modal.Email)
		}
		if estimate.Role != "user" || estimate.Name != "Asha Rao" || estimate.UTMSource != "google" || estimate.Page != "/get-free-estimate" {
			t.Errorf("stored lead = %+v", estimate)
		}
		if !modal.WhatsappUpdates || modal.Location != "" {
			t.Errorf("stored modal lead = %+v", modal)
		}
		if int64(body["id"].(float64)) != estimate.ID {
			t.Errorf("answered id %v, stored %d", body["id"], estimate.ID)
		}
	})
}

func TestHoneypotAnswersLikeSuccessAndStoresNothing(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		bot := func(target, body string, wantStatus int) map[string]any {
			res := e.call(t, "POST", target, "application/json", body, "198.51.100.7:40000", nil)
			if res.StatusCode != wantStatus {
				t.Fatalf("POST %s = %d, want %d", target, res.StatusCode, wantStatus)
			}
			return decodeBody(t, res)
		}
		b := bot("/api/leads", `{"propertyType":"2 BHK","name":"Bot","mobile":"9876543210","website":"http://spam.example"}`, 201)
		if id, ok := b["id"].(float64); !ok || id < 1 {
			t.Errorf("bot lead answer lacks a plausible id: %v", b)
		}
		if _, err := time.Parse(time.RFC3339Nano, b["createdAt"].(string)); err != nil {
			t.Errorf("bot lead answer lacks createdAt: %v", b)
		}
		if b := bot("/api/sendMail", `{"to":"victim@example.in","name":"Bot","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK","website":"x"}`, 200); b["success"] != true {
			t.Errorf("bot mail answer = %v", b)
		}
		if b := bot("/api/contact", `{"firstName":"B","lastName":"Ot","email":"b@example.in","subject":"sales","message":"Buy","website":"x"}`, 201); b["id"] == nil {
			t.Errorf("bot contact answer = %v", b)
		}
		bot("/api/subscribe", `{"email":"bot@example.in","page":"/","website":"x"}`, 201)
		if l, m, s, mails := e.stored(t); l+m+s+mails != 0 {
			t.Errorf("honeypot stored: %d leads, %d messages, %d subscriptions, %d mails", l, m, s, mails)
		}
	})
}

func TestSendMail(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		notify := func(to string) *http.Response {
			return e.postJSON(t, "/api/sendMail", map[string]string{"to": to, "name": "Asha", "email": to,
				"countryCode": "+91", "mobile": "9876543210", "propertyType": "2 BHK", "location": "Pune"})
		}
		// Not an open relay: a stranger's address is refused and nothing is queued.
		res := notify("stranger@example.in")
		if res.StatusCode != http.StatusForbidden {
			t.Fatalf("relay attempt = %d, want 403", res.StatusCode)
		}
		if b := decodeBody(t, res); b["success"] != false || !strings.Contains(b["error"].(string), "30 minutes") {
			t.Errorf("relay answer = %v", b)
		}
		if _, _, _, mails := e.stored(t); mails != 0 {
			t.Fatalf("relay attempt queued %d mails", mails)
		}

		// To the company: allowed.
		res = notify(content.Settings.InfoEmail)
		if b := decodeBody(t, res); res.StatusCode != 200 || b["success"] != true {
			t.Fatalf("company notification = %d %v", res.StatusCode, b)
		}
		// To a visitor who just left a lead: allowed, within 30 minutes only.
		e.postJSON(t, "/api/leads", map[string]any{"propertyType": "2 BHK", "name": "Asha", "mobile": "9876543210", "email": "asha@example.in"})
		res = notify("Asha@Example.in")
		if b := decodeBody(t, res); res.StatusCode != 200 || b["success"] != true {
			t.Fatalf("visitor notification = %d %v", res.StatusCode, b)
		}
		e.clock.Advance(31 * time.Minute)
		if res := notify("asha@example.in"); res.StatusCode != http.StatusForbidden {
			t.Errorf("notification 31 minutes later = %d, want 403", res.StatusCode)
		}
		// The company mail, stored with the lead, and the visitor's confirmation, once.
		if _, _, _, mails := e.stored(t); mails != 2 {
			t.Errorf("queued %d mails, want 2", mails)
		}
	})
}

func TestContactAndSubscribe(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		res := e.postJSON(t, "/api/contact", map[string]string{"firstName": "Asha", "lastName": "Rao", "email": "asha@example.in",
			"phone": "+91 98765 43210", "subject": "sales", "message": "Please call me about a 3 BHK.\nEvenings are best.", "page": "/Contactus"})
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("contact = %d %v", res.StatusCode, decodeBody(t, res))
		}
		if b := decodeBody(t, res); b["id"] == nil {
			t.Errorf("contact answer lacks id: %v", b)
		}
		for i := 0; i < 2; i++ {
			res := e.postJSON(t, "/api/subscribe", map[string]string{"email": "Asha@Example.in", "page": "/Guides/Design-Tips"})
			if res.StatusCode != http.StatusCreated {
				t.Fatalf("subscribe #%d = %d", i+1, res.StatusCode)
			}
			if b := decodeBody(t, res); len(b) != 0 {
				t.Errorf("subscribe answer = %v, want {}", b)
			}
		}
		msgs, _ := e.db.ListContactMessages(context.Background())
		if len(msgs) != 1 || msgs[0].Message != "Please call me about a 3 BHK.\nEvenings are best." || msgs[0].Subject != "sales" {
			t.Errorf("stored messages = %+v", msgs)
		}
		_, _, subs, mails := e.stored(t)
		if subs != 1 {
			t.Errorf("subscriptions = %d, want 1 (idempotent)", subs)
		}
		if mails != 1 {
			t.Errorf("contact mails queued = %d, want 1", mails)
		}
	})
}

func TestCatalog(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		ctx := context.Background()
		designs := []catalog.Design{
			{Category: "Bedroom-Designs", Type: "Luxury", Position: 2, Title: "Fluted walnut bedroom", Description: "Brass and walnut.", Features: []string{"Fluted headboard"}, Images: []catalog.Image{{URL: "/art/designs/bedroom/luxury-2.svg"}}},
			{Category: "Bedroom-Designs", Type: "Luxury", Position: 1, Title: "Marble-lit suite", Description: "Soft marble.", Features: []string{"Cove lighting"}, Images: []catalog.Image{{URL: "/art/designs/bedroom/luxury-1.svg"}}},
			{Category: "Bedroom-Designs", Type: "Normal", Position: 1, Title: "Fresh bedroom", Description: "Simple.", Features: []string{"Loft storage"}, Images: []catalog.Image{{URL: "/art/designs/bedroom/normal-1.svg"}}},
		}
		projects := []catalog.Project{
			{ProjectText: catalog.ProjectText{Name: "Older home", Designer: "Meera"}, CreatedAt: e.clock.Now().Add(-48 * time.Hour), Images: []catalog.Image{{URL: "/art/designs/2bhk/normal-1.svg"}}},
			{ProjectText: catalog.ProjectText{Name: "Newer home", Designer: "Kabir"}, CreatedAt: e.clock.Now().Add(-time.Hour), Images: []catalog.Image{{URL: "/art/designs/3bhk/luxury-1.svg"}}},
		}
		if err := e.db.ReplaceCatalog(ctx, designs, projects); err != nil {
			t.Fatal(err)
		}

		res := e.call(t, "GET", "/api/designs?category=Bedroom-Designs&type=Luxury", "", "", "198.51.100.7:1", nil)
		var got []catalog.Design
		if err := json.NewDecoder(res.Body).Decode(&got); err != nil || res.StatusCode != 200 {
			t.Fatalf("designs = %d, %v", res.StatusCode, err)
		}
		if len(got) != 2 || got[0].Title != "Marble-lit suite" || got[1].Title != "Fluted walnut bedroom" {
			t.Errorf("designs = %+v", got)
		}
		res = e.call(t, "GET", "/api/designs?category=Ultra-Designs&type=Normal", "", "", "198.51.100.7:1", nil)
		if b := bodyOf(t, res); res.StatusCode != 200 || strings.TrimSpace(b) != "[]" {
			t.Errorf("unknown category = %d %q, want 200 []", res.StatusCode, b)
		}
		res = e.call(t, "GET", "/api/designs?category=Bedroom-Designs&type=Ultra+Premium", "", "", "198.51.100.7:1", nil)
		if b := bodyOf(t, res); strings.TrimSpace(b) != "[]" {
			t.Errorf("empty tier = %q, want []", b)
		}

		res = e.call(t, "GET", "/api/recent-projects", "", "", "198.51.100.7:1", nil)
		var ps []catalog.Project
		if err := json.NewDecoder(res.Body).Decode(&ps); err != nil || res.StatusCode != 200 {
			t.Fatalf("projects = %d, %v", res.StatusCode, err)
		}
		if len(ps) != 2 || ps[0].Name != "Newer home" {
			t.Errorf("projects not newest first: %+v", ps)
		}
	})
}

func TestEmptyRecentProjectsIsAnEmptyList(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	res := e.call(t, "GET", "/api/recent-projects", "", "", "198.51.100.7:1", nil)
	if b := bodyOf(t, res); res.StatusCode != 200 || strings.TrimSpace(b) != "[]" {
		t.Errorf("recent projects on an empty database = %d %q, want 200 []", res.StatusCode, b)
	}
}

func TestHealthAndReadiness(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	if res := e.call(t, "GET", "/healthz", "", "", "127.0.0.1:1", nil); res.StatusCode != 200 {
		t.Errorf("healthz = %d", res.StatusCode)
	}
	if res := e.call(t, "GET", "/readyz", "", "", "127.0.0.1:1", nil); res.StatusCode != 200 {
		t.Errorf("readyz = %d", res.StatusCode)
	}
	e.db.Close()
	res := e.call(t, "GET", "/readyz", "", "", "127.0.0.1:1", nil)
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("readyz with the database closed = %d, want 503", res.StatusCode)
	}
	if res := e.call(t, "GET", "/healthz", "", "", "127.0.0.1:1", nil); res.StatusCode != 200 {
		t.Errorf("healthz with the database closed = %d, want 200", res.StatusCode)
	}
}

func TestDatabaseDownAnswers503WithoutInternals(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		e.db.Close()
		for _, c := range []struct{ method, target, body string }{
			{"POST", "/api/leads", validLead},
			{"POST", "/api/subscribe", `{"email":"a@example.in","page":"/"}`},
			{"POST", "/api/contact", `{"firstName":"A","lastName":"B","email":"a@example.in","subject":"general","message":"Hi"}`},
			// The company's address needs no database (it queues nothing), a visitor's does.
			{"POST", "/api/sendMail", `{"to":"asha@example.in","name":"Asha","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK"}`},
			{"GET", "/api/recent-projects", ""},
			{"GET", "/api/designs?category=Bedroom-Designs&type=Normal", ""},
		} {
			res := e.call(t, c.method, c.target, "application/json", c.body, "198.51.100.7:1", nil)
			if res.StatusCode != http.StatusServiceUnavailable {
				t.Errorf("%s %s = %d, want 503", c.method, c.target, res.StatusCode)
			}
			b := decodeBody(t, res)
			msg, _ := b["error"].(string)
			if msg == "" || strings.Contains(strings.ToLower(msg), "sql") || strings.Contains(msg, "closed") || strings.Contains(msg, "/") {
				t.Errorf("%s %s error = %q", c.method, c.target, msg)
			}
		}
		if !strings.Contains(e.logs.String(), "closed") {
			t.Error("the cause was not logged")
		}
	})
}

func TestPanicAnswers500WithoutInternals(t *testing.T) {
	t.Parallel()
	e := newEnv(t, func(d *wiring) {
		d.Ready = func(context.Context) error { panic("secret /etc/db.sqlite exploded") }
	})
	res := e.call(t, "GET", "/readyz", "", "", "127.0.0.1:1", nil)
	b := bodyOf(t, res)
	if res.StatusCode != 500 || strings.Contains(b, "secret") || strings.Contains(b, "goroutine") || b == "" {
		t.Errorf("panic answer = %d %q", res.StatusCode, b)
	}
	if !strings.Contains(e.logs.String(), "secret /etc/db.sqlite exploded") {
		t.Error("panic not logged")
	}
}

func TestOneLogLinePerRequest(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	e.call(t, "GET", "/api/recent-projects", "", "", "192.0.2.44:5555", nil)
	lines := strings.Split(strings.TrimSpace(e.logs.String()), "\n")
	if len(lines) != 1 {
		t.Fatalf("log lines = %d: %v", len(lines), lines)
	}
	var entry map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &entry); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"method", "path", "status", "bytes", "duration", "client"} {
		if _, ok := entry[k]; !ok {
			t.Errorf("log line lacks %s: %s", k, lines[0])
		}
	}
	if entry["client"] != "192.0.2.44" || entry["status"] != float64(200) || entry["path"] != "/api/recent-projects" {
		t.Errorf("log line = %s", lines[0])
	}
}
