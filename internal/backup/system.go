package backup

import (
	"context"
	"io"
	"os"
	"syscall"
	"time"

	"filippo.io/age"
)

// System gathers what the back-office's System page shows.
type System struct {
	Scheduler *Scheduler
	Health    func(ctx context.Context) (Health, error)
	DataDir   string // its free space is shown
	Started   time.Time
	Now       func() time.Time
}

// Status is one reading of the System page.
type Status struct {
	Version       string
	Uptime        time.Duration
	Every         time.Duration // 0: scheduled backups off
	Last          State
	Next          time.Time // zero: none scheduled
	Overdue       bool
	Dir           string
	Bucket        string // "" without one
	Encrypted     bool
	Health        Health
	DiskFreeBytes int64 // of DataDir; -1 when unknown
}

// Status reads the backup record, the database's health and the free disk space.
func (y *System) Status(ctx context.Context) (Status, error) {
	st := Status{Version: ProgramVersion(), Uptime: y.Now().Sub(y.Started), Every: y.Scheduler.Every,
		Dir: y.Scheduler.Dir, Encrypted: y.Scheduler.Recipient != "", DiskFreeBytes: FreeBytes(y.DataDir)}
	if y.Scheduler.Bucket != nil {
		st.Bucket = y.Scheduler.Bucket.String()
	}
	var err error
	if st.Last, err = y.Scheduler.State.BackupState(ctx); err != nil {
		return st, err
	}
	st.Next, st.Overdue = y.Scheduler.Next(st.Last), y.Scheduler.Overdue(st.Last)
	st.Health, err = y.Health(ctx)
	return st, err
}

// FreeBytes is the space left to an unprivileged writer on the file system of dir; -1 when unknown.
func FreeBytes(dir string) int64 {
	var fs syscall.Statfs_t
	if err := syscall.Statfs(dir, &fs); err != nil {
		return -1
	}
	return int64(fs.Bavail) * int64(fs.Bsize)
}

// Restore extracts the backup read from r into a temporary folder inside
// dir (beside the target, so the database file can be linked into place) and
// hands it to load, which puts it in the database and returns the row counts.
func Restore(r io.Reader, identities []age.Identity, dir string, load func(work string, m *Manifest) ([]Table, error)) (*Manifest, []Table, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, nil, err
	}
	work, err := os.MkdirTemp(dir, ".restore-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(work)
	m, err := Extract(r, identities, work)
	if err != nil {
		return nil, nil, err
	}
	tables, err := load(work, m)
	return m, tables, err
}
