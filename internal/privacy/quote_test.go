package privacy

import "testing"

// TestQuoteRules: an address is found only whole, a number however it is written but never inside
// a longer run of digits, a name only as whole words; plain, URL-encoded and JSON text alike.
func TestQuoteRules(t *testing.T) {
	email, mobile, name := *EmailNeedle("Asha.Verma@Example.com"), *MobileNeedle("+91 98450 12345"), *NameNeedle("Asha  Verma")
	for _, tc := range []struct {
		needle Needle
		text   string
		want   bool
	}{
		{email, "Referred by asha.verma@example.com.", true},
		{email, "q=asha.verma%40example.com&status=new", true},
		{email, `{"to":"ASHA.VERMA@EXAMPLE.COM"}`, true},
		{email, `"text":"Hello\nasha.verma@example.com"`, true},
		{email, "<asha.verma@example.com>", true},
		{email, "masha.verma@example.com", false},
		{email, "x+asha.verma@example.com", false},
		{email, "q=x%2Basha.verma%40example.com", false},
		{email, "asha.verma@example.com.evil.example", false},
		{email, "asha.verma@example.company", false},
		{mobile, "call 9845012345 today", true},
		{mobile, "call 98450 12345", true},
		{mobile, "call 98450-12345", true},
		{mobile, "+919845012345", true},
		{mobile, "q=98450+12345", true},
		{mobile, "q=%2B91%2098450%2012345", true},
		{mobile, "09845012345", true},
		{mobile, "order 198450123456", false},
		{mobile, "98450123456", false},
		{mobile, "984501234", false},
		{name, "Referred by Asha Verma.", true},
		{name, "q=asha+verma", true},
		{name, "q=Asha%20Verma", true},
		{name, "Ashaverma", false},
		{name, "Nasha Verma", false},
		{name, "Asha Vermani", false},
		{*LeadLinkNeedle(12), "Open the lead: https://x/admin/leads/12\n", true},
		{*LeadLinkNeedle(12), "https://x/admin/leads/120", false},
	} {
		if got := Quotes(tc.text, []Needle{tc.needle}); got != tc.want {
			t.Errorf("%q in %q: %v, want %v", tc.needle.re, tc.text, got, tc.want)
		}
	}
	if out, changed := Redact("Asha Verma (asha.verma@example.com, 98450-12345) and masha.verma@example.com", []Needle{email, mobile, name}); !changed ||
		out != "[erased] ([erased], [erased]) and masha.verma@example.com" {
		t.Errorf("redacted: %q", out)
	}
	for _, none := range []*Needle{EmailNeedle(""), EmailNeedle("not-an-address"), MobileNeedle("12345"), NameNeedle("Al")} {
		if none != nil {
			t.Errorf("a needle for too little: %v", none.re)
		}
	}
}
