package main

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// metricsAddr returns the address the site logged for its /metrics listener, or "".
func metricsAddr(log string) string {
	for _, line := range strings.Split(log, "\n") {
		var e struct{ Msg, Addr string }
		if json.Unmarshal([]byte(line), &e) == nil && e.Msg == "metrics listening" {
			return e.Addr
		}
	}
	return ""
}

func getBody(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := client.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// TestMetricsOnTheirOwnAddress scrapes the real binary: metrics are off by
// default, and with METRICS_ADDR they are served there and only there.
func TestMetricsOnTheirOwnAddress(t *testing.T) {
	t.Parallel()
	env := engineEnv(t, "sqlite")
	s := startServer(t, env)
	if addr := metricsAddr(s.logText()); addr != "" {
		t.Errorf("metrics listening on %s without METRICS_ADDR", addr)
	}
	s.kill(t)

	env["METRICS_ADDR"] = "127.0.0.1:0"
	s = startServer(t, env)
	addr := metricsAddr(s.logText())
	if addr == "" {
		t.Fatalf("no metrics listener logged:\n%s", s.logText())
	}
	if status, b := post(t, s, "/api/leads", leadBody("Meera Nair", "")); status != http.StatusCreated {
		t.Fatalf("lead = %d %v", status, b)
	}
	post(t, s, "/api/leads", `{"name":"Half a lead"}`)
	for _, p := range []string{"/api/recent-projects", "/city/mumbai", "/city/atlantis", "/api/designs?category=Bedroom-Designs&type=Normal"} {
		getStatus(t, s, p)
	}
	if _, body := getBody(t, s.url("/metrics")); strings.Contains(body, "site_http_requests_total") {
		t.Error("the public address serves the metrics")
	}

	status, body := getBody(t, "http://"+addr+"/metrics")
	if status != http.StatusOK {
		t.Fatalf("GET /metrics = %d", status)
	}
	for _, want := range []string{
		`site_http_requests_total{code="201",method="POST",route="POST /api/leads"} 1`,
		`site_http_requests_total{code="400",method="POST",route="POST /api/leads"} 1`,
		`site_http_requests_total{code="200",method="GET",route="GET /api/recent-projects"} 1`,
		`site_http_requests_total{code="200",method="GET",route="GET /api/designs"} 1`,
		`site_http_request_duration_seconds_bucket{method="POST",route="POST /api/leads",le="+Inf"} 2`,
		"site_leads_stored_total 1",
		`site_outbox_messages{status="failed"} 0`,
		"# TYPE site_outbox_messages gauge",
		"# TYPE site_leads_stored_total counter",
		"# TYPE site_http_request_duration_seconds histogram",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	// The site seeds nothing into the outbox; the lead stored its company mail with it,
	// pending or already written to the mail folder by the time of the scrape.
	pending, sent := strings.Contains(body, `site_outbox_messages{status="pending"} 1`), strings.Contains(body, `site_outbox_messages{status="sent"} 1`)
	if pending == sent {
		t.Errorf("/metrics outbox: want the lead's company mail as pending or sent (one of them 1, the other 0):\n%s", body)
	}
	for _, raw := range []string{"/city/mumbai", "/city/atlantis", "category="} {
		if strings.Contains(body, raw) {
			t.Errorf("/metrics labels a series with the raw path %s", raw)
		}
	}
	s.kill(t)
}
