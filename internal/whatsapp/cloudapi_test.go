package whatsapp_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestMain drops the PostgreSQL template the tests copied their databases from.
func TestMain(m *testing.M) { storetest.Main(m) }

const (
	testToken   = "EAAG-test-token"
	testPhoneID = "106540352242922"
)

// sent is one message the Cloud API took, as it arrived.
type sent struct {
	Product  string                 `json:"messaging_product"`
	To       string                 `json:"to"`
	Type     string                 `json:"type"`
	Ref      string                 `json:"biz_opaque_callback_data"`
	Text     *struct{ Body string } `json:"text"`
	Template *struct {
		Name     string `json:"name"`
		Language struct {
			Code string `json:"code"`
		} `json:"language"`
		Components []struct {
			Type       string `json:"type"`
			Parameters []struct {
				Type string `json:"type"`
				Text string `json:"text"`
			} `json:"parameters"`
		} `json:"components"`
	} `json:"template"`
}

// params are a template message's body parameters.
func (s sent) params() []string {
	var out []string
	if s.Template != nil {
		for _, c := range s.Template.Components {
			for _, p := range c.Parameters {
				out = append(out, p.Text)
			}
		}
	}
	return out
}

// cloudAPI is a local server speaking the Cloud API's documented shapes: POST /v21.0/{phone-number-id}/messages
// with the Bearer token answers {messages:[{id}]}, GET /v21.0/{phone-number-id} the number; it records what it took.
type cloudAPI struct {
	*httptest.Server
	mu    sync.Mutex
	sends []sent
	// fail, while it holds answers, answers the next sends with them (status and body) instead.
	fail []struct {
		status int
		body   string
	}
	refusedAuth int
}

func newCloudAPI(t *testing.T) *cloudAPI {
	c := &cloudAPI{}
	c.Server = httptest.NewServer(http.HandlerFunc(c.serve))
	t.Cleanup(c.Close)
	return c
}

// URL is the API's address with its version, as WHATSAPP_API_URL gives it.
func (c *cloudAPI) URL() string { return c.Server.URL + "/v21.0" }

func (c *cloudAPI) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	if r.Header.Get("Authorization") != "Bearer "+testToken {
		c.mu.Lock()
		c.refusedAuth++
		c.mu.Unlock()
		w.WriteHeader(http.StatusUnauthorized)
		io.WriteString(w, `{"error":{"message":"Invalid OAuth access token - Cannot parse access token","type":"OAuthException","code":190,"fbtrace_id":"A"}}`)
		return
	}
	switch {
	case r.Method == "GET" && r.URL.Path == "/v21.0/"+testPhoneID:
		io.WriteString(w, `{"id":"`+testPhoneID+`"}`)
	case r.Method == "POST" && r.URL.Path == "/v21.0/"+testPhoneID+"/messages" && r.Header.Get("Content-Type") == "application/json":
		var m sent
		if err := json.NewDecoder(r.Body).Decode(&m); err != nil || m.Product != "whatsapp" || m.To == "" {
			w.WriteHeader(http.StatusBadRequest)
			io.WriteString(w, `{"error":{"message":"(#100) Invalid parameter","type":"OAuthException","code":100}}`)
			return
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		if len(c.fail) > 0 {
			f := c.fail[0]
			c.fail = c.fail[1:]
			w.WriteHeader(f.status)
			io.WriteString(w, f.body)
			return
		}
		c.sends = append(c.sends, m)
		fmt.Fprintf(w, `{"messaging_product":"whatsapp","contacts":[{"input":%q,"wa_id":%q}],"messages":[{"id":"wamid.HBgM%d"}]}`, m.To, m.To, len(c.sends))
	default:
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, `{"error":{"message":"Unknown path","code":803}}`)
	}
}

// failNext makes the next send answer status with body.
func (c *cloudAPI) failNext(status int, body string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.fail = append(c.fail, struct {
		status int
		body   string
	}{status, body})
}

// took returns the messages taken so far.
func (c *cloudAPI) took() []sent {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]sent(nil), c.sends...)
}

// webhook is a Cloud API delivery of these messages and statuses (JSON objects), as Meta posts it.
func webhook(contacts, messages, statuses []string) []byte {
	return []byte(`{"object":"whatsapp_business_account","entry":[{"id":"WABA","changes":[{"field":"messages","value":{` +
		`"messaging_product":"whatsapp","metadata":{"display_phone_number":"919000000000","phone_number_id":"` + testPhoneID + `"},` +
		`"contacts":[` + strings.Join(contacts, ",") + `],"messages":[` + strings.Join(messages, ",") + `],"statuses":[` + strings.Join(statuses, ",") + `]}}]}]}`)
}

// textMessage is a customer's text message from waID.
func textMessage(waID, wamid, text string, ts int64) string {
	b, _ := json.Marshal(text)
	return fmt.Sprintf(`{"from":%q,"id":%q,"timestamp":"%d","type":"text","text":{"body":%s}}`, waID, wamid, ts, b)
}

// contact is the profile of the sender waID.
func contact(waID, name string) string {
	return fmt.Sprintf(`{"profile":{"name":%q},"wa_id":%q}`, name, waID)
}

// statusOf is a tick for wamid.
func statusOf(wamid, status string, ts int64, ref string) string {
	return fmt.Sprintf(`{"id":%q,"status":%q,"timestamp":"%d","recipient_id":"919876543210","biz_opaque_callback_data":%q}`, wamid, status, ts, ref)
}
