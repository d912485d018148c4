package httpapi

import "net/http"

// decodeJSON (for the envelope tests) reads exactly one JSON object of valid UTF-8 into dst, refusing
// unknown fields, wrong types, text the edge refuses, trailing data, other media types and big bodies.
func decodeJSON(w http.ResponseWriter, r *http.Request, dst any) *requestError {
	body, e := readJSONBody(w, r)
	if e != nil {
		return e
	}
	if e := checkBodyText(body); e != nil {
		return e
	}
	return decodeStrict(body, dst)
}
