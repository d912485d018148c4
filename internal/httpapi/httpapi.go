// Package httpapi is the HTTP edge's front door: the JSON API (route table, admin sessions, middleware,
// handlers) and the same submissions posted as forms without JavaScript. It hands every other request to
// sitepages. Business rules live in the domain packages.
package httpapi

import (
	"context"
	"errors"
	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/adspend"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"time"

	"github.com/alexedwards/scs/v2"
	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/breach"
	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/photoerasure"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/webhook"
	"github.com/nivaas-interiors/site/internal/whatsapp"
	"golang.org/x/sync/semaphore"
)

// Deps is everything the HTTP edge talks to.
type Deps struct {
	// LeadIntake takes the visitors' requests for an estimate or consultation.
	LeadIntake *lead.Intake
	Contacts   *contact.Service
	Newsletter *newsletter.Service
	// Catalog is the designs and projects: the visitors' galleries and the editor's changes.
	Catalog *catalog.Service
	Mail    *mail.Service
	// Answers holds the first answers to Idempotency-Keys. A store, not a service: it is this edge's own
	// middleware (a repeated submission gets the first HTTP answer back before any domain runs), no rule of a domain.
	Answers idempotency.Store
	// StoreDeadline bounds the database work of one API request; 0 means 5 s.
	StoreDeadline time.Duration
	// Ready reports whether the site can take requests (the database answers and can write).
	Ready func(context.Context) error
	// Pages answers everything outside the API: the built pages filled with current data (a 503 asking
	// to run make build without a built front end), the back-office app's page, the forms' answers.
	Pages *sitepages.Pages
	// SiteURL is the site's origin in the links it makes (else the request's).
	SiteURL string
	// RateLimitPerMinute bounds POSTs per client address; 0 turns the limit off.
	RateLimitPerMinute int
	// TrustedProxies are the peers whose X-Forwarded-For and X-Forwarded-Proto are believed.
	TrustedProxies []netip.Prefix
	Logger         *slog.Logger
	Now            func() time.Time
	// Staff and Sessions run the back-office; without them /api/admin/ answers 404. Sessions is a store, as
	// Answers is: the session cookie's middleware (scs) keeps its sessions there, no domain rule is in it.
	Staff    *staff.Service
	Sessions scs.Store
	// Media processes, stores and serves uploaded photos; required with Staff.
	Media *media.Service
	// Leads is the sales team's work on leads; required with Staff.
	Leads *lead.Service
	// Dashboard is the owner's figures of a period (sales: their own); required with Staff.
	Dashboard *dashboard.Service
	// Imports brings leads in from CSV files; nil leaves the import calls out.
	Imports *leadimport.Service
	// Office (contact messages, subscribers) and Webhook (the CRM's settings) serve the back-office; required with Staff.
	Office  *office.Service
	Webhook *webhook.Service
	// MessageAnswers turns contact messages into leads and replies to them; required with Staff.
	MessageAnswers *office.Answers
	// System shows and makes backups and reads the site's health (owners); nil answers 404 there.
	System *backup.System
	// CanonicalHost is the site's one name; requests for AliasHosts (the bare domain) are redirected there.
	CanonicalHost string
	AliasHosts    []string
	// ProxyAlarm is raised by requests through a proxy the site does not trust; New makes one when nil.
	ProxyAlarm *ProxyAlarm
	// Observer, when set, is told the route, status and duration of every answer (metrics).
	Observer RequestObserver
	// Assign runs automatic assignment and the response target; nil leaves its calls out.
	Assign *lead.Assigner
	// Consents answers the withdrawal links in visitors' mails; nil leaves the page out.
	Consents *consent.Service
	// Appointments books consultations; nil leaves the booking API out.
	Appointments *appointment.Service
	// Company is the company details the owner edits, which every page shows; nil leaves the built values.
	Company *company.Service
	// Blog is the blog posts the editor writes; nil leaves the blog calls out (the built pages stay).
	Blog *blog.Service
	// AccessLog records who in the back-office looked at whom, and Breaches keeps the owner's breach
	// register (issue 28); nil leaves both out (and records nothing).
	AccessLog *accesslog.Service
	Breaches  *breach.Service
	// MailRelay is the SMTP relay's host, which the breach register lists as a processor ("" when mail goes to files).
	MailRelay string
	// Privacy answers people's data requests and keeps the retention periods; nil leaves its calls out.
	Privacy *privacy.Service
	// SiteContent is the reviews, FAQs and city pages the editor edits; nil leaves the built ones.
	SiteContent *sitecontent.Service
	// Photos finds and erases the library's photos a person appears in; required with Staff.
	Photos *photoerasure.Service
	// Version names the running release for the back-office (GET /api/admin/version).
	Version string
	// Inbound is the queue of webhook deliveries from outside platforms; nil leaves the webhooks out.
	Inbound *inbound.Service
	// MetaHooks are the webhooks of Meta's platforms this site takes (WhatsApp, lead ads), each
	// with its own secrets; they need Inbound.
	MetaHooks []MetaHook
	// WhatsApp is the leads' WhatsApp conversations and the owner's templates; nil leaves their calls out.
	WhatsApp *whatsapp.Service
	// AdLeads takes leads from ads' own forms and keeps the forms' mappings; nil leaves its calls out.
	AdLeads *adlead.Service
	// Spend keeps the owner's advertising spend and sets it beside the campaigns' leads; nil leaves its calls out.
	Spend *adspend.Service
	// GoogleLeadsKey is the key Google Ads lead forms send; "" leaves their webhook out. Needs Inbound.
	GoogleLeadsKey string
	// Quotes is the price list, quotes on leads and the customer's quote page; nil leaves their calls out.
	Quotes *quote.Service
	// RazorpayWebhookSecret checks Razorpay's webhook (X-Razorpay-Signature); "" leaves it out. Needs Inbound.
	RazorpayWebhookSecret string
}

type server struct {
	Deps
	limiter *limiter
	aliases map[string]bool // the AliasHosts; nil when there are none
	admin   *adminSessions
	// hookRoom is the byte budget of webhook bodies held in memory at once.
	hookRoom *semaphore.Weighted
	// spendRoom is how many spend files are read at once.
	spendRoom *semaphore.Weighted
}

// New checks deps and returns the whole HTTP handler; cmd/site builds every service it is given.
func New(d Deps) (http.Handler, error) {
	if d.LeadIntake == nil || d.Contacts == nil || d.Newsletter == nil || d.Catalog == nil || d.Mail == nil || d.Answers == nil {
		return nil, errors.New("httpapi: LeadIntake, Contacts, Newsletter, Catalog, Mail and Answers are required")
	}
	if d.StoreDeadline <= 0 {
		d.StoreDeadline = defaultStoreDeadline
	}
	if d.Ready == nil {
		return nil, errors.New("httpapi: Ready is required")
	}
	if d.RateLimitPerMinute < 0 {
		return nil, errors.New("httpapi: RateLimitPerMinute must not be negative")
	}
	if d.SiteURL != "" {
		u, err := url.Parse(d.SiteURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") {
			return nil, errors.New("httpapi: SiteURL must be an origin such as https://www.example.com")
		}
	}
	if d.Logger == nil {
		d.Logger = slog.Default()
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.ProxyAlarm == nil {
		d.ProxyAlarm = &ProxyAlarm{}
	}
	if (len(d.MetaHooks) > 0 || d.GoogleLeadsKey != "") && d.Inbound == nil {
		return nil, errors.New("httpapi: MetaHooks need Inbound")
	}
	if d.Pages == nil {
		return nil, errors.New("httpapi: Pages is required")
	}
	if (d.Staff == nil) != (d.Sessions == nil) {
		return nil, errors.New("httpapi: Staff and Sessions go together")
	}
	if d.Staff != nil && (d.Media == nil || d.Photos == nil) {
		return nil, errors.New("httpapi: Media and Photos are required with Staff")
	}
	if d.Staff != nil && (d.Leads == nil || d.Dashboard == nil || d.Assign == nil) {
		return nil, errors.New("httpapi: Leads, Dashboard and Assign go with Staff")
	}
	if d.Staff != nil && (d.Office == nil || d.Webhook == nil) {
		return nil, errors.New("httpapi: Office and Webhook go with Staff")
	}
	s := &server{Deps: d, hookRoom: newHookRoom(), spendRoom: newSpendRoom()}
	if d.Staff != nil {
		s.admin = newAdminSessions(d.Sessions, s.sessionFailed)
	}
	if len(d.AliasHosts) > 0 {
		if d.CanonicalHost == "" {
			return nil, errors.New("httpapi: AliasHosts need a CanonicalHost")
		}
		s.aliases = map[string]bool{}
		for _, h := range d.AliasHosts {
			s.aliases[h] = true
		}
	}
	if d.RateLimitPerMinute > 0 {
		s.limiter = newLimiter(d.RateLimitPerMinute, d.Now)
	}
	return s.routes(), nil
}
