package photoerasure

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Service finds, lists and erases photos; blog and site may be nil (the site has no posts or lists then).
type Service struct {
	catalog *catalog.Service
	blog    *blog.Service
	site    *sitecontent.Service
	media   *media.Service
}

var _ privacy.Photos = (*Service)(nil)

// New returns the Service over the features' own editing services.
func New(c *catalog.Service, b *blog.Service, site *sitecontent.Service, m *media.Service) *Service {
	return &Service{catalog: c, blog: b, site: site, media: m}
}

// LibraryLimit bounds the photos read for the picker, and PickerLimit those it shows at once.
const (
	LibraryLimit = 5000
	PickerLimit  = 60
)

// Photo is one library photo for the picker: its smallest size to show and where it is used.
type Photo struct {
	Hash        string    `json:"hash"`
	Width       int       `json:"width"`
	Height      int       `json:"height"`
	Placeholder string    `json:"placeholder"`
	Preview     string    `json:"preview"`
	CreatedAt   time.Time `json:"createdAt"`
	Uses        []Place   `json:"uses"`
}

// Library is the photos whose places' kinds, titles or descriptions (or hash) hold every word of q,
// newest first, at most PickerLimit; more tells that others matched too.
func (s *Service) Library(ctx context.Context, q string) (list []Photo, more bool, err error) {
	stored, err := s.media.Library(ctx, LibraryLimit)
	if err != nil {
		return nil, false, fault.FromStore(err)
	}
	u, err := s.findUses(ctx)
	if err != nil {
		return nil, false, err
	}
	words := strings.Fields(strings.ToLower(q))
	list = []Photo{}
	for _, m := range stored {
		places := u[m.Hash]
		if places == nil {
			places = []Place{}
		}
		if !matches(words, m.Hash, places) {
			continue
		}
		if len(list) == PickerLimit {
			return list, true, nil
		}
		list = append(list, Photo{Hash: m.Hash, Width: m.Width, Height: m.Height, Placeholder: m.Placeholder,
			Preview: media.URL(m.Hash, m.Widths[0], "webp"), CreatedAt: m.CreatedAt, Uses: places})
	}
	return list, false, nil
}

func matches(words []string, hash string, places []Place) bool {
	var text strings.Builder
	text.WriteString(hash)
	for _, p := range places {
		text.WriteString(" " + p.Kind + " " + p.Title + " " + p.Alt)
	}
	all := strings.ToLower(text.String())
	return !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(all, w) })
}

// Known is an error unless every hash names a stored photo.
func (s *Service) Known(ctx context.Context, hashes []string) error {
	for _, h := range hashes {
		_, err := s.media.Image(ctx, h)
		if fault.Code(err) == fault.ENOTFOUND {
			m := privacy.C.Messages["noSuchPhoto"]
			return fault.Invalid(m, map[string]string{"photos": m})
		}
		if err != nil {
			return fault.FromStore(err)
		}
	}
	return nil
}

// rounds bounds the passes over the pages: an editor saving a page as it is changed makes
// that change stale, and the next pass takes the photo off the page as the editor saved it.
const rounds = 4

// Erase takes each photo off every page showing it, then deletes it with all its sizes.
func (s *Service) Erase(ctx context.Context, by staff.Actor, hashes []string) (photos, places int64, err error) {
	gone := map[string]bool{}
	for _, h := range hashes {
		gone[h] = true
	}
	for round := 1; ; round++ {
		n, err := s.detach(ctx, by, gone)
		places += n
		if err == nil {
			break
		}
		if !errors.Is(err, errStale) || round == rounds {
			return 0, places, err
		}
	}
	for _, h := range hashes {
		ok, err := s.media.Erase(ctx, by, h)
		if err != nil {
			return photos, places, fault.FromStore(err)
		}
		if !ok {
			continue // erased meanwhile (by the clean-up of unused photos)
		}
		photos++
	}
	return photos, places, nil
}
