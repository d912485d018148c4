// Package company holds the company details the owner edits in the back-office:
// the offer (bar and home promotion), phone, WhatsApp, e-mail, address, social
// links, grievance contact, the home page's claims and the review figures. Their
// default is web/app/content/settings.json, so a new site reads exactly as the
// spec until someone changes them; company.json holds their limits, messages and
// the texts the pages build from them (the same templates in Go and TypeScript).
package company

import (
	"context"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Config mirrors company.json.
type Config struct {
	Limits struct {
		Phone            int `json:"phone"`
		WhatsappGreeting int `json:"whatsappGreeting"`
		InfoEmail        int `json:"infoEmail"`
		OfficeAddress    int `json:"officeAddress"`
		GrievanceOfficer int `json:"grievanceOfficer"`
		SocialURL        int `json:"socialUrl"`
		MinimumOrder     int `json:"minimumOrder"`
		Figure           int `json:"figure"`
		PercentMax       int `json:"percentMax"`
		WarrantyYearsMax int `json:"warrantyYearsMax"`
		DeadlineDayMax   int `json:"deadlineDayMax"`
	} `json:"limits"`
	Messages map[string]string `json:"messages"`
	Texts    map[string]string `json:"texts"`
	// ContactPlaceholders are the words an editor writes in a text for a contact detail ("{phone}"), by the detail's data-live name.
	ContactPlaceholders map[string]string `json:"contactPlaceholders"`
	// ContactLinkClass is the class of a quoted phone or e-mail link, so it reads as a link inside its text.
	ContactLinkClass string `json:"contactLinkClass"`
	// DataID is the id of the JSON block a filled page carries for the front end.
	DataID string `json:"dataId"`
}

// C is company.json, read at start-up.
var C = content.MustParse[Config]("company.json", content.Company)

// Details are what the owner edits, with the version the edit was made on.
type Details struct {
	Phone            string          `json:"phone"`
	WhatsappNumber   string          `json:"whatsappNumber"`
	WhatsappGreeting string          `json:"whatsappGreeting"`
	InfoEmail        string          `json:"infoEmail"`
	OfficeAddress    string          `json:"officeAddress"`
	GrievanceOfficer string          `json:"grievanceOfficer"`
	Social           content.Social  `json:"social"`
	Offer            content.Offer   `json:"offer"`
	Claims           content.Claims  `json:"claims"`
	ReviewFigures    content.Figures `json:"reviewFigures"`
	// WhatsappStartsUnticked makes the consultation's WhatsApp-updates box start unticked (the DPDP
	// Act's "clear affirmative action"); false keeps the spec's ticked default.
	WhatsappStartsUnticked bool  `json:"whatsappStartsUnticked"`
	Version                int64 `json:"version"`
}

// Default is today's details from settings.json, at version 1 (no row saved yet).
func Default() Details {
	s := content.Settings
	return Details{Phone: s.Phone, WhatsappNumber: s.WhatsappNumber, WhatsappGreeting: s.WhatsappGreeting,
		InfoEmail: s.InfoEmail, OfficeAddress: s.OfficeAddress, GrievanceOfficer: s.GrievanceOfficer,
		Social: s.Social, Offer: s.Offer, Claims: s.Claims, ReviewFigures: s.ReviewFigures, Version: 1}
}

// SameAs reports whether d and o show the same thing (versions aside).
func (d Details) SameAs(o Details) bool {
	d.Version, o.Version = 0, 0
	return d == o
}

func msg(key string) string { return C.Messages[key] }

// Validate tidies d (spaces trimmed) and checks it against company.json's limits.
func (d *Details) Validate() error {
	textfield.TrimSpace(&d.Phone, &d.WhatsappNumber, &d.WhatsappGreeting, &d.InfoEmail, &d.OfficeAddress, &d.GrievanceOfficer,
		&d.Social.Facebook, &d.Social.YouTube, &d.Social.Instagram, &d.Social.Twitter, &d.Social.LinkedIn,
		&d.Offer.MinimumOrder, &d.Claims.Designers, &d.Claims.Homes,
		&d.ReviewFigures.AverageRating, &d.ReviewFigures.HappyCustomers, &d.ReviewFigures.ProjectsCompleted)
	l := C.Limits
	var p textfield.Problems
	p.Text("phone", d.Phone, true, l.Phone, false)
	if d.Phone != "" && !IsIndianPhone(d.Phone) {
		p.Add("phone", msg("phone"))
	}
	if !isWhatsappNumber(d.WhatsappNumber) {
		p.Add("whatsappNumber", msg("whatsappNumber"))
	}
	p.Text("whatsappGreeting", d.WhatsappGreeting, true, l.WhatsappGreeting, false)
	p.Text("infoEmail", d.InfoEmail, true, l.InfoEmail, false)
	if d.InfoEmail != "" && !contract.IsEmail(d.InfoEmail) {
		p.Add("infoEmail", msg("email"))
	}
	p.Text("officeAddress", d.OfficeAddress, true, l.OfficeAddress, false)
	p.Text("grievanceOfficer", d.GrievanceOfficer, true, l.GrievanceOfficer, false)
	for _, f := range [][2]string{{"social.facebook", d.Social.Facebook}, {"social.youtube", d.Social.YouTube},
		{"social.instagram", d.Social.Instagram}, {"social.twitter", d.Social.Twitter}, {"social.linkedin", d.Social.LinkedIn}} {
		field, u := f[0], f[1]
		p.Text(field, u, true, l.SocialURL, false)
		if u != "" && !IsHTTPSURL(u) {
			p.Add(field, msg("url"))
		}
	}
	if d.Offer.Percent < 0 || d.Offer.Percent > l.PercentMax {
		p.Add("offer.percent", msg("percent"))
	}
	if d.Offer.WarrantyYears < 1 || d.Offer.WarrantyYears > l.WarrantyYearsMax {
		p.Add("offer.warrantyYears", msg("warrantyYears"))
	}
	if d.Offer.DeadlineDay < 1 || d.Offer.DeadlineDay > l.DeadlineDayMax {
		p.Add("offer.deadlineDay", msg("deadlineDay"))
	}
	p.Text("offer.minimumOrder", d.Offer.MinimumOrder, true, l.MinimumOrder, false)
	p.Text("claims.designers", d.Claims.Designers, true, l.Figure, false)
	p.Text("claims.homes", d.Claims.Homes, true, l.Figure, false)
	p.Text("reviewFigures.averageRating", d.ReviewFigures.AverageRating, true, l.Figure, false)
	p.Text("reviewFigures.happyCustomers", d.ReviewFigures.HappyCustomers, true, l.Figure, false)
	p.Text("reviewFigures.projectsCompleted", d.ReviewFigures.ProjectsCompleted, true, l.Figure, false)
	err := p.Err(msg("invalid"))
	if fe, ok := err.(*fault.Error); ok {
		fe.Message = msg("invalid") // one sentence above the form; each field says what is wrong with it
	}
	return err
}

// IsIndianPhone accepts a landline or mobile written with +91 (or 0) and 10 digits,
// spaces and dashes tolerated: "+91 80 4718 2200", "080-4718 2200", "98450 12345".
func IsIndianPhone(s string) bool {
	if !contract.IsPhone(s) {
		return false
	}
	digits := phoneDigits(s)
	return len(digits) == 12 && digits[2] != '0'
}

// phoneDigits is the number as 91 and ten digits, or "" when it is not one.
func phoneDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	d := b.String()
	switch {
	case strings.HasPrefix(strings.TrimSpace(s), "+") && strings.HasPrefix(d, "91") && len(d) == 12:
		return d
	case len(d) == 11 && d[0] == '0':
		return "91" + d[1:]
	case len(d) == 10 && !strings.HasPrefix(strings.TrimSpace(s), "+"):
		return "91" + d
	}
	return ""
}

// PhoneHref is the tel: link of phone: "tel:+918047182200".
func PhoneHref(phone string) string { return "tel:+" + phoneDigits(phone) }

func isWhatsappNumber(s string) bool {
	if len(s) != 12 || !strings.HasPrefix(s, "91") || s[2] < '6' || s[2] > '9' {
		return false
	}
	_, err := strconv.ParseUint(s, 10, 64)
	return err == nil
}

// IsHTTPSURL accepts an absolute https:// address with a host and nothing a link should not carry.
func IsHTTPSURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && u.Scheme == "https" && u.Host != "" && u.User == nil && u.Opaque == "" &&
		!strings.ContainsAny(s, " \"'<>\\`") && textfield.Clean(s, false)
}

// encodeURIComponent escapes s as JavaScript's encodeURIComponent does, so the
// server writes the same WhatsApp link the pages build.
func encodeURIComponent(s string) string {
	const unreserved = "-_.!~*'()"
	var b strings.Builder
	for _, c := range []byte(s) {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte(unreserved, c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteString("%" + strings.ToUpper(strconv.FormatUint(uint64(c)|0x100, 16)[1:]))
		}
	}
	return b.String()
}

// ordinal writes 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st … 31st.
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

func fill(template string, d Details) string {
	return strings.NewReplacer("{percent}", strconv.Itoa(d.Offer.Percent), "{years}", strconv.Itoa(d.Offer.WarrantyYears),
		"{minimum}", d.Offer.MinimumOrder).Replace(template)
}

// grievanceEmailPattern finds the e-mail address inside the grievance contact (content/company.ts's grievanceParts).
var grievanceEmailPattern = regexp.MustCompile(`[^\s,;:()<>"']+@[^\s,;:()<>"']+`)

// grievanceParts splits the grievance contact around its e-mail address, so pages can link it.
func grievanceParts(officer string) (lead, email, rest string) {
	loc := grievanceEmailPattern.FindStringIndex(officer)
	if loc == nil {
		return officer, "", ""
	}
	return officer[:loc[0]], officer[loc[0]:loc[1]], officer[loc[1]:]
}

// Texts are the strings a page shows for d, by the name a page's element carries
// in data-live (web/app/content/company.ts builds the same ones).
func Texts(d Details) map[string]string {
	t := map[string]string{
		"phone": d.Phone, "phoneHref": PhoneHref(d.Phone), "infoEmail": d.InfoEmail, "mailtoHref": "mailto:" + d.InfoEmail,
		"whatsappHref":  "https://wa.me/" + d.WhatsappNumber + "?text=" + encodeURIComponent(d.WhatsappGreeting),
		"officeAddress": d.OfficeAddress, "grievanceOfficer": d.GrievanceOfficer,
		"social.facebook": d.Social.Facebook, "social.youtube": d.Social.YouTube, "social.instagram": d.Social.Instagram,
		"social.twitter": d.Social.Twitter, "social.linkedin": d.Social.LinkedIn,
		"claims.designers": d.Claims.Designers, "claims.homes": d.Claims.Homes,
		"reviewFigures.averageRating": d.ReviewFigures.AverageRating, "reviewFigures.happyCustomers": d.ReviewFigures.HappyCustomers,
		"reviewFigures.projectsCompleted": d.ReviewFigures.ProjectsCompleted,
	}
	t["grievanceLead"], t["grievanceEmail"], t["grievanceRest"] = grievanceParts(d.GrievanceOfficer)
	t["grievanceMailtoHref"] = "mailto:" + t["grievanceEmail"]
	t["offerDeadlineDay"] = "the " + ordinal(d.Offer.DeadlineDay)
	for k, v := range C.Texts {
		t[k] = fill(v, d)
	}
	if !d.Offer.Enabled {
		t["footerOffer"] = C.Texts["footerNoOffer"]
	}
	return t
}

// Store keeps the one row of details.
type Store interface {
	// CompanyDetails is the saved details, or Default() when none were saved.
	CompanyDetails(ctx context.Context) (Details, error)
	// CompanyVersion is the saved version (1 when none were saved): the pages poll it.
	CompanyVersion(ctx context.Context) (int64, error)
	// SaveCompanyDetails writes d WHERE version = d.Version with audit in the same
	// transaction, ErrStale when the version moved on.
	SaveCompanyDetails(ctx context.Context, d Details, audit staff.AuditEvent) error
}

// ErrStale answers an edit made on details someone else changed since.
var ErrStale = fault.Stale("the company details")

// Pages is told after a change so this copy's pages show it at once (others poll).
type Pages interface {
	CompanyChanged()
}

// Service is the owner's one road to the details: validate, check the version, store with its audit entry.
type Service struct {
	store Store
	pages Pages
	now   func() time.Time
}

// NewService returns the Service over store; pages may be nil.
func NewService(store Store, pages Pages, now func() time.Time) *Service {
	return &Service{store: store, pages: pages, now: clock.Or(now)}
}

// Details returns the current details.
func (s *Service) Details(ctx context.Context) (Details, error) {
	return fault.Stored(s.store.CompanyDetails(ctx))
}

// Save replaces the details at the version the owner saw.
func (s *Service) Save(ctx context.Context, by staff.Actor, d Details) (Details, error) {
	if err := fault.CheckChange(d.Version, d.Validate); err != nil {
		return Details{}, err
	}
	old, err := s.store.CompanyDetails(ctx)
	if err != nil {
		return Details{}, fault.FromStore(err)
	}
	now := s.now().UTC()
	audit := by.Audit(now, staff.Entry{Action: "changed the company details", Subject: "company details", Detail: Changes(old, d)})
	if err := s.store.SaveCompanyDetails(ctx, d, audit); err != nil {
		if fault.Code(err) == fault.ECONFLICT {
			return Details{}, ErrStale
		}
		return Details{}, fault.FromStore(err)
	}
	if s.pages != nil {
		s.pages.CompanyChanged()
	}
	return s.Details(ctx)
}

// Changes names what moved from old to d, for the audit log: "phone: +91 … → +91 …; offer.percent: 25 → 30".
func Changes(old, d Details) string {
	before, after := Texts(old), Texts(d)
	keys := []string{"phone", "whatsappHref", "infoEmail", "officeAddress", "grievanceOfficer", "social.facebook",
		"social.youtube", "social.instagram", "social.twitter", "social.linkedin", "claims.designers", "claims.homes",
		"reviewFigures.averageRating", "reviewFigures.happyCustomers", "reviewFigures.projectsCompleted", "promoText"}
	var parts []string
	for _, k := range keys {
		if before[k] != after[k] {
			parts = append(parts, k+": "+before[k]+" → "+after[k])
		}
	}
	if old.Offer.Enabled != d.Offer.Enabled {
		parts = append(parts, "offer on: "+strconv.FormatBool(d.Offer.Enabled))
	}
	if old.WhatsappStartsUnticked != d.WhatsappStartsUnticked {
		parts = append(parts, "WhatsApp box starts unticked: "+strconv.FormatBool(d.WhatsappStartsUnticked))
	}
	if old.Offer.DeadlineDay != d.Offer.DeadlineDay {
		parts = append(parts, "offer deadline day: "+strconv.Itoa(old.Offer.DeadlineDay)+" → "+strconv.Itoa(d.Offer.DeadlineDay))
	}
	if len(parts) == 0 {
		return "nothing changed"
	}
	return textfield.Tidy(strings.Join(parts, "; "), 2000)
}
