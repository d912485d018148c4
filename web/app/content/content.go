// Package content is web/app/content's JSON files, the texts, limits and choices Go and the front end
// both read, embedded on their own: a domain package reads its rules here without depending on the
// built site (package web), which embeds the pages.
package content

import (
	"bytes"
	_ "embed"
	"encoding/json"
)

// Contract is contract.json: the choices, limits, messages and rules of the visitor forms,
// read by internal/contract and by the front end.
//
//go:embed contract.json
var Contract []byte

// ContractVectors is contract-vectors.json: the e-mail, mobile and phone cases both the Go
// and the TypeScript rules are tested against.
//
//go:embed contract-vectors.json
var ContractVectors []byte

// Leads is leads.json: the lead statuses, limits and messages of the back-office's leads,
// read by internal/lead and by the admin pages.
//
//go:embed leads.json
var Leads []byte

// Designers is designers.json: the design team shown on the pages and credited on the demo's recent projects.
//
//go:embed designers.json
var Designers []byte

// Staff is staff.json: the back-office's password and two-factor code rules, read by
// internal/staff and by the admin app (kept out of the public contract.json).
//
//go:embed staff.json
var Staff []byte

// Office is office.json: the back-office's limits and messages for contact messages,
// subscribers and mail problems.
//
//go:embed office.json
var Office []byte

// Webhook is webhook.json: the limits and messages of the CRM webhook's settings.
//
//go:embed webhook.json
var Webhook []byte

// Appointments is appointments.json: the consultation booking's kinds, default availability,
// centre addresses and messages, read by Go and the pages.
//
//go:embed appointments.json
var Appointments []byte

// Company is company.json: the limits, messages and text templates of the company details
// the owner edits (internal/company and the pages).
//
//go:embed company.json
var Company []byte

// ConsentNotice is consent-notice.json: the notice beside every visitor form, in each language,
// with its version; internal/consent hashes the same text to record what a person saw.
//
//go:embed consent-notice.json
var ConsentNotice []byte

// Privacy is privacy.json: the limits, clock, retention defaults and messages of people's
// data requests and retention (internal/privacy and the pages).
//
//go:embed privacy.json
var Privacy []byte

// SiteContent is site-content.json: the limits, messages and texts of the reviews, FAQs and
// city pages editors edit (internal/sitecontent and the pages).
//
//go:embed site-content.json
var SiteContent []byte

// Testimonials is testimonials.json: the built-in reviews, shown until an editor saves others.
//
//go:embed testimonials.json
var Testimonials []byte

// Catalog is catalog.json: the limits and messages of the back-office's designs and projects
// editor, shared by its Go checks and its forms.
//
//go:embed catalog.json
var Catalog []byte

// BlogAdmin is blog-admin.json: the blog posts' limits, categories, statuses and messages,
// read by internal/blog and by the back-office editor.
//
//go:embed blog-admin.json
var BlogAdmin []byte

// BlogSeed is blog/posts.json: the four built-in articles the pages were built with and the
// demo seed of the server's blog posts.
//
//go:embed blog/posts.json
var BlogSeed []byte

// Breach is breach.json: the breach register's limits, messages and the templates of the
// report to the Data Protection Board and the notice to each affected person.
//
//go:embed breach.json
var Breach []byte

// WhatsApp is whatsapp.json: the kinds of message the business starts (each mapped by the owner to a
// template), the limits and the sentences of the WhatsApp conversation and its settings.
//
//go:embed whatsapp.json
var WhatsApp []byte

//go:embed settings.json
var settingsJSON []byte

// MustParse is the content file name (its embedded bytes, data) decoded into a T. The files ship inside
// the binary, so a broken one is a broken build: MustParse panics naming the file, stopping the program at
// start-up, also when a check finds a value the code cannot work with (a check returns what is wrong, or "").
func MustParse[T any](name string, data []byte, checks ...func(T) string) T {
	var v T
	return checked(name, json.Unmarshal(data, &v), v, checks)
}

// MustParseStrict is MustParse for a file whose every key Go reads: a key T lacks (a typo, a renamed rule) breaks it too.
func MustParseStrict[T any](name string, data []byte, checks ...func(T) string) T {
	var v T
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return checked(name, dec.Decode(&v), v, checks)
}

func checked[T any](name string, err error, v T, checks []func(T) string) T {
	if err != nil {
		panic("web/app/content/" + name + ": " + err.Error())
	}
	for _, check := range checks {
		if problem := check(v); problem != "" {
			panic("web/app/content/" + name + ": " + problem)
		}
	}
	return v
}

// AdSpend is ad-spend.json: the platforms ad spend is kept under, read by internal/adspend and the admin pages.
//
//go:embed ad-spend.json
var AdSpend []byte

// Quotes is quotes.json: the price list's units, tiers and defaults, the quote limits and the
// sentences of quotes and their acceptance (internal/quote and the back-office's quote builder).
//
//go:embed quotes.json
var Quotes []byte

// QuoteCases is quote-cases.json: quotes with the figures Go and the quote builder must both compute.
//
//go:embed quote-cases.json
var QuoteCases []byte
