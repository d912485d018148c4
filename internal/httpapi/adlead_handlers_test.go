package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/graphapi"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/meta"
	"github.com/nivaas-interiors/site/internal/staff"
)

const (
	adMetaPath     = "/api/hooks/meta"
	adPageToken    = "page-token-for-tests"
	adGoogleKey    = "google-key-for-tests"
	adCampaignName = "Diwali 3BHK Pune"
)

// graphStub speaks the Graph API's lead read (GET /{leadgen_id}?access_token=…&fields=…) as Meta
// documents it; down makes it answer Meta's error shape with 500.
type graphStub struct {
	srv   *httptest.Server
	down  atomic.Bool
	calls atomic.Int64
}

func newGraphStub(t *testing.T) *graphStub {
	g := &graphStub{}
	g.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		g.calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		if r.URL.Query().Get("access_token") != adPageToken {
			w.WriteHeader(400)
			fmt.Fprint(w, `{"error":{"message":"Invalid OAuth access token.","type":"OAuthException","code":190}}`)
			return
		}
		if g.down.Load() {
			w.WriteHeader(500)
			fmt.Fprint(w, `{"error":{"message":"An unexpected error has occurred.","type":"OAuthException","code":2,"is_transient":true}}`)
			return
		}
		id := strings.TrimPrefix(r.URL.Path, "/")
		fmt.Fprintf(w, `{"id":%q,"created_time":"2026-11-14T10:29:00+0000","form_id":"555","ad_id":"777","ad_name":"Kitchen reel",
			"adset_id":"666","adset_name":"Pune 25-45","campaign_id":"888","campaign_name":%q,"platform":"fb",
			"field_data":[{"name":"full_name","values":["Meera Iyer"]},{"name":"phone_number","values":["+919812345678"]},
			{"name":"email","values":["meera@example.com"]},{"name":"city","values":["Pune"]},
			{"name":"property_type","values":["3 BHK"]},{"name":"when_to_start","values":["This month"]}]}`, id, adCampaignName)
	}))
	t.Cleanup(g.srv.Close)
	return g
}

type adEnv struct {
	*adminEnv
	graph *graphStub
	svc   *adlead.Service
}

func newAdEnv(t *testing.T, db store) *adEnv {
	t.Helper()
	g := newGraphStub(t)
	var svc *adlead.Service
	a := newAdminEnvOn(t, db, func(d *wiring) {
		svc = adlead.NewService(db, d.Mail, graphapi.Client{URL: g.srv.URL, PageToken: adPageToken}, nil, d.Now)
		d.AdLeads = svc
		d.MetaHooks = []MetaHook{{Path: adMetaPath, Source: "meta", AppSecret: testHookSecret, VerifyToken: testHookToken}}
		d.GoogleLeadsKey = adGoogleKey
	})
	return &adEnv{adminEnv: a, graph: g, svc: svc}
}

// work is one worker's life (a copy of the site started and stopped): it processes what is due.
func (e *adEnv) work(t *testing.T) {
	t.Helper()
	w := inbound.NewWorker(e.store, map[string]inbound.Processor{"meta": e.svc.Meta(), "google": e.svc.Google()},
		inbound.WorkerConfig{Now: e.clock.Now, Logger: slog.New(slog.DiscardHandler)})
	for w.RunOnce(context.Background()) {
	}
}

func leadgenBody(leadgenID string, entryTime int) string {
	return fmt.Sprintf(`{"object":"page","entry":[{"id":"444","time":%d,"changes":[{"field":"leadgen","value":{"ad_id":"777",
		"form_id":"555","leadgen_id":%q,"created_time":1794652140,"page_id":"444","adgroup_id":"666"}}]}]}`, entryTime, leadgenID)
}

func (e *adEnv) postMeta(t *testing.T, body, signature string) *http.Response {
	t.Helper()
	return e.call(t, "POST", adMetaPath, "application/json", body, "203.0.113.9:443", map[string]string{meta.SignatureHeader: signature})
}

func (e *adEnv) postGoogle(t *testing.T, body string) *http.Response {
	t.Helper()
	return e.call(t, "POST", googleLeadsPath, "application/json", body, "203.0.113.9:443", nil)
}

func (e *adEnv) leads(t *testing.T) []lead.Enquiry {
	t.Helper()
	list, err := e.store.ListLeads(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return list
}

func googleBody(key, leadID string, test bool) string {
	return fmt.Sprintf(`{"lead_id":%q,"api_version":"1.0","form_id":40000000001,"campaign_id":12345678901,"google_key":%q,
		"is_test":%v,"gcl_id":"gcl-1","adgroup_id":20000000001,"creative_id":30000000001,"user_column_data":[
		{"column_id":"FULL_NAME","string_value":"Ravi Kumar","column_name":"Full Name"},
		{"column_id":"PHONE_NUMBER","string_value":"+91 98450 12345","column_name":"User Phone"},
		{"column_id":"EMAIL","string_value":"ravi@example.com"},{"column_id":"CITY","string_value":"Bengaluru"},
		{"column_name":"Property type","string_value":"2BHK"}]}`, leadID, key, test)
}

// TestMetaLeadAdBecomesOneLead, on both engines: a signed leadgen delivery makes one lead with the
// form's answers in their fields, the ad's campaign as its attribution, a consent naming the form,
// the new-lead alert and the ad on the lead page; twenty copies of it (the same bytes, and the same
// lead in other deliveries) at once make no second lead; a wrong signature stores nothing.
func TestMetaLeadAdBecomesOneLead(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newAdEnv(t, open(t))
		ctx := context.Background()
		seller := e.account(t, staff.Sales)
		set, _, err := e.assign.Settings(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.assign.SaveSettings(ctx, staff.Actor{Address: "test"}, lead.SettingsChange{Version: set.Version, AutoAssign: true, ResponseMinutes: 15}); err != nil {
			t.Fatal(err)
		}
		body := leadgenBody("9001", 1)
		if res := e.postMeta(t, body, meta.Sign("not-the-secret", []byte(body))); res.StatusCode != 403 || e.queued(t) != 0 {
			t.Fatalf("wrong signature = %d with %d stored, want 403 and nothing", res.StatusCode, e.queued(t))
		}
		var wg sync.WaitGroup
		for i := range 20 {
			wg.Go(func() {
				b := body
				if i%2 == 1 {
					b = leadgenBody("9001", 100+i) // the same lead in another delivery
				}
				if res := e.postMeta(t, b, meta.Sign(testHookSecret, []byte(b))); res.StatusCode != 200 {
					t.Errorf("delivery %d = %d", i, res.StatusCode)
				}
			})
		}
		wg.Wait()
		// Two workers at once, as two copies of the site would run.
		wg.Go(func() { e.work(t) })
		wg.Go(func() { e.work(t) })
		wg.Wait()
		leads := e.leads(t)
		if len(leads) != 1 {
			t.Fatalf("%d leads, want 1", len(leads))
		}
		l := leads[0]
		if l.Name != "Meera Iyer" || l.Mobile != "+91 98123 45678" || l.Email == nil || *l.Email != "meera@example.com" ||
			l.Location != "Pune" || l.PropertyType != "3 BHK" {
			t.Errorf("lead = %+v, want the form's answers", l)
		}
		if a := l.Attribution; a.UTMSource != "facebook" || a.UTMMedium != "lead_form" || a.UTMCampaign != adCampaignName || a.UTMContent != "Kitchen reel" {
			t.Errorf("attribution = %+v", a)
		}
		recs, err := e.store.Consents(ctx, consent.KindLead, l.ID)
		if err != nil || len(recs) != 1 || recs[0].NoticeHash != "facebook-form:555" || recs[0].Purpose != consent.PurposeEstimate {
			t.Errorf("consents = %+v, %v: want the estimate under the form's notice", recs, err)
		}
		// Round-robin assignment and the response target take it as they take the website's.
		run, stop := context.WithCancel(ctx)
		go e.assign.Run(run, time.Hour)
		for i := 0; i < 200; i++ {
			if ids, err := e.store.OpenLeadsOf(ctx, seller.ID); err == nil && slices.Contains(ids, l.ID) {
				break
			} else if i == 199 {
				t.Errorf("the seller's open leads = %v, %v; want the ad lead assigned round-robin", ids, err)
			}
			time.Sleep(10 * time.Millisecond)
		}
		stop()
		if w, err := e.store.Unanswered(ctx, l.CreatedAt.Add(-time.Hour), 10); err != nil || len(w) != 1 || w[0].ID != l.ID {
			t.Errorf("unanswered = %+v, %v; want the ad lead, its own timeline line no contact", w, err)
		}
		_, cookie := e.signedIn(t, staff.Owner)
		res := e.as(t, cookie, "GET", fmt.Sprintf("/api/admin/leads/%d", l.ID), "", nil)
		m := decodeBody(t, res)
		ad, _ := m["ad"].(map[string]any)
		if res.StatusCode != 200 || ad["campaignName"] != adCampaignName || ad["adsetName"] != "Pune 25-45" || ad["adName"] != "Kitchen reel" || ad["platformName"] != "Meta lead ads" {
			t.Errorf("lead page's ad = %d %v", res.StatusCode, m["ad"])
		}
		if !strings.Contains(jsonOf(m["events"]), `Other answers on the Meta lead ads form 555:\nwhen_to_start: This month`) {
			t.Errorf("events = %s, want the form's other answer as a line", jsonOf(m["events"]))
		}
		if mails, _ := m["mails"].([]any); len(mails) == 0 {
			t.Error("no new-lead alert was queued")
		}
		res = e.as(t, cookie, "GET", "/api/admin/dashboard", "", nil)
		var dash struct {
			Sources []sourceRowBody `json:"sources"`
		}
		if err := json.NewDecoder(res.Body).Decode(&dash); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, r := range dash.Sources {
			found = found || r.Source == "facebook" && r.Medium == "lead_form" && r.Campaign == adCampaignName && r.Leads == 1
		}
		if !found {
			t.Errorf("dashboard sources = %+v, want the campaign's row", dash.Sources)
		}
		if n := e.graph.calls.Load(); n < 1 {
			t.Errorf("graph calls = %d", n)
		}
	})
}

// TestMetaGraphErrorRetriedAfterRestart, on both engines: while the Graph API fails, the delivery
// stays in the queue and no lead is made; a copy started later, once the API is back, makes it.
func TestMetaGraphErrorRetriedAfterRestart(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newAdEnv(t, open(t))
		e.graph.down.Store(true)
		body := leadgenBody("9100", 1)
		if res := e.postMeta(t, body, meta.Sign(testHookSecret, []byte(body))); res.StatusCode != 200 {
			t.Fatalf("delivery = %d", res.StatusCode)
		}
		e.work(t)
		if n := len(e.leads(t)); n != 0 || e.queued(t) != 1 {
			t.Fatalf("while the API fails: %d leads, %d queued; want 0 and 1", n, e.queued(t))
		}
		e.graph.down.Store(false)
		e.clock.Advance(time.Minute) // past the first backoff
		e.work(t)                    // another worker: the site restarted
		if n := len(e.leads(t)); n != 1 || e.queued(t) != 0 {
			t.Fatalf("after the API recovered: %d leads, %d queued; want 1 and 0", n, e.queued(t))
		}
	})
}

// TestGoogleLeadForms, on both engines: a wrong key is refused and stores nothing; a lead's standard and
// custom columns fill its fields; a test lead is stored marked test and is in no list or figure.
func TestGoogleLeadForms(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newAdEnv(t, open(t))
		for _, key := range []string{"", "wrong", adGoogleKey + "x", strings.ToUpper(adGoogleKey)} {
			res := e.postGoogle(t, googleBody(key, "G-1", false))
			if m := decodeBody(t, res); res.StatusCode != 403 || m["error"] != msgHookKey || e.queued(t) != 0 {
				t.Fatalf("key %q = %d %v with %d stored, want 403 naming the key and nothing stored", key, res.StatusCode, m, e.queued(t))
			}
		}
		for _, b := range []string{googleBody(adGoogleKey, "G-1", false), googleBody(adGoogleKey, "G-1", false), googleBody(adGoogleKey, "G-test", true)} {
			if res := e.postGoogle(t, b); res.StatusCode != 200 {
				t.Fatalf("delivery = %d", res.StatusCode)
			}
		}
		e.work(t)
		leads := e.leads(t)
		if len(leads) != 1 {
			t.Fatalf("%d leads, want 1 (a repeat and a test make none)", len(leads))
		}
		l := leads[0]
		if l.Name != "Ravi Kumar" || l.Mobile != "+91 98450 12345" || l.Location != "Bangalore" || l.PropertyType != "2 BHK" ||
			l.UTMSource != "google" || l.UTMMedium != "lead_form" || l.UTMCampaign != "12345678901" {
			t.Errorf("lead = %+v", l)
		}
		_, cookie := e.signedIn(t, staff.Owner)
		list := decodeBody(t, e.as(t, cookie, "GET", "/api/admin/leads", "", nil))
		if got := list["leads"].([]any); len(got) != 1 {
			t.Errorf("the lead list has %d leads, want the one real lead", len(got))
		}
		dash := decodeBody(t, e.as(t, cookie, "GET", "/api/admin/dashboard", "", nil))
		if n := dash["leads"].(map[string]any)["now"]; n != 1.0 {
			t.Errorf("dashboard leads = %v, want 1 (the test lead counts nowhere)", dash["leads"])
		}
		forms := decodeBody(t, e.as(t, cookie, "GET", "/api/admin/ad-forms", "", nil))["forms"].([]any)
		if len(forms) != 1 || !strings.Contains(jsonOf(forms[0]), "Property type") {
			t.Errorf("forms = %v, want the Google form with its questions", forms)
		}
	})
}
