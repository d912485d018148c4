package media

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// Stored is a photo of the library as the back-office lists it.
type Stored struct {
	Image
	CreatedAt time.Time `json:"createdAt"`
}

// Library is the newest stored photos first, at most limit of them.
func (s *Service) Library(ctx context.Context, limit int) ([]Stored, error) {
	return s.store.MediaLibrary(ctx, limit)
}

// Image is the stored description of hash; fault.ENOTFOUND when there is none.
func (s *Service) Image(ctx context.Context, hash string) (*Image, error) {
	return s.store.MediaImage(ctx, hash)
}

// Erase deletes photo hash with its master and every size and format made of it, with the audit
// entry of by's data request, and forgets what this copy keeps in memory; gone is false when it
// was not stored (any more).
func (s *Service) Erase(ctx context.Context, by staff.Actor, hash string) (gone bool, err error) {
	audit := by.Audit(s.cfg.Now(), staff.Entry{Action: "photo erased", Subject: hash, Detail: "on a data request",
		Summary: "erased a photo, with all its sizes, on a data request"})
	gone, err = s.store.DeleteMedia(ctx, hash, audit)
	s.cache.drop(hash)
	return gone, err
}
