package privacy

import (
	"context"
	"regexp"
	"slices"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Photos erases the photos a person appears in: each is taken off every page that shows it,
// through that page's own editing service, and deleted with all its sizes (package photoerasure).
type Photos interface {
	// Known is an error unless every hash names a stored photo.
	Known(ctx context.Context, hashes []string) error
	// Erase takes each photo off the pages using it and deletes it; it says how many photos
	// went and from how many places (a design, project, post, review or city page each) they were taken.
	Erase(ctx context.Context, by staff.Actor, hashes []string) (photos, places int64, err error)
}

// The erasure log's counts of photos.
const (
	CountPhotos      = "photos"
	CountPhotoPlaces = "photo places"
)

var photoHash = regexp.MustCompile(`^[0-9a-f]{64}$`)

// pickedPhotos is c's photos checked: at most C.Limits.Photos (counted before anything else is
// looked at), each a photo's hash, the same one named twice counted once.
func pickedPhotos(list []string) ([]string, error) {
	if len(list) > C.Limits.Photos {
		return nil, fault.Invalid(msg("photos"), map[string]string{"photos": msg("photos")})
	}
	out := make([]string, 0, len(list))
	for _, h := range list {
		if !photoHash.MatchString(h) {
			return nil, fault.Invalid(msg("noSuchPhoto"), map[string]string{"photos": msg("noSuchPhoto")})
		}
		if !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out, nil
}

// erasePhotos claims request c at its version (one of any fulfils made at once goes on), then
// erases the picked photos; it returns the version the rest of the erasure is made on and the counts.
func (s *Service) erasePhotos(ctx context.Context, by staff.Actor, c Change, photos Photos) (int64, Counts, error) {
	hashes, err := pickedPhotos(c.Photos)
	if err != nil || len(hashes) == 0 {
		return c.Version, nil, err
	}
	if photos == nil {
		return 0, nil, fault.Invalid(msg("photosUnavailable"), map[string]string{"photos": msg("photosUnavailable")})
	}
	if err := photos.Known(ctx, hashes); err != nil {
		// A photo just erased by a fulfil of this same request made at once: that one went ahead.
		if r, rerr := s.store.Request(ctx, c.ID); rerr == nil && (r.Version != c.Version || r.Status != Open) {
			return 0, nil, ErrStale
		}
		return 0, nil, err
	}
	if err := s.store.ClaimErasure(ctx, c.ID, c.Version); err != nil {
		return 0, nil, fault.FromStore(err)
	}
	n, places, err := photos.Erase(ctx, by, hashes)
	if err != nil {
		return 0, nil, err
	}
	return c.Version + 1, Counts{CountPhotos: n, CountPhotoPlaces: places}, nil
}
