package backup

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
)

// Lease is how long a copy of the site holds the backup before another may take it over.
const Lease = time.Hour

// retryAfter is how soon a failed scheduled backup is tried again (or the interval, if shorter).
const retryAfter = 15 * time.Minute

// Keep says which backups stay: the Count newest and those younger than Days
// days; one left at 0 keeps nothing by itself, both at 0 keep everything. The newest always stays.
type Keep struct {
	Count int
	Days  int
}

// Expired returns the names (newest first, as FileName makes them) that k lets go.
func (k Keep) Expired(names []string, now time.Time) []string {
	if k.Count <= 0 && k.Days <= 0 {
		return nil
	}
	var out []string
	for i, name := range names {
		if i == 0 || i < k.Count {
			continue
		}
		if t, ok := nameTime(name); k.Days > 0 && (!ok || now.Sub(t) < time.Duration(k.Days)*24*time.Hour) {
			continue
		}
		out = append(out, name)
	}
	return out
}

func nameTime(name string) (time.Time, bool) {
	stamp := strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(name, "site-"), ".age"), ".tar.gz")
	t, err := time.Parse("20060102T150405.000Z", stamp)
	return t, err == nil
}

// Scheduler makes a backup every Every into Dir (and Bucket when set), keeps
// what Keep says, and tells the owners once when backups fail or stop.
type Scheduler struct {
	Every     time.Duration // 0: no scheduled backups ("Back up now" still works)
	Keep      Keep
	Dir       string
	Recipient string  // age recipient, "" for none
	Signer    Signer  // signs each backup's manifest (the site key); nil: unsigned
	Bucket    *Bucket // nil: the folder only
	Source    Source
	State     StateStore
	Owner     string // this copy's name in the lease
	// Alert tells the owners (once per problem) that backups fail or are missing.
	Alert func(ctx context.Context, subject, text string) error
	// Failed is called on each failed attempt (a metric).
	Failed func()
	Now    func() time.Time
	Log    *slog.Logger

	mu sync.Mutex // one backup at a time in this process
}

// ErrBusy is returned by BackUpNow while another backup is running.
var ErrBusy = errors.New("a backup is running already; try again when it has finished")

// Run checks every tick until ctx ends: makes the backup when it is due and
// raises the alert when the newest good one is older than twice the interval.
func (s *Scheduler) Run(ctx context.Context, tick time.Duration) {
	if s.Every <= 0 {
		return
	}
	s.sweep()
	if err := s.State.StartBackupWatch(ctx, s.Now()); err != nil {
		s.Log.Warn("backup: start", "err", err)
	}
	clock.NowAndEvery(ctx, tick, func() {
		if err := s.check(ctx); err != nil && ctx.Err() == nil {
			s.Log.Warn("backup: check", "err", err)
		}
	})
}

// Next is when the next scheduled backup is due after st (zero when none is scheduled).
func (s *Scheduler) Next(st State) time.Time {
	if s.Every <= 0 {
		return time.Time{}
	}
	switch {
	case st.LastError != "" && !st.LastAttemptAt.IsZero():
		return st.LastAttemptAt.Add(min(s.Every, retryAfter))
	case !st.LastSuccessAt.IsZero():
		return st.LastSuccessAt.Add(s.Every)
	case !st.WatchSince.IsZero():
		return st.WatchSince.Add(s.Every)
	}
	return s.Now().Add(s.Every)
}

// Overdue reports that no good backup is newer than twice the interval.
func (s *Scheduler) Overdue(st State) bool {
	if s.Every <= 0 {
		return false
	}
	ref := st.LastSuccessAt
	if ref.IsZero() {
		ref = st.WatchSince
	}
	return !ref.IsZero() && s.Now().Sub(ref) > 2*s.Every
}

func (s *Scheduler) check(ctx context.Context) error {
	st, err := s.State.BackupState(ctx)
	if err != nil {
		return err
	}
	if !s.Now().Before(s.Next(st)) {
		if _, err := s.attempt(ctx, st.Attempt); err != nil && !errors.Is(err, ErrBusy) {
			s.Log.Error("backup failed", "err", err)
		}
		if st, err = s.State.BackupState(ctx); err != nil {
			return err
		}
	}
	if st.LastError != "" || s.Overdue(st) {
		return s.alert(ctx, st)
	}
	return nil
}

// BackUpNow makes a backup at once (the System page's button), unless one is running.
func (s *Scheduler) BackUpNow(ctx context.Context) (*Result, error) {
	st, err := s.State.BackupState(ctx)
	if err != nil {
		return nil, err
	}
	return s.attempt(ctx, st.Attempt)
}

func (s *Scheduler) attempt(ctx context.Context, attempt int64) (*Result, error) {
	if !s.mu.TryLock() {
		return nil, ErrBusy
	}
	defer s.mu.Unlock()
	now := s.Now()
	ok, err := s.State.ClaimBackup(ctx, s.Owner, attempt, now, now.Add(Lease))
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrBusy
	}
	res, place, err := s.make(ctx, now)
	o := Outcome{At: now, Place: place}
	if err != nil && ctx.Err() != nil {
		o.Interrupted = true
		s.Log.Info("backup interrupted", "err", err)
	} else if err != nil {
		o.Err = err.Error()
		if s.Failed != nil {
			s.Failed()
		}
	} else {
		o.File, o.Size = filepath.Base(res.Path), res.Size
		s.Log.Info("backup made", "file", res.Path, "bytes", res.Size, "place", place)
	}
	// The record is written even when the request that asked has gone.
	if ferr := s.State.FinishBackup(context.WithoutCancel(ctx), s.Owner, o); ferr != nil {
		err = errors.Join(err, ferr)
	}
	return res, err
}

func (s *Scheduler) make(ctx context.Context, now time.Time) (*Result, string, error) {
	res, err := Create(ctx, s.Source, s.Dir+string(os.PathSeparator), s.Recipient, s.Signer, now)
	if err != nil {
		return nil, "", err
	}
	place := "folder " + s.Dir
	if err := s.pruneDir(now); err != nil {
		s.Log.Warn("backup: prune the folder", "err", err)
	}
	if s.Bucket != nil {
		if _, err := s.Bucket.Upload(ctx, res.Path); err != nil {
			return res, place, err
		}
		place += " and " + s.Bucket.String()
		if err := s.Bucket.Prune(ctx, s.Keep, now); err != nil {
			s.Log.Warn("backup: prune the bucket", "err", err)
		}
	}
	return res, place, nil
}

// Newest is the path of the newest backup in the folder ("" when none).
func (s *Scheduler) Newest() (string, error) {
	names, err := s.local()
	if err != nil || len(names) == 0 {
		return "", err
	}
	return filepath.Join(s.Dir, names[0]), nil
}

func (s *Scheduler) local() ([]string, error) {
	entries, err := os.ReadDir(s.Dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if e.Type().IsRegular() && IsBackupName(e.Name()) {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	slices.Reverse(names)
	return names, nil
}

func (s *Scheduler) pruneDir(now time.Time) error {
	names, err := s.local()
	if err != nil {
		return err
	}
	for _, name := range s.Keep.Expired(names, now) {
		if err := os.Remove(filepath.Join(s.Dir, name)); err != nil {
			return err
		}
	}
	return nil
}

// sweep removes what a backup killed midway left in the folder (older than a lease).
func (s *Scheduler) sweep() {
	entries, _ := os.ReadDir(s.Dir)
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || s.Now().Sub(info.ModTime()) < Lease {
			continue
		}
		if strings.HasSuffix(e.Name(), ".partial") || strings.HasPrefix(e.Name(), ".backup-work-") {
			os.RemoveAll(filepath.Join(s.Dir, e.Name()))
		}
	}
}

// alert mails the owners once per problem (the flag clears with the next good backup).
func (s *Scheduler) alert(ctx context.Context, st State) error {
	first, err := s.State.MarkBackupAlerted(ctx, s.Now())
	if err != nil || !first {
		return err
	}
	var subject, text string
	if st.LastError != "" {
		subject = "The site's backup failed"
		text = fmt.Sprintf("The backup of %s failed: %s\n\nIt is tried again every %s. See the System page of the back-office.",
			st.LastAttemptAt.Format(time.RFC1123), st.LastError, min(s.Every, retryAfter))
	} else {
		last := "No backup has been made yet."
		if !st.LastSuccessAt.IsZero() {
			last = "The newest backup is of " + st.LastSuccessAt.Format(time.RFC1123) + "."
		}
		subject = "The site has no recent backup"
		text = fmt.Sprintf("%s Backups should run every %s. See the System page of the back-office.", last, s.Every)
	}
	s.Log.Error("backup: "+strings.ToLower(subject), "last_error", st.LastError, "last_success", st.LastSuccessAt)
	if s.Alert == nil {
		return nil
	}
	return s.Alert(ctx, subject, text)
}
