package company

import (
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
)

func TestDefaultIsValidAndReadsAsTheSpec(t *testing.T) {
	d := Default()
	if err := d.Validate(); err != nil {
		t.Fatalf("the defaults do not pass their own rules: %v", err)
	}
	tx := Texts(d)
	// The same strings web/app/content/company.test.ts expects of the TypeScript side.
	for key, want := range map[string]string{
		"phone":        "+91 80 4718 2200",
		"phoneHref":    "tel:+918047182200",
		"whatsappHref": "https://wa.me/918047182200?text=Hi%20Nivaas%20Interiors!%20I%20would%20like%20a%20free%20design%20consultation%20for%20my%20home.",
		"promoHeading": "Flat 25% Off on Modular Interiors",
		"promoText":    "Get 25% off plus a 25-year warranty on modular interiors, valid on orders above Rs. 5 Lakh.",
		"footerOffer":  ", with 25% off and a 25-year warranty on modular interiors above Rs. 5 Lakh.",
		"promoMinimum": "Above Rs. 5 Lakh", "offerDeadlineDay": "the 30th", "claims.homes": "15,000+",
		"reviewFigures.averageRating": "4.8/5",
		"grievanceLead":               "Grievance Officer, Nivaas Interiors, ", "grievanceEmail": "grievance@nivaas.example",
		"grievanceMailtoHref": "mailto:grievance@nivaas.example", "grievanceRest": "",
	} {
		if tx[key] != want {
			t.Errorf("%s = %q, want %q", key, tx[key], want)
		}
	}
	if lead, email, rest := grievanceParts("Asha Rao (a@b.in), 2nd floor"); lead != "Asha Rao (" || email != "a@b.in" || rest != "), 2nd floor" {
		t.Errorf("grievance parts %q %q %q", lead, email, rest)
	}
	if got := tx["offerHeadline"] + tx["offerBarRest"]; got != "25% off + 25-year warranty on modular interiors, orders above Rs. 5 Lakh." {
		t.Errorf("offer bar = %q", got)
	}
}

func TestPhonesAndLinks(t *testing.T) {
	for phone, ok := range map[string]bool{
		"+91 80 4718 2200": true, "080-4718 2200": true, "98450 12345": true, "+91 98450-12345": true,
		"+1 415 555 0100": false, "+91 0 4718 22000": false, "8047182": false, "javascript:alert(1)": false, "+91 80 4718 2200 x": false,
	} {
		if IsIndianPhone(phone) != ok {
			t.Errorf("IsIndianPhone(%q) = %v, want %v", phone, !ok, ok)
		}
	}
	if PhoneHref("080-4718 2200") != "tel:+918047182200" {
		t.Errorf("PhoneHref = %q", PhoneHref("080-4718 2200"))
	}
	for u, ok := range map[string]bool{
		"https://facebook.com/x": true, "http://facebook.com/x": false, "javascript:alert(1)": false, "//evil.example/": false,
		"https://a:b@evil.example/": false, `https://x.example/"><script>`: false, "https:evil": false, "HTTPS://caps.example/": true,
	} {
		if IsHTTPSURL(u) != ok {
			t.Errorf("IsHTTPSURL(%q) = %v, want %v", u, !ok, ok)
		}
	}
	// JavaScript's encodeURIComponent("Hi <b>\"you\"</b> & me ✓ (ok)!")
	if got := encodeURIComponent(`Hi <b>"you"</b> & me ✓ (ok)!`); got != "Hi%20%3Cb%3E%22you%22%3C%2Fb%3E%20%26%20me%20%E2%9C%93%20(ok)!" {
		t.Errorf("encodeURIComponent = %q", got)
	}
	if ordinal(1)+ordinal(2)+ordinal(3)+ordinal(11)+ordinal(12)+ordinal(13)+ordinal(21)+ordinal(22)+ordinal(31) != "1st2nd3rd11th12th13th21st22nd31st" {
		t.Error("ordinals")
	}
}

func TestValidateNamesEveryBadField(t *testing.T) {
	d := Default()
	d.Phone, d.Offer.Percent, d.Social.Twitter, d.Offer.Enabled = " +91 98450 12345 ", 91, "http://x.example", false
	err := d.Validate()
	fe, ok := err.(*fault.Error)
	if !ok || fe.Message != C.Messages["invalid"] || fe.Fields["offer.percent"] != C.Messages["percent"] ||
		fe.Fields["social.twitter"] != C.Messages["url"] || len(fe.Fields) != 2 {
		t.Fatalf("Validate = %#v", err)
	}
	if d.Phone != "+91 98450 12345" {
		t.Errorf("phone not trimmed: %q", d.Phone)
	}
	if got := Texts(d)["footerOffer"]; got != "." {
		t.Errorf("footer offers while the offer is off: %q", got)
	}
	old := Default()
	d.WhatsappStartsUnticked = true
	if c := Changes(old, d); !strings.Contains(c, "WhatsApp box starts unticked: true") || !strings.Contains(c, "phone: +91 80 4718 2200 → +91 98450 12345") || !strings.Contains(c, "offer on: false") {
		t.Errorf("Changes = %q", c)
	}
}
