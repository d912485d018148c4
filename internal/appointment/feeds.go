package appointment

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
)

// FeedStore keeps the private calendar feeds of staff: one secret link a person, stored hashed.
type FeedStore interface {
	// SetFeed replaces staffID's feed with hash ("" revokes it).
	SetFeed(ctx context.Context, staffID int64, hash string, at time.Time) error
	// FeedOwner is the member of staff whose feed hash is, with whether they see every booking (owners); ENOTFOUND when none.
	FeedOwner(ctx context.Context, hash string) (staffID int64, everything bool, err error)
	// StaffBookings are the bookings in [from, to) of leads staffID handles, or every booking when everything.
	StaffBookings(ctx context.Context, staffID int64, everything bool, from, to time.Time) ([]Booking, error)
}

// ErrNoFeed answers a feed link that names no feed (never made, or revoked).
var ErrNoFeed = fault.Errorf(fault.ENOTFOUND, "This calendar link is not valid any more. Make a new one in the back-office.")

func feedHash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// NewFeed makes staffID a new private feed link secret, revoking the old one.
func NewFeed(ctx context.Context, store FeedStore, staffID int64, now time.Time) (string, error) {
	b := make([]byte, 32)
	rand.Read(b)
	secret := base64.RawURLEncoding.EncodeToString(b)
	return secret, fault.FromStore(store.SetFeed(ctx, staffID, feedHash(secret), now))
}

// RevokeFeed ends staffID's feed link.
func RevokeFeed(ctx context.Context, store FeedStore, staffID int64, now time.Time) error {
	return fault.FromStore(store.SetFeed(ctx, staffID, "", now))
}

// Feed is the iCalendar of the feed secret opens: 30 days back to the horizon, cancelled ones marked so.
func Feed(ctx context.Context, store FeedStore, a Availability, secret string, leadURL func(int64) string, now time.Time) ([]byte, error) {
	if len(secret) != 43 {
		return nil, ErrNoFeed
	}
	id, everything, err := store.FeedOwner(ctx, feedHash(secret))
	if fault.Code(err) == fault.ENOTFOUND {
		return nil, ErrNoFeed
	} else if err != nil {
		return nil, fault.FromStore(err)
	}
	list, err := store.StaffBookings(ctx, id, everything, now.AddDate(0, 0, -30), now.AddDate(0, 0, a.HorizonDays+1))
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
