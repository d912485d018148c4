package httpapi

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/sitepages"
)

// The forms a browser posts without JavaScript (DESIGN.md: "with JavaScript off, every lead
// form still submits"). Each calls the same domain function as its JSON twin and answers a page.
const (
	estimateFormPath  = "/forms/estimate"
	contactFormPath   = "/forms/contact"
	subscribeFormPath = "/forms/subscribe"
)

// Texts of the answers, copied from spec.md.
const (
	estimateThanks   = "Your request has been submitted successfully."
	contactSent      = "Message sent!"
	contactSentMore  = "We'll get back to you as soon as possible."
	subscribedThanks = "Thanks! You’re on the list."
	tooManyRequests  = "Too many requests. Please wait a minute and try again."
)

// isFormPost tells the requests answered with a page rather than JSON.
func isFormPost(r *http.Request) bool { return strings.HasPrefix(r.URL.Path, "/forms/") }

// readFormPost returns the fields of a browser's form post (urlencoded, within maxBody), the
// honeypot taken out as decodeForm does for JSON, so the domain never sees it; bot reports it was filled.
func readFormPost(w http.ResponseWriter, r *http.Request) (url.Values, bool, *requestError) {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "application/x-www-form-urlencoded" {
		return nil, false, &requestError{status: http.StatusUnsupportedMediaType, message: "Please send the form from its page on our site."}
	}
	tooLarge := &requestError{status: http.StatusRequestEntityTooLarge, message: "The request is too large. Please shorten your message and try again."}
	if r.ContentLength > maxBody {
		return nil, false, tooLarge
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, false, tooLarge
		}
		return nil, false, badRequest("The form could not be read. Please try again.", nil)
	}
	values, err := url.ParseQuery(string(body))
	if err != nil {
		return nil, false, badRequest("The form could not be read. Please try again.", nil)
	}
	bot := false
	for name, vs := range values {
		for _, v := range vs {
			if !utf8.ValidString(name) || !utf8.ValidString(v) {
				return nil, false, badRequest("The form contains characters that are not valid UTF-8.", nil)
			}
		}
		if strings.EqualFold(name, honeypotField) {
			for _, v := range vs {
				bot = bot || strings.TrimSpace(v) != ""
			}
			delete(values, name)
		}
	}
	return values, bot, nil
}

// noticeSeen is the notice a form without JavaScript showed: its hidden version
// and the language radio the visitor left chosen. A version that is not a
// number is -1, which the domain refuses as a notice it never showed.
func noticeSeen(v url.Values) consent.Seen {
	seen := consent.Seen{NoticeLanguage: v.Get("noticeLanguage")}
	if raw := v.Get("noticeVersion"); raw != "" {
		if n, err := strconv.Atoi(raw); err == nil && n > 0 {
			seen.NoticeVersion = n
		} else {
			seen.NoticeVersion = -1
		}
	}
	return seen
}

// optionalText is nil for a field left blank, as the JSON forms send null.
func optionalText(s string) *string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	return &s
}

// localPath is p when it is a path on this site, else fallback.
func localPath(p, fallback string) string {
	if u, err := url.Parse(p); err == nil && u.Scheme == "" && u.Host == "" && sitepages.IsLocalPath(u.Path) {
		return p
	}
	return fallback
}

// postEstimateForm stores an estimate request posted without JavaScript (POST /forms/estimate).
func (s *server) postEstimateForm(w http.ResponseWriter, r *http.Request) {
	v, bot, e := readFormPost(w, r)
	if e != nil {
		s.writeFormPage(w, e.status, estimatePage(nil, e.message, nil))
		return
	}
	req := lead.CreateRequest{
		PropertyType:    v.Get("propertyType"),
		Location:        v.Get("location"),
		Name:            v.Get("name"),
		Mobile:          v.Get("mobile"),
		Email:           optionalText(v.Get("email")),
		WhatsappUpdates: v.Get("whatsappUpdates") != "",
		Attribution:     lead.Attribution{Page: v.Get("page")},
		Seen:            noticeSeen(v),
	}
	// A bot must not learn its submission was dropped, so it gets the page a person gets.
	made := s.created(r.Context(), fakeID(), s.Now().UTC())
	if !bot {
		l, err := s.storeLead(r, req, nil)
		if err != nil {
			s.writeFormPage(w, s.formFailure(r, err), estimatePage(v, fault.Message(err), fault.FieldsOf(err)))
			return
		}
		s.confirmLead(r, l)
		made = s.created(r.Context(), l.ID, l.CreatedAt)
	}
	page := formPage{Title: "Thank you", Heading: "Thank you!",
		Success: []string{estimateThanks, "A designer will call you shortly to understand your home and share your estimate."},
		Back:    "/design-gallery/Modular-Kitchen-Designs", BackTo: "Browse designs while you wait"}
	if made.BookingToken != "" {
		// The lead can pick a consultation time at once, as the JavaScript thank-you panel offers.
		if form, err := s.pickPlaceForm(r, made.BookingToken, nearestCentre(req.Location), ""); err == nil {
			page.Intro, page.Form = []string{pickATime + ": choose where to meet and a day to see its free times."}, form
		}
	}
	s.writeFormPage(w, http.StatusOK, page)
}

// postContactForm stores a Contact Us message posted without JavaScript (POST /forms/contact).
func (s *server) postContactForm(w http.ResponseWriter, r *http.Request) {
	s.handleFormPost(w, r, contactPage, func(v url.Values) error {
		req := contact.CreateRequest{Written: contact.Written{FirstName: v.Get("firstName"), LastName: v.Get("lastName"), Email: v.Get("email"),
			Phone: v.Get("phone"), Subject: v.Get("subject"), Message: v.Get("message")}, Page: v.Get("page"), Seen: noticeSeen(v)}
		_, err := s.storeContact(r, req, nil)
		return err
	}, func(url.Values) formPage {
		return formPage{Title: contactSent, Heading: contactSent, Success: []string{contactSentMore},
			Back: "/Contactus", BackTo: "Back to Contact Us"}
	})
}

// postSubscribeForm adds an e-mail to the monthly-ideas list without JavaScript (POST /forms/subscribe).
func (s *server) postSubscribeForm(w http.ResponseWriter, r *http.Request) {
	s.handleFormPost(w, r, subscribePage, func(v url.Values) error {
		return s.storeSubscription(r, newsletter.SubscribeRequest{Email: v.Get("email"), Page: v.Get("page"), Seen: noticeSeen(v)})
	}, func(v url.Values) formPage {
		return formPage{Title: "Subscribed", Heading: subscribedThanks,
			Back: localPath(v.Get("page"), "/"), BackTo: "Back to the page you were reading"}
	})
}

// handleFormPost answers a form posted without JavaScript: a post that cannot
// be read, or that store refuses, gets its form page again with the problem;
// otherwise the thank-you page done gives. A bot's post is not stored, yet it
// gets the page a person gets, so it never learns its submission was dropped.
func (s *server) handleFormPost(w http.ResponseWriter, r *http.Request, page func(v url.Values, message string, fields map[string]string) formPage,
	store func(v url.Values) error, done func(v url.Values) formPage) {
	v, bot, e := readFormPost(w, r)
	if e != nil {
		s.writeFormPage(w, e.status, page(nil, e.message, nil))
		return
	}
	if !bot {
		if err := store(v); err != nil {
			s.writeFormPage(w, s.formFailure(r, err), page(v, fault.Message(err), fault.FieldsOf(err)))
			return
		}
	}
	s.writeFormPage(w, http.StatusOK, done(v))
}

// confirmLead asks for the visitor's confirmation mail, as the JavaScript path's
// POST /api/sendMail does after the lead; as there, a failure is only logged.
func (s *server) confirmLead(r *http.Request, l *lead.Enquiry) {
	if l.Email == nil {
		return
	}
	req := mail.NotificationRequest{To: *l.Email, Name: l.Name, Email: *l.Email, CountryCode: mail.CountryCode,
		Mobile: l.Mobile, PropertyType: l.PropertyType, Location: l.Location, LeadID: l.ID}
	if err := s.Mail.RequestLeadNotification(r.Context(), req); err != nil {
		s.Logger.WarnContext(r.Context(), "lead saved, confirmation not queued", "lead", l.ID, "err", err)
	}
}

// formFailure is the status of a domain error; internals go to the log only, as failWith does.
func (s *server) formFailure(r *http.Request, err error) int {
	status := statusOf(err)
	if status >= 500 {
		s.Logger.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", loggedPath(r), "err", err)
	}
	return status
}

// tooManyFormPosts is the rate limit's answer to a form post: a page, not JSON.
func (s *server) tooManyFormPosts(w http.ResponseWriter, r *http.Request) {
	s.writeFormPage(w, http.StatusTooManyRequests, formPage{Title: "Too many requests", Heading: "Please wait a minute",
		Error: tooManyRequests, Back: "/", BackTo: "Back to the home page"})
}

// formMethodNotAllowed answers a GET of a form address, e.g. a refresh of its answer page.
func formMethodNotAllowed(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Allow", "POST")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusMethodNotAllowed)
	w.Write([]byte("This address only accepts forms sent from our pages. Please go back to the form.\n"))
}

// estimatePage re-shows the one-step estimate form with values and errors.
func estimatePage(v url.Values, message string, fields map[string]string) formPage {
	c := contract.C
	return formPage{Title: "Get Free Estimate", Heading: "Get Free Estimate", Error: message, Back: "/get-free-estimate", BackTo: "Back to the estimate page",
		Form: &formView{Action: estimateFormPath, Submit: "GET FREE ESTIMATE", Hidden: []hiddenField{{Name: "page", Value: v.Get("page")}}, Fields: []fieldView{
			{Label: "Property type", Name: "propertyType", Type: "radio", Options: options(c.PropertyTypes, c.PropertyTypes, v.Get("propertyType")), Error: fields["propertyType"]},
			{Label: "Location", Name: "location", Type: "radio", Options: options(c.Locations, c.Locations, v.Get("location")), Error: fields["location"]},
			{Label: "Name", Name: "name", Type: "text", AutoComplete: "name", Required: true, Value: v.Get("name"), Error: fields["name"]},
			{Label: "Mobile number", Name: "mobile", Type: "tel", AutoComplete: "tel-national", Required: true, Value: v.Get("mobile"), Error: fields["mobile"]},
			{Label: "Email", Name: "email", Type: "email", AutoComplete: "email", Hint: "Optional", Value: v.Get("email"), Error: fields["email"]},
			{Label: "Send me updates on WhatsApp", Name: "whatsappUpdates", Type: "checkbox", Checked: v.Get("whatsappUpdates") != "", Error: fields["whatsappUpdates"]},
		}}}
}

// contactPage re-shows the Contact Us form with values and errors.
func contactPage(v url.Values, message string, fields map[string]string) formPage {
	subjects := contract.C.ContactSubjects
	values, labels := make([]string, len(subjects)), make([]string, len(subjects))
	for i, sub := range subjects {
		values[i], labels[i] = sub.Value, sub.Label
	}
	return formPage{Title: "Contact Us", Heading: "Send us a Message", Error: message, Back: "/Contactus", BackTo: "Back to Contact Us",
		Form: &formView{Action: contactFormPath, Submit: "Send Message", Hidden: []hiddenField{{Name: "page", Value: v.Get("page")}}, Fields: []fieldView{
			{Label: "First Name", Name: "firstName", Type: "text", AutoComplete: "given-name", Required: true, Value: v.Get("firstName"), Error: fields["firstName"]},
			{Label: "Last Name", Name: "lastName", Type: "text", AutoComplete: "family-name", Required: true, Value: v.Get("lastName"), Error: fields["lastName"]},
			{Label: "Email", Name: "email", Type: "email", AutoComplete: "email", Required: true, Value: v.Get("email"), Error: fields["email"]},
			{Label: "Phone", Name: "phone", Type: "tel", AutoComplete: "tel", Hint: "Optional", Value: v.Get("phone"), Error: fields["phone"]},
			{Label: "Subject", Name: "subject", Type: "select", Required: true, Options: options(values, labels, v.Get("subject")), Error: fields["subject"]},
			{Label: "Message", Name: "message", Type: "textarea", Required: true, Value: v.Get("message"), Error: fields["message"]},
		}}}
}

// subscribePage re-shows the subscribe form with the typed e-mail and its error.
func subscribePage(v url.Values, message string, fields map[string]string) formPage {
	back := localPath(v.Get("page"), "/")
	return formPage{Title: "Subscribe", Heading: "Get monthly design ideas", Error: message, Back: back, BackTo: "Back to the page you were reading",
		Form: &formView{Action: subscribeFormPath, Submit: "Subscribe", Hidden: []hiddenField{{Name: "page", Value: v.Get("page")}}, Fields: []fieldView{
			{Label: "Email address", Name: "email", Type: "email", AutoComplete: "email", Required: true, Value: v.Get("email"), Error: fields["email"]},
		}}}
}
