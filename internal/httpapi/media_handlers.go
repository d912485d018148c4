package httpapi

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/staff"
)

// uploadTime bounds the reading of one upload: 25 MB from a phone on a slow
// connection takes minutes, far past the server's 30 s ReadTimeout for the rest.
const uploadTime = 10 * time.Minute

// uploadAnswer is the contract's answer to POST /api/admin/media (+ preview, the smallest WebP).
type uploadAnswer struct {
	media.Image
	Preview string `json:"preview"`
}

// uploadMedia takes one photo as the raw request body, whatever its name or
// Content-Type claim: the pipeline sniffs the bytes.
func (s *server) uploadMedia(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Now().Add(uploadTime)) // not every ResponseWriter can (tests); the default then holds
	_ = rc.SetWriteDeadline(time.Now().Add(uploadTime + time.Minute))
	if r.ContentLength > media.MaxBytes {
		writeError(w, http.StatusRequestEntityTooLarge, media.MsgTooLarge, nil)
		return
	}
	data, err := readUpload(w, r)
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		writeError(w, http.StatusRequestEntityTooLarge, media.MsgTooLarge, nil)
		return
	case err != nil:
		writeError(w, http.StatusBadRequest, "The upload was interrupted. Please try again.", nil)
		return
	}
	name := fileName(r)
	img, _, err := s.Media.Upload(r.Context(), data, media.Uploader{By: s.actor(r, acct), File: name,
		Summary: s.Catalog.UploadSentence(r.Context(), name, r.Header.Get("X-Upload-For"))})
	if refusal, ok := media.RefusalOf(err); ok {
		status := refusalStatus[refusal.Reason]
		if status == http.StatusServiceUnavailable {
			w.Header().Set("Retry-After", "30")
		}
		writeError(w, status, refusal.Message, nil)
		return
	}
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, uploadAnswer{Image: *img, Preview: media.URL(img.Hash, img.Widths[0], "webp")})
}

// refusalStatus answers each kind of refused upload.
var refusalStatus = map[media.Reason]int{
	media.Empty:         http.StatusBadRequest,
	media.TooLarge:      http.StatusRequestEntityTooLarge,
	media.NotAPhoto:     http.StatusUnsupportedMediaType,
	media.TooManyPixels: http.StatusUnprocessableEntity,
	media.Damaged:       http.StatusUnprocessableEntity,
	media.Busy:          http.StatusServiceUnavailable,
}

// readUpload reads the body, at most media.MaxBytes of it.
func readUpload(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	body := http.MaxBytesReader(w, r.Body, media.MaxBytes)
	var buf bytes.Buffer
	if r.ContentLength > 0 {
		buf.Grow(int(r.ContentLength)) // bounded above by MaxBytes
	}
	_, err := buf.ReadFrom(body)
	return buf.Bytes(), err
}

// fileName is the optional X-File-Name (percent-encoded by browsers for non-ASCII names), for the audit log;
// X-Upload-For says what the photo is for (catalog.UploadSentence).
func fileName(r *http.Request) string {
	name := r.Header.Get("X-File-Name")
	if dec, err := url.PathUnescape(name); err == nil {
		name = dec
	}
	if len(name) > 200 {
		name = name[:200]
	}
	return name
}

// serveMedia answers GET /media/{hash}/{width}.{webp|jpg}: a variant that never
// changes, so browsers and caches keep it for a year.
func (s *server) serveMedia(w http.ResponseWriter, r *http.Request) {
	hash, name := r.PathValue("hash"), r.PathValue("name")
	width, format, ok := media.ParseName(hash, name)
	if !ok {
		sitepages.PlainNotFound(w)
		return
	}
	v, err := s.Media.Variant(r.Context(), hash, width, format)
	if fault.Code(err) == fault.ENOTFOUND {
		sitepages.PlainNotFound(w)
		return
	}
	if err != nil {
		s.Logger.ErrorContext(r.Context(), "media failed", "path", loggedPath(r), "err", err)
		h := w.Header()
		h.Set("Content-Type", "text/plain; charset=utf-8")
		h.Set("Cache-Control", "no-store")
		h.Set("Retry-After", "30")
		w.WriteHeader(http.StatusServiceUnavailable)
		io.WriteString(w, "Please try again in a minute.\n")
		return
	}
	h := w.Header()
	h.Set("Content-Type", v.ContentType)
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("ETag", `"`+hash+"-"+name+`"`)
	// ServeContent answers If-None-Match (304), Range and HEAD.
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(v.Bytes))
}
