package backup

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/diskspace"
	"github.com/nivaas-interiors/site/internal/staff"
)

// System gathers what the back-office's System page shows.
type System struct {
	Scheduler *Scheduler
	Health    func(ctx context.Context) (Health, error)
	Disk      *diskspace.Watcher // the data folder's free space, as the watcher last read it (one reading for the log, metrics and this page)
	Started   time.Time
	Now       func() time.Time
	Audit     AuditStore // where a backup an owner asked for is recorded
}

// AuditStore writes an audit entry on its own (*sqlstore.Store).
type AuditStore interface {
	AppendAudit(ctx context.Context, e staff.AuditEvent) error
}

// BackUpNow makes a backup at once for by and records it in the audit log; the backup is a
// file, not a change of the database, so its entry follows it (a failed entry returns the backup and the error).
func (y *System) BackUpNow(ctx context.Context, by staff.Actor) (*Result, error) {
	res, err := y.Scheduler.BackUpNow(ctx)
	if err != nil {
		return nil, err
	}
	e := by.Audit(y.Now(), staff.Entry{Action: "backup made", Subject: filepath.Base(res.Path), Detail: strconv.FormatInt(res.Size, 10) + " bytes"})
	return res, y.Audit.AppendAudit(ctx, e)
}

// Status is one reading of the System page.
type Status struct {
	Uptime    time.Duration
	Every     time.Duration // 0: scheduled backups off
	Last      State
	Next      time.Time // zero: none scheduled
	Overdue   bool
	Dir       string
	Bucket    string // "" without one
	Encrypted bool
	Health    Health
	Disk      diskspace.Status // zero CheckedAt: not read yet
	// SameDisk: every backup is in a folder on the data's own disk, with no copy elsewhere (no bucket).
	SameDisk bool
}

// Status reads the backup record, the database's health and the free disk space.
func (y *System) Status(ctx context.Context) (Status, error) {
	st := Status{Uptime: y.Now().Sub(y.Started), Every: y.Scheduler.Every,
		Dir: y.Scheduler.Dir, Encrypted: y.Scheduler.Recipient != ""}
	if y.Disk != nil {
		st.Disk = y.Disk.Status()
	}
	if y.Scheduler.Bucket != nil {
		st.Bucket = y.Scheduler.Bucket.String()
	} else if y.Disk != nil && y.Scheduler.Dir != "" {
		st.SameDisk = diskspace.SameDisk(y.Disk.Dir, y.Scheduler.Dir)
	}
	var err error
	if st.Last, err = y.Scheduler.State.BackupState(ctx); err != nil {
		return st, err
	}
	st.Next, st.Overdue = y.Scheduler.Next(st.Last), y.Scheduler.Overdue(st.Last)
	st.Health, err = y.Health(ctx)
	return st, err
}

// Restore extracts the backup read from r into a temporary folder inside
// dir (beside the target, so the database file can be linked into place) and
// hands it to load, which puts it in the database and returns the row counts.
func Restore(r io.Reader, trust Trust, dir string, load func(work string, m *Manifest) ([]Table, error)) (*Manifest, []Table, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, nil, err
	}
	work, err := os.MkdirTemp(dir, ".restore-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(work)
	m, err := Extract(r, trust, work)
	if err != nil {
		return nil, nil, err
	}
	tables, err := load(work, m)
	return m, tables, err
}
