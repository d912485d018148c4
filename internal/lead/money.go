package lead

import "strconv"

// MaxWonValue is the largest order value a won lead may carry, in whole rupees (leads.json).
var MaxWonValue = int64(C.Limits.WonValue)

// Rupees writes a whole-rupee amount the Indian way: ₹12,50,000.
func Rupees(v int64) string {
	neg := v < 0
	if neg {
		v = -v
	}
	s := strconv.FormatInt(v, 10)
	if len(s) > 3 {
		head, tail := s[:len(s)-3], s[len(s)-3:]
		out := ""
		for len(head) > 2 {
			out = "," + head[len(head)-2:] + out
			head = head[:len(head)-2]
		}
		s = head + out + "," + tail
	}
	if neg {
		return "-₹" + s
	}
	return "₹" + s
}

// WonValueOf is a total in paise as a won value in whole rupees, rounded half up (totals are never negative).
func WonValueOf(totalPaise int64) int64 { return (totalPaise + 50) / 100 }

// Value is the accepted quote's total as the lead's won value.
func (q *AcceptedQuote) Value() int64 { return min(WonValueOf(q.TotalPaise), MaxWonValue) }
