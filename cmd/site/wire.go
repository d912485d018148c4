package main

import (
	"log/slog"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/adspend"
	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/breach"
	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/cloudapi"
	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/httpapi"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/photoerasure"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/webhook"
	"github.com/nivaas-interiors/site/internal/whatsapp"
	"github.com/nivaas-interiors/site/web"
	"github.com/nivaas-interiors/site/web/app/content"
)

// wire builds every domain service of the running site, in this one place, and the pages those that edit what
// pages show tell of a change; the HTTP edge is handed services only (and the idempotency answers its middleware
// replays). a's store, photos, worker, webhook settings, meter and disk watcher are made already.
func (a *app) wire(cfg Config, key siteKey, leads lead.IntakeStore, hookClient *webhook.Client, log *slog.Logger) (httpapi.Deps, error) {
	db := a.db
	consents := consent.NewService(db, db, a.hooks.ConsentMessage, time.Now)
	// Mails name the company as the owner last saved it, read again when its version moves (as pages do).
	details := company.Recent(db.CompanyDetails, db.CompanyVersion, sitepages.PageRecheck, time.Now)
	mails := mail.NewService(db, db, mail.ServiceConfig{
		InfoEmail: content.Settings.InfoEmail, Company: details, From: cfg.MailFrom, Brand: content.Settings.BrandName, AfterEnqueue: a.worker.Wake,
		SiteURL:      linkOrigin(cfg), // the company's mail links to the new lead's page
		ConsentLinks: consents,        // every mail to a visitor carries their withdrawal link
	})
	site, built := web.Build()
	if !built {
		log.Warn("front end not built: pages answer 503 until `make build`")
		site = nil
	}
	pages, err := sitepages.New(site, cfg.SiteURL, db, log, time.Now)
	if err != nil {
		return httpapi.Deps{}, err
	}
	staffService := staff.NewService(db, staff.Config{Issuer: content.Settings.BrandName, Mailer: mails, Logger: log})
	a.appointments = appointment.NewService(db, appointment.Mails{SiteURL: cfg.SiteURL, InfoEmail: content.Settings.InfoEmail,
		Brand: content.Settings.BrandName, Phone: content.Settings.Phone, Company: details, Now: time.Now}, time.Now)
	if cfg.WhatsApp.Configured() {
		a.appointments.UseMessenger(whatsapp.Bookings{Cache: a.whatsapp, SiteURL: cfg.SiteURL})
	}
	// The editors' services tell this copy's pages of a change at once; other copies' pages poll.
	catalogs := catalog.NewService(db, pages, time.Now)
	pages.UseCompany(db)
	companies := company.NewService(db, pages, time.Now)
	pages.UseHours(a.appointments, appointment.DefaultContactHours())
	blogs := blog.NewService(db, pages, time.Now)
	pages.UseBlog(blogs)
	pages.UseSiteContent(db)
	siteContent := sitecontent.NewService(db, pages, time.Now)
	deps := httpapi.Deps{
		LeadIntake:         lead.NewIntake(leads, mails, time.Now),
		Contacts:           contact.NewService(db, mails, time.Now),
		Newsletter:         newsletter.NewService(db, time.Now),
		Catalog:            catalogs,
		Mail:               mails,
		Answers:            db,
		Ready:              db.Ready,
		Pages:              pages,
		SiteURL:            cfg.SiteURL,
		RateLimitPerMinute: cfg.RateLimitPerMinute,
		TrustedProxies:     cfg.TrustedProxies,
		Logger:             log,
		Now:                time.Now,
		Staff:              staffService,
		Sessions:           db.Sessions(),
		Media:              a.photos,
		Leads:              lead.NewService(db, time.Now),
		Dashboard:          dashboard.NewService(db, time.Now),
		Imports:            leadimport.NewService(db, time.Now),
		Spend:              adspend.NewService(db, time.Now),
		Office:             office.NewService(db, time.Now),
		MessageAnswers:     office.NewAnswers(db, db.SalesTeam, mails, time.Now),
		Webhook:            webhook.NewService(db, a.hooks, hookClient, time.Now),
		ProxyAlarm:         &httpapi.ProxyAlarm{},
		Version:            releaseVersion(),
		Appointments:       a.appointments,
		Consents:           consents,
		Company:            companies,
		Blog:               blogs,
		AccessLog:          accesslog.NewService(db, time.Now),
		Breaches:           breach.NewService(db, time.Now),
		MailRelay:          mailRelayHost(cfg.SMTPURL),
		SiteContent:        siteContent,
		Photos:             photoerasure.New(catalogs, blogs, siteContent, a.photos),
	}
	var waWake func()
	if w := cfg.WhatsApp; w.Configured() {
		client := cloudapi.NewClient(cloudapi.ClientConfig{APIURL: w.APIURL, PhoneNumberID: w.PhoneNumberID, Token: w.Token})
		a.waSender = whatsapp.NewWorker(db, client, whatsapp.WorkerConfig{Logger: log})
		waWake = a.waSender.Wake
	}
	deps.WhatsApp = whatsapp.NewService(db, db, whatsapp.NewSettingsService(db, a.whatsapp, time.Now), waWake, time.Now)
	a.privacy = newPrivacy(cfg, db, mails, time.Now)
	deps.Privacy = a.privacy
	if a.backups, err = newScheduler(cfg, db, key, db, staffService, a.worker.ID(), a.worker.Wake, log); err != nil {
		return deps, err
	}
	processors := map[string]inbound.Processor{
		inbound.SourceWhatsApp: &whatsapp.Processor{Store: db, Consents: consents, Notifier: mails, Now: time.Now, Logger: log,
			NewLead: func() { a.assign.Kick() }}, // a lead a message makes is assigned as a form's is
	}
	a.adleads = wireAdLeads(cfg.AdLeads, db, mails, func() { a.assign.Kick() }, processors, &deps) // assigned as a form's lead is
	var quoteCode func(name, mobile, code string) *mailmsg.WhatsAppTemplate
	if cfg.WhatsApp.Configured() {
		quoteCode = a.whatsapp.QuoteCode
	}
	wake := func() {
		a.worker.Wake()
		if waWake != nil {
			waWake()
		}
	}
	if err := wireQuotes(cfg, db, wake, quoteCode, processors, &deps, log); err != nil {
		return deps, err
	}
	a.inbound = newDeliveries(db, processors, log)
	deps.Inbound = a.inbound.service
	if cfg.WhatsApp.Webhook() {
		deps.MetaHooks = append(deps.MetaHooks, httpapi.MetaHook{Path: "/api/hooks/whatsapp", Source: inbound.SourceWhatsApp,
			AppSecret: cfg.WhatsApp.AppSecret, VerifyToken: cfg.WhatsApp.VerifyToken})
	}
	deps.System = &backup.System{Scheduler: a.backups, Health: db.SystemHealth, Disk: a.disk, Started: time.Now(), Now: time.Now, Audit: db}
	if a.meter != nil {
		deps.Observer = a.meter
		a.backups.Failed = a.meter.WatchBackups(db)
		a.meter.WatchUntrustedProxy(deps.ProxyAlarm.Seen)
		a.meter.WatchInbound(db.DeliveryStats)
		a.meter.WatchWhatsApp(db.WhatsAppStats)
	}
	if len(cfg.TLSDomains) > 0 {
		deps.CanonicalHost, deps.AliasHosts = cfg.TLSDomains[0], cfg.TLSDomains[1:]
	}
	if a.certs, err = newCertificates(cfg, db, log); err != nil {
		return deps, err
	}
	a.assign = lead.NewAssigner(db, linkOrigin(cfg), content.Settings.BrandName, time.Now, a.worker.Wake, log)
	deps.Assign = a.assign
	a.digest = &lead.Digest{Store: db, SiteURL: cfg.SiteURL, Brand: content.Settings.BrandName, Now: time.Now,
		Wake: a.worker.Wake, Logger: log}
	a.weekly = &dashboard.Weekly{Store: db, SiteURL: cfg.SiteURL, Brand: content.Settings.BrandName, Now: time.Now,
		Wake: a.worker.Wake, Logger: log}
	return deps, nil
}
