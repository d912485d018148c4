package httpapi

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"image"
	"image/jpeg"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	xwebp "golang.org/x/image/webp"

	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/media/mediatest"
	"github.com/nivaas-interiors/site/internal/staff"
)

// upload posts raw bytes as the browser's upload client does; length -1 sends them without Content-Length.
func (a *adminEnv) upload(t *testing.T, cookie string, data []byte, contentType string, length int64) *http.Response {
	t.Helper()
	req := httptest.NewRequest("POST", "/api/admin/media", bytes.NewReader(data))
	req.ContentLength = length
	req.RemoteAddr = "198.51.100.7:40000"
	req.Header.Set("Cookie", cookie)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	req.Header.Set("X-File-Name", "IMG_0042%20kitchen.jpg")
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	a.h.ServeHTTP(rec, req)
	return rec.Result()
}

// An editor uploads a phone photo (orientation 6, GPS) under a wrong Content-Type; every
// variant is served upright, with the immutable headers, and without the GPS position.
func TestMediaUploadAndServe(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Editor))
	photo := mediatest.Photo(990, 1320, 6)
	res := a.upload(t, cookie, photo, "text/plain", int64(len(photo)))
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("upload: %d %s", res.StatusCode, bodyText(t, res))
	}
	var up uploadAnswer
	if err := json.NewDecoder(res.Body).Decode(&up); err != nil {
		t.Fatal(err)
	}
	if len(up.Hash) != 64 || up.Width != 990 || up.Height != 1320 || !strings.HasPrefix(up.Placeholder, "#") ||
		len(up.Widths) != 2 || up.Widths[0] != 480 || up.Widths[1] != 960 || strings.Join(up.Formats, ",") != "webp,jpeg" ||
		up.Preview != media.URL(up.Hash, 480, "webp") {
		t.Fatalf("answer: %+v", up)
	}
	for _, w := range up.Widths {
		for _, f := range up.Formats {
			url := media.URL(up.Hash, w, f)
			res := a.call(t, "GET", url, "", "", "203.0.113.9:1000", nil)
			body := []byte(bodyText(t, res))
			h := res.Header
			wantType := map[string]string{"webp": "image/webp", "jpeg": "image/jpeg"}[f]
			if res.StatusCode != 200 || h.Get("Content-Type") != wantType || h.Get("Cache-Control") != "public, max-age=31536000, immutable" ||
				h.Get("X-Content-Type-Options") != "nosniff" || h.Get("ETag") == "" {
				t.Fatalf("GET %s: %d %v", url, res.StatusCode, h)
			}
			var img image.Image
			var err error
			if f == "webp" {
				img, err = xwebp.Decode(bytes.NewReader(body))
			} else {
				img, err = jpeg.Decode(bytes.NewReader(body))
			}
			if err != nil {
				t.Fatalf("GET %s: %v", url, err)
			}
			if b := img.Bounds(); b.Dx() != w || b.Dy() != w*4/3 || !mediatest.Red(img.At(w/8, w/8)) || mediatest.Red(img.At(w*7/8, w/8)) {
				t.Errorf("GET %s: %v, not upright", url, b)
			}
			for _, s := range []string{"Exif", "GPS", mediatest.GPSText} {
				if bytes.Contains(body, []byte(s)) {
					t.Errorf("GET %s contains %q", url, s)
				}
			}
			again := a.call(t, "GET", url, "", "", "203.0.113.9:1000", map[string]string{"If-None-Match": h.Get("ETag")})
			if again.StatusCode != http.StatusNotModified {
				t.Errorf("GET %s with its ETag: %d", url, again.StatusCode)
			}
			head := a.call(t, "HEAD", url, "", "", "203.0.113.9:1000", nil)
			if head.StatusCode != 200 || head.Header.Get("Content-Type") != wantType {
				t.Errorf("HEAD %s: %d", url, head.StatusCode)
			}
		}
	}
	// The same photo again: the same hash, nothing new stored, both in the audit log.
	res = a.upload(t, cookie, photo, "", -1)
	var second uploadAnswer
	if res.StatusCode != http.StatusCreated || json.NewDecoder(res.Body).Decode(&second) != nil || second.Hash != up.Hash || second.Placeholder != up.Placeholder {
		t.Fatalf("repeat upload: %d %+v", res.StatusCode, second)
	}
	events, err := a.staff.AuditLog(context.Background(), staff.AuditQuery{Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	var details []string
	for _, e := range events {
		if e.Action == "photo uploaded" && e.Subject == up.Hash {
			details = append(details, e.Detail)
		}
	}
	if len(details) != 2 || details[0] != "990 × 1320, IMG_0042 kitchen.jpg, already stored" || details[1] != "990 × 1320, IMG_0042 kitchen.jpg" {
		t.Errorf("audit: %q", details)
	}
	if n := a.unusedPhotos(t); n != 1 {
		t.Errorf("%d photos stored, want 1", n)
	}
}

// unusedPhotos removes and counts every photo stored (none is used by a design here).
func (a *adminEnv) unusedPhotos(t *testing.T) int {
	t.Helper()
	n, err := a.db.DeleteUnusedMedia(context.Background(), time.Now().Add(1000*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func bombPNG(w, h uint32) []byte {
	chunk := func(name string, data []byte) []byte {
		b := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
		b = append(append(b, name...), data...)
		return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(append([]byte(name), data...)))
	}
	ihdr := binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(nil, w), h)
	b := append([]byte("\x89PNG\r\n\x1a\n"), chunk("IHDR", append(ihdr, 8, 2, 0, 0, 0))...)
	b = append(b, chunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})...)
	return append(b, chunk("IEND", nil)...)
}

// Hostile uploads each get a readable sentence and the right status, and nothing is stored.
func TestMediaHostileUploads(t *testing.T) {
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Editor))
	photo := mediatest.Photo(800, 600, 1)
	big := bytes.Repeat([]byte{0xFF, 0xD8, 0xFF, 0xE0}, (26<<20)/4)
	for _, tc := range []struct {
		name        string
		data        []byte
		contentType string
		length      int64 // -1: sent without Content-Length
		status      int
		text        string
	}{
		{"renamed executable (ELF) named .jpg", append([]byte("\x7fELF\x02\x01\x01"), make([]byte, 4000)...), "image/jpeg", 0, 415, "not a photo we can read"},
		{"renamed executable (PE)", append([]byte("MZ\x90\x00\x03"), make([]byte, 4000)...), "image/jpeg", 0, 415, "not a photo we can read"},
		{"30,000 × 30,000 PNG bomb", bombPNG(30000, 30000), "image/png", 0, 422, "too large to process (30000 × 30000 pixels)"},
		{"16-bit RGBA PNG of 7071 × 7071 (50 MP, 400 MB decoded)", mediatest.StripedPNG(7071, 7071, mediatest.PNGShapes[3]), "image/png", 0, 422, "(7071 × 7071 pixels, 16 bits per channel). Please send one of at most"},
		{"truncated JPEG", photo[:len(photo)*2/3], "image/jpeg", 0, 422, "damaged or incomplete"},
		{"26 MB with its length", big, "image/jpeg", 0, 413, "This photo is larger than 25 MB. Please send a smaller one."},
		{"26 MB without a length", big, "image/jpeg", -1, 413, "This photo is larger than 25 MB. Please send a smaller one."},
		{"empty body", nil, "", 0, 400, "The file is empty."},
		{"HTML pretending to be an image", []byte("<html><body><img src=x onerror=alert(1)>"), "image/jpeg", 0, 415, "JPEG, PNG or WebP"},
		{"SVG", []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), "image/svg+xml", 0, 415, "JPEG, PNG or WebP"},
		{"HEIC from an iPhone", append([]byte("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"), make([]byte, 500)...), "image/heic", 0, 415, "send it as JPEG"},
		{"JSON", []byte(`{"hash": "x"}`), "application/json", 0, 415, "JPEG, PNG or WebP"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			length := tc.length
			if length == 0 {
				length = int64(len(tc.data))
			}
			res := a.upload(t, cookie, tc.data, tc.contentType, length)
			body := decodeBody(t, res)
			msg, _ := body["error"].(string)
			if res.StatusCode != tc.status || !strings.Contains(msg, tc.text) || !strings.HasSuffix(msg, ".") {
				t.Errorf("status %d %q, want %d with %q", res.StatusCode, msg, tc.status, tc.text)
			}
		})
	}
	if n := a.unusedPhotos(t); n != 0 {
		t.Errorf("%d photos stored by hostile uploads", n)
	}
}

// Addresses under /media/ that are not a stored variant's one answer 404 (or a redirect to a clean path).
func TestMediaHostilePaths(t *testing.T) {
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Editor))
	photo := mediatest.Photo(600, 400, 1)
	var up uploadAnswer
	if res := a.upload(t, cookie, photo, "image/jpeg", int64(len(photo))); json.NewDecoder(res.Body).Decode(&up) != nil || up.Hash == "" {
		t.Fatal("upload failed")
	}
	h := up.Hash
	for _, tc := range []struct {
		path   string
		status int
	}{
		{"/media/" + h + "/480.webp", 200},
		{"/media/" + h + "/480.jpg", 200},
		{"/media/" + h + "/960.webp", 404}, // never made: the photo is 600 wide
		{"/media/" + h + "/600.webp", 404},
		{"/media/" + h + "/480.jpeg", 404},
		{"/media/" + h + "/480.png", 404},
		{"/media/" + h + "/480.WEBP", 404},
		{"/media/" + h + "/0480.webp", 404},
		{"/media/" + h + "/-480.webp", 404},
		{"/media/" + h + "/480.webp.jpg", 404},
		{"/media/" + h + "/99999999999999999999.webp", 404},
		{"/media/" + h + "/600.master", 404},
		{"/media/" + strings.ToUpper(h) + "/480.webp", 404},
		{"/media/" + h[:63] + "/480.webp", 404},
		{"/media/" + strings.Repeat("0", 64) + "/480.webp", 404},
		// Encoded dot-dots are decoded and cleaned by normalizePath: a redirect to the clean path, never a file.
		{"/media/" + h + "%2F..%2F..%2Fetc/480.webp", 301},
		{"/media/%2e%2e/480.webp", 301},
		{"/media/" + h + "/..%2F..%2Fsite.db", 301},
		{"/media/" + h + "/480%2ewebp", 200},
		{"/media/", 404},
		{"/media/" + h, 404},
		{"/media/" + h + "/480.webp/x", 404},
		{"/media/../api/admin/me", 301},
	} {
		res := a.call(t, "GET", tc.path, "", "", "203.0.113.9:1000", nil)
		if res.StatusCode != tc.status {
			t.Errorf("GET %s: %d, want %d", tc.path, res.StatusCode, tc.status)
		}
		if tc.status == 404 && strings.HasPrefix(res.Header.Get("Content-Type"), "image/") {
			t.Errorf("GET %s: 404 as %s", tc.path, res.Header.Get("Content-Type"))
		}
	}
	if res := a.call(t, "POST", "/media/"+h+"/480.webp", "", "", "203.0.113.9:1000", nil); res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST to a variant: %d", res.StatusCode)
	}
}

// TestMediaScenarios: editors and owners upload photos, checked by their bytes; others are refused.
func TestMediaScenarios(t *testing.T) {
	t.Parallel()
	photo := string(mediatest.Photo(640, 480, 1))
	jpegType := map[string]string{"Content-Type": "image/jpeg"}
	run(t, joined(
		guarded("POST", "/api/admin/media", photo, staff.Editor, staff.Sales),
		[]scenario{
			{Name: "a photo is stored", Method: "POST", URL: "/api/admin/media", Body: photo, Headers: jpegType, Role: staff.Editor,
				ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"hash":"`, `"preview":"`}, After: func(t *testing.T, a *adminEnv, body string) {
					var got uploadAnswer
					if err := json.Unmarshal([]byte(body), &got); err != nil {
						t.Fatal(err)
					}
					if img, err := a.db.MediaImage(t.Context(), got.Hash); err != nil || img.Width != got.Width {
						t.Errorf("stored photo = %+v, %v", img, err)
					}
					audited("photo uploaded")(t, a, body)
				}},
			{Name: "text is not a photo", Method: "POST", URL: "/api/admin/media", Body: "hello, not a photo", Headers: jpegType, Role: staff.Editor,
				ExpectedStatus: http.StatusUnsupportedMediaType, ExpectedContent: []string{media.MsgNotAPhoto}},
		}))
}
