package httpapi

import (
	"net/url"
	"strconv"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/office"
)

// The back-office's lists page one way, newest first: the client sends back the
// "next" of the page it has as ?after= and may ask for ?limit=N; "next" is null
// on the last page. Leads carry an opaque cursor (inbox.Cursor, created-at and id); the other lists the last id.

// pageParams reads a list's cursor (named cursor) and limit: whole numbers from 1, or 0 when not given.
func pageParams(v url.Values, cursor string) (after int64, limit int, err error) {
	for _, name := range []string{cursor, "limit"} {
		s := v.Get(name)
		if s == "" {
			continue
		}
		n, perr := strconv.ParseInt(s, 10, 64)
		if perr != nil || n < 1 {
			return 0, 0, fault.Invalid(office.Msg("badCursor"), map[string]string{name: office.Msg("badCursor")})
		}
		if name == cursor {
			after = n
		} else {
			limit = int(min(n, 1000))
		}
	}
	return after, limit, nil
}

// nextPage is the "next" after a page of n rows ending at lastID: null unless the page was full.
func nextPage(n, limit int, lastID int64) *int64 {
	if n == 0 || n < limit {
		return nil
	}
	return &lastID
}
