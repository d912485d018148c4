package sitepages

import (
	"bytes"
	"context"
	"crypto/sha256"
	"net/http"
	"strings"
	"sync"
	"time"

	xhtml "golang.org/x/net/html"
)

// maxLivePages bounds the rewritten pages kept for one version (the built pages, the catalog's, the 404 page).
const maxLivePages = 2048

// liveData is something an editor may change that pages show (the company details, the site's lists):
// its version is read at most once per PageRecheck, the data again only when the version moved, and the
// pages written with one version are kept until the next.
type liveData[T any] struct {
	what      string // names the data in the log
	version   func(ctx context.Context) (int64, error)
	read      func(ctx context.Context, version int64) (*T, error)
	mu        sync.Mutex
	checkedAt time.Time
	stale     bool
	current   *T // nil until read
	at        int64
	pages     map[string]*Asset
}

func newLiveData[T any](what string, version func(context.Context) (int64, error), read func(context.Context, int64) (*T, error)) *liveData[T] {
	return &liveData[T]{what: what, version: version, read: read, pages: map[string]*Asset{}}
}

// changed makes this copy re-read the data for its next page (other copies notice within PageRecheck).
func (l *liveData[T]) changed() {
	l.mu.Lock()
	l.stale = true
	l.mu.Unlock()
}

// currentAt returns the data as of now: the last read while it is fresh, else read again when the version moved.
func (l *liveData[T]) currentAt(ctx context.Context, now time.Time) (*T, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.current != nil && !l.stale && now.Sub(l.checkedAt) < PageRecheck && now.After(l.checkedAt) {
		return l.current, nil
	}
	v, err := l.version(ctx)
	if err != nil {
		return l.current, err
	}
	if l.current == nil || v != l.at {
		cur, err := l.read(ctx, v)
		if err != nil {
			return l.current, err
		}
		l.current, l.at, l.pages = cur, v, map[string]*Asset{}
	}
	l.checkedAt, l.stale = now, false
	return l.current, nil
}

// forRequest is the data for r, or the last known (nil: none) when it cannot be read: a page is never withheld for it.
func (l *liveData[T]) forRequest(s *Pages, r *http.Request) *T {
	ctx, cancel := context.WithTimeout(r.Context(), time.Second)
	defer cancel()
	cur, err := l.currentAt(ctx, s.now())
	if err != nil {
		s.logger.WarnContext(ctx, l.what+" unread; page served with the last known ones", "path", r.URL.Path, "err", err)
	}
	return cur
}

// page is the page kept under key for cur, made by fill once per version (a nil from fill is not kept).
func (l *liveData[T]) page(cur *T, key string, fill func() *Asset) *Asset {
	l.mu.Lock()
	filled := l.pages[key]
	if l.current != cur {
		filled = nil
	}
	l.mu.Unlock()
	if filled != nil {
		return filled
	}
	filled = fill()
	l.mu.Lock()
	if filled != nil && l.current == cur { // a newer version may have arrived meanwhile
		if len(l.pages) >= maxLivePages {
			l.pages = map[string]*Asset{}
		}
		l.pages[key] = filled
	}
	l.mu.Unlock()
	return filled
}

// htmlAsset is page with another body: its own ETag, CSP hashes and gzip.
func htmlAsset(page *Asset, body []byte) *Asset {
	a := &Asset{name: page.name, body: body, contentType: page.contentType, html: true,
		etag: etagOf(sha256.Sum256(body)), csp: ContentSecurityPolicy(InlineScriptHashes(body))}
	a.prepareHeaders()
	return a
}

// rewriteTags copies page token by token with block put at the end of its head, each start tag (with what follows
// it) written by tag. Every byte it does not rewrite is copied as it was.
func rewriteTags(page, block []byte, tag func(z *xhtml.Tokenizer, tt xhtml.TokenType, raw, out []byte) []byte) []byte {
	out := make([]byte, 0, len(page)+len(block)+1024)
	z := xhtml.NewTokenizer(bytes.NewReader(page))
	for {
		tt := z.Next()
		switch tt {
		case xhtml.ErrorToken:
			return out // io.EOF: the whole page is copied
		case xhtml.EndTagToken:
			if name, _ := z.TagName(); string(name) == "head" {
				out = append(out, block...)
			}
			out = append(out, z.Raw()...)
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
			raw := append([]byte(nil), z.Raw()...)
			if tt == xhtml.StartTagToken && isNoscript(raw) {
				// The tokenizer reads a noscript's content as text; what it shows without JavaScript is rewritten too.
				out = append(out, raw...)
				if z.Next() == xhtml.TextToken {
					out = append(out, rewriteTags(z.Raw(), nil, tag)...)
					continue
				}
				out = append(out, z.Raw()...)
				continue
			}
			out = tag(z, tt, raw, out)
		default:
			out = append(out, z.Raw()...)
		}
	}
}

// isNoscript reports whether the start tag raw opens a noscript element (read before the tag's callback, which reads its name).
func isNoscript(raw []byte) bool {
	return len(raw) > len("<noscript") && bytes.EqualFold(raw[:len("<noscript")], []byte("<noscript")) &&
		strings.IndexByte(" \t\n\f\r/>", raw[len("<noscript")]) >= 0
}
