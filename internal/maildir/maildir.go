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
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/smtp"
)

var _ mail.Sender = (*Sender)(nil)

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
	if err := ctx.Err(); err != nil {
		return err
	}
	// The same composer as SMTP: the file holds exactly the bytes a server would get.
	msg, err := smtp.Compose(s.from, m)
	if err != nil {
		return &mail.PermanentError{Err: err}
	}
	if err := os.MkdirAll(s.dir, 0o750); err != nil {
		return fmt.Errorf("maildir: %w", err)
	}
	tmp, err := os.CreateTemp(s.dir, ".tmp-*.eml")
	if err != nil {
		return fmt.Errorf("maildir: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	if _, err := msg.WriteTo(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("maildir: write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("maildir: sync %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("maildir: close %s: %w", tmp.Name(), err)
	}
	name := filepath.Join(s.dir, fileName(msg.GetMessageID()))
	if err := os.Rename(tmp.Name(), name); err != nil {
		return fmt.Errorf("maildir: %w", err)
	}
	// Sync the folder so the rename itself survives a crash.
	if d, err := os.Open(s.dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
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
