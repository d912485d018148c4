package httpapi

// The customer's quote page (issue 44): a signed link, no account, rendered by the server, working without
// JavaScript: the quote, a code sent to the lead's contact, and the acceptance with name and code.

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/web/app/content"
)

// maxQuoteToken bounds a link's token: a version id and an 18-byte MAC.
const maxQuoteToken = 64

func (s *server) quotePages(mux *http.ServeMux) {
	mux.HandleFunc("GET "+quote.PagePath+"{token}", s.withDeadline(s.quotePage))
	s.form(mux, quote.PagePath+"{token}/code", s.postQuoteCode)
	s.form(mux, quote.PagePath+"{token}/accept", s.postQuoteAccept)
}

func (s *server) quotePage(w http.ResponseWriter, r *http.Request) {
	s.renderQuote(w, r, http.StatusOK, r.PathValue("token"), "", "", "")
}

func (s *server) postQuoteCode(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	if _, _, e := readFormPost(w, r); e != nil {
		s.renderQuote(w, r, e.status, token, e.message, "", "")
		return
	}
	var to string
	var err error
	if len(token) > maxQuoteToken {
		err = quote.ErrLinkInvalid
	} else {
		to, err = s.Quotes.SendCode(r.Context(), token)
	}
	if err != nil {
		s.renderQuote(w, r, s.formFailure(r, err), token, fault.Message(err), "", "")
		return
	}
	s.renderQuote(w, r, http.StatusOK, token, "", "We have sent a code to "+to+". It works for "+strconv.Itoa(quote.C.Limits.CodeMinutes)+" minutes.", "")
}

func (s *server) postQuoteAccept(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	v, _, e := readFormPost(w, r)
	if e != nil {
		s.renderQuote(w, r, e.status, token, e.message, "", "")
		return
	}
	name := v.Get("name")
	var err error
	if len(token) > maxQuoteToken {
		err = quote.ErrLinkInvalid
	} else {
		_, err = s.Quotes.Accept(r.Context(), token, name, v.Get("code"), s.clientAddr(r).String())
	}
	if err != nil {
		s.renderQuote(w, r, s.formFailure(r, err), token, fault.Message(err), "", name)
		return
	}
	s.renderQuote(w, r, http.StatusOK, token, "", "Thank you: your acceptance is recorded. We will be in touch about the next steps.", "")
}

// renderQuote answers with the version's page, the refusal or success of a form post on it; a link that
// names nothing gets a short page.
func (s *server) renderQuote(w http.ResponseWriter, r *http.Request, status int, token, problem, done, name string) {
	var p quote.Page
	var err error = quote.ErrLinkInvalid
	if len(token) <= maxQuoteToken {
		p, err = s.Quotes.ByToken(r.Context(), token)
	}
	if err != nil {
		s.writeFormPage(w, s.formFailure(r, err), formPage{Title: "Quotation", Heading: "This link does not open a quotation",
			Error: fault.Message(err), Back: "/", BackTo: "Back to the home page"})
		return
	}
	page := quotePageOf(p, s.companyDetails(r.Context()))
	page.Error, page.Done, page.Name = problem, done, name
	s.Pages.WriteQuotePage(w, status, page)
}

func (s *server) companyDetails(ctx context.Context) company.Details {
	if s.Company != nil {
		if d, err := s.Company.Details(ctx); err == nil {
			return d
		}
	}
	return company.Default()
}

// quotePageOf writes version p's page: amounts in rupees with Indian grouping, GST per line and in total.
func quotePageOf(p quote.Page, d company.Details) sitepages.QuotePage {
	v := p.Version
	page := sitepages.QuotePage{Brand: content.Settings.BrandName, Phone: d.Phone, Email: d.InfoEmail, Address: d.OfficeAddress,
		Title: "Quotation v" + strconv.Itoa(v.Number), Customer: p.Customer}
	if v.SharedAt != nil {
		page.SharedOn, page.ValidUntil = quote.Day(*v.SharedAt), quote.Day(v.ValidUntil())
	}
	for _, room := range v.Rooms {
		qr := sitepages.QuoteRoom{Name: room.Name, Total: quote.Rupees(room.TotalPaise)}
		for _, l := range room.Lines {
			discount := "—"
			if l.DiscountPaise > 0 {
				discount = quote.Rupees(l.DiscountPaise) + " (" + quote.Percent(l.DiscountBp) + ")"
			}
			qr.Lines = append(qr.Lines, sitepages.QuoteLine{Name: l.Name, Detail: quote.TierLabel(l.Tier) + " finish",
				Quantity: l.Quantity.String() + " " + l.Unit.Short(), Rate: quote.Rupees(l.RatePaise), Discount: discount,
				Taxable: quote.Rupees(l.TaxablePaise), GST: quote.Rupees(l.GSTPaise) + " (" + quote.Percent(l.GSTBp) + ")",
				Total: quote.Rupees(l.TotalPaise)})
		}
		page.Rooms = append(page.Rooms, qr)
	}
	t := v.Totals
	page.Totals = []sitepages.QuoteAmount{{Label: "Before discount", Amount: quote.Rupees(t.GrossPaise)},
		{Label: "Discount", Amount: "−" + quote.Rupees(t.DiscountPaise)}, {Label: "Taxable value", Amount: quote.Rupees(t.TaxablePaise)},
		{Label: "GST", Amount: quote.Rupees(t.GSTPaise)}, {Label: "Total", Amount: quote.Rupees(t.TotalPaise), Strong: true}}
	for _, m := range v.Milestones {
		page.Schedule = append(page.Schedule, sitepages.QuoteMilestone{Label: m.Label, Percent: quote.Percent(m.PercentBp),
			Amount: quote.Rupees(m.AmountPaise), State: milestoneWords[m.State]})
	}
	for _, para := range strings.Split(v.Terms, "\n") {
		if para = strings.TrimSpace(para); para != "" {
			page.Terms = append(page.Terms, para)
		}
	}
	switch {
	case v.Accepted != nil:
		page.Notice = "Accepted by " + v.Accepted.Name + " on " + quote.Day(v.Accepted.At) + "."
		if v.Payment != nil && v.Payment.Open() {
			page.PayURL, page.PayLabel = v.Payment.ShortURL, "Pay the booking amount, "+quote.Rupees(v.Payment.AmountPaise)
		}
	case !p.Latest:
		page.Notice = "This quotation has been replaced by a newer version. Please ask us for the latest link."
	case p.Expired:
		page.Notice = "This quotation was valid until " + page.ValidUntil + ". Please ask us for a new one."
	default:
		page.CodeAction, page.AcceptAction, page.CodeTo = quote.PagePath+p.Token+"/code", quote.PagePath+p.Token+"/accept", p.CodeTo
	}
	return page
}

var milestoneWords = map[string]string{quote.StateLater: "Later", quote.StateDue: "Due now", quote.StateLinkSent: "Payment link sent",
	quote.StatePaid: "Paid", quote.StateExpired: "Link expired: we will send a new one"}
