package httpapi

import (
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/demo"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/web"
)

// The built-in contact details in every form a page may show them, and the owner's new ones.
var (
	oldContact = []string{"+91 80 4718 2200", "8047182200", "hello@nivaas.example", "grievance@nivaas.example", "42 Residency Road"}
	newContact = company.Details{Phone: "+91 98450 12345", WhatsappNumber: "919845012345", InfoEmail: "sales@casa.example",
		OfficeAddress: "7 MG Road, Pune 411001", GrievanceOfficer: "Ms Asha Rao, dpo@casa.example"}
)

// The editor's lists: the FAQs as saved before placeholders (the built-in answer quoting the built-in phone and
// e-mail as text) and with placeholders, a built-in city page and an added one quoting the details.
const (
	contactFAQs = `{"version":1,"categories":[{"id":"after-handover","title":"After Handover","faqs":[` +
		`{"question":"How do I reach you if something needs attention after handover?","answer":"Call us on +91 80 4718 2200 or write to hello@nivaas.example. Tell us your project name and what needs attention; a service visit under warranty is free."},` +
		`{"question":"Where is your office?","answer":"At {address}; call {phone} first."}]}]}`
	cityFields    = `"metaTitle":"T","metaDescription":"D","typicalHomes":"Flats.","localities":["RS Puram"]`
	contactCities = `{"version":1,"items":[` +
		`{"slug":"bangalore","base":"bangalore","name":"Bangalore","heroIntro":"Call {phone} for a designer in Bangalore.","climate":"Humid.",` + cityFields + `},` +
		`{"slug":"coimbatore","base":"chennai","name":"Coimbatore","heroIntro":"Homes in Coimbatore.","climate":"Write to hello@nivaas.example.","centre":"Our office: {address}",` + cityFields + `}]}`
)

// TestContactChangeLeavesNoPageWithTheOld: after an owner saves new contact details, no page the site serves (every
// address of the sitemap, the FAQs, each city page, the 404 page) shows the built-in phone, WhatsApp, e-mail or
// address any more, in its text, links or JSON-LD, including what the editor's FAQs and city pages quote;
// the FAQs and city pages show the new ones.
func TestContactChangeLeavesNoPageWithTheOld(t *testing.T) {
	t.Parallel()
	site, built := web.Build()
	if !built {
		if os.Getenv("CI") != "" {
			t.Fatal("the front end is not built: make test builds it first, so CI must never skip this walk")
		}
		t.Skip("the front end is not built (make build)")
	}
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		if _, err := blog.NewService(a.store, nil, nil).Seed(t.Context(), demo.BlogPosts()); err != nil {
			t.Fatal(err) // the demo site's articles, as serve seeds them
		}
		editor := a.signIn(t, a.account(t, staff.Editor))
		for list, body := range map[string]string{"faqs": contactFAQs, "cities": contactCities} {
			if res := a.as(t, editor, "PUT", "/api/admin/site-content/"+list, body, nil); res.StatusCode != http.StatusOK {
				t.Fatalf("save %s: %d %s", list, res.StatusCode, bodyText(t, res))
			}
		}
		owner := a.signIn(t, a.account(t, staff.Owner))
		res := a.as(t, owner, "PUT", companyURL, companyBody(func(d *company.Details) {
			d.Phone, d.WhatsappNumber, d.InfoEmail = newContact.Phone, newContact.WhatsappNumber, newContact.InfoEmail
			d.OfficeAddress, d.GrievanceOfficer = newContact.OfficeAddress, newContact.GrievanceOfficer
		}), nil)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("save company details: %d %s", res.StatusCode, bodyText(t, res))
		}

		get := func(path string) (int, string) {
			res := a.call(t, "GET", path, "", "", "198.51.100.9:1", nil)
			return res.StatusCode, bodyText(t, res)
		}
		paths := map[string]int{"/faqs": 200, "/city/coimbatore": 200, "/no-such-page": 404}
		for _, slug := range sitecontent.C.BuiltinCities {
			paths["/city/"+slug] = 200
		}
		_, sitemap := get("/sitemap.xml")
		for _, m := range regexp.MustCompile(`<loc>([^<]+)</loc>`).FindAllStringSubmatch(sitemap, -1) {
			if u, err := url.Parse(m[1]); err == nil {
				paths[u.Path] = 200
			}
		}
		if len(paths) < 40 {
			t.Fatalf("only %d pages to check; sitemap:\n%s", len(paths), sitemap)
		}
		pages := map[string]string{}
		for path, want := range paths {
			status, body := get(path)
			if status != want {
				t.Errorf("GET %s = %d, want %d", path, status, want)
			}
			for _, old := range oldContact {
				if i := strings.Index(body, old); i >= 0 {
					t.Errorf("GET %s still shows %q: …%s…", path, old, body[max(0, i-160):min(len(body), i+60)])
				}
			}
			if !strings.Contains(body, `href="tel:+919845012345"`) {
				t.Errorf("GET %s has no tel: link to the new phone", path)
			}
			pages[path] = body
		}

		for path, wants := range map[string][]string{
			"/faqs": {
				`Call us on <a href="tel:+919845012345" data-live-href="phoneHref" data-live="phone" class="` + company.C.ContactLinkClass + `">+91 98450 12345</a> or write to ` +
					`<a href="mailto:sales@casa.example" data-live-href="mailtoHref" data-live="infoEmail" class="` + company.C.ContactLinkClass + `">sales@casa.example</a>. Tell us`,
				`At <span data-live="officeAddress">7 MG Road, Pune 411001</span>; call <a href="tel:+919845012345"`,
				`"text":"Call us on +91 98450 12345 or write to sales@casa.example. Tell us your project name`,
				`"text":"At 7 MG Road, Pune 411001; call +91 98450 12345 first."`,
			},
			"/city/bangalore":  {`Call <a href="tel:+919845012345" data-live-href="phoneHref" data-live="phone" class="` + company.C.ContactLinkClass + `">+91 98450 12345</a> for a designer in Bangalore.`},
			"/city/coimbatore": {`Write to <a href="mailto:sales@casa.example"`, `Our office: <span data-live="officeAddress">7 MG Road, Pune 411001</span>`},
		} {
			for _, want := range wants {
				if !strings.Contains(pages[path], want) {
					t.Errorf("GET %s lacks %s", path, want)
				}
			}
		}
		dataBlocks := regexp.MustCompile(`<script type="application/json"[^>]*>[^<]*</script>`) // the front end's data, not shown
		for path, body := range pages {
			for _, placeholder := range []string{"{phone}", "{email}", "{address}"} {
				if strings.Contains(dataBlocks.ReplaceAllString(body, ""), placeholder) {
					t.Errorf("GET %s shows the placeholder %s", path, placeholder)
				}
			}
		}
	}, func(d *wiring) { d.Site = site })
}
