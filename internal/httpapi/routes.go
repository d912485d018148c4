package httpapi

import (
	"net/http"
	"strings"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/staff"
)

// routes registers every route in one place and wraps them in the middleware:
// metrics outermost, then log (with recover), security headers (which answer a hashed
// script, stylesheet or font themselves, see secureHeaders), the untrusted-proxy watch and the POST rate limit.
func (s *server) routes() http.Handler {
	mux := http.NewServeMux()

	s.api(mux, "POST", "/api/leads", s.createLead)
	s.api(mux, "POST", "/api/sendMail", s.sendMail)
	s.api(mux, "GET", "/api/recent-projects", s.listRecentProjects)
	s.api(mux, "GET", "/api/designs", s.listDesigns)
	s.api(mux, "POST", "/api/contact", s.createContact)
	s.api(mux, "POST", "/api/subscribe", s.subscribe)
	s.api(mux, "GET", "/api/blogs", s.publicBlogs)
	s.api(mux, "GET", "/api/blogs/{slug}", s.publicBlogPost)
	if s.Appointments != nil {
		s.api(mux, "GET", "/api/appointments/places", s.appointmentPlaces)
		s.api(mux, "GET", "/api/appointments/slots", s.appointmentSlots)
		s.api(mux, "POST", "/api/appointments", s.bookAppointment)
		s.api(mux, "GET", "/api/appointments/by-link/{token}", s.managedAppointment)
		s.api(mux, "POST", "/api/appointments/by-link/{token}/reschedule", s.rescheduleAppointment)
		s.api(mux, "POST", "/api/appointments/by-link/{token}/cancel", s.cancelAppointment)
		mux.HandleFunc("GET /api/appointments/by-link/{token}/invite.ics", s.withDeadline(s.appointmentInvite))
		mux.HandleFunc("GET /calendar/{file}", s.withDeadline(s.calendarFeed))
	}
	if s.Privacy != nil {
		s.api(mux, "POST", "/api/privacy/requests", s.askPrivacy)
		s.api(mux, "POST", "/api/privacy/requests/{id}/verify", s.verifyPrivacy)
		s.form(mux, privacyFormPath, s.postPrivacyForm)
		s.form(mux, privacyVerifyFormPath, s.postPrivacyVerifyForm)
	}
	if s.Staff != nil {
		s.registerAdmin(mux, s.adminTable())
		mux.HandleFunc("GET /admin", s.Pages.ServeAdminApp)
		mux.HandleFunc("GET /admin/", s.Pages.ServeAdminApp)
	}
	// Outside platforms' webhooks: checked, stored in the inbound queue, answered at once.
	for _, h := range s.MetaHooks {
		s.metaHook(mux, h)
	}
	if s.Quotes != nil && s.Inbound != nil && s.RazorpayWebhookSecret != "" {
		mux.HandleFunc("POST "+razorpayHookPath, s.withDeadline(s.razorpayHook))
	}
	if s.GoogleLeadsKey != "" {
		mux.HandleFunc("POST "+googleLeadsPath, s.withDeadline(s.googleLeads))
	}
	mux.HandleFunc("/api/", apiNotFound)
	if s.Media != nil {
		mux.HandleFunc("GET /media/{hash}/{name}", s.withDeadline(s.serveMedia))
		mux.HandleFunc("GET /media/", func(w http.ResponseWriter, _ *http.Request) { sitepages.PlainNotFound(w) })
	}

	// The same forms posted by a browser without JavaScript, answered with a page.
	s.form(mux, estimateFormPath, s.postEstimateForm)
	s.form(mux, contactFormPath, s.postContactForm)
	s.form(mux, subscribeFormPath, s.postSubscribeForm)
	if s.Appointments != nil {
		s.form(mux, appointmentFormPath, s.postAppointmentForm)
		mux.HandleFunc("GET "+appointmentFormPath, s.withDeadline(s.appointmentPick))
	}

	if s.Quotes != nil {
		s.quotePages(mux)
	}
	if s.Consents != nil {
		s.form(mux, consentFormPath, s.postConsentWithdrawal)
		mux.HandleFunc("GET "+consentFormPath, s.withDeadline(s.consentPage))
	}

	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.withDeadline(s.readyz))

	// Not "GET /": a method-qualified catch-all would conflict with "/api/".
	mux.HandleFunc("/", s.pages)

	return s.observe(mux, s.logRequests(s.secureHeaders(s.watchProxies(s.limitPosts(normalizePath(mux))))))
}

// adminTable is the back-office's whole access policy, in this one list: each call with the part
// of the back-office (staff.Permission) whose roles may make it, in groups; a group whose feature
// this site runs without (bookings, assignment, the privacy records and requests) is left out.
// Every state change must come from this site's own pages (http.CrossOriginProtection).
func (s *server) adminTable() []adminRoute {
	var table []adminRoute
	for _, g := range s.adminGroups() {
		if g.on {
			table = append(table, g.routes...)
		}
	}
	return table
}

// adminGroup is the admin calls of one feature, and whether this site runs it.
type adminGroup struct {
	name   string
	on     bool
	routes []adminRoute
}

func (s *server) adminGroups() []adminGroup {
	return []adminGroup{
		{"back-office", true, []adminRoute{
			{"POST", signInPath, "", s.signIn},
			{"POST", "/api/admin/set-password", "", s.setPassword},
			{"POST", "/api/admin/forgot-password", "", s.forgotPassword},

			{"GET", "/api/admin/me", staff.Self, s.me},
			{"POST", "/api/admin/sign-out", staff.Self, s.signOut},
			{"POST", "/api/admin/sign-out-everywhere", staff.Self, s.signOutEverywhere},
			{"POST", "/api/admin/me/password", staff.Self, s.changePassword},
			{"POST", "/api/admin/me/totp", staff.Self, s.beginTOTP},
			{"POST", "/api/admin/me/totp/confirm", staff.Self, s.confirmTOTP},
			{"POST", "/api/admin/me/totp/disable", staff.Self, s.disableTOTP},
			{"POST", "/api/admin/me/recovery-codes", staff.Self, s.newRecoveryCodes},

			{"GET", "/api/admin/accounts", staff.Accounts, s.listAccounts},
			{"POST", "/api/admin/accounts", staff.Accounts, s.addAccount},
			{"PATCH", "/api/admin/accounts/{id}", staff.Accounts, s.changeAccount},
			{"POST", "/api/admin/accounts/{id}/password-link", staff.Accounts, s.accountPasswordLink},
			{"POST", "/api/admin/accounts/{id}/reset-two-factor", staff.Accounts, s.resetTwoFactor},

			{"GET", "/api/admin/audit", staff.Audit, s.auditLog},

			{"POST", "/api/admin/media", staff.Media, s.uploadMedia},

			{"GET", "/api/admin/leads", staff.Leads, s.listLeads},
			{"GET", "/api/admin/leads/export.csv", staff.Leads, s.exportLeads},
			{"GET", "/api/admin/leads/export.xlsx", staff.Leads, s.exportLeadsXLSX},
			{"GET", "/api/admin/leads/due", staff.Leads, s.dueLeads},
			{"GET", "/api/admin/dashboard", staff.Leads, s.dashboardData},
			{"GET", "/api/admin/dashboard/export.csv", staff.Leads, s.exportDashboard},
			{"POST", "/api/admin/leads/bulk", staff.Leads, s.bulkChangeLeads},
			{"GET", "/api/admin/lead-views", staff.Leads, s.leadViews},
			{"POST", "/api/admin/lead-views", staff.Leads, s.saveLeadView},
			{"DELETE", "/api/admin/lead-views/{id}", staff.Leads, s.deleteLeadView},
			// Imports are the owner's: they write many leads at once (staff.Settings is the owner's alone).
			{"GET", "/api/admin/lead-imports", staff.Settings, s.leadImports},
			{"POST", "/api/admin/lead-imports", staff.Settings, s.importLeads},
			{"POST", "/api/admin/lead-imports/refused.csv", staff.Settings, s.refusedLeadRows},
			{"POST", "/api/admin/lead-imports/{id}/undo", staff.Settings, s.undoLeadImport},
			{"GET", "/api/admin/leads/{id}", staff.Leads, s.leadDetail},
			{"PATCH", "/api/admin/leads/{id}", staff.Leads, changeLead.handler(s)},
			{"PATCH", "/api/admin/leads/{id}/details", staff.Leads, changeLeadDetails.handler(s)},
			{"POST", "/api/admin/leads/{id}/notes", staff.Leads, addLeadNote.handler(s)},
			{"POST", "/api/admin/leads/{id}/calls", staff.Leads, logLeadCall.handler(s)},
			{"POST", "/api/admin/leads/{id}/whatsapp", staff.Leads, logLeadWhatsapp.handler(s)},
			{"POST", "/api/admin/leads/{id}/merge", staff.Leads, mergeLeads.handler(s)},

			{"GET", "/api/admin/designs", staff.Designs, s.adminListDesigns},
			{"POST", "/api/admin/designs", staff.Designs, catalogCreate(s, "design", (*catalog.Service).CreateDesign)},
			{"POST", "/api/admin/designs/{id}/move", staff.Designs, s.adminMoveDesign},
			{"PATCH", "/api/admin/designs/{id}", staff.Designs, catalogChange(s, "design", (*catalog.Service).ChangeDesign)},
			{"DELETE", "/api/admin/designs/{id}", staff.Designs, catalogDelete(s, (*catalog.Service).DeleteDesign)},

			{"GET", "/api/admin/projects", staff.Projects, s.adminListProjects},
			{"POST", "/api/admin/projects", staff.Projects, catalogCreate(s, "project", (*catalog.Service).CreateProject)},
			{"PATCH", "/api/admin/projects/{id}", staff.Projects, catalogChange(s, "project", (*catalog.Service).ChangeProject)},
			{"DELETE", "/api/admin/projects/{id}", staff.Projects, catalogDelete(s, (*catalog.Service).DeleteProject)},

			{"GET", "/api/admin/messages", staff.Messages, s.listMessages},
			{"GET", "/api/admin/messages/export.csv", staff.Messages, s.exportMessages},
			{"PATCH", "/api/admin/messages/{id}", staff.Messages, s.patchMessage},
			{"GET", "/api/admin/messages/{id}/leads", staff.Messages, s.messageLeads},
			{"POST", "/api/admin/messages/{id}/lead", staff.Messages, s.messageToLead},
			{"POST", "/api/admin/messages/{id}/reply", staff.Messages, s.replyToMessage},
			{"GET", "/api/admin/subscribers", staff.Subscribers, s.listSubscribers},
			{"GET", "/api/admin/subscribers/export.csv", staff.Subscribers, s.exportSubscribers},
			{"PATCH", "/api/admin/subscribers/{id}", staff.Subscribers, s.patchSubscriber},

			{"GET", "/api/admin/mail/problems", staff.Mail, s.mailProblems},
			{"POST", "/api/admin/mail/{id}/retry", staff.Mail, s.retryMail},

			{"GET", "/api/admin/settings/webhook", staff.Settings, s.webhookSettings},
			{"PUT", "/api/admin/settings/webhook", staff.Settings, s.saveWebhook},
			{"POST", "/api/admin/settings/webhook/secret", staff.Settings, s.renewWebhookSecret},
			{"POST", "/api/admin/settings/webhook/test", staff.Settings, s.testWebhook},
			{"GET", "/api/admin/version", staff.Settings, s.version},
			{"GET", "/api/admin/company", staff.Settings, s.companyOnly(settingsRead(s, s.Company.Details))},
			{"PUT", "/api/admin/company", staff.Settings, s.companyOnly(settingsSave(s, maxBody, s.Company.Save))},

			{"GET", "/api/admin/blog-posts", staff.Posts, s.adminBlogPosts},
			{"POST", "/api/admin/blog-posts", staff.Posts, s.createBlogPost},
			{"GET", "/api/admin/blog-posts/{id}", staff.Posts, s.adminBlogPost},
			{"PATCH", "/api/admin/blog-posts/{id}", staff.Posts, s.changeBlogPost},
			{"DELETE", "/api/admin/blog-posts/{id}", staff.Posts, s.deleteBlogPost},
			{"GET", "/api/admin/blog-posts/{id}/revisions", staff.Posts, s.blogRevisions},
			{"POST", "/api/admin/blog-posts/{id}/revisions/{revisionId}/restore", staff.Posts, s.restoreBlogRevision},
			{"GET", "/api/admin/blog-categories", staff.Posts, s.blogCategories},
			{"GET", "/api/admin/site-content/reviews", staff.SiteContent, s.siteContentOnly(settingsRead(s, s.SiteContent.Reviews))},
			{"PUT", "/api/admin/site-content/reviews", staff.SiteContent, s.siteContentOnly(settingsSave(s, sitecontent.C.Limits.BodyBytes, s.SiteContent.SaveReviews))},
			{"GET", "/api/admin/site-content/faqs", staff.SiteContent, s.siteContentOnly(settingsRead(s, s.SiteContent.FAQs))},
			{"PUT", "/api/admin/site-content/faqs", staff.SiteContent, s.siteContentOnly(settingsSave(s, sitecontent.C.Limits.BodyBytes, s.SiteContent.SaveFAQs))},
			{"GET", "/api/admin/site-content/cities", staff.SiteContent, s.siteContentOnly(settingsRead(s, s.SiteContent.Cities))},
			{"PUT", "/api/admin/site-content/cities", staff.SiteContent, s.siteContentOnly(settingsSave(s, sitecontent.C.Limits.BodyBytes, s.SiteContent.SaveCities))},

			{"GET", "/api/admin/system", staff.System, s.systemStatus},

			{"POST", "/api/admin/system/backup", staff.System, s.backUpNow},
			{"POST", "/api/admin/system/backup/download", staff.System, s.downloadBackup},
		}},
		// Consultation bookings: the team's Appointments view, a caller's bookings, the owner's availability.
		{"bookings", s.Appointments != nil, []adminRoute{
			{"GET", "/api/admin/appointments", staff.Leads, s.adminAppointments},
			{"GET", "/api/admin/appointments/availability", staff.Settings, settingsRead(s, s.Appointments.Availability)},
			{"PUT", "/api/admin/appointments/availability", staff.Settings, settingsSave(s, maxAvailabilityBody, s.Appointments.SaveAvailability)},
			{"POST", "/api/admin/appointments", staff.Leads, s.adminBookAppointment},
			{"GET", "/api/admin/appointments/designers", staff.Leads, s.adminDesigners},
			{"POST", "/api/admin/appointments/{id}/move", staff.Leads, s.bookingChange(s.adminMoveAppointment)},
			{"POST", "/api/admin/appointments/{id}/cancel", staff.Leads, s.bookingChange(s.adminCancelAppointment)},
			{"POST", "/api/admin/appointments/{id}/outcome", staff.Leads, s.bookingChange(s.adminAppointmentOutcome)},
			{"POST", "/api/admin/appointments/{id}/designer", staff.Leads, s.bookingChange(s.adminAssignDesigner)},
			{"GET", "/api/admin/leads/{id}/appointments", staff.Leads, s.adminLeadAppointments},
			{"POST", "/api/admin/me/calendar-feed", staff.Self, s.newCalendarFeed},
			{"DELETE", "/api/admin/me/calendar-feed", staff.Self, s.revokeCalendarFeed},
		}},
		// Automatic assignment: the owner's settings, who takes leads and where, and each person's "away".
		{"assignment", s.Assign != nil, []adminRoute{
			{"GET", "/api/admin/assignment", staff.Settings, s.assignmentSettings},
			{"PUT", "/api/admin/assignment", staff.Settings, s.saveAssignment},
			{"PUT", "/api/admin/assignment/people/{id}", staff.Settings, s.setSeat},
			{"GET", "/api/admin/me/away", staff.Leads, s.myAway},
			{"PUT", "/api/admin/me/away", staff.Leads, s.setMyAway},
		}},
		// Ad spend and what it brings back (staff.Settings: the owner's alone, as the money is).
		{"ad spend", s.Spend != nil, []adminRoute{
			{"GET", "/api/admin/ad-spend", staff.Settings, s.spendRows},
			{"POST", "/api/admin/ad-spend", staff.Settings, s.enterSpend},
			{"DELETE", "/api/admin/ad-spend/{id}", staff.Settings, s.deleteSpend},
			{"POST", "/api/admin/ad-spend/imports", staff.Settings, s.importSpend},
			{"GET", "/api/admin/dashboard/spend", staff.Settings, s.spendReturn},
			{"GET", "/api/admin/dashboard/spend/export.csv", staff.Settings, s.exportSpendReturn},
		}},
		// The owner's privacy records: the access log and the breach register (staff.Settings: the owner's alone).
		{"privacy records", s.AccessLog != nil && s.Breaches != nil, []adminRoute{
			{"GET", "/api/admin/access-log", staff.Settings, s.accessLog},
			{"GET", "/api/admin/breaches", staff.Settings, s.breachRegister},
			{"POST", "/api/admin/breaches", staff.Settings, s.recordBreach},
			{"GET", "/api/admin/breaches/{id}", staff.Settings, s.breachDetail},
			{"PATCH", "/api/admin/breaches/{id}", staff.Settings, s.changeBreach},
			{"PUT", "/api/admin/breach-processors", staff.Settings, s.saveProcessors},
		}},
		// Quotes (issue 44): the owner's price list; quotes on a lead by sales and owners.
		{"quotes", s.Quotes != nil, s.quoteRoutesOr()},
		// Outside platforms' webhook deliveries that need an owner's eye (System page).
		{"ad leads", s.AdLeads != nil, []adminRoute{
			{"GET", "/api/admin/ad-forms", staff.Settings, s.adForms},
			{"PUT", "/api/admin/ad-forms", staff.Settings, s.saveAdForm},
		}},
		{"inbound", s.Inbound != nil, []adminRoute{
			{"GET", "/api/admin/inbound/problems", staff.System, s.inboundProblems},
			{"POST", "/api/admin/inbound/{id}/retry", staff.System, s.retryInbound},
		}},
		// WhatsApp: a lead's conversation (the sales team) and the templates of the messages the business starts (owners).
		{"whatsapp", s.WhatsApp != nil, []adminRoute{
			{"GET", "/api/admin/leads/{id}/conversation", staff.Leads, s.leadConversation},
			{"POST", "/api/admin/leads/{id}/conversation", staff.Leads, s.sendWhatsApp},
			{"POST", "/api/admin/leads/{id}/conversation/read", staff.Leads, s.readWhatsApp},
			{"GET", "/api/admin/whatsapp", staff.Settings, s.whatsappSettings},
			{"PUT", "/api/admin/whatsapp", staff.Settings, s.saveWhatsAppSettings},
			{"POST", "/api/admin/whatsapp/messages/{id}/retry", staff.Mail, s.retryWhatsApp}, // listed among the mail problems
		}},
		// People's data requests: the queue (staff.Privacy) and the retention periods (staff.Settings).
		{"privacy requests", s.Privacy != nil, []adminRoute{
			{"GET", "/api/admin/privacy/requests", staff.Privacy, s.privacyQueue},
			{"POST", "/api/admin/privacy/requests", staff.Privacy, s.recordPhoneRequest},
			{"GET", "/api/admin/privacy/requests/{id}", staff.Privacy, s.privacyRequest},
			{"GET", "/api/admin/privacy/requests/{id}/export.json", staff.Privacy, s.privacyExport},
			{"POST", "/api/admin/privacy/requests/{id}/verify-phone", staff.Privacy, privacyStep(s, (*privacy.Service).VerifyByPhone)},
			{"POST", "/api/admin/privacy/requests/{id}/close", staff.Privacy, privacyStep(s, (*privacy.Service).Close)},
			{"POST", "/api/admin/privacy/requests/{id}/send-file", staff.Privacy, privacyStep(s, (*privacy.Service).SendFile)},
			{"POST", "/api/admin/privacy/requests/{id}/erase", staff.Privacy, s.privacyErase},
			{"POST", "/api/admin/privacy/requests/{id}/correct", staff.Privacy, s.privacyCorrect},
			{"GET", "/api/admin/privacy/erasures", staff.Privacy, s.privacyErasures},
			{"GET", "/api/admin/privacy/photos", staff.Privacy, s.privacyPhotos},
			{"GET", "/api/admin/privacy/retention", staff.Settings, settingsRead(s, s.Privacy.Retention)},
			{"PUT", "/api/admin/privacy/retention", staff.Settings, settingsSave(s, maxBody, s.Privacy.SaveRetention)},
		}},
	}
}

// api registers h for method and answers other methods on the same path with a JSON 405.
func (s *server) api(mux *http.ServeMux, method, path string, h http.HandlerFunc) {
	h = s.withDeadline(h)
	if method == http.MethodGet {
		h = gzipJSON(h)
	}
	mux.HandleFunc(method+" "+path, h)
	allow := method
	if method == http.MethodGet {
		allow = "GET, HEAD"
	}
	mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Allow", allow)
		msg := "This address only accepts " + strings.ReplaceAll(allow, ", ", " and ") + " requests."
		if isSendMail(r) {
			writeJSON(w, http.StatusMethodNotAllowed, mailResult{Error: msg})
			return
		}
		writeError(w, http.StatusMethodNotAllowed, msg, nil)
	})
}

// form registers h for POSTs of a no-JavaScript form and answers other methods with a 405.
func (s *server) form(mux *http.ServeMux, path string, h http.HandlerFunc) {
	mux.HandleFunc("POST "+path, s.withDeadline(h))
	mux.HandleFunc(path, formMethodNotAllowed)
}

// isSendMail tells the answers of /api/sendMail, which always carry a success field.
func isSendMail(r *http.Request) bool { return r.URL.Path == "/api/sendMail" }

func apiNotFound(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotFound, "There is nothing at this address.", nil)
}

func (s *server) pages(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		s.Pages.ServePage(w, r)
		return
	}
	w.Header().Set("Allow", "GET, HEAD")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusMethodNotAllowed)
	w.Write([]byte("Method not allowed.\n"))
}
