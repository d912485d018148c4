package sitepages

import (
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/company"
)

// A page as the build writes it, with the marks of web/app/content/company.ts.
const markedPage = `<!DOCTYPE html><html lang="en"><head><title>Home</title>` +
	`<script type="application/ld+json">{"@type":"BreadcrumbList","telephone":"+91 80 4718 2200"}</script>` +
	`<script type="application/ld+json">{"@type":"HomeAndConstructionBusiness","@id":"https://www.nivaas.example/#organization","name":"Nivaas Interiors","telephone":"+91 80 4718 2200","address":{"streetAddress":"old"},"sameAs":[]}</script>` +
	`</head><body><aside data-live-show="offer" aria-label="Offer"><span data-live="offerHeadline">25% off + 25-year warranty</span></aside>` +
	`<a href="tel:+918047182200" data-live-href="phoneHref" class="x"><svg aria-hidden="true"></svg><span data-live="phone">+91 80 4718 2200</span></a>` +
	`<a href="https://wa.me/918047182200?text=Hi" data-live-href="whatsappHref">Chat</a>` +
	`<p>Tell us<span data-live="footerOffer">, with 25% off<!-- --> and more.</span></p><p>untouched &amp; kept</p></body></html>`

func TestFillCompanyRewritesMarkedElements(t *testing.T) {
	d := company.Default()
	d.Phone, d.WhatsappNumber, d.WhatsappGreeting = "+91 98450 12345", "919845012345", `Hi <b>"you"</b> & me`
	d.Offer.Percent, d.Offer.WarrantyYears, d.OfficeAddress = 30, 10, "1 MG Road </script><script>alert(1)</script>"
	cur, err := newLiveDetails(d)
	if err != nil {
		t.Fatal(err)
	}
	got := string(fillCompany([]byte(markedPage), cur))
	for _, want := range []string{
		`<span data-live="offerHeadline">30% off + 10-year warranty</span>`,
		`<a href="tel:+919845012345" data-live-href="phoneHref" class="x"><svg aria-hidden="true"></svg><span data-live="phone">+91 98450 12345</span></a>`,
		`href="https://wa.me/919845012345?text=Hi%20%3Cb%3E%22you%22%3C%2Fb%3E%20%26%20me"`,
		`<span data-live="footerOffer">, with 30% off and a 10-year warranty on modular interiors above Rs. 5 Lakh.</span></p>`,
		`"telephone":"+91 98450 12345"`,
		`<p>untouched &amp; kept</p></body></html>`,
		`<script type="application/json" id="` + company.C.DataID + `">`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("filled page lacks %s\n%s", want, got)
		}
	}
	if !strings.Contains(got, `{"@type":"BreadcrumbList","telephone":"+91 80 4718 2200"}`) {
		t.Errorf("another JSON-LD block was rewritten:\n%s", got)
	}
	if strings.Count(got, "<script") != 3 || strings.Contains(got, "<script>alert") || strings.Contains(got, ` hidden=`) {
		t.Errorf("a detail escaped its element, or the offer is hidden while on:\n%s", got)
	}

	d.Offer.Enabled = false
	cur, _ = newLiveDetails(d)
	got = string(fillCompany([]byte(markedPage), cur))
	if !strings.Contains(got, `<aside data-live-show="offer" aria-label="Offer" hidden="">`) ||
		!strings.Contains(got, `<span data-live="footerOffer">.</span>`) {
		t.Errorf("offer off: bar not hidden or footer still offers:\n%s", got)
	}
}

func TestDefaultDetailsLeaveTheBuiltPages(t *testing.T) {
	cur, err := newLiveDetails(company.Default())
	if err != nil || !cur.defaults {
		t.Fatalf("defaults not recognised: %v", err)
	}
	// The texts of the defaults are the built page's own.
	if tx := cur.texts; tx["offerHeadline"] != "25% off + 25-year warranty" || tx["phoneHref"] != "tel:+918047182200" ||
		tx["promoText"] != "Get 25% off plus a 25-year warranty on modular interiors, valid on orders above Rs. 5 Lakh." {
		t.Errorf("default texts differ from the spec: %v", tx)
	}
}

// legalPage is the privacy policy's contact lines as web/app/content/legal/html.ts marks them.
const legalPage = `<html><head></head><body><p>Our office: <span data-live="officeAddress">3rd Floor, 42 Residency Road</span>. ` +
	`E-mail: <a href="mailto:hello@nivaas.example" data-live-href="mailtoHref" data-live="infoEmail">hello@nivaas.example</a>. ` +
	`Phone: <a href="tel:+918047182200" data-live-href="phoneHref" data-live="phone">+91 80 4718 2200</a>.</p>` +
	`<p>Contact: <span data-live="grievanceLead">Grievance Officer, Nivaas Interiors, </span><a href="mailto:grievance@nivaas.example" ` +
	`data-live-href="grievanceMailtoHref" data-live="grievanceEmail">grievance@nivaas.example</a><span data-live="grievanceRest"></span>.</p></body></html>`

// TestLegalPagesShowTheLiveContact: the legal pages' address, e-mail, phone and grievance contact follow the owner's details.
func TestLegalPagesShowTheLiveContact(t *testing.T) {
	d := company.Default()
	d.OfficeAddress, d.InfoEmail, d.Phone = "7 MG Road, Pune <b>", "sales@casa.example", "+91 98450 12345"
	d.GrievanceOfficer = "Ms Asha Rao (dpo@casa.example), Data Protection"
	cur, err := newLiveDetails(d)
	if err != nil {
		t.Fatal(err)
	}
	got := string(fillCompany([]byte(legalPage), cur))
	for _, want := range []string{
		`<span data-live="officeAddress">7 MG Road, Pune &lt;b&gt;</span>`,
		`<a href="mailto:sales@casa.example" data-live-href="mailtoHref" data-live="infoEmail">sales@casa.example</a>`,
		`<a href="tel:+919845012345" data-live-href="phoneHref" data-live="phone">+91 98450 12345</a>`,
		`<span data-live="grievanceLead">Ms Asha Rao (</span><a href="mailto:dpo@casa.example" data-live-href="grievanceMailtoHref" data-live="grievanceEmail">dpo@casa.example</a><span data-live="grievanceRest">), Data Protection</span>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("page lacks %s\n%s", want, got)
		}
	}
	for _, gone := range []string{"hello@nivaas", "4718", "Residency", "grievance@nivaas"} {
		if strings.Contains(strings.SplitN(got, "</head>", 2)[1], gone) {
			t.Errorf("page still shows %q", gone)
		}
	}
}

// TestQuotedContactFollowsTheDetails: an FAQ answer's quoted details, its FAQPage JSON-LD and what a noscript
// shows (the tokenizer reads its content as text) follow the owner's details; another JSON-LD is left as it was.
func TestQuotedContactFollowsTheDetails(t *testing.T) {
	page := `<html><head><script type="application/ld+json">{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Q?",` +
		`"acceptedAnswer":{"@type":"Answer","text":"Call us on +91 80 4718 2200 or write to hello@nivaas.example."}}]}</script>` +
		`<script type="application/ld+json">{"@type":"Article","text":"+91 80 4718 2200"}</script></head><body>` +
		`<p data-live-field="answer">` + company.ContactHTML("Call us on {phone} or write to {email}.") + `</p>` +
		`<noscript><p>Grievance contact: <span data-live="grievanceOfficer">Grievance Officer, grievance@nivaas.example</span></p></noscript></body></html>`
	d := company.Default()
	d.Phone, d.InfoEmail, d.GrievanceOfficer = "+91 98450 12345", "sales@casa.example", "Ms Asha Rao, dpo@casa.example"
	cur, err := newLiveDetails(d)
	if err != nil {
		t.Fatal(err)
	}
	got := string(fillCompany([]byte(page), cur))
	for _, want := range []string{
		`"text":"Call us on +91 98450 12345 or write to sales@casa.example."`,
		`{"@type":"Article","text":"+91 80 4718 2200"}`,
		`<p data-live-field="answer">Call us on <a href="tel:+919845012345" data-live-href="phoneHref" data-live="phone" class="` + company.C.ContactLinkClass + `">+91 98450 12345</a> or write to ` +
			`<a href="mailto:sales@casa.example" data-live-href="mailtoHref" data-live="infoEmail" class="` + company.C.ContactLinkClass + `">sales@casa.example</a>.</p>`,
		`<noscript><p>Grievance contact: <span data-live="grievanceOfficer">Ms Asha Rao, dpo@casa.example</span></p></noscript>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("page lacks %s\n%s", want, got)
		}
	}
}
