package httpapi

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/nivaas-interiors/site/internal/contract"
)

const formType = "application/x-www-form-urlencoded"

// postForm sends a form as a browser without JavaScript does and returns the status and page.
func (e *env) postForm(t *testing.T, target string, v url.Values) (*http.Response, string) {
	t.Helper()
	res := e.call(t, "POST", target, formType, v.Encode(), "198.51.100.7:40000", nil)
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(body)
}

func estimateValues() url.Values {
	return url.Values{"propertyType": {"2 BHK"}, "location": {contract.C.Locations[0]}, "name": {"Asha Rao"},
		"mobile": {"98765 43210"}, "email": {"asha@example.in"}, "whatsappUpdates": {"on"}, "page": {"/get-free-estimate"}, "website": {""}}
}

func contactValues() url.Values {
	return url.Values{"firstName": {"Asha"}, "lastName": {"Rao"}, "email": {"asha@example.in"}, "phone": {""},
		"subject": {contract.C.ContactSubjects[0].Value}, "message": {"Please call me about a kitchen."}, "page": {"/Contactus"}, "website": {""}}
}

func subscribeValues() url.Values {
	return url.Values{"email": {"asha@example.in"}, "page": {"/Guides/Design-Tips"}, "website": {""}}
}

func with(v url.Values, key, value string) url.Values {
	out := url.Values{}
	for k, vs := range v {
		out[k] = append([]string(nil), vs...)
	}
	out.Set(key, value)
	return out
}

// assertPage checks the answer is a script-free HTML page under the site's CSP.
func assertPage(t *testing.T, res *http.Response, body string) {
	t.Helper()
	if ct := res.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type = %q, want HTML", ct)
	}
	if strings.Contains(strings.ToLower(body), "<script") {
		t.Error("the answer page carries a script")
	}
	if csp := directive(res.Header.Get("Content-Security-Policy"), "script-src"); csp != "script-src 'self'" && !strings.Contains(csp, "'self'") {
		t.Errorf("script-src = %q", csp)
	}
}

func TestFormPostsStoreLikeTheAPI(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		for _, tc := range []struct {
			target string
			values url.Values
			want   []string
		}{
			{estimateFormPath, estimateValues(), []string{estimateThanks}},
			{contactFormPath, contactValues(), []string{contactSent, "We&#39;ll get back to you as soon as possible."}},
			{subscribeFormPath, subscribeValues(), []string{subscribedThanks, `href="/Guides/Design-Tips"`}},
		} {
			res, body := e.postForm(t, tc.target, tc.values)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("POST %s = %d, want 200:\n%s", tc.target, res.StatusCode, body)
			}
			assertPage(t, res, body)
			for _, want := range tc.want {
				if !strings.Contains(body, want) {
					t.Errorf("POST %s: page lacks %q", tc.target, want)
				}
			}
		}
		ctx := context.Background()
		leads, err := e.db.ListLeads(ctx)
		if err != nil || len(leads) != 1 {
			t.Fatalf("leads = %v, %v; want one", leads, err)
		}
		if l := leads[0]; l.Name != "Asha Rao" || l.Mobile != "98765 43210" || l.Email == nil || *l.Email != "asha@example.in" || !l.WhatsappUpdates || l.Page != "/get-free-estimate" {
			t.Errorf("stored lead = %+v", l)
		}
		// The company hears of the lead and of the message; the visitor with an e-mail gets a confirmation.
		if m, s, mails := countOthers(t, e); m != 1 || s != 1 || mails != 3 {
			t.Errorf("stored %d messages, %d subscriptions and %d mails, want 1, 1 and 3", m, s, mails)
		}
	})
}

func countOthers(t *testing.T, e *env) (messages, subscriptions, mails int) {
	_, m, s, mails := e.stored(t)
	return m, s, mails
}

func TestFormPostsReshowTheFormWithErrorsAndValues(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	for _, tc := range []struct {
		name, target string
		values       url.Values
		want         []string
	}{
		{"bad mobile, markup kept as text", estimateFormPath, with(with(estimateValues(), "mobile", "12"), "name", `<b>Asha</b>"`),
			[]string{contract.C.Messages.Mobile, `value="12"`, `value="&lt;b&gt;Asha&lt;/b&gt;&#34;"`, `value="2 BHK" checked`, `name="whatsappUpdates" value="on" checked`}},
		{"missing property type", estimateFormPath, with(estimateValues(), "propertyType", ""), []string{`value="Asha Rao"`, `role="alert"`}},
		{"bad contact e-mail", contactFormPath, with(contactValues(), "email", "asha@"),
			[]string{contract.C.Messages.Email, `value="asha@"`, "Please call me about a kitchen.</textarea>", " selected>"}},
		{"bad subscribe e-mail", subscribeFormPath, with(subscribeValues(), "email", "ravi..k@gmail.com"),
			[]string{contract.C.Messages.Email, `value="ravi..k@gmail.com"`, `href="/Guides/Design-Tips"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := e.postForm(t, tc.target, tc.values)
			if res.StatusCode != http.StatusBadRequest {
				t.Fatalf("status = %d, want 400:\n%s", res.StatusCode, body)
			}
			assertPage(t, res, body)
			for _, want := range tc.want {
				if !strings.Contains(body, want) {
					t.Errorf("page lacks %q:\n%s", want, body)
				}
			}
			if n := strings.Count(body, contract.C.Messages.Mobile); tc.target == estimateFormPath && n > 1 {
				t.Errorf("the mobile sentence shows %d times, want once next to its field", n)
			}
			if strings.Contains(body, "<b>Asha") {
				t.Error("the visitor's markup reached the page unescaped")
			}
		})
	}
	if l, m, s, _ := e.stored(t); l+m+s != 0 {
		t.Errorf("invalid forms stored %d leads, %d messages, %d subscriptions", l, m, s)
	}
}

func TestFormPostHoneypotAnswersLikeSuccessAndStoresNothing(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	for _, tc := range []struct {
		target, want string
		values       url.Values
	}{
		{estimateFormPath, estimateThanks, estimateValues()},
		{contactFormPath, contactSent, contactValues()},
		{subscribeFormPath, subscribedThanks, subscribeValues()},
	} {
		v := tc.values
		v.Del("website")
		v.Set("Website", "http://spam.example")
		res, body := e.postForm(t, tc.target, v)
		if res.StatusCode != http.StatusOK || !strings.Contains(body, tc.want) {
			t.Errorf("POST %s by a bot = %d, want 200 with %q", tc.target, res.StatusCode, tc.want)
		}
	}
	if l, m, s, mails := e.stored(t); l+m+s+mails != 0 {
		t.Errorf("honeypot stored: %d leads, %d messages, %d subscriptions, %d mails", l, m, s, mails)
	}
}

func TestFormPostsRefuseWhatABrowserFormNeverSends(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	for _, tc := range []struct {
		name, method, contentType, body string
		status                          int
		want                            string
	}{
		{"JSON", "POST", "application/json", `{"email":"asha@example.in"}`, http.StatusUnsupportedMediaType, "Please send the form from its page on our site."},
		{"multipart", "POST", "multipart/form-data; boundary=x", "--x--", http.StatusUnsupportedMediaType, "Please send the form from its page on our site."},
		{"oversize", "POST", formType, "email=a%40b.in&page=" + strings.Repeat("x", maxBody), http.StatusRequestEntityTooLarge, "The request is too large."},
		{"broken encoding", "POST", formType, "email=%zz", http.StatusBadRequest, "The form could not be read."},
		{"not UTF-8", "POST", formType, "email=%ff%fe", http.StatusBadRequest, "not valid UTF-8"},
		{"GET", "GET", "", "", http.StatusMethodNotAllowed, "only accepts forms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := e.call(t, tc.method, subscribeFormPath, tc.contentType, tc.body, "198.51.100.7:40000", nil)
			b, _ := io.ReadAll(res.Body)
			if res.StatusCode != tc.status || !strings.Contains(string(b), tc.want) {
				t.Errorf("status = %d, want %d with %q:\n%s", res.StatusCode, tc.status, tc.want, b)
			}
		})
	}
	if _, _, s, _ := e.stored(t); s != 0 {
		t.Errorf("refused forms stored %d subscriptions", s)
	}
}

func TestFormPostsShareTheRateLimitAndAnswerAPage(t *testing.T) {
	t.Parallel()
	e := newEnv(t, func(d *wiring) { d.RateLimitPerMinute = 2 })
	e.postForm(t, subscribeFormPath, subscribeValues())
	e.postJSON(t, "/api/subscribe", map[string]string{"email": "ravi@example.in", "page": "/"})
	res, body := e.postForm(t, contactFormPath, contactValues())
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
		t.Fatalf("third POST = %d (Retry-After %q), want 429", res.StatusCode, res.Header.Get("Retry-After"))
	}
	assertPage(t, res, body)
	if !strings.Contains(body, tooManyRequests) {
		t.Errorf("429 page lacks %q:\n%s", tooManyRequests, body)
	}
	if _, m, _, _ := e.stored(t); m != 0 {
		t.Errorf("a limited form stored %d messages", m)
	}
}

func TestFormPageWearsTheSiteStylesheet(t *testing.T) {
	t.Parallel()
	site := builtSite()
	site["index.html"] = &fstest.MapFile{Data: []byte(`<!DOCTYPE html><html><head><style>:root{--color-accent:#b14d2c}</style></head><body></body></html>`)}
	e := newEnv(t, func(d *wiring) { d.Site = site })
	_, body := e.postForm(t, subscribeFormPath, subscribeValues())
	if !strings.Contains(body, "<style>:root{--color-accent:#b14d2c}</style>") {
		t.Errorf("the answer page lacks the site's stylesheet:\n%s", body)
	}
}

// formScenario is one browser form post without JavaScript, as a row of the shared scenario table.
func formScenario(name, target string, v url.Values, status int, want ...string) scenario {
	return scenario{Name: name, Method: http.MethodPost, URL: target, Body: v.Encode(), Headers: map[string]string{"Content-Type": formType},
		ExpectedStatus: status, ExpectedContent: want}
}

// storedNothing is an After: the post left no lead, message, subscription or mail behind.
func storedNothing(t *testing.T, a *adminEnv, _ string) {
	t.Helper()
	if l, m, s, mails := a.stored(t); l+m+s+mails != 0 {
		t.Errorf("stored %d leads, %d messages, %d subscriptions, %d mails; want none", l, m, s, mails)
	}
}

// refused is a form post answered with its form again, the visitor's text escaped and nothing stored.
func refused(sc scenario) scenario {
	sc.NotExpectedContent = append(sc.NotExpectedContent, "<script")
	sc.After = storedNothing
	return sc
}

// Hostile input to the no-JavaScript forms: each post gets a page with one readable
// sentence, never the visitor's markup unescaped, and stores only what the JSON twin would.
func TestFormHandlersHostileInput(t *testing.T) {
	script := `<script>alert(1)</script>`
	badMobile := with(estimateValues(), "mobile", "12")
	run(t, []scenario{
		refused(formScenario("estimate: markup in the name of a refused form is shown as text", estimateFormPath,
			with(badMobile, "name", script), http.StatusBadRequest, "&lt;script&gt;alert(1)&lt;/script&gt;", contract.C.Messages.Mobile)),
		refused(formScenario("estimate: NUL in the name", estimateFormPath,
			with(estimateValues(), "name", "Asha\x00Rao"), http.StatusBadRequest, contract.C.Messages.Control)),
		refused(formScenario("estimate: name over the limit", estimateFormPath,
			with(estimateValues(), "name", strings.Repeat("a", contract.C.Limits.Name+1)), http.StatusBadRequest, contract.TooLong(contract.C.Limits.Name))),
		refused(formScenario("estimate: a location not offered", estimateFormPath,
			with(estimateValues(), "location", "Atlantis"), http.StatusBadRequest, contract.C.Messages.Choice)),
		refused(formScenario("contact: a subject not offered", contactFormPath,
			with(contactValues(), "subject", "admin"), http.StatusBadRequest, contract.C.Messages.Choice)),
		refused(formScenario("contact: a header smuggled in the e-mail", contactFormPath,
			with(contactValues(), "email", "asha@example.in\r\nBcc: all@evil.example"), http.StatusBadRequest, contract.C.Messages.Email)),
		refused(formScenario("contact: message over the limit", contactFormPath,
			with(contactValues(), "message", strings.Repeat("m", contract.C.Limits.Message+1)), http.StatusBadRequest, contract.TooLong(contract.C.Limits.Message))),
		refused(formScenario("subscribe: markup as the e-mail", subscribeFormPath,
			with(subscribeValues(), "email", script), http.StatusBadRequest, contract.C.Messages.Email)),
		refused(scenario{Name: "subscribe: a field name that is not UTF-8", Method: http.MethodPost, URL: subscribeFormPath,
			Body: "email=asha%40example.in&%ff=1", Headers: map[string]string{"Content-Type": formType},
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"not valid UTF-8"}}),
		refused(scenario{Name: "subscribe: a body longer than it says", Method: http.MethodPost, URL: subscribeFormPath,
			Body: "email=a%40b.in&page=" + strings.Repeat("x", maxBody), Headers: map[string]string{"Content-Type": formType + "; charset=utf-8"},
			ExpectedStatus: http.StatusRequestEntityTooLarge, ExpectedContent: []string{"The request is too large."}}),
		{Name: "subscribe: a page elsewhere is not linked back to", Method: http.MethodPost, URL: subscribeFormPath,
			Body: with(subscribeValues(), "page", "javascript:alert(1)").Encode(), Headers: map[string]string{"Content-Type": formType},
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{subscribedThanks, `href="/"`}, NotExpectedContent: []string{`href="javascript:`}},
		{Name: "estimate: a bot's filled honeypot, in capitals, is thanked and dropped", Method: http.MethodPost, URL: estimateFormPath,
			Body: with(estimateValues(), "WEBSITE", "http://spam.example").Encode(), Headers: map[string]string{"Content-Type": formType},
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{estimateThanks}, After: storedNothing},
		{Name: "estimate: SQL in the name is stored as typed", Method: http.MethodPost, URL: estimateFormPath,
			Body: with(estimateValues(), "name", "Asha'); DROP TABLE leads;--").Encode(), Headers: map[string]string{"Content-Type": formType},
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{estimateThanks},
			After: func(t *testing.T, a *adminEnv, _ string) {
				leads, err := a.db.ListLeads(t.Context())
				if err != nil || len(leads) != 1 || leads[0].Name != "Asha'); DROP TABLE leads;--" {
					t.Errorf("leads = %+v, %v; want the one with the name as typed", leads, err)
				}
			}},
	})
}
