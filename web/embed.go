// Package web holds the built front end and the company settings shared with it.
package web

import (
	"embed"
	"io/fs"
)

// build holds build/client after `npm run build`; the committed README keeps
// the pattern matching on a fresh clone. "all:" keeps __spa-fallback.html.
//
//go:embed all:build
var build embed.FS

//go:embed app/content/settings.json
var settingsJSON []byte

// ContractJSON is app/content/contract.json: the choices, limits, messages and
// rules of the visitor forms, read by internal/contract and by the front end.
//
//go:embed app/content/contract.json
var ContractJSON []byte

// InboxJSON is app/content/inbox.json: the lead statuses, limits and messages
// of the back-office's lead inbox, read by internal/inbox and by the admin pages.
//
//go:embed app/content/inbox.json
var InboxJSON []byte

// DesignersJSON is app/content/designers.json: the design team shown on the
// pages and credited on the demo's recent projects.
//
//go:embed app/content/designers.json
var DesignersJSON []byte

// StaffJSON is app/content/staff.json: the back-office's password and two-factor code rules, read by
// internal/staff and by the admin app (kept out of the public contract.json).
//
//go:embed app/content/staff.json
var StaffJSON []byte

// OfficeJSON is app/content/office.json: the back-office's limits and messages
// for contact messages, subscribers, mail problems and the CRM webhook.
//
//go:embed app/content/office.json
var OfficeJSON []byte

// AppointmentsJSON is app/content/appointments.json: the consultation booking's
// kinds, default availability, centre addresses and messages, read by Go and the pages.
//
//go:embed app/content/appointments.json
var AppointmentsJSON []byte

// ContractVectorsJSON is app/content/contract-vectors.json: the e-mail, mobile and
// phone cases both the Go and the TypeScript rules are tested against.
//
//go:embed app/content/contract-vectors.json
var ContractVectorsJSON []byte

// CompanyJSON is app/content/company.json: the limits, messages and text templates
// of the company details the owner edits (internal/company and the pages).
//
//go:embed app/content/company.json
var CompanyJSON []byte

// ConsentNoticeJSON is app/content/consent-notice.json: the notice beside every visitor form, in each
// language, with its version; internal/consent hashes the same text to record what a person saw.
//
//go:embed app/content/consent-notice.json
var ConsentNoticeJSON []byte

// PrivacyJSON is app/content/privacy.json: the limits, clock, retention defaults and
// messages of people's data requests and retention (internal/privacy and the pages).
//
//go:embed app/content/privacy.json
var PrivacyJSON []byte

// SiteContentJSON is app/content/site-content.json: the limits, messages and texts of the
// reviews, FAQs and city pages editors edit (internal/sitecontent and the pages).
//
//go:embed app/content/site-content.json
var SiteContentJSON []byte

// TestimonialsJSON is app/content/testimonials.json: the built-in reviews, shown until an editor saves others.
//
//go:embed app/content/testimonials.json
var TestimonialsJSON []byte

// StudioJSON is app/content/studio.json: the limits and messages of the
// back-office's designs and projects editor, shared by its Go checks and its forms.
//
//go:embed app/content/studio.json
var StudioJSON []byte

// Build returns the built client files and whether the front end was built
// (build/client/index.html exists).
func Build() (fs.FS, bool) {
	return clientOf(build)
}

func clientOf(root fs.FS) (fs.FS, bool) {
	sub, err := fs.Sub(root, "build/client")
	if err != nil {
		return nil, false
	}
	if _, err := fs.Stat(sub, "index.html"); err != nil {
		return nil, false
	}
	return sub, true
}

// SiteSettings mirrors web/app/content/settings.json, the single source of
// company details for both the pages and the server (mail, API).
type SiteSettings struct {
	BrandName         string   `json:"brandName"`
	LogoText          string   `json:"logoText"`
	LogoTagline       string   `json:"logoTagline"`
	Phone             string   `json:"phone"`
	PhoneHref         string   `json:"phoneHref"`
	WhatsappNumber    string   `json:"whatsappNumber"`
	WhatsappGreeting  string   `json:"whatsappGreeting"`
	InfoEmail         string   `json:"infoEmail"`
	MailFrom          string   `json:"mailFrom"`
	OfficeAddress     string   `json:"officeAddress"`
	GrievanceOfficer  string   `json:"grievanceOfficer"`
	Social            Social   `json:"social"`
	Offer             Offer    `json:"offer"`
	Claims            Claims   `json:"claims"`
	ReviewFigures     Figures  `json:"reviewFigures"`
	ExperienceCentres []string `json:"experienceCentres"`
}

// Offer is the offer bar's and the home page promotion's offer.
type Offer struct {
	Enabled       bool   `json:"enabled"`
	Percent       int    `json:"percent"`
	WarrantyYears int    `json:"warrantyYears"`
	MinimumOrder  string `json:"minimumOrder"`
	DeadlineDay   int    `json:"deadlineDay"` // the offer runs to this day of the month (the month's last day when shorter)
}

// Claims are the home page's headline figures the company may change.
type Claims struct {
	Designers string `json:"designers"`
	Homes     string `json:"homes"`
}

// Figures are the review summary of /reviews.
type Figures struct {
	AverageRating     string `json:"averageRating"`
	HappyCustomers    string `json:"happyCustomers"`
	ProjectsCompleted string `json:"projectsCompleted"`
}

// Social holds the footer's social network links.
type Social struct {
	Facebook  string `json:"facebook"`
	YouTube   string `json:"youtube"`
	Instagram string `json:"instagram"`
	Twitter   string `json:"twitter"`
	LinkedIn  string `json:"linkedin"`
}

// Settings is settings.json parsed at start-up; a broken file stops the program
// at once rather than serving a site with blank contact details.
var Settings = MustParse[SiteSettings]("settings.json", settingsJSON)

// BlogAdminJSON is app/content/blog-admin.json: the blog posts' limits, categories,
// statuses and messages, read by internal/blog and by the back-office editor.
//
//go:embed app/content/blog-admin.json
var BlogAdminJSON []byte

// BlogSeedJSON is app/content/blog/posts.json: the four built-in articles the
// pages were built with and the demo seed of the server's blog posts.
//
//go:embed app/content/blog/posts.json
var BlogSeedJSON []byte

// BreachJSON is app/content/breach.json: the breach register's limits, messages and the
// templates of the report to the Data Protection Board and the notice to each affected person.
//
//go:embed app/content/breach.json
var BreachJSON []byte
