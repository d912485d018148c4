package sqlstore

import (
	"testing"
	"time"
)

// TestUnixOfStampAgreesWithTimeParse: the dashboard's fast reading of a stored instant gives the whole
// second time.Parse gives, across leap days, month and year ends; anything not in timeFormat is left to time.Parse.
func TestUnixOfStampAgreesWithTimeParse(t *testing.T) {
	for at := time.Date(2000, 1, 1, 0, 0, 0, 999e6, time.UTC); at.Year() < 2101; at = at.Add(97*time.Hour + 13*time.Minute + 7*time.Second) {
		v := fmtTime(at)
		got, ok := unixOfStamp(v)
		if !ok || got != at.Unix() {
			t.Fatalf("%s: got %d %v, want %d", v, got, ok, at.Unix())
		}
	}
	for _, v := range []string{"", "2026-11-27T12:00:00Z", "2026-11-27 12:00:00.000Z", "2026-13-27T12:00:00.000Z", "2026-11-27T12:0x:00.000Z"} {
		if _, ok := unixOfStamp(v); ok {
			t.Errorf("%q read as a stored instant", v)
		}
	}
}
