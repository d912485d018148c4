package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ media.Store = (*Store)(nil)

// SaveMedia stores a processed photo and its variants once. A photo already
// there keeps its bytes but gets created_at = now, so the clean-up's grace
// period starts again for the upload that is about to be used. auditOf(created), when
// not nil, is written in the same transaction.
func (s *Store) SaveMedia(ctx context.Context, p *media.Processed, uploadedBy int64, now time.Time, auditOf func(created bool) staff.AuditEvent) (created bool, err error) {
	widths, err := json.Marshal(p.Widths)
	if err != nil {
		return false, err
	}
	err = s.inTx(ctx, func(t tx) error {
		created = false
		if err := s.saveMedia(t, p, string(widths), uploadedBy, now, &created); err != nil || auditOf == nil {
			return err
		}
		return s.audit(t, auditOf(created))
	})
	if err != nil {
		return false, s.fail("save media", err)
	}
	return created, nil
}

func (s *Store) saveMedia(t tx, p *media.Processed, widths string, uploadedBy int64, now time.Time, created *bool) error {
	res, err := t.q.ExecContext(t.ctx, t.d.rebind(`UPDATE media SET created_at = ? WHERE hash = ?`), s.d.time(now), p.Hash)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		return err
	}
	// Another copy of the site storing the same photo at this moment wins; ours then stores nothing.
	var hash string
	err = t.row(`INSERT INTO media (hash, width, height, placeholder, widths, created_at, uploaded_by)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (hash) DO NOTHING RETURNING hash`,
		p.Hash, p.Width, p.Height, p.Placeholder, widths, s.d.time(now), uploadedBy).Scan(&hash)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, v := range p.Variants {
		if err := t.exec(`INSERT INTO media_variants (hash, width, format, content_type, bytes) VALUES (?, ?, ?, ?, ?)`,
			p.Hash, v.Width, v.Format, v.ContentType, v.Bytes); err != nil {
			return err
		}
	}
	*created = true
	return nil
}

// MediaImage returns the stored description of a photo; media.ErrNoPhoto when there is none.
func (s *Store) MediaImage(ctx context.Context, hash string) (*media.Image, error) {
	img := media.Image{Hash: hash, Formats: media.Formats}
	err := s.readRow(ctx, `SELECT width, height, placeholder, widths FROM media WHERE hash = ?`, hash).
		Scan(&img.Width, &img.Height, &img.Placeholder, jsonOf[[]int]{&img.Widths})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, media.ErrNoPhoto
	}
	if err != nil {
		return nil, s.fail("media image", err)
	}
	return &img, nil
}

// MediaVariant returns one stored variant; media.ErrNoPhoto when there is none.
func (s *Store) MediaVariant(ctx context.Context, hash string, width int, format string) (*media.Variant, error) {
	v := media.Variant{Width: width, Format: format}
	err := s.readRow(ctx, `SELECT content_type, bytes FROM media_variants WHERE hash = ? AND width = ? AND format = ?`,
		hash, width, format).Scan(&v.ContentType, &v.Bytes)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, media.ErrNoPhoto
	}
	if err != nil {
		return nil, s.fail("media variant", err)
	}
	return &v, nil
}

// DeleteUnusedMedia removes photos created before olderThan that no design or
// project lists in its images (an entry {"media": hash, …}) and no review shows; their variants go
// with them. One statement, so copies of the site running it together are safe.
func (s *Store) DeleteUnusedMedia(ctx context.Context, olderThan time.Time) (int, error) {
	// A review's photo (site_content, migration 00028) is an address /media/<hash>/<width>.<format> in its list.
	res, err := s.write(ctx, `DELETE FROM media WHERE created_at < ? AND hash NOT IN (`+s.d.mediaInUse+`)
		AND NOT EXISTS (SELECT 1 FROM site_content c WHERE c.body LIKE '%/media/' || media.hash || '/%')`, s.d.time(olderThan))
	if err != nil {
		return 0, s.fail("delete unused media", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, s.fail("delete unused media", err)
	}
	if n > 0 {
		return int(n), s.ReclaimSpace(ctx) // photos are most of the file
	}
	return int(n), nil
}

// MediaLibrary lists the stored photos, newest first, at most limit.
func (s *Store) MediaLibrary(ctx context.Context, limit int) ([]media.Stored, error) {
	return readAll(ctx, s, "media library", func(m *media.Stored) []any {
		m.Formats = media.Formats
		return []any{&m.Hash, &m.Width, &m.Height, &m.Placeholder, jsonOf[[]int]{&m.Widths}, instant{&m.CreatedAt}}
	}, `SELECT hash, width, height, placeholder, widths, created_at FROM media ORDER BY created_at DESC, hash LIMIT ?`, limit)
}

// DeleteMedia removes a photo and every variant of it in one transaction (not left to the
// foreign key's cascade, so no variant outlives its photo whatever the engine's settings).
func (s *Store) DeleteMedia(ctx context.Context, hash string, audit staff.AuditEvent) (bool, error) {
	var gone bool
	err := s.inTx(ctx, func(t tx) error {
		if err := t.exec(`DELETE FROM media_variants WHERE hash = ?`, hash); err != nil {
			return err
		}
		n, err := execCount(t, `DELETE FROM media WHERE hash = ?`, hash)
		if gone = n > 0; err != nil || !gone {
			return err
		}
		return s.audit(t, audit)
	})
	if err != nil {
		return false, s.fail("delete media", err)
	}
	return gone, nil
}
