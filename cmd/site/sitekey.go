package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

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

// keyCommand runs `site key new`: a new random key, for SITE_KEY or the key file.
func keyCommand(args []string, out io.Writer) error {
	if len(args) != 1 || args[0] != "new" {
		return fmt.Errorf("site key new: %w", errUsage)
	}
	_, err := fmt.Fprintln(out, sitekey.New())
	return err
}

// wrongKey reports whether err means the key does not fit the database or the backup.
func wrongKey(err error) bool {
	var other *sqlstore.OtherKeyError
	return errors.As(err, &other) || errors.Is(err, sitekey.ErrWrongKey) || errors.Is(err, backup.ErrBadSignature)
}
