package httpapi

import (
	"net/http"
	"strconv"
	"testing"
)

// Every full answer states its length, compressed or not, so it is never sent chunked.
func TestFullAnswersCarryContentLength(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	for _, enc := range []string{"gzip", ""} {
		for _, method := range []string{"GET", "HEAD"} {
			res := do(t, h, method, "/Aboutus", map[string]string{"Accept-Encoding": enc})
			body := bodyOf(t, res)
			want := len(body)
			if method == "HEAD" {
				want = len(bodyOf(t, do(t, h, "GET", "/Aboutus", map[string]string{"Accept-Encoding": enc})))
				if body != "" {
					t.Errorf("HEAD %q sent a body", enc)
				}
			}
			if res.StatusCode != http.StatusOK || res.Header.Get("Content-Length") != strconv.Itoa(want) || res.Header.Get("Accept-Ranges") != "bytes" {
				t.Errorf("%s /Aboutus (%q) = %d, Content-Length %q for %d bytes, Accept-Ranges %q",
					method, enc, res.StatusCode, res.Header.Get("Content-Length"), want, res.Header.Get("Accept-Ranges"))
			}
		}
	}
}

// A range of a compressed page counts bytes of the compressed body, with its own length.
func TestRangeOnCompressedPage(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	full := bodyOf(t, do(t, h, "GET", "/Aboutus", map[string]string{"Accept-Encoding": "gzip"}))
	res := do(t, h, "GET", "/Aboutus", map[string]string{"Accept-Encoding": "gzip", "Range": "bytes=0-9"})
	if got := bodyOf(t, res); res.StatusCode != http.StatusPartialContent || got != full[:10] || res.Header.Get("Content-Length") != "10" {
		t.Errorf("range = %d, %d bytes, Content-Length %q", res.StatusCode, len(got), res.Header.Get("Content-Length"))
	}
}
