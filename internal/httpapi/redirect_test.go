package httpapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"path"
	"strings"
	"testing"
)

// asBrowserReads is the Location as a browser resolves it: surrounding spaces and
// control characters trimmed, tabs and line breaks dropped, backslashes read as slashes.
func asBrowserReads(loc string) string {
	loc = strings.TrimFunc(loc, func(r rune) bool { return r <= ' ' })
	loc = strings.NewReplacer("\t", "", "\r", "", "\n", "").Replace(loc)
	return strings.ReplaceAll(loc, `\`, "/")
}

// staysOnSite reports whether a browser following loc stays on this origin's paths.
func staysOnSite(loc string) bool {
	b := asBrowserReads(loc)
	return strings.HasPrefix(b, "/") && !strings.HasPrefix(b, "//")
}

func TestRedirectsStayOnTheSite(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	// Each path is sent as the decoded path a client could produce and, where the
	// request line allows it, percent-encoded.
	hostile := []struct{ raw, encoded string }{
		{"//evil.example", "/%2Fevil.example"},
		{"//evil.example/", "//evil.example/"},
		{`//\evil.example/`, "//%5Cevil.example/"},
		{`/\\evil`, "/%5C%5Cevil"},
		{`/\/evil.example`, "/%5C/evil.example"},
		{"//\t/evil.example", "//%09/evil.example"},
		{"/\t/evil", "/%09/evil"},
		{"//\t/evil", "//%09/evil"},
		{"//\n/evil", "//%0A/evil"},
		{"//\r\n/evil", "//%0D%0A/evil"},
		{"/\r\nSet-Cookie:x", "/%0d%0aSet-Cookie:x"},
		{"//\r\nSet-Cookie:x", "//%0d%0aSet-Cookie:x"},
		{"//\x00/evil", "//%00/evil"},
		{"//\x7f/evil", "//%7F/evil"},
		{"//\x0b/evil", "//%0B/evil"},
		{"/.//evil", "/.//evil"},
		{"/..//evil", "/..//evil"},
		{"///evil", "///evil"},
		{"///evil", "/%2F%2Fevil"},
		{"/a/..//evil", "/a/..//evil"},
		{"/a/../\\evil", "/a/../%5Cevil"},
		{"/./\\evil/", "/./%5Cevil/"},
		{"//evil.example//..", "//evil.example//.."},
		{`/\t\evil`, "/%5Ct%5Cevil"},
		{"// /evil", "//%20/evil"},
		{"//\\\\evil.example", "//%5C%5Cevil.example"},
		{"//Aboutus/\\evil", "//Aboutus/%5Cevil"},
		{"/aboutus/..//\\evil", "/aboutus/..//%5Cevil"},
		{"/api/..//evil", "/api/..//evil"},
		{"//api/\t/evil", "//api/%09/evil"},
	}
	check := func(t *testing.T, method, label string, req *http.Request) {
		t.Helper()
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		loc := rec.Header().Get("Location")
		switch {
		case rec.Code == http.StatusNotFound:
		case rec.Code == http.StatusMethodNotAllowed && method == "POST": // pages take no POST
		case rec.Code == http.StatusMovedPermanently || rec.Code == http.StatusPermanentRedirect:
			if !staysOnSite(loc) {
				t.Errorf("%s %s = %d → %q, which a browser reads as %q (another site)", method, label, rec.Code, loc, asBrowserReads(loc))
			}
		default:
			t.Errorf("%s %s = %d, want 404 or a redirect on the site", method, label, rec.Code)
		}
		if loc != "" && !staysOnSite(loc) {
			t.Errorf("%s %s wrote Location %q", method, label, loc)
		}
	}
	for _, c := range hostile {
		for _, method := range []string{"GET", "POST"} {
			req := httptest.NewRequest(method, "/", nil)
			req.URL.Path, req.URL.RawPath = c.raw, ""
			check(t, method, fmt.Sprintf("raw %q", c.raw), req)
			check(t, method, c.encoded, httptest.NewRequest(method, c.encoded, nil))
		}
	}
}

// TestPagesRedirectToTheirOneAddress: a local page asked for with unclean slashes or dot segments, or in
// another letter case, is sent to its one address, its query kept.
func TestPagesRedirectToTheirOneAddress(t *testing.T) {
	t.Parallel()
	wantRedirects(t, newStaticHandler(t, builtSite(), ""), map[string]string{
		"//Aboutus//":              "/Aboutus/",
		"/%2F%2FAboutus":           "/Aboutus",
		"/a/..//Aboutus":           "/Aboutus",
		"/Guides//Design-Tips?x=1": "/Guides/Design-Tips?x=1",
		"//city/mumbai":            "/city/mumbai",
		"/a/b/../../":              "/",
		"//caf%C3%A9//":            "/caf%C3%A9/",
		"//a%3Fb":                  "/a%3Fb",
		// other letter cases
		"/aboutus":                   "/Aboutus",
		"/ABOUTUS/":                  "/Aboutus",
		"/guides/design-tips":        "/Guides/Design-Tips",
		"/City/Mumbai?utm_source=ad": "/city/mumbai?utm_source=ad",
	})
}

// wantRedirects asks h for each target and wants a 301 to its address.
func wantRedirects(t *testing.T, h http.Handler, cases map[string]string) {
	t.Helper()
	for target, want := range cases {
		res := do(t, h, "GET", target, nil)
		if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != want {
			t.Errorf("GET %s = %d → %q, want 301 → %q", target, res.StatusCode, res.Header.Get("Location"), want)
		}
	}
}

// The fast path of normalizePath agrees with path.Clean on every path it lets through.
func TestIsCleanPathAgreesWithClean(t *testing.T) {
	t.Parallel()
	for _, p := range []string{"/", "/a", "/a/", "/a/b", "/a/b/", "/assets/x-1.js", "//", "/a//b", "/a/./b", "/a/../b",
		"/.", "/..", "/a/.", "/a/..", "/a/", "/.a", "/..a", "/a..", "/a./", "", "a", "/a//", "/./", "/.../"} {
		clean := path.Clean("/" + p)
		if strings.HasSuffix(p, "/") && clean != "/" {
			clean += "/"
		}
		if got, want := isCleanPath(p), clean == p; got != want {
			t.Errorf("isCleanPath(%q) = %v, want %v", p, got, want)
		}
	}
}
