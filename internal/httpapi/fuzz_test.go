package httpapi

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/web/app/content"
)

// The fuzz targets post arbitrary bodies to the real handler on a real SQLite
// file. Properties: no panic, never 5xx, every 4xx a readable sentence, and
// whatever is accepted decodes strictly and passes the domain's Validate.
// Plain `go test` runs the seeds below and those in testdata/fuzz.

// fuzzHandler is the production handler on a fresh SQLite file, without a rate limit.
func fuzzHandler(tb testing.TB) http.Handler {
	db := storetest.OpenSQLite(tb)
	mailer := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: content.Settings.InfoEmail, From: content.Settings.MailFrom})
	w := &wiring{db: db, CatalogStore: db, Deps: Deps{
		LeadIntake: lead.NewIntake(db, mailer, time.Now), Contacts: contact.NewService(db, mailer, time.Now),
		Newsletter: newsletter.NewService(db, time.Now), Mail: mailer, Answers: db, Ready: db.Ping,
		Logger: slog.New(slog.NewJSONHandler(io.Discard, nil)), Now: time.Now,
	}}
	h, err := New(w.wire(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return h
}

// validRequest is what the domain says about a body the handler accepted.
type validRequest interface {
	Validate() error
}

// fuzzPost checks the properties for one body; decoded returns a fresh request value.
func fuzzPost(t *testing.T, h http.Handler, path, body string, accepted int, decoded func() validRequest) {
	req := httptest.NewRequest("POST", path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = "198.51.100.7:40000"
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)

	status := rec.Code
	if status >= 500 {
		t.Fatalf("POST %s answered %d for %q: %s", path, status, body, rec.Body)
	}
	var answer struct {
		Error   string            `json:"error"`
		Fields  map[string]string `json:"fields"`
		Success *bool             `json:"success"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &answer); err != nil {
		t.Fatalf("POST %s answer is not JSON: %v: %q", path, err, rec.Body)
	}
	if path == "/api/sendMail" && (answer.Success == nil || *answer.Success != (status == accepted)) {
		t.Fatalf("sendMail %d with success %v", status, answer.Success)
	}
	if status != accepted {
		if status < 400 {
			t.Fatalf("POST %s answered %d for %q", path, status, body)
		}
		if r := unreadable(answer.Error, answer.Fields); r != "" {
			t.Fatalf("POST %s %d error %q: %s (body %q)", path, status, answer.Error, r, body)
		}
		return
	}
	v := decoded()
	bot, e := decodeForm(httptest.NewRecorder(), formRequest(body), v)
	if e != nil {
		t.Fatalf("accepted %q which does not decode strictly: %v", body, e)
	}
	if !bot {
		if err := v.Validate(); err != nil {
			t.Fatalf("accepted %q which the domain refuses: %v", body, err)
		}
	}
}

// formRequest is a JSON POST carrying body, for decoding it as the handlers do.
func formRequest(body string) *http.Request {
	req := httptest.NewRequest("POST", "/", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	return req
}

// hostileSeeds are the shapes every body is tried with.
var hostileSeeds = []string{
	``, ` `, `null`, `[]`, `{}`, `{"a":1}`, `"x"`, `0`, `{"website":"x"}`, "\uFEFF{}", `{}{}`, `{} x`, `{"name":}`,
	"{\"name\":\"\xff\"}", `{"name":"\u0000"}`, `{"name":"\ud800"}`, `{"email":null}`, `{"email":{}}`,
	strings.Repeat("[", 10000), `{"name":` + strings.Repeat("[", 10000),
	`{"name":"` + strings.Repeat("é", 9000) + `"}`,
}

func addSeeds(f *testing.F, valid ...string) {
	for _, s := range append(append([]string{}, valid...), hostileSeeds...) {
		f.Add(s)
	}
}

func FuzzDecodeLead(f *testing.F) {
	addSeeds(f, validLead,
		`{"propertyType":"4+ BHK / Duplex","location":"","name":"Ravi","mobile":"+91 91234-56789","email":"","whatsappUpdates":false,"page":"/","utm_source":"x\r\ny"}`,
		`{"propertyType":"1 BHK","name":"Bot","mobile":"9876543210","website":"http://spam.example"}`,
		`{"propertyType":"1 BHK","name":"<script>","mobile":"09876543210","email":null,"referrer":"https://ads.example/?q=<x>"}`)
	h := fuzzHandler(f)
	f.Fuzz(func(t *testing.T, body string) {
		fuzzPost(t, h, "/api/leads", body, http.StatusCreated, func() validRequest { return &lead.CreateRequest{} })
	})
}

func FuzzDecodeSendMail(f *testing.F) {
	info := content.Settings.InfoEmail
	addSeeds(f,
		`{"to":"`+info+`","name":"Asha","email":"","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK","location":"Pune"}`,
		`{"to":"`+strings.ToUpper(info)+`","name":"Asha <b>","email":"asha@example.in","countryCode":" +91 ","mobile":"919876543210","propertyType":"3 BHK","location":""}`,
		`{"to":"stranger@example.in","name":"Asha","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK"}`,
		`{"to":"`+info+`\r\nBcc: x@example.in","name":"Asha","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK"}`)
	h := fuzzHandler(f)
	f.Fuzz(func(t *testing.T, body string) {
		fuzzPost(t, h, "/api/sendMail", body, http.StatusOK, func() validRequest { return &mail.NotificationRequest{} })
	})
}

func FuzzDecodeContact(f *testing.F) {
	addSeeds(f,
		`{"firstName":"Asha","lastName":"Rao","email":"asha@example.in","phone":"+91 98765 43210","subject":"sales","message":"Call me.\r\nEvenings.","page":"/Contactus"}`,
		`{"firstName":"<b>","lastName":"'; DROP TABLE contact_messages;--","email":"a@example.in","phone":"","subject":"other","message":"<script>"}`,
		`{"firstName":"Asha","lastName":"Rao","email":"asha@example.in","subject":"spam","message":"Hi"}`)
	h := fuzzHandler(f)
	f.Fuzz(func(t *testing.T, body string) {
		fuzzPost(t, h, "/api/contact", body, http.StatusCreated, func() validRequest { return &contact.CreateRequest{} })
	})
}

func FuzzDecodeSubscribe(f *testing.F) {
	addSeeds(f, subscribeBody, `{"email":"ASHA@EXAMPLE.IN ","page":""}`, `{"email":"a@b","page":"/Guides/Space-Planning"}`, `{"email":"bot@example.in","website":"x"}`)
	h := fuzzHandler(f)
	f.Fuzz(func(t *testing.T, body string) {
		fuzzPost(t, h, "/api/subscribe", body, http.StatusCreated, func() validRequest { return &newsletter.SubscribeRequest{} })
	})
}
