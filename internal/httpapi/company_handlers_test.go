package httpapi

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

const companyURL = "/api/admin/company"

// companyBody is today's details at version 1 with edit applied, as the owner's form sends them.
func companyBody(edit func(d *company.Details)) string {
	d := company.Default()
	if edit != nil {
		edit(&d)
	}
	b, err := json.Marshal(d)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// companyNow is an After: the stored phone and offer percent.
func companyNow(phone string, percent int) func(t *testing.T, a *adminEnv, _ string) {
	return func(t *testing.T, a *adminEnv, _ string) {
		t.Helper()
		d, err := a.store.CompanyDetails(t.Context())
		if err != nil || d.Phone != phone || d.Offer.Percent != percent {
			t.Errorf("stored phone %q, percent %d (%v); want %q, %d", d.Phone, d.Offer.Percent, err, phone, percent)
		}
	}
}

// TestCompanyScenarios: only owners read and change the company details; a change is versioned,
// audited and read back; hostile and out-of-range values are refused with a sentence and change nothing.
func TestCompanyScenarios(t *testing.T) {
	t.Parallel()
	valid := companyBody(func(d *company.Details) { d.Phone, d.Offer.Percent = "+91 98450 12345", 30 })
	def := company.Default()
	refused := func(name, field string, edit func(d *company.Details)) scenario {
		return scenario{Name: "refused: " + name, Method: "PUT", URL: companyURL, Role: staff.Owner, Body: companyBody(edit),
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{`"` + field + `"`},
			NotExpectedContent: []string{"<script"}, After: companyNow(def.Phone, def.Offer.Percent)}
	}
	long := strings.Repeat("x", 301)
	run(t, joined(
		guarded("GET", companyURL, "", staff.Owner, staff.Sales),
		guarded("GET", companyURL, "", staff.Owner, staff.Editor),
		guarded("PUT", companyURL, valid, staff.Owner, staff.Sales),
		guarded("PUT", companyURL, valid, staff.Owner, staff.Editor),
		badBodies("PUT", companyURL, staff.Owner),
		[]scenario{
			{Name: "today's details are the default", Method: "GET", URL: companyURL, Role: staff.Owner, ExpectedStatus: http.StatusOK,
				ExpectedContent: []string{`"phone":"+91 80 4718 2200"`, `"percent":25`, `"warrantyYears":25`, `"minimumOrder":"Rs. 5 Lakh"`, `"version":1`}},
			{Name: "a change is saved, versioned and audited", Method: "PUT", URL: companyURL, Role: staff.Owner, Body: valid,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"phone":"+91 98450 12345"`, `"percent":30`, `"version":2`},
				After: func(t *testing.T, a *adminEnv, body string) {
					companyNow("+91 98450 12345", 30)(t, a, body)
					audited("changed the company details")(t, a, body)
				}},
			{Name: "a stale save changes nothing", Method: "PUT", URL: companyURL, Role: staff.Owner,
				Body:           companyBody(func(d *company.Details) { d.Version, d.Phone = 7, "+91 98450 12345" }),
				ExpectedStatus: http.StatusConflict, ExpectedContent: []string{"Reload"}, After: companyNow(def.Phone, 25)},
			{Name: "a save without a version is refused", Method: "PUT", URL: companyURL, Role: staff.Owner,
				Body:           companyBody(func(d *company.Details) { d.Version = 0 }),
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{versionRequired}},
			{Name: "an unknown field is refused", Method: "PUT", URL: companyURL, Role: staff.Owner,
				Body:           strings.Replace(valid, `{`, `{"brandName":"Evil",`, 1),
				ExpectedStatus: http.StatusBadRequest, After: companyNow(def.Phone, 25)},
			refused("a phone that is a script", "phone", func(d *company.Details) { d.Phone = "<script>alert(1)</script>" }),
			refused("a javascript: phone", "phone", func(d *company.Details) { d.Phone = "javascript:alert(1)" }),
			refused("a foreign phone", "phone", func(d *company.Details) { d.Phone = "+1 415 555 0100" }),
			refused("a short phone", "phone", func(d *company.Details) { d.Phone = "+91 80 4718" }),
			refused("an empty phone", "phone", func(d *company.Details) { d.Phone = "" }),
			refused("a WhatsApp number with a plus", "whatsappNumber", func(d *company.Details) { d.WhatsappNumber = "+918047182200" }),
			refused("a WhatsApp landline", "whatsappNumber", func(d *company.Details) { d.WhatsappNumber = "918047182200x" }),
			refused("a broken e-mail", "infoEmail", func(d *company.Details) { d.InfoEmail = `a"<b>@x` }),
			refused("a plain http link", "social.facebook", func(d *company.Details) { d.Social.Facebook = "http://facebook.com/x" }),
			refused("a javascript: link", "social.youtube", func(d *company.Details) { d.Social.YouTube = "javascript:alert(1)" }),
			refused("a data: link", "social.instagram", func(d *company.Details) { d.Social.Instagram = "data:text/html,<script>alert(1)</script>" }),
			refused("a link with a quote", "social.twitter", func(d *company.Details) { d.Social.Twitter = `https://x.example/"onmouseover="alert(1)` }),
			refused("a link with credentials", "social.linkedin", func(d *company.Details) { d.Social.LinkedIn = "https://user:pw@evil.example/" }),
			refused("a relative link", "social.linkedin", func(d *company.Details) { d.Social.LinkedIn = "//evil.example/" }),
			refused("a percent above 90", "offer.percent", func(d *company.Details) { d.Offer.Percent = 91 }),
			refused("a negative percent", "offer.percent", func(d *company.Details) { d.Offer.Percent = -1 }),
			refused("no warranty", "offer.warrantyYears", func(d *company.Details) { d.Offer.WarrantyYears = 0 }),
			refused("a 32nd day", "offer.deadlineDay", func(d *company.Details) { d.Offer.DeadlineDay = 32 }),
			refused("a control character", "whatsappGreeting", func(d *company.Details) { d.WhatsappGreeting = "Hi\u0000there" }),
			refused("a line break in the address", "officeAddress", func(d *company.Details) { d.OfficeAddress = "1 Road\r\nBcc: x@y" }),
			refused("an address too long", "officeAddress", func(d *company.Details) { d.OfficeAddress = long }),
			refused("a claim too long", "claims.homes", func(d *company.Details) { d.Claims.Homes = long }),
			refused("an empty rating", "reviewFigures.averageRating", func(d *company.Details) { d.ReviewFigures.AverageRating = " " }),
			refused("a minimum order too long", "offer.minimumOrder", func(d *company.Details) { d.Offer.MinimumOrder = long }),
			{Name: "markup in a text is kept as text", Method: "PUT", URL: companyURL, Role: staff.Owner,
				Body:           companyBody(func(d *company.Details) { d.OfficeAddress = `1 Road <img src=x onerror=alert(1)>` }),
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`\u003cimg src=x onerror=alert(1)\u003e`}},
		}))
}

// markedSite is a built site whose pages carry the company details' marks (web/app/content/company.ts).
func markedSite() fs.FS {
	page := &fstest.MapFile{Data: []byte(`<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body>` +
		`<aside data-live-show="offer" aria-label="Offer"><span data-live="offerHeadline">25% off + 25-year warranty</span></aside>` +
		`<a href="tel:+918047182200" data-live-href="phoneHref"><span data-live="phone">+91 80 4718 2200</span></a></body></html>`)}
	return fstest.MapFS{"index.html": page, "Aboutus/index.html": page, "__spa-fallback.html": page}
}

// TestCompanyChangeReachesEveryPageAndCopy: an owner's save shows at once on this copy's pages
// (the 404 page too) and on another copy of the site sharing the database within sitepages.PageRecheck,
// without a restart, on both engines.
func TestCompanyChangeReachesEveryPageAndCopy(t *testing.T) {
	t.Parallel()
	for name, open := range map[string]func(testing.TB) *sqlstore.Store{"sqlite": storetest.OpenSQLite, "postgres": storetest.OpenPostgres} {
		t.Run(name, func(t *testing.T) { companyReachesEveryCopy(t, open(t)) })
	}
}

func companyReachesEveryCopy(t *testing.T, db *sqlstore.Store) {
	a := newAdminEnvOn(t, db, func(d *wiring) { d.Site = markedSite() })
	other := newEnvOn(t, db, func(d *wiring) { d.Site = markedSite(); d.company = true })
	page := func(e *env, path string) string {
		t.Helper()
		res := e.call(t, "GET", path, "", "", "198.51.100.9:1", nil)
		return bodyText(t, res)
	}
	if got := page(other, "/"); !strings.Contains(got, `<span data-live="phone">+91 80 4718 2200</span>`) || strings.Contains(got, "company-details") {
		t.Fatalf("with the defaults the built page is not served as built:\n%s", got)
	}
	other.clock.Advance(time.Second)
	cookie := a.signIn(t, a.account(t, staff.Owner))
	res := a.as(t, cookie, "PUT", companyURL, companyBody(func(d *company.Details) {
		d.Phone, d.Offer.Percent, d.Offer.WarrantyYears = "+91 98450 12345", 30, 10
	}), nil)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("save: %d %s", res.StatusCode, bodyText(t, res))
	}
	for _, path := range []string{"/", "/Aboutus", "/no-such-page"} {
		got := page(a.env, path)
		for _, want := range []string{`<span data-live="phone">+91 98450 12345</span>`, `href="tel:+919845012345"`,
			`<span data-live="offerHeadline">30% off + 10-year warranty</span>`, `id="company-details"`} {
			if !strings.Contains(got, want) {
				t.Errorf("%s lacks %s right after the save:\n%s", path, want, got)
			}
		}
	}
	if got := page(other, "/"); strings.Contains(got, "98450") {
		t.Fatalf("the other copy re-read the details within %s", sitepages.PageRecheck)
	}
	other.clock.Advance(sitepages.PageRecheck)
	if got := page(other, "/"); !strings.Contains(got, `<span data-live="phone">+91 98450 12345</span>`) {
		t.Fatalf("after %s the other copy still shows the old phone:\n%s", sitepages.PageRecheck, got)
	}
}
