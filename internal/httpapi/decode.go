package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"reflect"
	"strings"
	"unicode/utf8"
)

// maxBody bounds every request body (DESIGN.md "API": 413 above 16 KiB).
const maxBody = 16 << 10

// requestError is a client mistake in the HTTP envelope, answered before the domain sees it.
type requestError struct {
	status  int
	message string
	fields  map[string]string
}

func (e *requestError) Error() string { return e.message }

func badRequest(message string, fields map[string]string) *requestError {
	return &requestError{status: http.StatusBadRequest, message: message, fields: fields}
}

// honeypotField is the form field people never see and bots fill (web/app/lib/honeypot.tsx).
const honeypotField = "website"

// decodeForm reads exactly one JSON object of valid UTF-8 into dst, refusing
// unknown fields, wrong types, trailing data, other media types and big bodies. The honeypot field is
// taken out here, once, so the domain never sees it; bot reports it was filled.
func decodeForm(w http.ResponseWriter, r *http.Request, dst any) (bot bool, e *requestError) {
	body, e := readJSONBody(w, r)
	if e != nil {
		return false, e
	}
	var fields map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&fields); err != nil {
		return false, jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return false, trailingData()
	}
	if e := bodyFieldProblem(fields); e != nil {
		return false, e
	}
	for name, raw := range fields {
		// encoding/json matches field names case-insensitively; the honeypot is matched the same way.
		if !strings.EqualFold(name, honeypotField) {
			continue
		}
		var value string
		if err := json.Unmarshal(raw, &value); err != nil {
			msg := fmt.Sprintf("The field %q must be text.", name)
			return false, badRequest(msg, map[string]string{name: msg})
		}
		bot = bot || strings.TrimSpace(value) != ""
		delete(fields, name)
	}
	rest, err := json.Marshal(fields)
	if err != nil {
		return false, badRequest("The request body is not valid JSON.", nil)
	}
	if e := decodeStrict(rest, dst); e != nil {
		return false, e
	}
	return bot, nil
}

// readJSONBody returns the body of a JSON request: one object of valid UTF-8 within maxBody.
func readJSONBody(w http.ResponseWriter, r *http.Request) ([]byte, *requestError) {
	return readJSONBodyUpTo(w, r, maxBody)
}

// readJSONBodyUpTo is readJSONBody with another bound, for the few bodies that carry lists of photos.
func readJSONBodyUpTo(w http.ResponseWriter, r *http.Request, maxBody int64) ([]byte, *requestError) {
	mediaType, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "application/json" {
		return nil, &requestError{status: http.StatusUnsupportedMediaType, message: "Please send the request as JSON (Content-Type: application/json)."}
	}
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") {
		return nil, &requestError{status: http.StatusUnsupportedMediaType, message: "Please send the request as UTF-8 encoded JSON."}
	}
	tooLarge := &requestError{status: http.StatusRequestEntityTooLarge, message: "The request is too large. Please shorten your message and try again."}
	if r.ContentLength > maxBody {
		return nil, tooLarge
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, tooLarge
		}
		return nil, badRequest("The request body could not be read.", nil)
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, badRequest("The request body is empty. Please send a JSON object.", nil)
	}
	if !utf8.Valid(body) {
		if e := checkBodyText(body); e != nil {
			return nil, e // names the field
		}
		return nil, badRequest("The request contains characters that are not valid UTF-8.", nil)
	}
	if first := bytes.TrimSpace(body)[0]; first != '{' {
		return nil, badRequest("The request body must be a JSON object.", nil)
	}
	return body, nil
}

// decodeStrict decodes one JSON object into dst, refusing unknown fields, wrong types and trailing data.
func decodeStrict(body []byte, dst any) *requestError {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return trailingData()
	}
	return nil
}

func trailingData() *requestError {
	return badRequest("The request body must contain a single JSON object and nothing after it.", nil)
}

// jsonError turns a decoding failure into a sentence a visitor can read.
func jsonError(err error) *requestError {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax), errors.Is(err, io.ErrUnexpectedEOF):
		return badRequest("The request body is not valid JSON.", nil)
	case errors.As(err, &typ):
		if typ.Field == "" {
			return badRequest("The request body must be a JSON object.", nil)
		}
		// Request bodies are flat; the path may still name an embedded struct ("Attribution.utm_source").
		field := typ.Field[strings.LastIndexByte(typ.Field, '.')+1:]
		msg := fmt.Sprintf("The field %q must be %s.", field, kindName(typ.Type))
		return badRequest(msg, map[string]string{field: msg})
	}
	if name, ok := unknownField(err); ok {
		return badRequest(fmt.Sprintf("The field %q is not accepted.", name), map[string]string{name: "This field is not accepted."})
	}
	return badRequest("The request body is not valid JSON.", nil)
}

// unknownField extracts the name from encoding/json's DisallowUnknownFields error, its only form.
func unknownField(err error) (string, bool) {
	const prefix = "json: unknown field "
	msg := err.Error()
	if !strings.HasPrefix(msg, prefix) {
		return "", false
	}
	name := strings.TrimPrefix(msg, prefix)
	if unq, err := unquote(name); err == nil {
		name = unq
	}
	return name, true
}

func unquote(s string) (string, error) {
	var out string
	err := json.Unmarshal([]byte(s), &out)
	return out, err
}

// kindName says what a JSON value of type t looks like, in words.
func kindName(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	default:
		return "an object"
	}
}

// decodeUpTo is the strict JSON decoder of admin bodies up to limit bytes (a design, the availability):
// the text checked, unknown fields refused, each refusal one readable sentence.
func decodeUpTo(limit int64) func(http.ResponseWriter, *http.Request, any) error {
	return func(w http.ResponseWriter, r *http.Request, dst any) error {
		body, e := readJSONBodyUpTo(w, r, limit)
		if e != nil {
			return e
		}
		if e := checkBodyText(body); e != nil {
			return e
		}
		if e := decodeStrict(body, dst); e != nil {
			return e
		}
		return nil // not decodeStrict's typed nil: callers compare an error with nil
	}
}
