package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/meta"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// cloudAPI is a local server speaking the WhatsApp Cloud API's documented shapes for the site under test:
// it checks the Bearer token and records each message it takes.
type cloudAPI struct {
	*httptest.Server
	mu     sync.Mutex
	sends  []map[string]any
	checks int
}

func newCloudAPI(t *testing.T, token, phoneID string) *cloudAPI {
	c := &cloudAPI{}
	c.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.Header.Get("Authorization") != "Bearer "+token {
			w.WriteHeader(http.StatusUnauthorized)
			io.WriteString(w, `{"error":{"message":"Invalid OAuth access token","code":190}}`)
			return
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		switch {
		case r.Method == "GET" && r.URL.Path == "/v21.0/"+phoneID:
			c.checks++
			io.WriteString(w, `{"id":"`+phoneID+`"}`)
		case r.Method == "POST" && r.URL.Path == "/v21.0/"+phoneID+"/messages":
			var m map[string]any
			if json.NewDecoder(r.Body).Decode(&m) != nil {
				w.WriteHeader(http.StatusBadRequest)
				io.WriteString(w, `{"error":{"message":"(#100) Invalid parameter","code":100}}`)
				return
			}
			c.sends = append(c.sends, m)
			fmt.Fprintf(w, `{"messaging_product":"whatsapp","messages":[{"id":"wamid.E2E%d"}]}`, len(c.sends))
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	t.Cleanup(c.Close)
	return c
}

// waitFor polls took until it holds n messages (or fails after 20 s).
func (c *cloudAPI) waitFor(t *testing.T, n int) []map[string]any {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		c.mu.Lock()
		got := append([]map[string]any(nil), c.sends...)
		c.mu.Unlock()
		if len(got) >= n || time.Now().After(deadline) {
			if len(got) != n {
				t.Fatalf("the Cloud API took %d messages, want %d: %v", len(got), n, got)
			}
			return got
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// templateOf is a sent message's template name and body parameters.
func templateOf(m map[string]any) (string, []string) {
	tpl, _ := m["template"].(map[string]any)
	if tpl == nil {
		return "", nil
	}
	var params []string
	comps, _ := tpl["components"].([]any)
	for _, c := range comps {
		ps, _ := c.(map[string]any)["parameters"].([]any)
		for _, p := range ps {
			params = append(params, p.(map[string]any)["text"].(string))
		}
	}
	return tpl["name"].(string), params
}

// TestWhatsAppEndToEnd runs the binary with WHATSAPP_* pointing at a local Cloud API: a visitor with no
// e-mail who ticked WhatsApp is thanked on WhatsApp and, once they book, gets the confirmation carrying their
// booking's link; a message signed with the app secret from an unknown number with an ad's referral makes
// a lead with that attribution; a wrong signature is refused and stores nothing; the subscription check
// echoes Meta's challenge; the token never reaches the log.
func TestWhatsAppEndToEnd(t *testing.T) {
	t.Parallel()
	const token, phoneID, secret, verify = "EAAG-e2e-token-9f3k", "106540352242922", "app-secret-e2e", "verify-e2e"
	api := newCloudAPI(t, token, phoneID)
	env, db := migratedSite(t)
	ctx := context.Background()
	set, err := db.WhatsAppSettings(ctx)
	if err != nil {
		t.Fatal(err)
	}
	set.Templates = map[whatsapp.Kind]whatsapp.Template{}
	for _, k := range whatsapp.Kinds() {
		set.Templates[k] = whatsapp.Template{Name: "nivaas_" + string(k), Language: "en"}
	}
	if _, err := db.SaveWhatsAppTemplates(ctx, set, staff.CommandLine.Audit(time.Now(), staff.Entry{Action: "changed the WhatsApp templates"})); err != nil {
		t.Fatal(err)
	}
	db.Close()
	for k, v := range map[string]string{"WHATSAPP_TOKEN": token, "WHATSAPP_PHONE_NUMBER_ID": phoneID, "WHATSAPP_APP_SECRET": secret,
		"WHATSAPP_VERIFY_TOKEN": verify, "WHATSAPP_API_URL": api.URL + "/v21.0", "SITE_URL": "https://www.nivaas.example", "RATE_LIMIT_PER_MINUTE": "0"} {
		env[k] = v
	}
	s := startServer(t, env)

	post := func(path, contentType, body string, header map[string]string) (*http.Response, map[string]any) {
		t.Helper()
		req, _ := http.NewRequest("POST", s.url(path), strings.NewReader(body))
		req.Header.Set("Content-Type", contentType)
		for k, v := range header {
			req.Header.Set(k, v)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var m map[string]any
		json.NewDecoder(res.Body).Decode(&m)
		return res, m
	}
	get := func(path string, into any) {
		t.Helper()
		res, err := http.Get(s.url(path))
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if err := json.NewDecoder(res.Body).Decode(into); err != nil {
			t.Fatal(err)
		}
	}

	res, created := post("/api/leads", "application/json", `{"propertyType":"3 BHK","location":"Chennai","name":"Lakshmi Narayanan",
		"mobile":"+91 98400 12345","email":null,"whatsappUpdates":true,"page":"/get-free-estimate"}`, nil)
	if res.StatusCode != http.StatusCreated || created["bookingToken"] == nil {
		t.Fatalf("POST /api/leads = %d %v", res.StatusCode, created)
	}
	sent := api.waitFor(t, 1)
	if name, params := templateOf(sent[0]); name != "nivaas_lead_acknowledgement" || sent[0]["to"] != "919840012345" || len(params) != 1 || params[0] != "Lakshmi" {
		t.Fatalf("the lead's acknowledgement: %v", sent[0])
	}
	var places struct {
		Places []struct{ ID, Kind string } `json:"places"`
	}
	get("/api/appointments/places", &places)
	var slots struct {
		Slots []struct{ Start time.Time } `json:"slots"`
	}
	get("/api/appointments/slots?place="+places.Places[0].ID, &slots)
	if len(slots.Slots) == 0 {
		t.Fatal("no free slot to book")
	}
	res, booked := post("/api/appointments", "application/json", fmt.Sprintf(`{"bookingToken":%q,"placeId":%q,"start":%q}`,
		created["bookingToken"], places.Places[0].ID, slots.Slots[0].Start.Format(time.RFC3339)), nil)
	if res.StatusCode != http.StatusCreated || booked["emailed"] != false {
		t.Fatalf("booking = %d %v", res.StatusCode, booked)
	}
	sent = api.waitFor(t, 2)
	name, params := templateOf(sent[1])
	if name != "nivaas_booking_confirmation" || len(params) != 4 || params[3] != "https://www.nivaas.example"+booked["manageUrl"].(string) {
		t.Fatalf("the booking's confirmation: %s %q; manage link %v", name, params, booked["manageUrl"])
	}

	// The webhook: Meta's subscription check, a wrong signature, then an ad's first message signed as Meta signs.
	check, err := http.Get(s.url("/api/hooks/whatsapp?hub.mode=subscribe&hub.verify_token=" + verify + "&hub.challenge=20261116"))
	if err != nil {
		t.Fatal(err)
	}
	echo, _ := io.ReadAll(check.Body)
	check.Body.Close()
	if check.StatusCode != 200 || string(echo) != "20261116" {
		t.Fatalf("subscription check = %d %q", check.StatusCode, echo)
	}
	body := fmt.Sprintf(`{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[{"field":"messages","value":{"messaging_product":"whatsapp",
		"contacts":[{"profile":{"name":"Deepa Menon"},"wa_id":"919447012345"}],"messages":[{"from":"919447012345","id":"wamid.E2EIN1",
		"timestamp":"%d","type":"text","text":{"body":"Interested in a 2 BHK interior"},"referral":{"source_url":"https://fb.me/abc",
		"source_id":"120211","source_type":"ad","headline":"Kochi homes, Diwali offer","ctwa_clid":"ARAkL"}}]}}]}]}`, time.Now().Unix())
	if res, _ := post("/api/hooks/whatsapp", "application/json", body, map[string]string{meta.SignatureHeader: meta.Sign("not-the-secret", []byte(body))}); res.StatusCode != http.StatusForbidden {
		t.Fatalf("a wrong signature = %d, want 403", res.StatusCode)
	}
	if res, m := post("/api/hooks/whatsapp", "application/json", body, map[string]string{meta.SignatureHeader: meta.Sign(secret, []byte(body))}); res.StatusCode != 200 {
		t.Fatalf("a signed delivery = %d %v", res.StatusCode, m)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		out, code := runSite(t, env, "leads", "export")
		if code == 0 && strings.Contains(out, "Deepa Menon") {
			if !strings.Contains(out, "whatsapp-ad") || !strings.Contains(out, "Kochi homes, Diwali offer") {
				t.Fatalf("the ad's lead lacks its attribution:\n%s", out)
			}
			if strings.Count(out, "Deepa Menon") != 1 {
				t.Fatalf("the ad's message made %d leads", strings.Count(out, "Deepa Menon"))
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no lead from the WhatsApp message after 20 s (exit %d):\n%s\n%s", code, out, s.logText())
		}
		time.Sleep(200 * time.Millisecond)
	}
	api.mu.Lock()
	checks := api.checks
	api.mu.Unlock()
	if checks == 0 {
		t.Error("the site never checked its WhatsApp account")
	}
	if strings.Contains(s.logText(), token) || strings.Contains(s.logText(), secret) {
		t.Error("a WhatsApp secret reached the log")
	}
}
