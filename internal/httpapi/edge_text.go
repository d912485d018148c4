package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/textfield"
)

// Text from a query string or a JSON body is checked here, once, by the one
// rule of internal/textfield (Clean): valid UTF-8 and no control characters,
// line breaks only inside a body (the domain decides which fields may hold
// them). PostgreSQL refuses a NUL or broken UTF-8 outright, so text that breaks
// the rule must not reach a store: it would answer 503 where SQLite answers 200.

// queryProblem names the first parameter of q (by name) whose name or any
// value is not one line of clean text, or "" when every one is.
func queryProblem(q url.Values) string {
	var bad []string
	for name, values := range q {
		if !textfield.Clean(name, false) {
			bad = append(bad, name)
			continue
		}
		for _, v := range values {
			if !textfield.Clean(v, false) {
				bad = append(bad, name)
				break
			}
		}
	}
	if len(bad) == 0 {
		return ""
	}
	return slices.Min(bad)
}

// refuseQuery answers 400 for a back-office call whose query holds a parameter
// that breaks the rule; it reports whether it answered.
func refuseQuery(w http.ResponseWriter, r *http.Request) bool {
	if r.URL.RawQuery == "" {
		return false
	}
	name := queryProblem(r.URL.Query())
	if name == "" {
		return false
	}
	shown := name
	if !textfield.Clean(name, false) {
		shown = strconv.QuoteToASCII(name)
		shown = shown[1 : len(shown)-1]
	}
	writeError(w, http.StatusBadRequest, "The filter \""+shown+"\" holds characters that cannot be used. Please remove them and try again.",
		map[string]string{shown: textfield.MsgControl})
	return true
}

// checkBodyText refuses a JSON object whose field (at any depth) holds broken
// UTF-8 or a control character other than a line break, naming the field; a
// body that is not an object is left to the decoder.
func checkBodyText(body []byte) *requestError {
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) != nil {
		return nil
	}
	return bodyFieldProblem(fields)
}

// bodyFieldProblem is checkBodyText over an object's top-level values, as sent.
func bodyFieldProblem(fields map[string]json.RawMessage) *requestError {
	names := make([]string, 0, len(fields))
	for name := range fields {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		raw := fields[name]
		if !utf8.Valid(raw) {
			return badRequest(fmt.Sprintf("The request contains characters that are not valid UTF-8. Please correct the field %q.", name), map[string]string{name: textfield.MsgControl})
		}
		if !plainASCII(raw) && !cleanJSON(raw) {
			return badRequest(fmt.Sprintf("The field %q holds characters that cannot be used. %s", name, textfield.MsgControl),
				map[string]string{name: textfield.MsgControl})
		}
	}
	return nil
}

// plainASCII reports raw JSON that cannot hold a control character in a
// string: printable ASCII without escapes (raw control bytes are not JSON).
func plainASCII(raw []byte) bool {
	if bytes.IndexByte(raw, '\\') >= 0 {
		return false
	}
	for _, c := range raw {
		if c >= 0x7f {
			return false
		}
	}
	return true
}

// cleanJSON reports whether every string in raw, one JSON value, is clean text (line breaks allowed).
func cleanJSON(raw []byte) bool {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return true // not this check's to answer: the decoder says what is wrong
	}
	return cleanValue(v)
}

func cleanValue(v any) bool {
	switch v := v.(type) {
	case string:
		return textfield.Clean(v, true)
	case []any:
		for _, e := range v {
			if !cleanValue(e) {
				return false
			}
		}
	case map[string]any:
		for k, e := range v {
			if !textfield.Clean(k, false) || !cleanValue(e) {
				return false
			}
		}
	}
	return true
}
