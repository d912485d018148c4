package httpapi

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/meta"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// seenForm stores a test lead of a Google form asking questions, so the form is one the owner can map.
func seenForm(t *testing.T, db store, formID string, questions ...string) {
	t.Helper()
	ad := adlead.Ad{Platform: adlead.Google, PlatformLeadID: "seen-" + formID, FormID: formID, Test: true, ReceivedAt: time.Now()}
	if _, err := db.SaveAdLead(context.Background(), &ad, nil, nil, questions); err != nil {
		t.Fatal(err)
	}
}

// adFormBody is a PUT body mapping the form's question to field at the form's version now.
func adFormPut(t *testing.T, db store, formID, question, field string) string {
	t.Helper()
	f, err := db.AdForm(context.Background(), adlead.Google, formID)
	if err != nil {
		t.Fatal(err)
	}
	return jsonOf(map[string]any{"platform": adlead.Google, "formId": formID, "version": f.Version, "mapping": map[string]string{question: field}})
}

func adFormRouteFixtures(t *testing.T, a *adminEnv) routeRows {
	seenForm(t, a.store, "41", "Home size")
	return routeRows{ids: map[string]int64{}, urls: map[string]string{}, bodies: map[string]func(*testing.T, *staff.Account) string{
		"PUT /api/admin/ad-forms": func(t *testing.T, _ *staff.Account) string {
			return adFormPut(t, a.store, "41", "Home size", "propertyType")
		},
	}}
}

// TestAdFormMapping, on both engines: the owner maps a custom question, the next lead of the form reads it
// so; sales may not; a mapping of an unknown question or field, a stale version, another origin or an
// oversized body changes nothing.
func TestAdFormMapping(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newAdEnv(t, open(t))
		seenForm(t, e.store, "40000000001", "Property type", "Your flat")
		_, owner := e.signedIn(t, staff.Owner)
		sales := e.signIn(t, e.account(t, staff.Sales))
		same := map[string]string{"Sec-Fetch-Site": "same-origin"}
		good := adFormPut(t, e.store, "40000000001", "Your flat", "propertyType")
		for _, tc := range []struct {
			name, cookie, body string
			header             map[string]string
			status             int
		}{
			{"sales", sales, good, same, 403},
			{"no session", "", good, same, 401},
			{"another origin", owner, good, map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
			{"oversized", owner, `{"platform":"google","formId":"40000000001","version":1,"mapping":{"` + strings.Repeat("q", 20<<10) + `":""}}`, same, 413},
			{"not JSON", owner, `{"platform":`, same, 400},
			{"unknown field of the body", owner, `{"platform":"google","formId":"40000000001","version":1,"mapping":{},"admin":true}`, same, 400},
			{"a question the form never asked", owner, adFormPut(t, e.store, "40000000001", "Salary", "name"), same, 400},
			{"a field that is not mappable", owner, adFormPut(t, e.store, "40000000001", "Your flat", "createdAt"), same, 400},
			{"a form never seen", owner, `{"platform":"google","formId":"999","version":1,"mapping":{}}`, same, 404},
			{"a platform not known", owner, `{"platform":"tiktok","formId":"40000000001","version":1,"mapping":{}}`, same, 404},
			{"a stale version", owner, `{"platform":"google","formId":"40000000001","version":7,"mapping":{}}`, same, 409},
			{"the owner", owner, good, same, 200},
		} {
			res := e.as(t, tc.cookie, "PUT", "/api/admin/ad-forms", tc.body, tc.header)
			m := decodeBody(t, res)
			if res.StatusCode != tc.status {
				t.Errorf("%s: %d %v, want %d", tc.name, res.StatusCode, m, tc.status)
			}
			if msg, _ := m["error"].(string); tc.status != 200 && unreadable(msg, nil) != "" {
				t.Errorf("%s: answer %q is not a sentence", tc.name, msg)
			}
		}
		f, err := e.store.AdForm(context.Background(), adlead.Google, "40000000001")
		if err != nil || len(f.Mapping) != 1 || f.Mapping["Your flat"] != "propertyType" || f.Version != 2 {
			t.Fatalf("form after the table = %+v, %v; want the owner's one change", f, err)
		}
		// The owner's choice wins over the name: "Property type" is now left to its name, "Your flat" fills the type.
		b := strings.Replace(googleBody(adGoogleKey, "G-map", false), `{"column_name":"Property type","string_value":"2BHK"}`,
			`{"column_name":"Your flat","string_value":"4 BHK villa"}`, 1)
		if res := e.postGoogle(t, b); res.StatusCode != 200 {
			t.Fatalf("delivery = %d", res.StatusCode)
		}
		e.work(t)
		if l := e.leads(t); len(l) != 1 || l[0].PropertyType != "4+ BHK / Duplex" {
			t.Fatalf("leads = %+v, want one 4+ BHK lead by the mapping", l)
		}
	})
}

// TestAdHooksHostile: what a stranger or a broken sender posts to either webhook is refused with a
// sentence and stores nothing; what the platform signs is stored, and what cannot be a lead fails
// for good in the queue (the System page shows it) without a lead.
func TestAdHooksHostile(t *testing.T) {
	t.Parallel()
	e := newAdEnv(t, storetest.OpenSQLite(t))
	sign := func(b string) string { return meta.Sign(testHookSecret, []byte(b)) }
	big := `{"x":"` + strings.Repeat("a", inbound.MaxBody) + `"}`
	manyChanges := `{"object":"page","entry":[{"id":"1","changes":[` + strings.TrimSuffix(strings.Repeat(`{"field":"leadgen","value":{"leadgen_id":"1"}},`, 1001), ",") + `]}]}`
	manyColumns := `{"lead_id":"G-many","form_id":1,"google_key":"` + adGoogleKey + `","user_column_data":[` +
		strings.TrimSuffix(strings.Repeat(`{"column_id":"CITY","string_value":"Pune"},`, 5000), ",") + `]}`
	for _, tc := range []struct {
		name, path, body, signature string
		status                      int
		stored                      bool
	}{
		{"meta: oversize", adMetaPath, big, sign(big), 413, false},
		{"meta: unsigned", adMetaPath, leadgenBody("1", 1), "", 403, false},
		{"meta: bad JSON", adMetaPath, `{"object":`, sign(`{"object":`), 415, false},
		{"meta: bad UTF-8 in a leadgen id", adMetaPath, "{\"object\":\"page\",\"entry\":[{\"changes\":[{\"field\":\"leadgen\",\"value\":{\"leadgen_id\":\"\xff\"}}]}]}",
			sign("{\"object\":\"page\",\"entry\":[{\"changes\":[{\"field\":\"leadgen\",\"value\":{\"leadgen_id\":\"\xff\"}}]}]}"), 200, true},
		{"meta: a leadgen without its id", adMetaPath, `{"object":"page","entry":[{"changes":[{"field":"leadgen","value":{}}]}]}`,
			sign(`{"object":"page","entry":[{"changes":[{"field":"leadgen","value":{}}]}]}`), 200, true},
		{"meta: a path in the leadgen id", adMetaPath, `{"object":"page","entry":[{"changes":[{"field":"leadgen","value":{"leadgen_id":"../me/accounts"}}]}]}`,
			sign(`{"object":"page","entry":[{"changes":[{"field":"leadgen","value":{"leadgen_id":"../me/accounts"}}]}]}`), 200, true},
		{"meta: 1,001 leads in one delivery", adMetaPath, manyChanges, sign(manyChanges), 200, true},
		{"meta: unknown fields only", adMetaPath, `{"object":"page","entry":[{"id":"1","changes":[{"field":"feed","value":{"x":1}}]}],"extra":[1,2]}`,
			sign(`{"object":"page","entry":[{"id":"1","changes":[{"field":"feed","value":{"x":1}}]}],"extra":[1,2]}`), 200, true},
		{"google: oversize", googleLeadsPath, big, "", 413, false},
		{"google: bad JSON", googleLeadsPath, `{"lead_id":`, "", 403, false},
		{"google: the key in another field", googleLeadsPath, `{"lead_id":"G-2","form_id":1,"key":"` + adGoogleKey + `"}`, "", 403, false},
		{"google: the key as a number", googleLeadsPath, `{"lead_id":"G-2","form_id":1,"google_key":1}`, "", 403, false},
		{"google: no lead id", googleLeadsPath, `{"form_id":1,"google_key":"` + adGoogleKey + `"}`, "", 400, false},
		{"google: a lead id that is not one", googleLeadsPath, `{"lead_id":"a b/c","form_id":1,"google_key":"` + adGoogleKey + `"}`, "", 400, false},
		{"google: bad UTF-8 in an answer", googleLeadsPath, "{\"lead_id\":\"G-utf\",\"form_id\":1,\"google_key\":\"" + adGoogleKey +
			"\",\"user_column_data\":[{\"column_id\":\"FULL_NAME\",\"string_value\":\"\xff\xfe\"}]}", "", 200, true},
		{"google: no form id", googleLeadsPath, `{"lead_id":"G-noform","google_key":"` + adGoogleKey + `"}`, "", 200, true},
		{"google: 5,000 answers", googleLeadsPath, manyColumns, "", 200, true},
		{"google: unknown fields", googleLeadsPath, `{"lead_id":"G-unk","form_id":1,"google_key":"` + adGoogleKey + `","surprise":{"a":[1]}}`, "", 200, true},
	} {
		before := e.queued(t)
		h := map[string]string{}
		if tc.signature != "" {
			h[meta.SignatureHeader] = tc.signature
		}
		res := e.call(t, "POST", tc.path, "application/json", tc.body, "203.0.113.9:443", h)
		m := decodeBody(t, res)
		if res.StatusCode != tc.status {
			t.Errorf("%s: %d %v, want %d", tc.name, res.StatusCode, m, tc.status)
		}
		if msg, _ := m["error"].(string); tc.status != 200 && unreadable(msg, nil) != "" {
			t.Errorf("%s: answer %q is not a sentence", tc.name, msg)
		}
		if got := e.queued(t) - before; got != map[bool]int{true: 1, false: 0}[tc.stored] {
			t.Errorf("%s: stored %d deliveries, want stored %v", tc.name, got, tc.stored)
		}
	}
	e.work(t)
	if l := e.leads(t); len(l) != 0 {
		t.Errorf("hostile deliveries made %d leads: %+v", len(l), l)
	}
	stats, err := e.store.DeliveryStats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	failed := 0
	for _, st := range stats {
		failed += st.Failed
	}
	if failed != 8 {
		t.Errorf("%d deliveries failed for good, want the 8 stored that cannot be leads (%v)", failed, stats)
	}
	if e.graph.calls.Load() != 0 {
		t.Errorf("the Graph API was asked %d times about ids that are none", e.graph.calls.Load())
	}
}

// TestSystemPageWarnsOfQuietAdSource: a platform whose leads came hourly and then stopped for three days
// is a line of the System page's problems; one never heard from is not.
func TestSystemPageWarnsOfQuietAdSource(t *testing.T) {
	t.Parallel()
	e := newAdEnv(t, storetest.OpenSQLite(t))
	last := e.clock.Now().Add(-72 * time.Hour)
	for i := range 10 {
		ad := adlead.Ad{Platform: adlead.Facebook, PlatformLeadID: "q" + string(rune('a'+i)), FormID: "555",
			ReceivedAt: last.Add(-time.Duration(i) * time.Hour)}
		if _, err := e.store.SaveAdLead(context.Background(), &ad, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	_, cookie := e.signedIn(t, staff.Owner)
	m := decodeBody(t, e.as(t, cookie, "GET", "/api/admin/system", "", nil))
	problems := jsonOf(m["problems"])
	if !strings.Contains(problems, "No lead has come from Meta lead ads for 3 days") || strings.Contains(problems, "Google") {
		t.Fatalf("problems = %s, want the quiet Meta lead ads only", problems)
	}
}
