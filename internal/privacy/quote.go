package privacy

// Where a text quotes a person (issue 38): an e-mail address only whole (never inside a longer one:
// "a@example.com" is not in "asha@example.com"), a mobile number's ten digits however they are
// written (spaces, dashes, +91, URL-encoded) but never inside a longer run of digits, a name only as
// whole words. Plain, URL-encoded and JSON text alike. The store looks with these rules; the words
// a requester typed are never looked for (see Target).

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/contract"
)

// ErasedReason closes an erased lead that was not won: it is lost to the company, and leaves every list of work.
const ErasedReason = "Erased on a data request." // no quote mark: it sits inside an SQL literal

// ErasedMark replaces an identifier where a kept text quoted it.
const ErasedMark = "[erased]"

// A Needle finds one identifier where a text quotes it whole.
type Needle struct {
	re   *regexp.Regexp
	kind byte // 'e' address, 'm' mobile, 'n' name, 'l' link
	hint string
}

// Hint is lower-case text every quote of the needle holds, for a store to narrow its rows before
// looking ("" when there is none to give).
func (n Needle) Hint() string { return n.hint }

// separators a number is written with, plain or URL-encoded.
const digitGap = `(?:[ .()/\-+]|%20|%2[bBdD])?`

// EmailNeedle finds addr, plain or URL-encoded; nil for an empty address.
func EmailNeedle(addr string) *Needle {
	addr = strings.ToLower(strings.TrimSpace(addr))
	local, domain, ok := strings.Cut(addr, "@")
	if !ok || local == "" || domain == "" {
		return nil
	}
	variants := []string{regexp.QuoteMeta(addr)}
	for _, enc := range []string{url.QueryEscape(addr), url.PathEscape(addr)} {
		if enc != addr {
			variants = append(variants, regexp.QuoteMeta(enc))
		}
	}
	hint := domain
	if url.QueryEscape(local) == local && len(local) >= len(domain) {
		hint = local
	}
	return &Needle{re: regexp.MustCompile(`(?i)(?:` + strings.Join(variants, "|") + `)`), kind: 'e', hint: hint}
}

// MobileNeedle finds a number whose last ten digits are mobile's, with or without +91 or 0 before
// them; nil unless mobile has ten digits.
func MobileNeedle(mobile string) *Needle {
	d := contract.MobileKey(mobile)
	if len(d) != 10 {
		return nil
	}
	var b strings.Builder
	b.WriteString(`(?:(?:\+|%2[bB])?91` + digitGap + `|0)?`)
	for i, r := range d {
		if i > 0 {
			b.WriteString(digitGap)
		}
		b.WriteRune(r)
	}
	return &Needle{re: regexp.MustCompile(b.String()), kind: 'm', hint: d[6:]}
}

// NameNeedle finds name as whole words (any case, spaces as written or URL-encoded); nil for
// a name of fewer than three letters.
func NameNeedle(name string) *Needle {
	words := strings.Fields(name)
	if len([]rune(strings.Join(words, ""))) < 3 {
		return nil
	}
	parts := make([]string, len(words))
	for i, w := range words {
		alts := []string{regexp.QuoteMeta(w)}
		if enc := url.QueryEscape(w); enc != w {
			alts = append(alts, regexp.QuoteMeta(enc))
		}
		parts[i] = `(?:` + strings.Join(alts, "|") + `)`
	}
	return &Needle{re: regexp.MustCompile(`(?i)` + strings.Join(parts, `(?:\s+|\+|%20)`)), kind: 'n'}
}

// LeadLinkNeedle finds the back-office's link to lead id, which the mails about a lead carry.
func LeadLinkNeedle(id int64) *Needle {
	s := "/admin/leads/" + strconv.FormatInt(id, 10)
	return &Needle{re: regexp.MustCompile(regexp.QuoteMeta(s)), kind: 'l', hint: s}
}

// Needles are the needles of ids' names, e-mails and mobile numbers, the same one once.
func Needles(ids Identifiers) []Needle {
	var out []Needle
	seen := map[string]bool{}
	add := func(n *Needle) {
		if n != nil && !seen[n.re.String()] {
			seen[n.re.String()] = true
			out = append(out, *n)
		}
	}
	for _, v := range ids.Emails {
		add(EmailNeedle(v))
	}
	for _, v := range ids.Mobiles {
		add(MobileNeedle(v))
	}
	for _, v := range ids.Names {
		add(NameNeedle(v))
	}
	return out
}

// Quotes says whether text quotes one of needles.
func Quotes(text string, needles []Needle) bool {
	for _, n := range needles {
		if len(n.whole(text)) > 0 {
			return true
		}
	}
	return false
}

// Redact replaces each quote of needles in text by ErasedMark; changed says whether there was one.
func Redact(text string, needles []Needle) (out string, changed bool) {
	out = text
	for _, n := range needles {
		spans := n.whole(out)
		if len(spans) == 0 {
			continue
		}
		var b strings.Builder
		last := 0
		for _, s := range spans {
			b.WriteString(out[last:s[0]])
			b.WriteString(ErasedMark)
			last = s[1]
		}
		b.WriteString(out[last:])
		out, changed = b.String(), true
	}
	return out, changed
}

// whole is where n's matches in text stand whole (the boundaries of its kind hold).
func (n Needle) whole(text string) [][]int {
	var out [][]int
	for _, s := range n.re.FindAllStringIndex(text, -1) {
		if n.bounded(text, s[0], s[1]) {
			out = append(out, s)
		}
	}
	return out
}

func (n Needle) bounded(text string, start, end int) bool {
	before, after := runeBefore(text, start), runeAfter(text, end)
	switch n.kind {
	case 'e':
		if isWordRune(before) || strings.ContainsRune("._%+-", before) || isWordRune(after) || after == '-' {
			return false
		}
		// "a@example.com" inside "a@example.com.evil": a dot followed by more of a domain.
		if after == '.' {
			return !isWordRune(runeAfter(text, end+1))
		}
		return true
	case 'm', 'l':
		return !unicode.IsDigit(before) && !unicode.IsDigit(after)
	default:
		return !isWordRune(before) && !isWordRune(after)
	}
}

// runeBefore is the character before text[i:], a URL escape ("%2B") decoded; 0 at the start.
func runeBefore(text string, i int) rune {
	if i <= 0 {
		return 0
	}
	if i >= 3 && text[i-3] == '%' {
		if r, ok := unescape(text[i-2], text[i-1]); ok {
			return r
		}
	}
	// JSON's escapes: "\n", "\u003c" (as a store keeps a mail's JSON).
	if i >= 6 && text[i-6] == '\\' && text[i-5] == 'u' {
		if v, err := strconv.ParseUint(text[i-4:i], 16, 16); err == nil {
			return rune(v)
		}
	}
	if i >= 2 && text[i-2] == '\\' && strings.IndexByte(`ntrbf"/\\`, text[i-1]) >= 0 {
		return ' '
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return r
}

// runeAfter is the character at text[i], a URL escape decoded; 0 at the end.
func runeAfter(text string, i int) rune {
	if i >= len(text) {
		return 0
	}
	if text[i] == '%' && i+2 < len(text) {
		if r, ok := unescape(text[i+1], text[i+2]); ok {
			return r
		}
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return r
}

// unescape is the character of the URL escape %hl; a byte of a longer UTF-8 character counts as a letter.
func unescape(h, l byte) (rune, bool) {
	v, err := strconv.ParseUint(string([]byte{h, l}), 16, 8)
	if err != nil {
		return 0, false
	}
	if v >= 0x80 {
		return 'x', true
	}
	return rune(v), true
}

func isWordRune(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }
