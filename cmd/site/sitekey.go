package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/sitekey"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// siteKey is the key of the site as this process found it, and where.
type siteKey struct {
	*sitekey.Key
	from    string // "SITE_KEY" or the key file's path, for messages
	created string // the key file made by this process ("" when none was): a wrong start removes it
}

// siteKeyFile is where the key file is: SITE_KEY_FILE, or beside the data folder,
// in its parent (DATA_DIR=/var/lib/site: /var/lib/site.key), so a copy of the folder lacks it.
func siteKeyFile(cfg Config) string {
	if cfg.SiteKeyFile != "" {
		return cfg.SiteKeyFile
	}
	return filepath.Clean(cfg.DataDir) + ".key"
}

// loadSiteKey reads SITE_KEY, else the key file, making the file when there is none.
func loadSiteKey(cfg Config) (siteKey, error) {
	if cfg.SiteKey != "" {
		k, err := sitekey.Parse(cfg.SiteKey)
		if err != nil {
			return siteKey{}, fmt.Errorf("SITE_KEY: %w", err)
		}
		return siteKey{Key: k, from: "SITE_KEY"}, nil
	}
	path := siteKeyFile(cfg)
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return siteKey{}, fmt.Errorf("the site key file's folder: %w", err)
	}
	k, created, err := sitekey.LoadOrCreate(path)
	if err != nil {
		return siteKey{}, err
	}
	sk := siteKey{Key: k, from: path}
	if created {
		sk.created = path
	}
	return sk, nil
}

// refused undoes the key file this process made when the database or a backup
// wants another key, so the right one can be put there; it says where the key came from.
func (k siteKey) refused(err error) error {
	if k.created != "" {
		os.Remove(k.created)
		return fmt.Errorf("%w (there was no key file at %s: put the site's key there, or set SITE_KEY)", err, k.created)
	}
	return fmt.Errorf("%w (this copy's key comes from %s)", err, k.from)
}

// keyCommand runs `site key new` (a new random key, for SITE_KEY or the key
// file) and `site key forget-secrets` (a database whose key is lost, opened with this one).
func keyCommand(ctx context.Context, cfg Config, args []string, out io.Writer) error {
	switch strings.Join(args, " ") {
	case "new":
		_, err := fmt.Fprintln(out, sitekey.New())
		return err
	case "forget-secrets":
		db, _, err := openStoreWithKey(ctx, cfg, sqlstore.ForgettingSecrets())
		if err != nil {
			return err
		}
		defer db.Close()
		if !db.ForgotSecrets() {
			_, err = fmt.Fprintln(out, "the site key fits the database: nothing was forgotten")
			return err
		}
		_, err = fmt.Fprintln(out, forgotten)
		return err
	}
	return fmt.Errorf("site key new|forget-secrets: %w", errUsage)
}

// forgotten says what a lost key cost, after `site key forget-secrets` or `site restore --forget-secrets`.
const forgotten = `the secrets the lost key sealed are gone and the database now takes this site key:
  two-factor sign-in is off for every account (owners set it up again at their next sign-in),
  booking and consent links sent before no longer open, the CRM webhook has a new secret
  (give it to the CRM: Settings → CRM webhook), and the certificates are obtained again`

// wrongKey reports whether err means the key does not fit the database or the backup.
func wrongKey(err error) bool {
	var other *sqlstore.OtherKeyError
	return errors.As(err, &other) || errors.Is(err, sitekey.ErrWrongKey) || errors.Is(err, backup.ErrBadSignature)
}
