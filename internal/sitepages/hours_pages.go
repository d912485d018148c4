package sitepages

// The business hours the Contact page states (issue 41): the experience centres' hours the owner keeps for
// bookings, the response target's clock too. The page is built with appointments.json's defaults and marks
// its hours with data-hours; while the owner's hours differ, the server writes their lines into that element
// and puts them in the page's head as a JSON block (id HoursDataID), which the page reads before it hydrates
// (web/app/routes/contact.tsx), as the company details are (company_pages.go).

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"net/http"
	"slices"

	xhtml "golang.org/x/net/html"
)

// HoursDataID is the id of the JSON block holding the hours' lines.
const HoursDataID = "opening-hours"

// ContactHours are the lines of business hours the Contact page states, and the version they change with.
type ContactHours interface {
	HoursVersion(ctx context.Context) (int64, error)
	ContactHours(ctx context.Context) ([]string, error)
}

// liveHours are one version's lines, ready to write into the page.
type liveHours struct {
	built bool // the built page already shows them
	lines []string
	block []byte
}

// UseHours makes the Contact page state the hours src holds; built are the lines the page was built with.
func (s *Pages) UseHours(src ContactHours, built []string) {
	s.hoursLive = newLiveData("opening hours", src.HoursVersion, func(ctx context.Context, _ int64) (*liveHours, error) {
		lines, err := src.ContactHours(ctx)
		if err != nil {
			return nil, err
		}
		payload, err := json.Marshal(lines) // writes <, > and & escaped: nothing closes the script element
		if err != nil {
			return nil, err
		}
		block := []byte(`<script type="application/json" id="` + HoursDataID + `">` + string(payload) + `</script>`)
		return &liveHours{built: slices.Equal(lines, built), lines: lines, block: block}, nil
	})
}

// withHours returns page with the current hours written in, or page itself when it states none, or they are
// the built ones or cannot be read.
func (s *Pages) withHours(r *http.Request, page *Asset) *Asset {
	if s.hoursLive == nil || page == nil || !page.html || !bytes.Contains(page.body, []byte("data-hours")) {
		return page
	}
	cur := s.hoursLive.forRequest(s, r)
	if cur == nil || cur.built {
		return page
	}
	return s.hoursLive.page(cur, page.name+page.etag, func() *Asset { return htmlAsset(page, fillHours(page.body, cur)) })
}

// fillHours writes cur's lines, a paragraph each, into the element marked data-hours, and cur's block into the head.
func fillHours(page []byte, cur *liveHours) []byte {
	return rewriteTags(page, cur.block, func(z *xhtml.Tokenizer, tt xhtml.TokenType, raw, out []byte) []byte {
		out = append(out, raw...)
		if tt != xhtml.StartTagToken || !bytes.Contains(raw, []byte("data-hours")) {
			return out
		}
		for _, l := range cur.lines {
			out = append(out, "<p>"+html.EscapeString(l)+"</p>"...)
		}
		return skipContent(z, out)
	})
}
