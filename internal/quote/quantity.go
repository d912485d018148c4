package quote

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

// Quantity is an amount of a unit in hundredths (12.5 running feet is 1250), so it computes exactly.
type Quantity int64

var errQuantity = errors.New("quantity: at most two decimals")

// MarshalJSON writes the quantity as a plain number: 12.5.
func (q Quantity) MarshalJSON() ([]byte, error) { return []byte(q.String()), nil }

// UnmarshalJSON reads a JSON number with at most two decimals; anything else is refused.
func (q *Quantity) UnmarshalJSON(b []byte) error {
	var n json.Number
	if len(b) > 0 && b[0] == '"' {
		return errQuantity
	}
	if err := json.Unmarshal(b, &n); err != nil {
		return err
	}
	v, ok := ParseQuantity(string(n))
	if !ok {
		return errQuantity
	}
	*q = v
	return nil
}

// ParseQuantity reads "12", "12.5" or "12.50" (no sign, no exponent, at most 9 whole digits).
func ParseQuantity(s string) (Quantity, bool) {
	whole, frac, dot := strings.Cut(s, ".")
	if whole == "" || len(whole) > 9 || len(frac) > 2 || (dot && frac == "") || !digits(whole) || !digits(frac) {
		return 0, false
	}
	w, _ := strconv.ParseInt(whole, 10, 64)
	f, _ := strconv.ParseInt((frac + "00")[:2], 10, 64)
	return Quantity(w*100 + f), true
}

func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// String writes the quantity without trailing zeros: 1250 → "12.5".
func (q Quantity) String() string {
	s := strconv.FormatInt(int64(q)/100, 10)
	if r := int64(q) % 100; r != 0 {
		s += "." + strings.TrimRight(strconv.FormatInt(100+r, 10)[1:], "0")
	}
	return s
}
