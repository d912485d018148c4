package lead

import (
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault/faulttest"
	"github.com/nivaas-interiors/site/internal/textfield"
)

func ptr(s string) *string { return &s }

func valid() CreateRequest {
	return CreateRequest{PropertyType: "2 BHK", Location: "Pune", Name: "Asha Rao", Mobile: "98765 43210", Email: ptr("asha@example.com")}
}

func TestNormalizeMobile(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"9876543210", "9876543210", true},
		{"98765 43210", "9876543210", true},
		{"98765-43210", "9876543210", true},
		{"+91 98765 43210", "9876543210", true},
		{"+91-9876543210", "9876543210", true},
		{"919876543210", "9876543210", true},
		{"09876543210", "9876543210", true},
		{" 6000000000 ", "6000000000", true},
		{"9123456789", "9123456789", true}, // starts with 91 but is already 10 digits
		{"5876543210", "", false},          // first digit must be 6-9
		{"987654321", "", false},
		{"98765432100", "", false},
		{"+1 9876543210", "", false},
		{"98765.43210", "", false},
		{"९८७६५४३२१०", "", false}, // Devanagari digits are not accepted
		{"", "", false},
	} {
		got, ok := NormalizeMobile(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("NormalizeMobile(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name       string
		edit       func(r *CreateRequest)
		wantMsg    string   // "" means valid
		wantFields []string // fields with a problem
	}{
		{"valid", func(r *CreateRequest) {}, "", nil},
		{"email nil", func(r *CreateRequest) { r.Email = nil }, "", nil},
		{"email empty", func(r *CreateRequest) { r.Email = ptr("") }, "", nil},
		{"location optional", func(r *CreateRequest) { r.Location = "" }, "", nil},
		{"spaces trimmed", func(r *CreateRequest) { r.Name = "  Asha  "; r.PropertyType = " 4+ BHK / Duplex " }, "", nil},
		{"attribution within bounds", func(r *CreateRequest) {
			r.Page = "/get-free-estimate"
			r.Referrer = "https://www.google.example/search?q=interiors"
			r.UTMSource, r.UTMMedium, r.UTMCampaign = "google", "cpc", "diwali"
		}, "", nil},
		{"missing property type", func(r *CreateRequest) { r.PropertyType = "" }, RequiredMessage, []string{"propertyType"}},
		{"missing name and mobile", func(r *CreateRequest) { r.Name = " "; r.Mobile = "" }, RequiredMessage, []string{"mobile", "name"}},
		{"missing name wins over bad mobile", func(r *CreateRequest) { r.Name = ""; r.Mobile = "12" }, RequiredMessage, []string{"mobile", "name"}},
		{"unknown property type", func(r *CreateRequest) { r.PropertyType = "5 BHK" }, textfield.MsgChoice, []string{"propertyType"}},
		{"unknown location", func(r *CreateRequest) { r.Location = "Paris" }, textfield.MsgChoice, []string{"location"}},
		{"bad mobile", func(r *CreateRequest) { r.Mobile = "12345" }, MobileMessage, []string{"mobile"}},
		{"mobile too long with spaces", func(r *CreateRequest) { r.Mobile = "98765" + strings.Repeat(" ", 40) + "43210" }, MobileMessage, []string{"mobile"}},
		{"bad email", func(r *CreateRequest) { r.Email = ptr("asha@") }, textfield.MsgEmail, []string{"email"}},
		{"header injection in email", func(r *CreateRequest) { r.Email = ptr("a@b.com\r\nBcc: x@y.com") }, textfield.MsgEmail, []string{"email"}},
		{"name too long", func(r *CreateRequest) { r.Name = strings.Repeat("a", 101) }, textfield.MsgTooLong(100), []string{"name"}},
		{"name 100 characters", func(r *CreateRequest) { r.Name = strings.Repeat("आ", 100) }, "", nil},
		{"name with newline", func(r *CreateRequest) { r.Name = "Asha\nRao" }, textfield.MsgControl, []string{"name"}},
		{"name invalid utf-8", func(r *CreateRequest) { r.Name = "Asha\xff" }, textfield.MsgControl, []string{"name"}},
		// Attribution is gathered by the browser: odd values are tidied, never fatal.
		{"page too long", func(r *CreateRequest) { r.Page = "/" + strings.Repeat("p", 300) }, "", nil},
		{"referrer too long", func(r *CreateRequest) { r.Referrer = strings.Repeat("r", 1001) }, "", nil},
		{"utm control char and bad utf-8", func(r *CreateRequest) { r.UTMSource = "x\ry\xff" }, "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := valid()
			tc.edit(&r)
			faulttest.Validated(t, r.Validate(), tc.wantMsg, tc.wantFields)
		})
	}
}

func TestNormalizedKeepsEmailKind(t *testing.T) {
	r := valid()
	r.Email = nil
	if r.Normalized().Email != nil {
		t.Fatal("nil email became non-nil")
	}
	r.Email = ptr("  ")
	if e := r.Normalized().Email; e == nil || *e != "" {
		t.Fatalf("blank email = %v, want empty string", e)
	}
	r.Email = ptr(" Asha@Example.com ")
	if e := r.Normalized().Email; *e != "Asha@Example.com" {
		t.Fatalf("email = %q, want case kept and trimmed", *e)
	}
}

func TestAttributionIsTidiedNotRejected(t *testing.T) {
	r := valid()
	r.Page = " /" + strings.Repeat("p", 400)
	r.Referrer = strings.Repeat("é", 1200)
	r.UTMSource = "goo\r\ngle\xff"
	r.UTMTerm = strings.Repeat("t", 250)
	n := r.Normalized()
	if got := len([]rune(n.Page)); got != MaxPage {
		t.Errorf("page cut to %d characters, want %d", got, MaxPage)
	}
	if got := len([]rune(n.Referrer)); got != MaxReferrer {
		t.Errorf("referrer cut to %d characters, want %d", got, MaxReferrer)
	}
	if n.UTMSource != "google" {
		t.Errorf("utm_source = %q, want control characters and invalid UTF-8 dropped", n.UTMSource)
	}
	if got := len(n.UTMTerm); got != MaxUTM {
		t.Errorf("utm_term length %d, want %d", got, MaxUTM)
	}
}
