package appointment

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
)

// Signer makes and checks the links that act without an account: booking a
// time for a lead just created, and changing or cancelling a booking.
type Signer struct{ key []byte }

// NewSigner signs with key (the store's SigningKey).
func NewSigner(key []byte) Signer { return Signer{key: key} }

// Links are the signed tokens a visitor's mail about a booking carries: Manage moves or
// cancels it ("" in a cancellation), Withdraw takes back the consents given (issue 28).
type Links struct{ Manage, Withdraw string }

// Links signs b's links at now; manage false leaves Manage out.
func (s Signer) Links(b Booking, manage bool, now time.Time) Links {
	l := Links{Withdraw: consent.NewSigner(s.key).Token(consent.KindBooking, b.ID, now)}
	if manage {
		l.Manage = s.ManageToken(b)
	}
	return l
}

// leadTokenLife is how long after asking a visitor may book through the lead's own link.
const leadTokenLife = 7 * 24 * time.Hour

func (s Signer) mac(parts ...string) string {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(strings.Join(parts, "\x00")))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// LeadToken lets the visitor who created lead leadID at createdAt book a time for it.
func (s Signer) LeadToken(leadID int64, createdAt time.Time) string {
	id, until := strconv.FormatInt(leadID, 10), strconv.FormatInt(createdAt.Add(leadTokenLife).Unix(), 10)
	return id + "." + until + "." + s.mac("lead", id, until)
}

// Lead is the lead a LeadToken names, while it is valid at now.
func (s Signer) Lead(token string, now time.Time) (int64, error) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 || !hmac.Equal([]byte(parts[2]), []byte(s.mac("lead", parts[0], parts[1]))) {
		return 0, ErrLinkInvalid
	}
	id, err1 := strconv.ParseInt(parts[0], 10, 64)
	until, err2 := strconv.ParseInt(parts[1], 10, 64)
	if err1 != nil || err2 != nil || id < 1 || now.Unix() > until {
		return 0, ErrLinkInvalid
	}
	return id, nil
}

// ManageToken lets its holder reschedule or cancel booking b; it names the
// booking's UID, so it outlives reschedules, and the booking's start bounds its use.
func (s Signer) ManageToken(b Booking) string {
	id := strconv.FormatInt(b.ID, 10)
	return id + "." + s.mac("manage", id, b.UID)
}

// ManagedID is the booking a ManageToken claims; Managed confirms it against the booking read.
func (s Signer) ManagedID(token string) (int64, error) {
	id, _, ok := strings.Cut(token, ".")
	n, err := strconv.ParseInt(id, 10, 64)
	if !ok || err != nil || n < 1 {
		return 0, ErrLinkInvalid
	}
	return n, nil
}

// Managed checks token against the booking it names.
func (s Signer) Managed(token string, b Booking) error {
	if !hmac.Equal([]byte(token), []byte(s.ManageToken(b))) {
		return ErrLinkInvalid
	}
	return nil
}
