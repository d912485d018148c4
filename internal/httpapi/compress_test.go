package httpapi

import (
	"compress/gzip"
	"context"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/demo"
)

func TestJSONAnswersAreGzippedWhenLargeAndAccepted(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	designs, projects := demo.Catalog()
	if err := e.db.ReplaceCatalog(context.Background(), designs, projects); err != nil {
		t.Fatal(err)
	}
	const target = "/api/designs?category=Modular-Kitchen-Designs&type=Normal"

	plain := e.call(t, "GET", target, "", "", "198.51.100.7:1", nil)
	plainBody := bodyOf(t, plain)
	if plain.Header.Get("Content-Encoding") != "" || len(plainBody) < gzipMinSize {
		t.Fatalf("without Accept-Encoding: Content-Encoding %q, %d bytes; want plain and over %d", plain.Header.Get("Content-Encoding"), len(plainBody), gzipMinSize)
	}
	if !strings.Contains(plain.Header.Get("Vary"), "Accept-Encoding") {
		t.Errorf("plain answer Vary = %q, want Accept-Encoding", plain.Header.Get("Vary"))
	}

	zipped := e.call(t, "GET", target, "", "", "198.51.100.7:1", map[string]string{"Accept-Encoding": "br, gzip"})
	if zipped.StatusCode != 200 || zipped.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(zipped.Header.Get("Vary"), "Accept-Encoding") {
		t.Fatalf("gzip answer: %d, Content-Encoding %q, Vary %q", zipped.StatusCode, zipped.Header.Get("Content-Encoding"), zipped.Header.Get("Vary"))
	}
	if ct := zipped.Header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Errorf("Content-Type = %q", ct)
	}
	raw, _ := io.ReadAll(zipped.Body)
	if zipped.Header.Get("Content-Length") != "" && zipped.Header.Get("Content-Length") != strconv.Itoa(len(raw)) {
		t.Errorf("Content-Length %s, body %d bytes", zipped.Header.Get("Content-Length"), len(raw))
	}
	if len(raw) >= len(plainBody)/2 {
		t.Errorf("gzip body %d bytes, plain %d: expected at least half saved", len(raw), len(plainBody))
	}
	zr, err := gzip.NewReader(strings.NewReader(string(raw)))
	if err != nil {
		t.Fatal(err)
	}
	unzipped, err := io.ReadAll(zr)
	if err != nil || string(unzipped) != plainBody {
		t.Errorf("gunzipped body differs from the plain answer (err %v)", err)
	}

	refused := e.call(t, "GET", target, "", "", "198.51.100.7:1", map[string]string{"Accept-Encoding": "gzip;q=0"})
	if refused.Header.Get("Content-Encoding") != "" || bodyOf(t, refused) != plainBody {
		t.Errorf("gzip;q=0 still got Content-Encoding %q", refused.Header.Get("Content-Encoding"))
	}

	// Small answers (an empty list, an error) are not worth the gzip framing.
	small := e.call(t, "GET", "/api/designs?category=Ultra-Designs&type=Normal", "", "", "198.51.100.7:1", map[string]string{"Accept-Encoding": "gzip"})
	if b := bodyOf(t, small); small.Header.Get("Content-Encoding") != "" || strings.TrimSpace(b) != "[]" {
		t.Errorf("small answer: Content-Encoding %q, body %q", small.Header.Get("Content-Encoding"), b)
	}
	bad := e.call(t, "GET", "/api/designs", "", "", "198.51.100.7:1", map[string]string{"Accept-Encoding": "gzip"})
	if bad.StatusCode != 400 || bad.Header.Get("Content-Encoding") != "" {
		t.Errorf("error answer: %d, Content-Encoding %q; want 400 plain", bad.StatusCode, bad.Header.Get("Content-Encoding"))
	}
}
