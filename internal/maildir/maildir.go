// Package maildir "delivers" mail as .eml files in a folder (mail.Sender), so a
// site without SMTP_URL loses nothing and an operator can open every mail.
package maildir

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/smtp"
)

var _ mail.BatchSender = (*Sender)(nil)

// Sender writes each mail as an RFC 5322 file "<message-id>.eml" into its folder.
type Sender struct {
	dir  string
	from string
}

// New returns a Sender writing into dir (created on first send) with sender from.
func New(dir, from string) *Sender { return &Sender{dir: dir, from: from} }

// Dir returns the folder the mails go to.
func (s *Sender) Dir() string { return s.dir }

// Send writes m atomically (temporary file, fsync, rename). The file is named
// after the Message-ID, so sending the same outbox row twice leaves one file.
func (s *Sender) Send(ctx context.Context, m mail.Message) error {
	return s.SendBatch(ctx, []mail.Message{m})[0]
}

// SendBatch writes each message as Send does, for one folder sync in all: the
// files are written first, synced together (the file system commits them in
// one journal flush rather than one each), renamed, then the folder is synced
// once. errs[i] is message i's outcome; nil means its file is on disk.
func (s *Sender) SendBatch(ctx context.Context, ms []mail.Message) (errs []error) {
	errs = make([]error, len(ms))
	if err := ctx.Err(); err != nil {
		return fill(errs, err)
	}
	if err := os.MkdirAll(s.dir, 0o750); err != nil {
		return fill(errs, fmt.Errorf("maildir: %w", err))
	}
	files := make([]*os.File, len(ms))
	names := make([]string, len(ms))
	defer func() {
		for _, f := range files {
			if f != nil {
				f.Close()
				os.Remove(f.Name()) // no-op after the rename
			}
		}
	}()
	for i, m := range ms {
		files[i], names[i], errs[i] = s.write(m)
	}
	var synced sync.WaitGroup
	for i, f := range files {
		if f != nil {
			synced.Go(func() {
				if err := f.Sync(); err != nil {
					errs[i] = fmt.Errorf("maildir: sync %s: %w", f.Name(), err)
				}
			})
		}
	}
	synced.Wait()
	renamed := false
	for i, f := range files {
		if errs[i] != nil {
			continue
		}
		if err := f.Close(); err != nil {
			errs[i] = fmt.Errorf("maildir: close %s: %w", f.Name(), err)
		} else if err := os.Rename(f.Name(), names[i]); err != nil {
			errs[i] = fmt.Errorf("maildir: %w", err)
		} else {
			renamed = true
		}
	}
	// Sync the folder so the renames themselves survive a crash.
	if renamed {
		if d, err := os.Open(s.dir); err == nil {
			_ = d.Sync()
			d.Close()
		}
	}
	return errs
}

// write composes m into a new temporary file of the folder and returns it
// (unsynced, still open) with the name it is to take.
func (s *Sender) write(m mail.Message) (*os.File, string, error) {
	// The same composer as SMTP: the file holds exactly the bytes a server would get.
	msg, err := smtp.Compose(s.from, m)
	if err != nil {
		return nil, "", &mail.PermanentError{Err: err}
	}
	tmp, err := os.CreateTemp(s.dir, ".tmp-*.eml")
	if err != nil {
		return nil, "", fmt.Errorf("maildir: %w", err)
	}
	if _, err := msg.WriteTo(tmp); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, "", fmt.Errorf("maildir: write %s: %w", tmp.Name(), err)
	}
	return tmp, filepath.Join(s.dir, fileName(msg.GetMessageID())), nil
}

// fill gives every message the same error.
func fill(errs []error, err error) []error {
	for i := range errs {
		errs[i] = err
	}
	return errs
}

// fileName turns a Message-ID into a safe file name; without one it is time and randomness.
func fileName(messageID string) string {
	id := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '.', r == '_', r == '@':
			return r
		}
		return -1
	}, messageID)
	id = strings.TrimLeft(id, ".")
	if id == "" || len(id) > 200 {
		var b [6]byte
		_, _ = rand.Read(b[:])
		id = time.Now().UTC().Format("20060102T150405.000000000") + "-" + hex.EncodeToString(b[:])
	}
	return id + ".eml"
}
