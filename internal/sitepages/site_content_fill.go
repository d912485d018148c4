package sitepages

// Writing the editor's lists into a built page: marked lists, marked texts, a city page's head.

import (
	"bytes"
	"encoding/json"
	"html"
	"strconv"
	"strings"

	xhtml "golang.org/x/net/html"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/sitecontent"
)

// pageFill is what one page gets: the lists, and the city page it is (nil on other pages).
type pageFill struct {
	cur      *liveContent
	city     *sitecontent.CityPage
	texts    map[string]string // the city's data-live texts
	projects []cityProject     // the city's chosen projects still published
}

// fillContent rewrites page's marked parts for cur (and city, when page is that city's page).
// Every byte it does not rewrite is copied as it was.
func fillContent(page []byte, cur *liveContent, city *sitecontent.CityPage, projects []cityProject) []byte {
	f := &pageFill{cur: cur, city: city, projects: projects}
	if city != nil {
		f.texts = sitecontent.CityTexts(*city)
	}
	block := cur.block
	if city != nil {
		block = append(append([]byte(nil), cur.block...), cityProjectsBlock(city.Slug, projects)...)
	}
	return rewriteTags(page, block, func(z *xhtml.Tokenizer, tt xhtml.TokenType, raw, out []byte) []byte {
		tag, attrs := tagOf(raw)
		switch {
		case attrs["data-live-list"] != "" && tt == xhtml.StartTagToken:
			out = append(out, raw...)
			return f.list(z, attrs["data-live-list"], attrs["data-live-prefix"], out)
		case f.city != nil && tag == "title" && tt == xhtml.StartTagToken:
			out = append(out, raw...)
			out = append(out, html.EscapeString(f.city.MetaTitle)...)
			return skipContent(z, out)
		case (f.city != nil || f.cur.faqs != nil) && tag == "script" && tt == xhtml.StartTagToken:
			out = append(out, raw...)
			if z.Next() == xhtml.TextToken {
				return append(out, f.script(z.Raw(), attrs["type"])...)
			}
			return append(out, z.Raw()...)
		case f.city != nil && (tag == "meta" || tag == "link"):
			return append(out, f.head(raw, attrs)...)
		case f.city != nil && f.texts[attrs["data-live"]] != "" && tt == xhtml.StartTagToken:
			out = append(out, raw...)
			out = append(out, cityText(attrs["data-live"], f.texts[attrs["data-live"]])...)
			return skipContent(z, out)
		case f.city != nil && f.city.Added() && attrs["data-live-show"] == "city-own" && tt == xhtml.StartTagToken:
			skipContent(z, nil) // the base city's own facts are not the added city's: React leaves them out too
			return out
		case f.city != nil && f.city.Centre != "" && attrs["data-live-show"] == "city-note" && tt == xhtml.StartTagToken:
			skipContent(z, nil) // the built centres' note; the editor's centre text stands alone
			return out
		case f.city != nil && f.texts[attrs["data-live-alt"]] != "":
			// A picture whose description names the city (React writes the same text from the edited name).
			return append(out, withAttrs(raw, map[string]*string{"alt": ptr(f.texts[attrs["data-live-alt"]])})...)
		case f.city != nil && f.city.Image != "" && attrs["data-live-img"] == "city.hero":
			return append(out, withAttrs(raw, map[string]*string{"src": &f.city.Image, "alt": &f.city.ImageAlt})...)
		case f.city != nil && attrs["id"] == cityProjectsSlot && tt == xhtml.StartTagToken:
			out = append(out, raw...)
			out = append(out, cityProjectsSection(f.city.Name, f.projects)...)
			return skipContent(z, out)
		default:
			return append(out, raw...)
		}
	})
}

func ptr(s string) *string { return &s }

// cityText is a city page's text as HTML: the editor's own texts with the contact details they quote
// marked for the company fill (web/app/features/city-page renders them the same way).
func cityText(name, text string) string {
	switch name {
	case "city.heroIntro", "city.typicalHomes", "city.climate", "city.centre":
		return company.ContactHTML(text)
	}
	return html.EscapeString(text)
}

// head rewrites a city page's description, social tags and addresses.
func (f *pageFill) head(raw []byte, attrs map[string]string) []byte {
	c := f.city
	set := map[string]*string{}
	switch attrs["name"] + attrs["property"] {
	case "description", "og:description", "twitter:description":
		set["content"] = &c.MetaDescription
	case "og:title", "twitter:title":
		set["content"] = &c.MetaTitle
	case "og:url":
		set["content"] = ptr(f.address(attrs["content"]))
	case "og:image", "twitter:image":
		if at := strings.Index(attrs["content"], "/art/"); at >= 0 && c.Image != "" {
			set["content"] = ptr(attrs["content"][:at] + c.Image)
		}
	}
	if attrs["rel"] == "canonical" {
		set["href"] = ptr(f.address(attrs["href"]))
	}
	if len(set) == 0 {
		return raw
	}
	return withAttrs(raw, set)
}

// address is u with the base city's page replaced by the added city's.
func (f *pageFill) address(u string) string {
	return strings.Replace(u, "/city/"+f.city.Base, "/city/"+f.city.Slug, 1)
}

// script rewrites the FAQs' and a city's breadcrumb's JSON-LD and, on an added city, the route's data (its slug).
func (f *pageFill) script(body []byte, typ string) []byte {
	c := f.city
	if typ == "application/ld+json" {
		var ld map[string]any
		if json.Unmarshal(body, &ld) != nil {
			return body
		}
		if ld["@type"] == "FAQPage" && f.cur.faqs != nil {
			return faqJSONLD(ld, f.cur.faqs, body)
		}
		if ld["@type"] != "BreadcrumbList" || c == nil {
			return body
		}
		items, _ := ld["itemListElement"].([]any)
		if len(items) == 0 {
			return body
		}
		if last, ok := items[len(items)-1].(map[string]any); ok {
			last["name"] = sitecontent.CityCrumb(*c)
			if item, ok := last["item"].(string); ok {
				last["item"] = f.address(item)
			}
		}
		out, err := json.Marshal(ld)
		if err != nil {
			return body
		}
		return out
	}
	if c != nil && c.Added() {
		from := `\"slug\",\"` + c.Base + `\"`
		return bytes.Replace(body, []byte(from), []byte(`\"slug\",\"`+c.Slug+`\"`), 1)
	}
	return body
}

// list writes a marked list's items again, up to and including its end tag.
func (f *pageFill) list(z *xhtml.Tokenizer, kind, prefix string, out []byte) []byte {
	items, end := listItems(z)
	switch {
	case kind == "reviews" && f.cur.custom && len(items) > 0:
		out = append(out, reviewItems(items, f.cur.reviews)...)
	case kind == "cities" && len(items) > 0:
		out = append(out, f.cityItems(items, prefix)...)
	case kind == "faq-topics" && f.cur.faqs != nil && len(items) > 0:
		out = append(out, faqTopics(items[0], f.cur.faqs)...)
	case kind == "faq-sections" && f.cur.faqs != nil && len(items) > 0:
		out = append(out, faqSections(items[0], f.cur.faqs)...)
	case kind == "city.localities" && f.city != nil && len(items) > 0:
		for _, place := range f.city.Localities {
			out = append(out, replaceText(items[0], place)...)
		}
	default:
		out = append(out, bytes.Join(items, nil)...)
	}
	return append(out, end...)
}

// listItems reads the list's top-level elements (raw) and its end tag.
func listItems(z *xhtml.Tokenizer) (items [][]byte, end []byte) {
	var cur []byte
	for depth := 0; ; {
		tt := z.Next()
		raw := z.Raw()
		switch tt {
		case xhtml.ErrorToken:
			return items, nil
		case xhtml.StartTagToken:
			depth++
		case xhtml.EndTagToken:
			if depth == 0 {
				return items, append([]byte(nil), raw...)
			}
			depth--
		}
		cur = append(cur, raw...)
		if depth == 0 && tt != xhtml.TextToken {
			items, cur = append(items, cur), nil
		}
	}
}

// reviewItems writes each review from the first item, with the stars taken from the built ones.
func reviewItems(items [][]byte, reviews []sitecontent.Review) []byte {
	var filled, empty []byte
	isStars := func(_ string, a map[string]string) bool { return a["data-live-field"] == "stars" }
	isSVG := func(tag string, _ map[string]string) bool { return tag == "svg" }
	for _, it := range items {
		stars := elements(it, isStars)
		if len(stars) == 0 {
			continue
		}
		inner := stars[0][bytes.IndexByte(stars[0], '>')+1:]
		for _, svg := range elements(inner, isSVG) {
			if bytes.Contains(svg, []byte("data-filled")) {
				filled = svg
			} else {
				empty = svg
			}
		}
	}
	var out []byte
	for _, r := range reviews {
		stars := bytes.Repeat(filled, r.Rating)
		stars = append(stars, bytes.Repeat(empty, 5-r.Rating)...)
		out = append(out, rewriteFields(items[0], map[string]field{
			"text":  {text: &r.Text},
			"name":  {text: &r.Customer.Name},
			"place": {text: ptr(strings.NewReplacer("{location}", r.Customer.Location, "{project}", r.Project).Replace(placeOf(items[0])))},
			"stars": {raw: stars, attrs: map[string]*string{"aria-label": ptr("Rated " + strconv.Itoa(r.Rating) + " out of 5")}},
			"photo": {attrs: map[string]*string{"src": &r.Customer.Image}},
		})...)
	}
	return out
}

// placeOf is the template's place line as a pattern: the home page writes "project, city", /reviews "city · project".
func placeOf(item []byte) string {
	if bytes.Contains(item, []byte(" · ")) {
		return "{location} · {project}"
	}
	return "{project}, {location}"
}

// cityItems writes a menu's city links: the built ones (none marked current on an added city's page) and the added ones.
func (f *pageFill) cityItems(items [][]byte, prefix string) []byte {
	var active, inactive []byte
	for _, it := range items {
		if bytes.Contains(it, []byte("aria-current")) {
			active = it
		} else if inactive == nil {
			inactive = it
		}
	}
	added := f.city != nil && f.city.Added()
	var out []byte
	for _, it := range items {
		if added && bytes.Equal(it, active) {
			it = cityLink(it, "", "", false)
		}
		out = append(out, it...)
	}
	for _, c := range f.cur.cities.Items {
		if !c.Added() || inactive == nil {
			continue
		}
		current := f.city != nil && f.city.Slug == c.Slug
		tmpl := inactive
		if current && active != nil {
			tmpl = active
		}
		out = append(out, cityLink(tmpl, "/city/"+c.Slug, prefix+c.Name, current)...)
	}
	return out
}

// faqJSONLD is the FAQPage JSON-LD with the saved questions (as web/app/features/faq-accordion/faq-json-ld.ts).
func faqJSONLD(ld map[string]any, faqs []sitecontent.FAQCategory, body []byte) []byte {
	entities := []any{}
	for _, c := range faqs {
		for _, q := range c.FAQs {
			entities = append(entities, map[string]any{"@type": "Question", "name": q.Question,
				"acceptedAnswer": map[string]any{"@type": "Answer", "text": company.ContactPlain(q.Answer, company.Default())}})
		}
	}
	ld["mainEntity"] = entities
	out, err := json.Marshal(ld) // escapes <, > and &: nothing closes the script element
	if err != nil {
		return body
	}
	return out
}
