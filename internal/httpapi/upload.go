package httpapi

// What the CSV uploads share (the lead import, the ad spend import): the body read within its bound, each query name once.

import (
	"bytes"
	"errors"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"strconv"
)

// csvTypes are what browsers call a CSV file: Windows says Excel, some say nothing.
var csvTypes = []string{"text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", "application/octet-stream"}

// readCSVUpload reads a CSV upload's body (the file itself) of at most limit bytes; false: answered already.
func readCSVUpload(w http.ResponseWriter, r *http.Request, limit int64, tooBig string) ([]byte, bool) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || !slices.Contains(csvTypes, mt) {
		writeError(w, http.StatusUnsupportedMediaType, "Please send a CSV file (Content-Type: text/csv).", nil)
		return nil, false
	}
	if r.ContentLength > limit {
		writeError(w, http.StatusRequestEntityTooLarge, tooBig, nil)
		return nil, false
	}
	var buf bytes.Buffer
	if r.ContentLength > 0 {
		buf.Grow(int(r.ContentLength) + bytes.MinRead) // read in place: growing by doubling held up to three times the file
	}
	_, err = buf.ReadFrom(http.MaxBytesReader(w, r.Body, limit))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		writeError(w, http.StatusRequestEntityTooLarge, tooBig, nil)
		return nil, false
	case err != nil:
		writeError(w, http.StatusBadRequest, "The upload was interrupted. Please try again.", nil)
		return nil, false
	}
	return buf.Bytes(), true
}

// onceEach refuses a query that gives a name twice; false: answered already.
func onceEach(w http.ResponseWriter, q url.Values) bool {
	for name, vals := range q {
		if len(vals) > 1 {
			writeError(w, http.StatusBadRequest, "Please give "+strconv.Quote(name)+" once.", nil)
			return false
		}
	}
	return true
}
