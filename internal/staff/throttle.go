package staff

import (
	"fmt"
	"net/netip"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
)

// ThrottlePolicy slows guessing: after FreeFailures failures each further one
// doubles the wait (from one second, up to MaxDelay), and from LockAfter on every
// failure locks the key for LockFor. Failures are forgotten after a quiet ForgetAfter.
type ThrottlePolicy struct {
	FreeFailures int
	LockAfter    int
	MaxDelay     time.Duration
	LockFor      time.Duration
	ForgetAfter  time.Duration
}

// AccountThrottle guards one e-mail address (known or not, so both answer alike).
var AccountThrottle = ThrottlePolicy{FreeFailures: 3, LockAfter: 10, MaxDelay: time.Minute, LockFor: 15 * time.Minute, ForgetAfter: 24 * time.Hour}

// AddressThrottle guards one client address; looser, since an office shares one.
var AddressThrottle = ThrottlePolicy{FreeFailures: 10, LockAfter: 50, MaxDelay: time.Minute, LockFor: 15 * time.Minute, ForgetAfter: time.Hour}

// NextAllowed is the earliest time another attempt may be made after a.
func (p ThrottlePolicy) NextAllowed(a Attempts) time.Time {
	if a.Failures <= p.FreeFailures {
		return time.Time{}
	}
	if a.Failures >= p.LockAfter {
		return a.LastFailure.Add(p.LockFor)
	}
	delay := time.Second
	for i := p.FreeFailures + 1; i < a.Failures && delay < p.MaxDelay; i++ {
		delay *= 2
	}
	return a.LastFailure.Add(min(delay, p.MaxDelay))
}

// forgotten reports whether the failures in a are old enough to be forgotten at now.
func (p ThrottlePolicy) forgotten(a Attempts, now time.Time) bool {
	return !a.LastFailure.After(now.Add(-p.ForgetAfter))
}

// ThrottledError refuses an attempt for now; RetryAfter says for how long.
type ThrottledError struct {
	fault      *fault.Error
	RetryAfter time.Duration
}

func (e *ThrottledError) Error() string { return e.fault.Error() }
func (e *ThrottledError) Unwrap() error { return e.fault }

func throttled(wait time.Duration) *ThrottledError {
	wait = max(wait.Round(time.Second), time.Second)
	msg := "Too many sign-in attempts. Please wait a few seconds and try again."
	if wait >= time.Minute {
		msg = fmt.Sprintf("Too many sign-in attempts. Please try again in %d minutes.", int((wait+time.Minute-1)/time.Minute))
	}
	return &ThrottledError{fault: fault.Errorf(fault.ETHROTTLED, "%s", msg), RetryAfter: wait}
}

// emailKey and addressKey name the two counters a sign-in touches.
func emailKey(email string) string { return "email:" + email }

// addressKey counts an IPv6 client by its /64, which one household or office
// usually holds whole; anything unparsable shares one counter.
func addressKey(address string) string {
	ap, err := netip.ParseAddr(strings.TrimSpace(address))
	if err != nil {
		return "address:unknown"
	}
	ap = ap.Unmap().WithZone("")
	if ap.Is6() {
		prefix, _ := ap.Prefix(64)
		return "address:" + prefix.String()
	}
	return "address:" + ap.String()
}
