package sitepages

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// buildOrigin is the origin the front end writes into canonical and social URLs at build time.
const buildOrigin = "https://www.nivaas.example"

// fallbackFile is what React Router writes for paths it did not pre-render.
const fallbackFile = "__spa-fallback.html"

// The back-office is an app of its own (web/vite.admin.config.ts): its page answers every /admin
// path and is never a page of its own; its hashed files are served like the public site's.
const (
	adminAppDir   = "admin-app/"
	AdminAppIndex = adminAppDir + "index.html"
)

// Asset is one file of the built site, prepared once at start-up (its gzip at its first request).
type Asset struct {
	name        string // path inside the site FS, e.g. "Aboutus/index.html"
	body        []byte // nil for binary files, which are read from the FS on demand
	gzipOnce    sync.Once
	gzipped     []byte // nil when compression does not pay; see gzip
	contentType string
	etag        string // strong, of body
	csp         string // per-page policy for HTML, "" otherwise
	html        bool
	subresource bool // a hashed script, stylesheet or font: never a document (see httpapi's secureHeaders)
	header      assetHeaders
}

// assetHeaders are an asset's header values, built once so that an answer assigns
// them without allocating; net/http replaces, never edits, a value it was given.
type assetHeaders struct {
	contentType, cacheControl, csp []string
	etag, etagGzip                 []string
	length, lengthGzip             []string
}

func (a *Asset) prepareHeaders() {
	cache := cachePublic
	switch {
	case a.name == AdminAppIndex:
		cache = "no-store" // a staff page, never kept by a browser or proxy
	case a.html:
		cache = CacheHTML
	case strings.HasPrefix(a.name, "assets/"), strings.HasPrefix(a.name, adminAppDir+"assets/"):
		cache = CacheImmutable
		a.subresource = subresourceType(a.contentType)
	}
	a.header = assetHeaders{contentType: []string{a.contentType}, cacheControl: []string{cache}, etag: []string{a.etag}}
	if a.csp != "" {
		a.header.csp = []string{a.csp}
	}
	if a.body != nil {
		a.header.length = []string{strconv.Itoa(len(a.body))}
	}
}

// gzip is a's body compressed, made at the first request that asks (nil when compression does not pay or a is
// not text): compressing every page at start-up cost each start half a second of CPU, and pages never asked for
// kept their copy in memory for nothing.
func (a *Asset) gzip() []byte {
	a.gzipOnce.Do(func() {
		if a.body == nil || !compressible(a.contentType) {
			return
		}
		if a.gzipped = gzipIfSmaller(a.body); a.gzipped != nil {
			a.header.etagGzip = []string{strings.TrimSuffix(a.etag, `"`) + `-gz"`}
			a.header.lengthGzip = []string{strconv.Itoa(len(a.gzipped))}
		}
	})
	return a.gzipped
}

// site indexes the built front end: files by URL path, pages by URL path, and
// pages by lower-cased path to answer another letter case with a redirect.
type site struct {
	fsys     fs.FS
	files    map[string]*Asset // "/assets/app-1a2b.js", "/Aboutus/index.html"
	pages    map[string]*Asset // "/", "/Aboutus", "/Guides/Design-Tips"
	folded   map[string]string // "/aboutus" -> "/Aboutus"
	fallback *Asset            // nil when the build has no SPA fallback
	adminApp *Asset            // the back-office's page; nil when it was not built
}

// newSite reads every file of fsys, rewrites the build origin to siteURL in
// HTML, sitemap.xml and robots.txt, and precomputes hashes and ETags.
func newSite(fsys fs.FS, siteURL string) (*site, error) {
	s := &site{fsys: fsys, files: map[string]*Asset{}, pages: map[string]*Asset{}, folded: map[string]string{}}
	siteURL = strings.TrimRight(siteURL, "/")
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		a := &Asset{name: name, contentType: contentTypeOf(name)}
		a.html = strings.HasPrefix(a.contentType, "text/html")
		if !a.html && !compressible(a.contentType) {
			// Images and fonts (panoramas are megabytes) stay in the FS; only their hash is kept.
			a.etag, err = etagOfFile(fsys, name)
			a.prepareHeaders()
			s.files["/"+name] = a
			return err
		}
		body, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		if siteURL != "" && (a.html || name == "sitemap.xml" || name == "robots.txt") {
			body = bytes.ReplaceAll(body, []byte(buildOrigin), []byte(siteURL))
		}
		a.body = body
		a.etag = etagOf(sha256.Sum256(body))
		if a.html {
			a.csp = ContentSecurityPolicy(InlineScriptHashes(body))
		}
		a.prepareHeaders()
		s.files["/"+name] = a
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("index built site: %w", err)
	}
	for urlPath, a := range s.files {
		var page string
		switch {
		case urlPath == "/"+AdminAppIndex:
			s.adminApp = a
			delete(s.files, urlPath) // answered at /admin only, with the back-office's headers
			continue
		case urlPath == "/index.html":
			page = "/"
		case strings.HasSuffix(urlPath, "/index.html"):
			page = strings.TrimSuffix(urlPath, "/index.html")
		case urlPath == "/"+fallbackFile:
			s.fallback = a
			continue
		default:
			continue
		}
		s.pages[page] = a
	}
	// Sorted so that, should two pages differ only by case, the choice is stable.
	pages := make([]string, 0, len(s.pages))
	for p := range s.pages {
		pages = append(pages, p)
	}
	sort.Strings(pages)
	for _, p := range pages {
		if _, taken := s.folded[strings.ToLower(p)]; !taken {
			s.folded[strings.ToLower(p)] = p
		}
	}
	return s, nil
}

func etagOf(sum [sha256.Size]byte) string { return `"` + hex.EncodeToString(sum[:16]) + `"` }

func etagOfFile(fsys fs.FS, name string) (string, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return etagOf(sum), nil
}

// contentTypes fixes the types of the files a Vite build emits, independent of the host's mime tables.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".svg":         "image/svg+xml",
	".xml":         "application/xml; charset=utf-8",
	".txt":         "text/plain; charset=utf-8",
	".ico":         "image/x-icon",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".gif":         "image/gif",
	".woff2":       "font/woff2",
	".woff":        "font/woff",
}

func contentTypeOf(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// subresourceType reports whether a browser only ever runs or applies a file of this type inside a page, never
// renders it as a document with scripts of its own. HTML, SVG, JSON and images are left out on purpose.
func subresourceType(contentType string) bool {
	return strings.HasPrefix(contentType, "text/javascript") || strings.HasPrefix(contentType, "text/css") ||
		strings.HasPrefix(contentType, "font/")
}

func compressible(contentType string) bool {
	return strings.HasPrefix(contentType, "text/") ||
		strings.HasPrefix(contentType, "application/json") ||
		strings.HasPrefix(contentType, "application/xml") ||
		strings.HasPrefix(contentType, "application/manifest+json") ||
		strings.HasPrefix(contentType, "image/svg+xml")
}

// gzipIfSmaller returns the gzip of body, or nil when it saves less than a tenth.
func gzipIfSmaller(body []byte) []byte {
	if len(body) < 512 {
		return nil
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
	zw.Write(body)
	zw.Close()
	if buf.Len() > len(body)*9/10 {
		return nil
	}
	return buf.Bytes()
}

// InlineScriptHashes returns the CSP source of every inline <script> body, in page order.
func InlineScriptHashes(html []byte) []string {
	var hashes []string
	lower := bytes.ToLower(html)
	for i := 0; ; {
		start := bytes.Index(lower[i:], []byte("<script"))
		if start < 0 {
			return hashes
		}
		start += i
		tagEnd := bytes.IndexByte(lower[start:], '>')
		if tagEnd < 0 {
			return hashes
		}
		tagEnd += start
		closeAt := bytes.Index(lower[tagEnd:], []byte("</script"))
		if closeAt < 0 {
			return hashes
		}
		closeAt += tagEnd
		if !hasSrcAttribute(lower[start:tagEnd]) {
			sum := sha256.Sum256(html[tagEnd+1 : closeAt])
			hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
		}
		i = closeAt + len("</script")
	}
}

// hasSrcAttribute reports whether a lower-cased opening script tag loads an external file.
func hasSrcAttribute(tag []byte) bool {
	for _, sep := range []string{" src=", "\tsrc=", "\nsrc="} {
		if bytes.Contains(tag, []byte(sep)) {
			return true
		}
	}
	return false
}

// baseCSP is the policy of every answer; pages add the hashes of their inline scripts.
const baseCSP = "default-src 'self'; script-src 'self'%s; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; " +
	"frame-src https://www.youtube-nocookie.com; frame-ancestors 'none'; base-uri 'self'; " +
	"form-action 'self'; object-src 'none'"

func ContentSecurityPolicy(scriptHashes []string) string {
	extra := ""
	seen := map[string]bool{}
	for _, h := range scriptHashes {
		if !seen[h] {
			seen[h] = true
			extra += " " + h
		}
	}
	return fmt.Sprintf(baseCSP, extra)
}
