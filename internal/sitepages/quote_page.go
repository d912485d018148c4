package sitepages

import (
	"html/template"
	"net/http"
)

// QuotePage is the customer's page of a quote version (issue 44): rendered here, readable and printable
// without JavaScript; the print stylesheet gives a clean A4 page from the browser's "Save as PDF".
type QuotePage struct {
	Brand, Phone, Email, Address string // the company, as the owner keeps its details
	Title                        string // "Quotation v2"
	Customer                     string
	SharedOn, ValidUntil         string
	Rooms                        []QuoteRoom
	Totals                       []QuoteAmount // subtotal, discount, taxable value, GST, total
	Schedule                     []QuoteMilestone
	Terms                        []string // paragraphs
	Notice                       string   // a sentence at the top (accepted, replaced, expired)
	Error                        string   // a refusal of the last form post
	Done                         string   // a success of the last form post
	PayURL, PayLabel             string   // the booking amount's open payment link
	CodeAction, AcceptAction     string   // the forms' addresses; "" hides the accept forms
	CodeTo                       string   // where a code goes, masked; "" when there is nowhere (call us)
	Name                         string   // the name typed, re-shown
	Styles                       template.HTML
}

// QuoteRoom is a room and its lines.
type QuoteRoom struct {
	Name  string
	Lines []QuoteLine
	Total string
}

// QuoteLine is one line, its amounts written in rupees.
type QuoteLine struct {
	Name, Detail, Quantity, Rate, Discount, Taxable, GST, Total string
}

// QuoteAmount is a labelled amount.
type QuoteAmount struct {
	Label, Amount string
	Strong        bool
}

// QuoteMilestone is a payment of the schedule.
type QuoteMilestone struct{ Label, Percent, Amount, State string }

const quotePageCSS = `
.qp{background:var(--color-limewash,#f3ede3);color:var(--color-ink,#24211e);font-family:var(--font-sans,system-ui,sans-serif);padding:1rem .75rem 2rem;min-height:100vh}
.qp-sheet{max-width:60rem;margin:0 auto;background:#fff;border-radius:1.25rem;padding:1.25rem;box-shadow:0 10px 30px rgb(36 33 30/.08)}
.qp header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.75rem;border-bottom:2px solid var(--color-ink,#24211e);padding-bottom:.75rem;margin-bottom:1rem}
.qp-brand{font-family:var(--font-display,Georgia,serif);font-size:1.5rem;margin:0}
.qp-co{font-size:.9rem;line-height:1.5;color:var(--color-ink-muted,#5a524a);margin:0}
.qp h1{font-family:var(--font-display,Georgia,serif);font-size:1.6rem;margin:0 0 .25rem}
.qp h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.qp p{line-height:1.55;margin:0 0 .6rem}
.qp-meta{color:var(--color-ink-muted,#5a524a)}
.qp-note{background:var(--color-limewash,#f3ede3);border-radius:.75rem;padding:.75rem 1rem;font-weight:600}
.qp-error{color:var(--color-danger,#a3281f);background:var(--color-danger-soft,#f9e3e0);border-radius:.75rem;padding:.75rem 1rem}
.qp table{width:100%;border-collapse:collapse;font-size:.95rem}
.qp th,.qp td{text-align:left;padding:.45rem .4rem;border-bottom:1px solid var(--color-line,#ddd2c1);vertical-align:top}
.qp td.n,.qp th.n{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.qp tfoot td{font-weight:700;border-bottom:0}
.qp-small{font-size:.85rem;color:var(--color-ink-muted,#5a524a)}
.qp-totals{max-width:26rem;margin-left:auto}
.qp-totals .strong td{font-size:1.15rem;font-weight:700;border-top:2px solid var(--color-ink,#24211e)}
.qp-pay{display:inline-flex;align-items:center;min-height:3rem;box-sizing:border-box;padding:.75rem 1.75rem;line-height:1.3;border-radius:1.5rem;background:var(--color-accent,#b14d2c);color:#fff;font-weight:700;text-decoration:none}
.qp form{display:flex;flex-direction:column;gap:.75rem;margin:.75rem 0 1rem;max-width:26rem}
.qp label{font-weight:600}
.qp input[type=text]{box-sizing:border-box;width:100%;min-height:2.75rem;border:1px solid var(--color-line,#ddd2c1);border-radius:.75rem;padding:.5rem .875rem;font:inherit}
.qp button{min-height:3rem;border:0;border-radius:999px;background:var(--color-accent,#b14d2c);color:#fff;font:inherit;font-weight:600;padding:0 1.5rem;cursor:pointer;align-self:flex-start}
.qp button.qp-quiet{background:transparent;color:var(--color-accent-ink,#8f3b20);border:1px solid currentColor}
@media (max-width:40rem){
.qp-lines thead{position:absolute;left:-9999px}
.qp-lines tr{display:block;border-bottom:1px solid var(--color-line,#ddd2c1);padding:.5rem 0}
.qp-lines td{display:flex;justify-content:space-between;gap:1rem;border:0;padding:.15rem 0;text-align:right}
.qp-lines td::before{content:attr(data-label);font-weight:600;text-align:left;color:var(--color-ink-muted,#5a524a)}
.qp-lines td.qp-item{display:block;text-align:left;font-weight:700}
.qp-lines td.qp-item::before{content:none}
.qp-lines tfoot tr{display:flex;justify-content:space-between}
}
@page{size:A4;margin:14mm 12mm}
@media print{
.qp{background:#fff;padding:0;min-height:0;font-size:9.5pt}
.qp-sheet{max-width:none;box-shadow:none;border-radius:0;padding:0}
.qp-noprint{display:none!important}
.qp h1{font-size:16pt}.qp h2{font-size:11.5pt;margin-top:10pt;break-after:avoid}
.qp table{font-size:8.5pt}.qp th,.qp td{padding:3pt 3pt}.qp-small{font-size:7.5pt}.qp-totals .strong td{font-size:11pt}
.qp tr{break-inside:avoid}
.qp a{color:inherit;text-decoration:none}
}
`

var quotePageTemplate = template.Must(template.New("quote").Parse(`<!DOCTYPE html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>{{.Title}} for {{.Customer}} | {{.Brand}}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">{{.Styles}}</head>
<body><div class="qp"><div class="qp-sheet">
<header><div><p class="qp-brand">{{.Brand}}</p><p class="qp-co">{{.Address}}</p></div>
<p class="qp-co">{{.Phone}}<br>{{.Email}}</p></header>
<main>
<h1>{{.Title}}</h1>
<p class="qp-meta">For {{.Customer}}{{with .SharedOn}} · issued {{.}}{{end}}{{with .ValidUntil}} · valid until {{.}}{{end}}</p>
{{with .Notice}}<p class="qp-note" role="status">{{.}}</p>{{end}}
{{with .Done}}<p class="qp-note qp-noprint" role="status">{{.}}</p>{{end}}
{{with .Error}}<p class="qp-error qp-noprint" role="alert">{{.}}</p>{{end}}
{{with .PayURL}}<p class="qp-noprint"><a class="qp-pay" href="{{.}}" rel="noopener">{{$.PayLabel}}</a></p>{{end}}
{{range .Rooms}}<section><h2>{{.Name}}</h2>
<table class="qp-lines"><thead><tr><th>Item</th><th class="n">Quantity</th><th class="n">Rate</th><th class="n">Discount</th><th class="n">Taxable value</th><th class="n">GST</th><th class="n">Amount</th></tr></thead>
<tbody>{{range .Lines}}<tr><td class="qp-item">{{.Name}}<br><span class="qp-small">{{.Detail}}</span></td>
<td class="n" data-label="Quantity">{{.Quantity}}</td><td class="n" data-label="Rate">{{.Rate}}</td><td class="n" data-label="Discount">{{.Discount}}</td>
<td class="n" data-label="Taxable value">{{.Taxable}}</td><td class="n" data-label="GST">{{.GST}}</td><td class="n" data-label="Amount">{{.Total}}</td></tr>{{end}}</tbody>
<tfoot><tr><td colspan="6">{{.Name}} total</td><td class="n">{{.Total}}</td></tr></tfoot></table></section>{{end}}
<h2>Totals</h2>
<table class="qp-totals"><tbody>{{range .Totals}}<tr{{if .Strong}} class="strong"{{end}}><td>{{.Label}}</td><td class="n">{{.Amount}}</td></tr>{{end}}</tbody></table>
<h2>Payment schedule</h2>
<table><thead><tr><th>Payment</th><th class="n">Amount</th><th>Status</th></tr></thead>
<tbody>{{range .Schedule}}<tr><td>{{.Label}} <span class="qp-small">({{.Percent}})</span></td><td class="n">{{.Amount}}</td><td>{{.State}}</td></tr>{{end}}</tbody></table>
<h2>Terms</h2>{{range .Terms}}<p>{{.}}</p>{{end}}
{{if .AcceptAction}}<section class="qp-noprint"><h2>Accept this quotation</h2>
{{if .CodeTo}}<p>We send a one-time code to {{.CodeTo}}. Type it below with your full name to accept.</p>
<form method="post" action="{{.CodeAction}}"><button type="submit" class="qp-quiet">Send me a code</button></form>
<form method="post" action="{{.AcceptAction}}" novalidate>
<div><label for="q-name">Your full name</label><input id="q-name" type="text" name="name" value="{{.Name}}" autocomplete="name" required></div>
<div><label for="q-code">The code we sent you</label><input id="q-code" type="text" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></div>
<button type="submit">Accept the quotation</button></form>
{{else}}<p>Please call us on {{.Phone}} to accept this quotation: we read it to you and record your acceptance.</p>{{end}}
</section>{{end}}
</main></div></div></body></html>
`))

// WriteQuotePage answers with page; the HTML is rendered before the status is sent.
func (s *Pages) WriteQuotePage(w http.ResponseWriter, status int, page QuotePage) {
	page.Styles = s.formStyles() + template.HTML("<style>"+quotePageCSS+"</style>") // both ours: the site's and a constant
	w.Header().Set("X-Robots-Tag", "noindex, nofollow")
	s.writeHTML(w, status, quotePageTemplate, page, "quote page")
}
