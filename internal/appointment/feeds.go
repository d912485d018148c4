package appointment

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// FeedStore keeps the private calendar feeds of staff: one secret link a person, stored hashed.
type FeedStore interface {
	// SetFeed replaces l.StaffID's feed with l (an empty Hash revokes it).
	SetFeed(ctx context.Context, l FeedLink, at time.Time) error
	// FeedHolder is the feed whose hash is, with its account as it is now; ENOTFOUND when none.
	FeedHolder(ctx context.Context, hash string) (FeedHolder, error)
	// StaffBookings are the bookings in [from, to) of leads staffID handles, or every booking when everything.
	StaffBookings(ctx context.Context, staffID int64, everything bool, from, to time.Time) ([]Booking, error)
}

// FeedLink is one person's feed link as stored: its secret's hash, and the role and session version of the
// account when it was made.
type FeedLink struct {
	StaffID        int64
	Hash           string
	Role           staff.Role
	SessionVersion int64
}

// FeedHolder is a feed link with its account as it is now.
type FeedHolder struct {
	Link           FeedLink
	Role           staff.Role
	SessionVersion int64
	Disabled       bool
	TwoFactor      bool
}

// opens reports whether the feed still opens: its account enabled, signed out nowhere and in the role it was
// made in since (a role change, either way, ends it), and an owner's, which shows every booking, only with
// two-factor sign-in on, as the back-office asks of owners.
func (h FeedHolder) opens() bool {
	return !h.Disabled && h.SessionVersion == h.Link.SessionVersion && h.Role == h.Link.Role &&
		(h.Role != staff.Owner || h.TwoFactor)
}

// ErrNoFeed answers a feed link that names no feed (never made, or revoked).
var ErrNoFeed = fault.Errorf(fault.ENOTFOUND, "This calendar link is not valid any more. Make a new one in the back-office.")

// ErrFeedNeedsTwoFactor refuses an owner's feed until they use two-factor sign-in.
var ErrFeedNeedsTwoFactor = fault.Errorf(fault.EFORBIDDEN, "Set up two-factor sign-in first: an owner's calendar shows every booking.")

func feedHash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// NewFeed makes acct a new private feed link secret, revoking the old one.
func (s *Service) NewFeed(ctx context.Context, acct *staff.Account) (string, error) {
	if acct.MustSetUpTOTP() {
		return "", ErrFeedNeedsTwoFactor
	}
	b := make([]byte, 32)
	rand.Read(b)
	secret := base64.RawURLEncoding.EncodeToString(b)
	l := FeedLink{StaffID: acct.ID, Hash: feedHash(secret), Role: acct.Role, SessionVersion: acct.SessionVersion}
	return secret, fault.FromStore(s.store.SetFeed(ctx, l, s.now()))
}

// RevokeFeed ends staffID's feed link.
func (s *Service) RevokeFeed(ctx context.Context, staffID int64) error {
	return fault.FromStore(s.store.SetFeed(ctx, FeedLink{StaffID: staffID}, s.now()))
}

// Feed is the iCalendar of the feed secret opens: 30 days back to the horizon, cancelled ones marked so;
// leadURL is the back-office page of a booking's lead.
func (s *Service) Feed(ctx context.Context, secret string, leadURL func(int64) string) ([]byte, error) {
	if len(secret) != 43 {
		return nil, ErrNoFeed
	}
	h, err := s.store.FeedHolder(ctx, feedHash(secret))
	if fault.Code(err) == fault.ENOTFOUND || err == nil && !h.opens() {
		return nil, ErrNoFeed
	} else if err != nil {
		return nil, fault.FromStore(err)
	}
	a, err := s.Availability(ctx)
	if err != nil {
		return nil, err
	}
	now := s.now()
	everything := h.Role == staff.Owner
	list, err := s.store.StaffBookings(ctx, h.Link.StaffID, everything, now.AddDate(0, 0, -30), now.AddDate(0, 0, a.HorizonDays+1))
	if err != nil {
		return nil, fault.FromStore(err)
	}
	events := make([]Event, 0, len(list))
	for _, b := range list {
		p, ok := a.Place(b.PlaceID)
		if !ok {
			p = Place{ID: b.PlaceID, Name: b.PlaceID}
		}
		events = append(events, Event{Booking: b, Place: p, LeadURL: leadURL(b.LeadID)})
	}
	name := "Nivaas consultations"
	if !everything {
		name = "My Nivaas consultations"
	}
	return Calendar(MethodPublish, name, events, now)
}
