// Package cloudapi speaks the WhatsApp Business Cloud API (Meta's Graph API) for the whatsapp domain:
// sending a message and checking the account, with plain net/http.
package cloudapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/textfield"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// ClientConfig is the Cloud API account: the Graph API's address with its version, the business
// number's id and a system user's token (sent as a Bearer header only, never logged).
type ClientConfig struct {
	APIURL        string // e.g. https://graph.facebook.com/v21.0
	PhoneNumberID string
	Token         string
	HTTP          *http.Client // nil: one with a 20 s timeout
}

// Client speaks the Cloud API's messages endpoint with plain net/http.
type Client struct{ cfg ClientConfig }

// NewClient returns a client of cfg's account.
func NewClient(cfg ClientConfig) *Client {
	cfg.APIURL = strings.TrimRight(cfg.APIURL, "/")
	if cfg.HTTP == nil {
		cfg.HTTP = &http.Client{Timeout: 20 * time.Second}
	}
	return &Client{cfg: cfg}
}

type textBody struct {
	PreviewURL bool   `json:"preview_url"`
	Body       string `json:"body"`
}

type parameter struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type component struct {
	Type       string      `json:"type"`
	Parameters []parameter `json:"parameters"`
}

type templateBody struct {
	Name       string            `json:"name"`
	Language   map[string]string `json:"language"`
	Components []component       `json:"components,omitempty"`
}

// sendBody is the documented shape of POST /{phone-number-id}/messages.
type sendBody struct {
	Product   string        `json:"messaging_product"`
	Recipient string        `json:"recipient_type"`
	To        string        `json:"to"`
	Type      string        `json:"type"`
	Text      *textBody     `json:"text,omitempty"`
	Template  *templateBody `json:"template,omitempty"`
	Ref       string        `json:"biz_opaque_callback_data"`
}

// APIError is the Cloud API's refusal: its HTTP status and {error: {message, code}}.
type APIError struct {
	Status  int
	Code    int
	Message string
}

func (e *APIError) Error() string {
	if e.Message == "" {
		return strings.ReplaceAll(whatsapp.Msg("answered"), "{status}", strconv.Itoa(e.Status))
	}
	return strings.NewReplacer("{message}", e.Message, "{code}", strconv.Itoa(e.Code)).Replace(whatsapp.Msg("refused"))
}

// retryable are the Cloud API's codes of a refusal that passes: rate limits, a service down for now, a
// token an owner must renew (the message waits for it, as a mail waits out an SMTP outage).
var retryable = []int{1, 2, 4, 17, 32, 80007, 130429, 131000, 131016, 131056, 133004, 190}

// Temporary reports whether sending again later may succeed.
func (e *APIError) Temporary() bool {
	return e.Status == http.StatusTooManyRequests || e.Status >= 500 || e.Status == http.StatusUnauthorized ||
		slices.Contains(retryable, e.Code)
}

// Send sends m to WhatsApp number to and returns WhatsApp's id of it (wamid). A refusal is an *APIError;
// one that retrying cannot change is wrapped in *PermanentError.
func (c *Client) Send(ctx context.Context, to string, m whatsapp.Message) (string, error) {
	body := sendBody{Product: "whatsapp", Recipient: "individual", To: to, Ref: whatsapp.RefOf(m.ID)}
	if m.Kind == "" {
		body.Type, body.Text = "text", &textBody{Body: m.Text}
	} else {
		t := &templateBody{Name: m.Template, Language: map[string]string{"code": m.Language}}
		if len(m.Params) > 0 {
			c := component{Type: "body"}
			for _, p := range m.Params {
				c.Parameters = append(c.Parameters, parameter{Type: "text", Text: p})
			}
			t.Components = []component{c}
		}
		body.Type, body.Template = "template", t
	}
	payload, err := json.Marshal(body)
	if err != nil {
		return "", &whatsapp.PermanentError{Err: err}
	}
	var answer struct {
		Messages []struct {
			ID string `json:"id"`
		} `json:"messages"`
	}
	if err := c.call(ctx, http.MethodPost, "/"+c.cfg.PhoneNumberID+"/messages", payload, &answer); err != nil {
		return "", err
	}
	if len(answer.Messages) == 0 || answer.Messages[0].ID == "" || len(answer.Messages[0].ID) > 200 {
		return "", errors.New(whatsapp.Msg("noMessageID"))
	}
	return answer.Messages[0].ID, nil
}

// Check asks the Cloud API for the business number, to learn whether the token and id work.
func (c *Client) Check(ctx context.Context) error {
	return c.call(ctx, http.MethodGet, "/"+c.cfg.PhoneNumberID+"?fields=id", nil, &struct{}{})
}

// maxAnswer bounds what is read of the Cloud API's answer.
const maxAnswer = 64 << 10

func (c *Client) call(ctx context.Context, method, path string, payload []byte, into any) error {
	var body io.Reader
	if payload != nil {
		body = bytes.NewReader(payload)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.cfg.APIURL+path, body)
	if err != nil {
		return &whatsapp.PermanentError{Err: err}
	}
	req.Header.Set("Authorization", "Bearer "+c.cfg.Token)
	if payload != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.cfg.HTTP.Do(req)
	if err != nil {
		return errors.New(strings.ReplaceAll(whatsapp.Msg("unreachable"), "{reason}", reason(err)))
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return errors.New(strings.ReplaceAll(whatsapp.Msg("unreachable"), "{reason}", reason(err)))
	}
	if res.StatusCode/100 != 2 {
		e := &APIError{Status: res.StatusCode}
		var refusal struct {
			Error struct {
				Message string `json:"message"`
				Code    int    `json:"code"`
			} `json:"error"`
		}
		if json.Unmarshal(raw, &refusal) == nil {
			e.Code, e.Message = refusal.Error.Code, strings.TrimRight(textfield.Tidy(refusal.Error.Message, 300), ".")
		}
		if e.Temporary() {
			return e
		}
		return &whatsapp.PermanentError{Err: e}
	}
	if err := json.Unmarshal(raw, into); err != nil {
		return fmt.Errorf("%s", strings.ReplaceAll(whatsapp.Msg("unreachable"), "{reason}", "its answer was not JSON"))
	}
	return nil
}

// reason is a transport failure in a few words, without the request's address.
func reason(err error) string {
	var ue interface{ Timeout() bool }
	if errors.As(err, &ue) && ue.Timeout() {
		return "it did not answer in time"
	}
	var uerr interface{ Unwrap() error }
	if errors.As(err, &uerr) && uerr.Unwrap() != nil {
		err = uerr.Unwrap()
	}
	return textfield.Tidy(err.Error(), 200)
}
