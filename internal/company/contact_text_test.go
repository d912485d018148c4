package company

import "testing"

// The same text and HTML as web/app/content/contact-text.test.ts: server and React write alike.
const (
	quotingSample     = "Call {phone} or +91 80 4718 2200, write to {email} & visit {address}."
	quotingSampleHTML = `Call <a href="tel:+918047182200" data-live-href="phoneHref" data-live="phone" class="font-semibold text-accent-ink underline underline-offset-4">+91 80 4718 2200</a> or ` +
		`<a href="tel:+918047182200" data-live-href="phoneHref" data-live="phone" class="font-semibold text-accent-ink underline underline-offset-4">+91 80 4718 2200</a>, write to ` +
		`<a href="mailto:hello@nivaas.example" data-live-href="mailtoHref" data-live="infoEmail" class="font-semibold text-accent-ink underline underline-offset-4">hello@nivaas.example</a> &amp; visit ` +
		`<span data-live="officeAddress">3rd Floor, 42 Residency Road, Ashok Nagar, Bengaluru 560025</span>.`
)

func TestContactHTMLMarksEveryQuotedDetail(t *testing.T) {
	if got := ContactHTML(quotingSample); got != quotingSampleHTML {
		t.Errorf("ContactHTML =\n%s\nwant\n%s", got, quotingSampleHTML)
	}
	if got := ContactHTML(`No <b>details</b> here.`); got != "No &lt;b&gt;details&lt;/b&gt; here." {
		t.Errorf("plain text not escaped as text: %s", got)
	}
	d := Default()
	d.Phone, d.InfoEmail, d.OfficeAddress = "+91 98450 12345", "sales@casa.example", "7 MG Road, Pune"
	want := "Call +91 98450 12345 or +91 98450 12345, write to sales@casa.example & visit 7 MG Road, Pune."
	if got := ContactPlain(quotingSample, d); got != want {
		t.Errorf("ContactPlain = %q, want %q", got, want)
	}
	if got := WithPlaceholders(quotingSample); got != "Call {phone} or {phone}, write to {email} & visit {address}." {
		t.Errorf("WithPlaceholders = %q", got)
	}
	if got := ContactPlain("{phonebook} stays", d); got != "{phonebook} stays" {
		t.Errorf("a word that only begins like a placeholder changed: %q", got)
	}
}
