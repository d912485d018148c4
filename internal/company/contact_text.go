package company

// Contact details quoted inside texts an editor writes (FAQ answers, city pages): a placeholder such as
// {phone} (company.json's contactPlaceholders), or the built-in value itself, which texts saved before the
// placeholders quote. Either stands for the company's current detail wherever the text is shown
// (web/app/content/contact-text.ts splits texts the same way).

import (
	"html"
	"regexp"
	"slices"
	"strings"
)

// contactDetails are the details a text may quote, by their data-live name.
var contactDetails = []string{"phone", "infoEmail", "officeAddress"}

// builtInTexts are the texts of the built-in details, which the pre-rendered pages show.
var builtInTexts = Texts(Default())

// contactQuotes maps each placeholder and built-in value to the detail it stands for.
var contactQuotes, contactPattern = func() (map[string]string, *regexp.Regexp) {
	def := builtInTexts
	quotes := map[string]string{}
	for _, name := range contactDetails {
		quotes[C.ContactPlaceholders[name]] = name
		quotes[def[name]] = name
	}
	words := make([]string, 0, len(quotes))
	for w := range quotes {
		words = append(words, regexp.QuoteMeta(w))
	}
	// Longest first, so that of two quotes starting at one place the whole one is taken.
	slices.SortFunc(words, func(a, b string) int { return len(b) - len(a) })
	return quotes, regexp.MustCompile(strings.Join(words, "|"))
}()

// TextPart is a piece of a text: words as written, or (Detail set) a contact detail by its data-live name.
type TextPart struct {
	Words  string
	Detail string
}

// ContactParts splits text around the contact details it quotes.
func ContactParts(text string) []TextPart {
	var parts []TextPart
	at := 0
	for _, loc := range contactPattern.FindAllStringIndex(text, -1) {
		if loc[0] > at {
			parts = append(parts, TextPart{Words: text[at:loc[0]]})
		}
		parts = append(parts, TextPart{Detail: contactQuotes[text[loc[0]:loc[1]]]})
		at = loc[1]
	}
	if at < len(text) || len(parts) == 0 {
		parts = append(parts, TextPart{Words: text[at:]})
	}
	return parts
}

// ContactHTML is text escaped for HTML with each quoted detail as the element the pages mark it with
// (web/app/components/contact-text.tsx), holding the built-in value: the pages' company fill
// (internal/sitepages) writes the current one into it, as into every marked element.
func ContactHTML(text string) string {
	def := builtInTexts
	var b strings.Builder
	for _, p := range ContactParts(text) {
		esc := html.EscapeString
		switch p.Detail {
		case "":
			b.WriteString(esc(p.Words))
		case "phone":
			b.WriteString(`<a href="` + esc(def["phoneHref"]) + `" data-live-href="phoneHref" data-live="phone" class="` + esc(C.ContactLinkClass) + `">` + esc(def["phone"]) + `</a>`)
		case "infoEmail":
			b.WriteString(`<a href="` + esc(def["mailtoHref"]) + `" data-live-href="mailtoHref" data-live="infoEmail" class="` + esc(C.ContactLinkClass) + `">` + esc(def["infoEmail"]) + `</a>`)
		default:
			b.WriteString(`<span data-live="` + p.Detail + `">` + esc(def[p.Detail]) + `</span>`)
		}
	}
	return b.String()
}

// ContactPlain is text with each quoted detail written as d's (for JSON-LD and other plain text).
func ContactPlain(text string, d Details) string {
	now := Texts(d)
	return contactPattern.ReplaceAllStringFunc(text, func(q string) string { return now[contactQuotes[q]] })
}

// WithPlaceholders is text with each quoted detail written as its placeholder: a text saved quoting a built-in
// value then reads, in a page's data as in its HTML, like one written with the placeholder.
func WithPlaceholders(text string) string {
	return contactPattern.ReplaceAllStringFunc(text, func(q string) string { return C.ContactPlaceholders[contactQuotes[q]] })
}
