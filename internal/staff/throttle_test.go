package staff

import (
	"testing"
	"time"
)

func TestThrottleNextAllowed(t *testing.T) {
	at := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	p := AccountThrottle // 3 free, delays 1s, 2s, 4s … up to 1 min, lock 15 min from 10
	cases := []struct {
		failures int
		want     time.Duration // after the last failure; -1 for no wait
	}{
		{0, -1}, {1, -1}, {3, -1},
		{4, time.Second}, {5, 2 * time.Second}, {6, 4 * time.Second}, {7, 8 * time.Second},
		{9, 32 * time.Second},
		{10, 15 * time.Minute}, {11, 15 * time.Minute}, {1000, 15 * time.Minute},
	}
	for _, c := range cases {
		next := p.NextAllowed(Attempts{Failures: c.failures, LastFailure: at})
		if c.want < 0 {
			if !next.IsZero() {
				t.Errorf("%d failures: wait until %v, want none", c.failures, next)
			}
			continue
		}
		if got := next.Sub(at); got != c.want {
			t.Errorf("%d failures: wait %v, want %v", c.failures, got, c.want)
		}
	}
	long := ThrottlePolicy{FreeFailures: 0, LockAfter: 100, MaxDelay: time.Minute, LockFor: time.Hour}
	if got := long.NextAllowed(Attempts{Failures: 60, LastFailure: at}).Sub(at); got != time.Minute {
		t.Errorf("delay should stop growing at MaxDelay, got %v", got)
	}
}

func TestThrottleForgets(t *testing.T) {
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	p := AddressThrottle
	if p.forgotten(Attempts{Failures: 5, LastFailure: now.Add(-time.Minute)}, now) {
		t.Error("a failure a minute ago is not forgotten")
	}
	if !p.forgotten(Attempts{Failures: 5, LastFailure: now.Add(-2 * time.Hour)}, now) {
		t.Error("a failure two hours ago is forgotten by the address throttle")
	}
}

func TestThrottledMessage(t *testing.T) {
	if e := throttled(1500 * time.Millisecond); e.RetryAfter != 2*time.Second || e.fault.Message != "Too many sign-in attempts. Please wait a few seconds and try again." {
		t.Errorf("short wait: %v %q", e.RetryAfter, e.fault.Message)
	}
	if e := throttled(14*time.Minute + 10*time.Second); e.fault.Message != "Too many sign-in attempts. Please try again in 15 minutes." {
		t.Errorf("long wait: %q", e.fault.Message)
	}
	if e := throttled(0); e.RetryAfter != time.Second {
		t.Errorf("a wait is at least a second, got %v", e.RetryAfter)
	}
}

func TestAddressKey(t *testing.T) {
	cases := map[string]string{
		"203.0.113.7":              "address:203.0.113.7",
		" 203.0.113.7 ":            "address:203.0.113.7",
		"::ffff:203.0.113.7":       "address:203.0.113.7",
		"2001:db8:1:2:3:4:5:6":     "address:2001:db8:1:2::/64",
		"2001:db8:1:2:ffff::1":     "address:2001:db8:1:2::/64",
		"fe80::1%eth0":             "address:fe80::/64",
		"":                         "address:unknown",
		"not an address":           "address:unknown",
		"203.0.113.7:443":          "address:unknown",
		"203.0.113.7\r\nX-Evil: 1": "address:unknown",
		"999.1.1.1":                "address:unknown",
		"2001:db8::1/64":           "address:unknown",
	}
	for in, want := range cases {
		if got := addressKey(in); got != want {
			t.Errorf("addressKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestThrottleReserveAt(t *testing.T) {
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	reserve := AccountThrottle.reserveAt(now)
	if a, ok := reserve(Attempts{Failures: 3, LastFailure: now}); !ok || a.Failures != 4 || !a.LastFailure.Equal(now) {
		t.Errorf("the last free attempt: %+v %v", a, ok)
	}
	if a, ok := reserve(Attempts{Failures: 4, LastFailure: now.Add(-500 * time.Millisecond)}); ok || a.Failures != 4 {
		t.Errorf("inside the wait: %+v %v, want refused and uncounted", a, ok)
	}
	if a, ok := reserve(Attempts{Failures: 4, LastFailure: now.Add(-time.Second)}); !ok || a.Failures != 5 {
		t.Errorf("after the wait: %+v %v", a, ok)
	}
	if a, ok := reserve(Attempts{Failures: 12, LastFailure: now.Add(-25 * time.Hour)}); !ok || a.Failures != 1 {
		t.Errorf("failures of yesterday are forgotten: %+v %v", a, ok)
	}
	later := now.Add(time.Second) // another copy of the site, its clock a little ahead, counted first
	if a, ok := reserve(Attempts{Failures: 1, LastFailure: later}); !ok || !a.LastFailure.Equal(later) {
		t.Errorf("the last failure never moves back: %+v %v", a, ok)
	}
}

func TestSessionThrottledEndsTheSession(t *testing.T) {
	e := sessionThrottled(14 * time.Minute)
	if !e.EndsSession || e.fault.Message != "Too many wrong passwords or codes, so you have been signed out. Please try again in 14 minutes." {
		t.Errorf("%v %q", e.EndsSession, e.fault.Message)
	}
	if throttled(time.Second).EndsSession {
		t.Error("a throttled sign-in has no session to end")
	}
}
