package sitepages

// Company details in pre-rendered pages (issue 27, items 3 and 5).
//
// Pages are pre-rendered once, at build time, with settings.json's values. The
// elements that show an editable detail say so in the HTML: data-live="phone"
// (the element's text is that detail), data-live-href="phoneHref" (that
// attribute) and data-live-show="offer" (hidden while the offer is off); the
// organisation's JSON-LD (the one whose @id ends in #organization) gets the
// current contact details too. While the owner's
// details differ from the defaults, every page is served with those elements
// rewritten to the current values and with the details as a JSON block
// (id company.C.DataID) in its head, which the front end reads before it
// hydrates (web/app/content/company.ts): React renders the same values the HTML
// holds, so hydration finds no difference, and a visitor without JavaScript
// reads the current values too. Rewritten pages are made once per page and
// version; each copy of the site reads the version at most every PageRecheck,
// so a change saved on one copy shows on every copy within seconds, without a
// restart or a rebuild. With the defaults the built pages are served untouched.

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"net/http"
	"strings"

	xhtml "golang.org/x/net/html"

	"github.com/nivaas-interiors/site/internal/company"
)

// CompanyDetails is what pages read to show the owner's current company details.
type CompanyDetails interface {
	CompanyDetails(ctx context.Context) (company.Details, error)
	CompanyVersion(ctx context.Context) (int64, error)
}

// liveDetails are one version's details, ready to write into pages.
type liveDetails struct {
	defaults bool // the built pages already show them
	texts    map[string]string
	block    []byte // <script type="application/json" id=…>…</script>
	details  company.Details
}

// UseCompany makes every page show the details store holds (nil: the built values).
func (s *Pages) UseCompany(store CompanyDetails) {
	s.live = newLiveData("company details", store.CompanyVersion, func(ctx context.Context, _ int64) (*liveDetails, error) {
		d, err := store.CompanyDetails(ctx)
		if err != nil {
			return nil, err
		}
		return newLiveDetails(d)
	})
}

// CompanyChanged makes this copy re-read the details for its next page (other copies notice within PageRecheck).
func (s *Pages) CompanyChanged() {
	if s.live != nil {
		s.live.changed()
	}
}

func newLiveDetails(d company.Details) (*liveDetails, error) {
	// encoding/json writes <, > and & as \u003c…, so no detail can close the script element.
	payload, err := json.Marshal(d)
	if err != nil {
		return nil, err
	}
	block := []byte(`<script type="application/json" id="` + company.C.DataID + `">` + string(payload) + `</script>`)
	return &liveDetails{defaults: d.SameAs(company.Default()), texts: company.Texts(d), block: block, details: d}, nil
}

// withCompany returns page with the current company details written in, or page itself
// when they are the built defaults or cannot be read (a page is never withheld for them).
func (s *Pages) withCompany(r *http.Request, page *Asset) *Asset {
	if s.live == nil || page == nil || !page.html || page.name == AdminAppIndex {
		return page
	}
	cur := s.live.forRequest(s, r)
	if cur == nil || cur.defaults {
		return page
	}
	return s.live.page(cur, page.name+page.etag, func() *Asset { return htmlAsset(page, fillCompany(page.body, cur)) })
}

// fillCompany rewrites the page's marked elements with cur and puts cur's JSON block
// at the end of its head. Every byte it does not rewrite is copied as it was.
func fillCompany(page []byte, cur *liveDetails) []byte {
	return rewriteTags(page, cur.block, func(z *xhtml.Tokenizer, tt xhtml.TokenType, raw, out []byte) []byte {
		switch {
		case bytes.HasPrefix(raw, []byte(`<script type="application/ld+json"`)) && tt == xhtml.StartTagToken:
			out = append(out, raw...)
			if z.Next() == xhtml.TextToken {
				return append(out, organization(z.Raw(), cur.details)...)
			}
			return append(out, z.Raw()...)
		case !bytes.Contains(raw, []byte("data-live")):
			return append(out, raw...)
		default:
			tag, text := rewriteTag(z, cur)
			out = append(out, tag...)
			if text != nil && tt == xhtml.StartTagToken {
				out = append(out, html.EscapeString(*text)...)
				out = skipContent(z, out)
			}
			return out
		}
	})
}

// rewriteTag writes the current start tag with its data-live attributes applied; text is the
// element's new text (data-live).
func rewriteTag(z *xhtml.Tokenizer, cur *liveDetails) (tag []byte, text *string) {
	name, more := z.TagName()
	type attr struct{ key, val string }
	var attrs []attr
	set := map[string]string{}
	hide, show := false, false
	for more {
		var k, v []byte
		k, v, more = z.TagAttr()
		key, val := string(k), string(v)
		attrs = append(attrs, attr{key, val})
		switch {
		case key == "data-live":
			if t, ok := cur.texts[val]; ok {
				text = &t
			}
		case key == "data-live-show" && val == "offer": // other parts (a city's own sections) are the site content's
			show, hide = true, !cur.details.Offer.Enabled
		case strings.HasPrefix(key, "data-live-"):
			if t, ok := cur.texts[val]; ok {
				set[strings.TrimPrefix(key, "data-live-")] = t
			}
		}
	}
	var b strings.Builder
	b.WriteString("<" + string(name))
	for _, a := range attrs {
		if show && a.key == "hidden" {
			continue
		}
		val := a.val
		if v, ok := set[a.key]; ok {
			val = v
		}
		b.WriteString(" " + a.key + `="` + html.EscapeString(val) + `"`)
	}
	if hide {
		b.WriteString(` hidden=""`)
	}
	b.WriteString(">")
	return []byte(b.String()), text
}

// skipContent drops the element's old content up to and including its end tag, which it writes.
func skipContent(z *xhtml.Tokenizer, out []byte) []byte {
	for depth := 1; ; {
		switch z.Next() {
		case xhtml.ErrorToken:
			return out
		case xhtml.StartTagToken:
			depth++
		case xhtml.EndTagToken:
			if depth--; depth == 0 {
				return append(out, z.Raw()...)
			}
		}
	}
}

// organization is the company's JSON-LD (web/app/lib/seo.ts's organizationJsonLd) with the current
// contact details, or the FAQs' with the details their answers quote; any other JSON-LD, or one that
// does not parse, is left as it was.
func organization(raw []byte, d company.Details) []byte {
	var org map[string]any
	if err := json.Unmarshal(raw, &org); err != nil {
		return raw
	}
	if org["@type"] == "FAQPage" {
		return faqAnswersQuoting(raw, org, d)
	}
	if id, _ := org["@id"].(string); !strings.HasSuffix(id, "/#organization") {
		return raw
	}
	org["telephone"], org["email"] = d.Phone, d.InfoEmail
	if addr, ok := org["address"].(map[string]any); ok {
		addr["streetAddress"] = d.OfficeAddress
	}
	org["sameAs"] = []string{d.Social.Facebook, d.Social.YouTube, d.Social.Instagram, d.Social.Twitter, d.Social.LinkedIn}
	out, err := json.Marshal(org) // escapes <, > and &: nothing closes the script element
	if err != nil {
		return raw
	}
	return out
}

// faqAnswersQuoting is the FAQPage JSON-LD ld (raw as served) with the contact details its answers quote
// written as d's: the pages write the built-in ones (company.ContactPlain), as their answers' marked elements.
func faqAnswersQuoting(raw []byte, ld map[string]any, d company.Details) []byte {
	questions, _ := ld["mainEntity"].([]any)
	for _, q := range questions {
		if answer, ok := q.(map[string]any)["acceptedAnswer"].(map[string]any); ok {
			if text, ok := answer["text"].(string); ok {
				answer["text"] = company.ContactPlain(text, d)
			}
		}
	}
	out, err := json.Marshal(ld) // escapes <, > and &: nothing closes the script element
	if err != nil {
		return raw
	}
	return out
}
