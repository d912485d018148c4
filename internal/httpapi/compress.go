package httpapi

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/sitepages"
)

// gzipMinSize is the smallest JSON answer worth compressing; below it the gzip framing eats the saving.
const gzipMinSize = 1024

// gzipJSON compresses JSON answers of at least gzipMinSize bytes for clients that accept gzip.
// API answers are small, so the whole answer is buffered to decide once its size is known.
func gzipJSON(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		if !sitepages.AcceptsGzip(r) {
			next(w, r)
			return
		}
		b := &bufferedWriter{ResponseWriter: w, status: http.StatusOK}
		next(b, r)
		b.flushTo(w)
	}
}

// bufferedWriter holds the status and body until the handler returns.
type bufferedWriter struct {
	http.ResponseWriter
	status      int
	wroteHeader bool
	body        bytes.Buffer
}

func (b *bufferedWriter) WriteHeader(status int) {
	if !b.wroteHeader {
		b.status, b.wroteHeader = status, true
	}
}

func (b *bufferedWriter) Write(p []byte) (int, error) {
	b.wroteHeader = true
	return b.body.Write(p)
}

func (b *bufferedWriter) flushTo(w http.ResponseWriter) {
	h := w.Header()
	body := b.body.Bytes()
	if b.body.Len() >= gzipMinSize && strings.HasPrefix(h.Get("Content-Type"), "application/json") && h.Get("Content-Encoding") == "" {
		var zipped bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&zipped, gzip.DefaultCompression)
		zw.Write(body)
		zw.Close()
		body = zipped.Bytes()
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(b.status)
	w.Write(body)
}
