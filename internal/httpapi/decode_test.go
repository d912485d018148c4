package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
)

func TestDecodeJSON(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, body, contentType string
		wantStatus              int
		wantError               string
		wantField               string
	}{
		{"ok", `{"name":"Asha","email":null}`, "application/json", 0, "", ""},
		{"ok with charset", `{"name":"Asha"}`, "application/json; charset=UTF-8", 0, "", ""},
		{"wrong type text", `{"propertyType":2}`, "application/json", 400, `The field "propertyType" must be text.`, "propertyType"},
		{"wrong type bool", `{"whatsappUpdates":"yes"}`, "application/json", 400, `The field "whatsappUpdates" must be true or false.`, "whatsappUpdates"},
		{"wrong type email", `{"email":["a@b.in"]}`, "application/json", 400, `The field "email" must be text.`, "email"},
		{"wrong type embedded", `{"utm_source":{}}`, "application/json", 400, `The field "utm_source" must be text.`, "utm_source"},
		{"unknown field", `{"role":"admin"}`, "application/json", 400, `The field "role" is not accepted.`, "role"},
		{"array body", `[{"name":"Asha"}]`, "application/json", 400, "The request body must be a JSON object.", ""},
		{"null body", `null`, "application/json", 400, "The request body must be a JSON object.", ""},
		{"empty body", ``, "application/json", 400, "The request body is empty. Please send a JSON object.", ""},
		{"syntax", `{"name":}`, "application/json", 400, "The request body is not valid JSON.", ""},
		{"truncated", `{"name":"As`, "application/json", 400, "The request body is not valid JSON.", ""},
		{"trailing object", `{"name":"Asha"}{"name":"Ravi"}`, "application/json", 400, "The request body must contain a single JSON object and nothing after it.", ""},
		{"trailing garbage", `{"name":"Asha"} x`, "application/json", 400, "The request body must contain a single JSON object and nothing after it.", ""},
		{"invalid utf-8", "{\"name\":\"\xff\xfe\"}", "application/json", 400, `The request contains characters that are not valid UTF-8. Please correct the field "name".`, "name"},
		{"invalid utf-8 in a key", "{\"na\xffme\":\"Asha\"}", "application/json", 400, "The request contains characters that are not valid UTF-8.", ""},
		{"NUL in a field", `{"name":"Asha","utm_source":"a\u0000b"}`, "application/json", 400, `The field "utm_source" holds characters that cannot be used. Please remove line breaks and special characters.`, "utm_source"},
		{"control character in a nested field", `{"name":"Asha","email":["\u0007"]}`, "application/json", 400, `The field "email" holds characters that cannot be used. Please remove line breaks and special characters.`, "email"},
		{"line break in a field", `{"name":"Asha","utm_source":"a\r\nb"}`, "application/json", 0, "", ""},
		{"form content type", `{"name":"Asha"}`, "application/x-www-form-urlencoded", 415, "Please send the request as JSON (Content-Type: application/json).", ""},
		{"no content type", `{"name":"Asha"}`, "", 415, "Please send the request as JSON (Content-Type: application/json).", ""},
		{"latin-1 charset", `{"name":"Asha"}`, "application/json; charset=iso-8859-1", 415, "Please send the request as UTF-8 encoded JSON.", ""},
		{"too large", `{"name":"` + strings.Repeat("a", maxBody) + `"}`, "application/json", 413, "The request is too large. Please shorten your message and try again.", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodPost, "/api/leads", strings.NewReader(c.body))
			if c.contentType != "" {
				r.Header.Set("Content-Type", c.contentType)
			}
			var req lead.CreateRequest
			e := decodeJSON(httptest.NewRecorder(), r, &req)
			if c.wantStatus == 0 {
				if e != nil {
					t.Fatalf("unexpected error %d %q", e.status, e.message)
				}
				if req.Name == "" {
					t.Fatal("nothing decoded")
				}
				return
			}
			if e == nil {
				t.Fatalf("no error, want %d", c.wantStatus)
			}
			if e.status != c.wantStatus || e.message != c.wantError {
				t.Errorf("got %d %q, want %d %q", e.status, e.message, c.wantStatus, c.wantError)
			}
			if c.wantField != "" && e.fields[c.wantField] == "" {
				t.Errorf("fields %v lack %s", e.fields, c.wantField)
			}
		})
	}
}

func TestDecodeJSONTooLargeWithoutContentLength(t *testing.T) {
	t.Parallel()
	r := httptest.NewRequest(http.MethodPost, "/api/leads", strings.NewReader(`{"name":"`+strings.Repeat("a", maxBody)+`"}`))
	r.ContentLength = -1 // chunked: only MaxBytesReader can notice
	r.Header.Set("Content-Type", "application/json")
	var req lead.CreateRequest
	if e := decodeJSON(httptest.NewRecorder(), r, &req); e == nil || e.status != http.StatusRequestEntityTooLarge {
		t.Fatalf("got %v, want 413", e)
	}
}

func TestDecodeFormTakesOutTheHoneypot(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, body string
		wantBot    bool
		wantError  string
	}{
		{"person", `{"name":"Asha","website":""}`, false, ""},
		{"no honeypot", `{"name":"Asha"}`, false, ""},
		{"blank honeypot", `{"name":"Asha","website":"  "}`, false, ""},
		{"null honeypot", `{"name":"Asha","website":null}`, false, ""},
		{"bot", `{"name":"Asha","website":"http://spam.example"}`, true, ""},
		{"bot other case", `{"name":"Asha","Website":"x"}`, true, ""},
		{"honeypot not text", `{"name":"Asha","website":1}`, false, `The field "website" must be text.`},
		{"bot with unknown field", `{"name":"Asha","website":"x","role":"admin"}`, false, `The field "role" is not accepted.`},
		{"trailing data", `{"website":"x"} {}`, false, "The request body must contain a single JSON object and nothing after it."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var req lead.CreateRequest
			bot, e := decodeForm(httptest.NewRecorder(), formRequest(c.body), &req)
			if c.wantError != "" {
				if e == nil || e.status != http.StatusBadRequest || e.message != c.wantError {
					t.Fatalf("error = %+v, want 400 %q", e, c.wantError)
				}
				return
			}
			if e != nil || bot != c.wantBot || req.Name != "Asha" {
				t.Fatalf("bot = %v, req = %+v, err = %+v; want bot %v", bot, req, e, c.wantBot)
			}
		})
	}
}
