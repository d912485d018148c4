package staff

import (
	"context"
	"errors"
	"fmt"
	"net/netip"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
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
// EndsSession is set when a signed-in person's check was refused: the session
// that guessed must end (the caller destroys it).
type ThrottledError struct {
	fault       *fault.Error
	RetryAfter  time.Duration
	EndsSession bool
}

func (e *ThrottledError) Error() string { return e.fault.Error() }
func (e *ThrottledError) Unwrap() error { return e.fault }

func throttled(wait time.Duration) *ThrottledError {
	return throttledSaying("Too many sign-in attempts.", wait)
}

// sessionThrottled refuses a signed-in person's check and ends the session.
func sessionThrottled(wait time.Duration) *ThrottledError {
	e := throttledSaying("Too many wrong passwords or codes, so you have been signed out.", wait)
	e.EndsSession = true
	return e
}

func throttledSaying(what string, wait time.Duration) *ThrottledError {
	wait = max(wait.Round(time.Second), time.Second)
	msg := what + " Please wait a few seconds and try again."
	if wait >= time.Minute {
		msg = fmt.Sprintf("%s Please try again in %d minutes.", what, int((wait+time.Minute-1)/time.Minute))
	}
	return &ThrottledError{fault: fault.Errorf(fault.ETHROTTLED, "%s", msg), RetryAfter: wait}
}

// reserveAt is the store's rule for one more attempt at now: refused while the
// policy asks to wait, otherwise counted as a failure until its check passes.
func (p ThrottlePolicy) reserveAt(now time.Time) func(Attempts) (Attempts, bool) {
	return func(a Attempts) (Attempts, bool) {
		if p.forgotten(a, now) {
			a = Attempts{}
		}
		if now.Before(p.NextAllowed(a)) {
			return a, false
		}
		return Attempts{Failures: a.Failures + 1, LastFailure: later(now, a.LastFailure)}, true
	}
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// reservation is one check of a password or code, counted on both throttles before it runs.
type reservation struct{ email, address string }

// reserve counts one check for email from address on the e-mail's and the
// address's throttle, or refuses it while either asks to wait. Counting first
// is what holds the limits when many attempts arrive at once.
func (s *Service) reserve(ctx context.Context, email, address string) (*reservation, error) {
	now := s.now()
	r := &reservation{email: emailKey(textfield.Tidy(email, textfield.MaxEmail)), address: addressKey(address)}
	for i, k := range []struct {
		key    string
		policy ThrottlePolicy
	}{{r.email, s.cfg.AccountThrottle}, {r.address, s.cfg.AddressThrottle}} {
		a, ok, err := s.store.ReserveSignInAttempt(ctx, k.key, k.policy.reserveAt(now))
		if err == nil && ok {
			continue
		}
		if i == 1 {
			s.releaseKeys(ctx, r.email) // the e-mail's count was taken for an attempt that will not run
		}
		if err != nil {
			return nil, fault.FromStore(err)
		}
		return nil, throttled(k.policy.NextAllowed(a).Sub(now))
	}
	return r, nil
}

// release takes back a reservation whose check passed.
func (s *Service) release(ctx context.Context, r *reservation) error {
	return s.releaseKeys(ctx, r.email, r.address)
}

func (s *Service) releaseKeys(ctx context.Context, keys ...string) error {
	for _, k := range keys {
		if err := s.store.ReleaseSignInAttempt(ctx, k); err != nil {
			return fault.FromStore(err)
		}
	}
	return nil
}

// checkSignedIn runs check, a password or code of the signed-in person's account a,
// under the sign-in throttles: counted before it runs, kept and audited when it
// fails. A refused check ends the session, since a signed-in person has no reason
// to guess; what names the call in the audit log.
func (s *Service) checkSignedIn(ctx context.Context, by Actor, a *Account, what string, check func() bool) (bool, error) {
	r, err := s.reserve(ctx, a.Email, by.Address)
	if th := (*ThrottledError)(nil); errors.As(err, &th) {
		if err := s.event(ctx, by, "session ended", a.Email, "too many wrong passwords or codes: "+what); err != nil {
			return false, err
		}
		return false, sessionThrottled(th.RetryAfter)
	} else if err != nil {
		return false, err
	}
	if check() {
		return true, s.release(ctx, r)
	}
	return false, s.event(ctx, by, "check failed", a.Email, what)
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
