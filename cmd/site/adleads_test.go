package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/meta"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestAdLeadsThroughTheSite, on both engines, as the site runs: without configuration the ad webhooks are
// 404; with it Meta's subscription check is answered, a signed leadgen delivery waits in the queue while
// the Graph API fails, survives a restart, and becomes a lead once the API is back; a Google lead with its
// key becomes a lead too.
func TestAdLeadsThroughTheSite(t *testing.T) {
	t.Parallel()
	var down atomic.Bool
	graph := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if down.Load() || r.URL.Query().Get("access_token") != "page-token" {
			w.WriteHeader(500)
			fmt.Fprint(w, `{"error":{"message":"An unexpected error has occurred.","code":2}}`)
			return
		}
		fmt.Fprint(w, `{"id":"7001","form_id":"555","campaign_id":"888","campaign_name":"Pune launch","adset_id":"666","ad_id":"777",
			"field_data":[{"name":"full_name","values":["Meera Iyer"]},{"name":"phone_number","values":["+919812345678"]},
			{"name":"city","values":["Pune"]},{"name":"property_type","values":["3 BHK"]}]}`)
	}))
	defer graph.Close()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env := map[string]string{"DATA_DIR": t.TempDir(), "ADDR": "127.0.0.1:0", "RATE_LIMIT_PER_MINUTE": "0"}
			if engine == "postgres" {
				env["DATABASE_URL"] = storetest.PostgresURL(t)
			}
			s := startServer(t, env)
			for _, p := range []string{"/api/hooks/meta", "/api/hooks/google-leads"} {
				if res := postAd(t, s.url(p), `{}`, nil); res != http.StatusNotFound {
					t.Errorf("POST %s unconfigured = %d, want 404", p, res)
				}
			}
			s.stop(t, syscall.SIGTERM)
			env["META_VERIFY_TOKEN"], env["META_APP_SECRET"], env["META_PAGE_TOKEN"] = "verify", "app-secret", "page-token"
			env["META_GRAPH_URL"], env["GOOGLE_LEADS_KEY"] = graph.URL, "google-key"
			down.Store(true)
			s = startServer(t, env)
			res, err := http.Get(s.url("/api/hooks/meta?hub.mode=subscribe&hub.verify_token=verify&hub.challenge=42"))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if string(b) != "42" {
				t.Fatalf("subscription check = %d %q", res.StatusCode, b)
			}
			body := `{"object":"page","entry":[{"id":"444","time":1,"changes":[{"field":"leadgen","value":{"leadgen_id":"7001","form_id":"555","page_id":"444"}}]}]}`
			if code := postAd(t, s.url("/api/hooks/meta"), body, map[string]string{meta.SignatureHeader: meta.Sign("app-secret", []byte(body))}); code != 200 {
				t.Fatalf("signed delivery = %d", code)
			}
			time.Sleep(500 * time.Millisecond) // the worker tries, the API fails
			s.stop(t, syscall.SIGTERM)
			if out, _ := runSite(t, env, "leads", "export"); strings.Contains(out, "Meera") {
				t.Fatal("a lead was made while the Graph API failed")
			}
			down.Store(false)
			s = startServer(t, env)
			google := `{"lead_id":"G-1","form_id":40001,"campaign_id":123,"google_key":"google-key","user_column_data":[
				{"column_id":"FULL_NAME","string_value":"Ravi Kumar"},{"column_id":"PHONE_NUMBER","string_value":"+919845012345"}]}`
			if code := postAd(t, s.url("/api/hooks/google-leads"), google, nil); code != 200 {
				t.Fatalf("google lead = %d", code)
			}
			deadline := time.Now().Add(30 * time.Second)
			for {
				out, _ := runSite(t, env, "leads", "export")
				if strings.Contains(out, "Meera Iyer") && strings.Contains(out, "Ravi Kumar") && strings.Contains(out, "Pune launch") {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("the ad leads did not arrive after the restart:\n%s\n%s", out, s.logText())
				}
				time.Sleep(500 * time.Millisecond)
			}
			s.stop(t, syscall.SIGTERM)
		})
	}
}

func postAd(t *testing.T, url, body string, header map[string]string) int {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}
