package media

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Config bounds the work of the photo service; zero values take the defaults.
type Config struct {
	// Jobs is how many photos are processed at once (default 2): the machine
	// has few cores; MemoryBytes bounds their memory.
	Jobs int
	// Deadline bounds one photo's processing, waiting for a turn included (default 60 s).
	Deadline time.Duration
	// MemoryBytes bounds the memory of the photos being processed together
	// (default DefaultMemoryBytes): each reserves its cost before decoding.
	MemoryBytes int64
	// CacheBytes bounds the variants kept in memory for serving (default 32 MB).
	CacheBytes int64
	// Grace is how long an upload no design or project uses is kept (default 24 h),
	// so a fresh upload survives until the design it is for is saved.
	Grace time.Duration
	Now   func() time.Time
}

// Service processes uploads a few at a time, stores them, and serves their variants.
type Service struct {
	store  Store
	cfg    Config
	jobs   chan struct{}
	budget *Budget
	cache  *cache
}

// NewService returns the photo service over store.
func NewService(store Store, cfg Config) *Service {
	if cfg.Jobs <= 0 {
		cfg.Jobs = 2
	}
	if cfg.Deadline <= 0 {
		cfg.Deadline = time.Minute
	}
	if cfg.MemoryBytes <= 0 {
		cfg.MemoryBytes = DefaultMemoryBytes
	}
	if cfg.CacheBytes <= 0 {
		cfg.CacheBytes = 32 << 20
	}
	if cfg.Grace <= 0 {
		cfg.Grace = 24 * time.Hour
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{store: store, cfg: cfg, jobs: make(chan struct{}, cfg.Jobs), budget: NewBudget(cfg.MemoryBytes), cache: newCache(cfg.CacheBytes, cfg.Now)}
}

// Uploader is who uploads a photo, under which file name ("" when none), and the audit log's
// sentence for it (what the photo is for, see catalog.Service.UploadSentence).
type Uploader struct {
	By      staff.Actor
	File    string
	Summary string
}

// Upload processes one uploaded file and stores it with its audit entry; created is false when
// the same photo was there already (nothing new is stored, the hash is the same).
// A refused file is a *Refusal.
func (s *Service) Upload(ctx context.Context, data []byte, u Uploader) (img *Image, created bool, err error) {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.Deadline)
	defer cancel()
	// Cheap refusals first, without waiting for a turn.
	if _, err := check(data); err != nil {
		return nil, false, err
	}
	select {
	case s.jobs <- struct{}{}:
		defer func() { <-s.jobs }()
	case <-ctx.Done():
		return nil, false, busy(ctx.Err())
	}
	p, err := s.budget.Process(ctx, data)
	if err != nil {
		return nil, false, busy(err)
	}
	now := s.cfg.Now()
	created, err = s.store.SaveMedia(ctx, p, u.By.ID, now, func(created bool) staff.AuditEvent {
		detail := fmt.Sprintf("%d × %d", p.Width, p.Height)
		if u.File != "" {
			detail += ", " + u.File
		}
		if !created {
			detail += ", already stored"
		}
		return u.By.Audit(now, staff.Entry{Action: "photo uploaded", Subject: p.Hash, Detail: detail, Summary: u.Summary})
	})
	if err != nil {
		return nil, false, err
	}
	if !created {
		// The stored description answers, so a repeat upload sees what is served.
		stored, err := s.store.MediaImage(ctx, p.Hash)
		return stored, false, err
	}
	return &p.Image, true, nil
}

// busy turns a deadline into the refusal the uploader reads.
func busy(err error) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return &Refusal{Reason: Busy, Message: MsgBusy}
	}
	return err
}

// Variant returns a stored variant, from memory when it was asked for lately.
func (s *Service) Variant(ctx context.Context, hash string, width int, format string) (*Variant, error) {
	key := hash + "/" + strconv.Itoa(width) + "." + format
	if v, ok := s.cache.get(key); ok {
		return v, nil
	}
	v, err := s.store.MediaVariant(ctx, hash, width, format)
	if err != nil {
		return nil, err
	}
	s.cache.put(key, v)
	return v, nil
}

// CleanUp removes the photos no design or project has used for the grace period.
func (s *Service) CleanUp(ctx context.Context) (int, error) {
	return s.store.DeleteUnusedMedia(ctx, s.cfg.Now().Add(-s.cfg.Grace))
}

// RunCleanUp cleans up every interval until ctx ends, logging what went. Every
// copy of the site may run it: each round is one statement.
func (s *Service) RunCleanUp(ctx context.Context, interval time.Duration, log *slog.Logger) {
	clock.NowAndEvery(ctx, interval, func() {
		if n, err := s.CleanUp(ctx); err != nil && ctx.Err() == nil {
			log.Warn("media clean-up failed", "err", err)
		} else if n > 0 {
			log.Info("unused photos removed", "count", n)
		}
	})
}

var hashPattern = regexp.MustCompile(`^[0-9a-f]{64}$`)

// ParseName reads a served variant's address parts: the hash and a file name
// "<width>.<webp|jpg>". ok is false for anything else (upper-case hex, leading
// zeros, other extensions), so each variant has exactly one address.
func ParseName(hash, name string) (width int, format string, ok bool) {
	if !hashPattern.MatchString(hash) {
		return 0, "", false
	}
	var digits, ext string
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			digits, ext = name[:i], name[i+1:]
			break
		}
	}
	switch ext {
	case "webp":
		format = "webp"
	case "jpg":
		format = "jpeg"
	default:
		return 0, "", false
	}
	if digits == "" || len(digits) > 5 || digits[0] == '0' {
		return 0, "", false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, "", false
		}
	}
	width, _ = strconv.Atoi(digits)
	if width > MaxSide {
		return 0, "", false
	}
	return width, format, true
}

// check refuses an upload on its size and type alone.
func check(data []byte) (kind, error) {
	switch {
	case len(data) == 0:
		return unknown, refuse(Empty, MsgEmpty)
	case len(data) > MaxBytes:
		return unknown, refuse(TooLarge, MsgTooLarge)
	}
	switch k := sniff(data); k {
	case unknown:
		return k, refuse(NotAPhoto, MsgNotAPhoto)
	case kindHEIC:
		return k, refuse(NotAPhoto, MsgHEIC)
	default:
		return k, nil
	}
}
