package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"filippo.io/age"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// backupCommand runs `site backup [--out FILE|DIR] [--age-recipient age1…]`.
func backupCommand(ctx context.Context, cfg Config, args []string, out io.Writer) error {
	fl := flag.NewFlagSet("backup", flag.ContinueOnError)
	fl.SetOutput(io.Discard)
	dest := fl.String("out", cfg.Backup.Dir+string(os.PathSeparator), "")
	recipient := fl.String("age-recipient", cfg.Backup.AgeRecipient, "")
	if err := fl.Parse(args); err != nil || fl.NArg() > 0 {
		return fmt.Errorf("site backup [--out FILE|DIR] [--age-recipient age1…]: %w", errUsage)
	}
	key, err := loadSiteKey(cfg)
	if err != nil {
		return err
	}
	db, err := openStoreReadOnly(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	res, err := backup.Create(ctx, db, *dest, *recipient, key, time.Now())
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "backup written: %s (%d bytes, schema version %d)\n", res.Path, res.Size, res.Manifest.SchemaVersion)
	printTables(out, res.Manifest.Tables)
	return nil
}

// restoreCommand runs `site restore FILE|s3:NAME|s3:latest [--age-identity FILE] [--hold-pending] [--accept-unsigned] [--forget-secrets]`.
// It needs the site key of the site that made the backup: the backup's
// signature is checked with it before anything is written, and the secrets inside were sealed with it.
func restoreCommand(ctx context.Context, cfg Config, args []string, out io.Writer) error {
	fl := flag.NewFlagSet("restore", flag.ContinueOnError)
	fl.SetOutput(io.Discard)
	identity := fl.String("age-identity", "", "")
	hold := fl.Bool("hold-pending", false, "")
	unsigned := fl.Bool("accept-unsigned", false, "")
	forget := fl.Bool("forget-secrets", false, "")
	// The file may come before or after the flags.
	var file string
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		file, args = args[0], args[1:]
	}
	if err := fl.Parse(args); err != nil || (file == "") == (fl.NArg() == 0) || fl.NArg() > 1 {
		return fmt.Errorf("site restore FILE [--age-identity FILE] [--hold-pending] [--accept-unsigned] [--forget-secrets]: %w", errUsage)
	}
	if file == "" {
		file = fl.Arg(0)
	}
	var ids []age.Identity
	if *identity != "" {
		f, err := os.Open(*identity)
		if err != nil {
			return err
		}
		ids, err = backup.ParseIdentities(f)
		f.Close()
		if err != nil {
			return err
		}
	}
	r, name, err := openBackup(ctx, cfg, file)
	if err != nil {
		return err
	}
	defer r.Close()
	key, err := loadSiteKey(cfg)
	if err != nil {
		return err
	}
	forgot := false
	opt := sqlstore.RestoreOptions{HoldPending: *hold, Key: key.Key, ForgetSecrets: *forget, Forgot: func() { forgot = true }}
	trust := backup.Trust{Identities: ids, Key: key, AcceptUnsigned: *unsigned}
	if *forget {
		trust.Key = nil // the key that signed it is lost: its signature cannot be checked
	}
	load := func(work string, m *backup.Manifest) ([]backup.Table, error) {
		if cfg.DatabaseURL != "" {
			return sqlstore.RestorePostgres(ctx, cfg.DatabaseURL, work, m, opt)
		}
		if m.Engine != "sqlite" {
			return nil, fmt.Errorf("the backup is of a %s database: set DATABASE_URL to an empty PostgreSQL database", m.Engine)
		}
		return sqlstore.RestoreSQLite(ctx, filepath.Join(work, sqlstore.SnapshotDB), filepath.Join(cfg.DataDir, "site.db"), opt)
	}
	// Unpacked inside DATA_DIR: beside site.db (linked into place), and on a disk, not a small /tmp.
	m, tables, err := backup.Restore(r, trust, cfg.DataDir, load)
	if err != nil {
		if wrongKey(err) {
			return key.refused(err)
		}
		return err
	}
	fmt.Fprintf(out, "restored %s (taken %s, schema version %d) into %s\n", name, m.CreatedAt.Format(time.RFC3339), m.SchemaVersion, storeName(cfg))
	printTables(out, tables)
	if forgot {
		fmt.Fprintln(out, forgotten)
	}
	if *hold {
		fmt.Fprintln(out, "mails and webhook deliveries still pending in the backup are held back as failed: `site mail failed` lists them, `site mail retry` sends them")
	} else {
		fmt.Fprintln(out, "sent mails stay sent; mails still pending in the backup go out when the site starts")
	}
	return nil
}

// openBackup opens a backup file, or with "s3:NAME" (or "s3:latest") one in BACKUP_S3_URL.
func openBackup(ctx context.Context, cfg Config, file string) (io.ReadCloser, string, error) {
	name, remote := strings.CutPrefix(file, "s3:")
	if !remote {
		f, err := os.Open(file)
		return f, file, err
	}
	if cfg.Backup.S3URL == "" {
		return nil, "", fmt.Errorf("%s names a backup in the bucket, but BACKUP_S3_URL is not set", file)
	}
	b, err := backup.OpenBucket(cfg.Backup.S3URL)
	if err != nil {
		return nil, "", err
	}
	r, name, err := b.Open(ctx, name)
	return r, b.String() + name, err
}

func printTables(out io.Writer, tables []backup.Table) {
	for _, t := range tables {
		fmt.Fprintf(out, "  %-24s %d rows\n", t.Name, t.Rows)
	}
}

// newScheduler is serve's scheduled backup over db; its alert mails every active owner through the outbox.
func newScheduler(cfg Config, db *sqlstore.Store, key siteKey, outbox mail.Outbox, staffService *staff.Service, owner string, wake func(), log *slog.Logger) (*backup.Scheduler, error) {
	s := &backup.Scheduler{Every: cfg.Backup.Every, Keep: backup.Keep{Count: cfg.Backup.Keep, Days: cfg.Backup.KeepDays},
		Dir: cfg.Backup.Dir, Recipient: cfg.Backup.AgeRecipient, Signer: key, Source: db, State: db, Owner: owner, Now: time.Now, Log: log}
	if s.Recipient != "" {
		if _, err := age.ParseX25519Recipient(s.Recipient); err != nil {
			return nil, fmt.Errorf("BACKUP_AGE_RECIPIENT: want an age public key (age1…): %w", err)
		}
	}
	if cfg.Backup.S3URL != "" {
		b, err := backup.OpenBucket(cfg.Backup.S3URL)
		if err != nil {
			return nil, err
		}
		s.Bucket = b
	}
	s.Alert = func(ctx context.Context, subject, text string) error {
		accounts, err := staffService.Accounts(ctx)
		if err != nil {
			return err
		}
		for _, a := range accounts {
			if a.Role != staff.Owner || a.Disabled {
				continue
			}
			if _, err := outbox.Enqueue(ctx, mail.Message{To: a.Email, Subject: subject, Text: text}); err != nil {
				return err
			}
		}
		wake()
		return nil
	}
	return s, nil
}

// backupTick is how often serve looks whether a backup is due: a tenth of the interval, within 1 s to 1 min.
func backupTick(every time.Duration) time.Duration {
	return min(max(every/10, time.Second), time.Minute)
}
