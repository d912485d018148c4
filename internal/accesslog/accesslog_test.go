package accesslog

import (
	"net/url"
	"testing"
)

// TestShapeKeepsNoWordsTyped: a search's words are reduced to their length; filters the back-office chooses stay.
func TestShapeKeepsNoWordsTyped(t *testing.T) {
	for _, c := range []struct{ query, want string }{
		{"", "everything"},
		{"after=abc&limit=50", "everything"},
		{"q=Asha%20Rao", "q: 8 characters"},
		{"q=98765%2043210&status=new", "q: 11 characters; status=new"},
		{"q=%E0%A4%86%E0%A4%B6%E0%A4%BE", "q: 3 characters"},
		{"location=asha%40example.com", "location: 16 characters"},
		{"ids=1,2,3", "ids: 3 chosen"},
		{"from=2026-01-01&to=2026-02-01", "from=2026-01-01; to=2026-02-01"},
	} {
		q, err := url.ParseQuery(c.query)
		if err != nil {
			t.Fatal(err)
		}
		if got := Shape(q); got != c.want {
			t.Errorf("Shape(%q) = %q, want %q", c.query, got, c.want)
		}
	}
}

func TestParseRef(t *testing.T) {
	for in, want := range map[string]Ref{"L12": {Lead, 12}, "m7": {Message, 7}, "#S3": {Subscriber, 3}, " l 1": {}, "L0": {}, "L-1": {}, "L+1": {},
		"X5": {}, "L": {}, "L99999999999999999999": {}} {
		got, ok := ParseRef(in)
		if got != want || ok != (want != Ref{}) {
			t.Errorf("ParseRef(%q) = %v, %v; want %v", in, got, ok, want)
		}
		if ok && got.Label() != "L12" && got.Label() != "M7" && got.Label() != "S3" {
			t.Errorf("Label of %v = %q", got, got.Label())
		}
	}
}
