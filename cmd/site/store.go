package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"text/tabwriter"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/demo"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/web/app/content"
)

// openStore opens and migrates PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR.
// The site key seals the secrets it keeps (see loadSiteKey).
func openStore(ctx context.Context, cfg Config) (*sqlstore.Store, error) {
	db, _, err := openStoreWithKey(ctx, cfg)
	return db, err
}

// openStoreWithKey is openStore that also returns the site key it opened with.
func openStoreWithKey(ctx context.Context, cfg Config, extra ...sqlstore.Option) (*sqlstore.Store, siteKey, error) {
	key, err := loadSiteKey(cfg)
	if err != nil {
		return nil, key, err
	}
	opts := append([]sqlstore.Option{sqlstore.WithKey(key.Key)}, extra...)
	var db *sqlstore.Store
	if cfg.DatabaseURL != "" {
		db, err = sqlstore.OpenPostgres(ctx, cfg.DatabaseURL, opts...)
	} else if err = os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		err = fmt.Errorf("DATA_DIR: %w", err)
	} else {
		db, err = sqlstore.OpenSQLite(ctx, filepath.Join(cfg.DataDir, "site.db"), opts...)
	}
	if wrongKey(err) {
		err = key.refused(err)
	}
	return db, key, err
}

// openStoreReadOnly opens the database for reading only, migrating and writing
// nothing, so exports work on a read-only file or copy. Only a DATA_DIR that
// holds no database yet gets a new, empty one (as serve would make), so an
// export before the first lead lists nothing instead of failing.
func openStoreReadOnly(ctx context.Context, cfg Config) (*sqlstore.Store, error) {
	if cfg.DatabaseURL != "" {
		return sqlstore.OpenPostgresReadOnly(ctx, cfg.DatabaseURL)
	}
	path := filepath.Join(cfg.DataDir, "site.db")
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return openStore(ctx, cfg)
	}
	return sqlstore.OpenSQLiteReadOnly(ctx, path)
}

func migrate(ctx context.Context, cfg Config, out io.Writer) error {
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	_, err = fmt.Fprintln(out, "migrations applied")
	return err
}

// migrateStatus prints each migration this release embeds, applied or pending,
// and any a newer release applied, without migrating or writing anything.
func migrateStatus(ctx context.Context, cfg Config, out io.Writer) error {
	var st sqlstore.SchemaStatus
	var err error
	if cfg.DatabaseURL != "" {
		st, err = sqlstore.PostgresSchemaStatus(ctx, cfg.DatabaseURL)
	} else if path := filepath.Join(cfg.DataDir, "site.db"); fileExists(path) {
		st, err = sqlstore.SQLiteSchemaStatus(ctx, path)
	} else {
		_, err = fmt.Fprintf(out, "no database yet at %s: `site serve` or `site migrate` creates it\n", path)
		return err
	}
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "%s: schema version %d; this release (%s) knows up to %d\n", storeName(cfg), st.Database, releaseVersion(), st.Known)
	for _, m := range st.Migrations {
		switch {
		case m.Name == "":
			fmt.Fprintf(w, "newer\t%05d\tapplied %s by a newer release\n", m.Version, exportTime(m.Applied))
		case m.Applied.IsZero():
			fmt.Fprintf(w, "pending\t%s\t\n", m.Name)
		default:
			fmt.Fprintf(w, "applied\t%s\t%s\n", m.Name, exportTime(m.Applied))
		}
	}
	if st.Newer() {
		fmt.Fprintln(w, "this release must not run on this database: start the newer release")
	}
	return w.Flush()
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func seed(ctx context.Context, cfg Config, out io.Writer) error {
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	designs, projects := demo.Catalog()
	if err := db.ReplaceCatalog(ctx, designs, projects); err != nil {
		return err
	}
	added, err := blog.NewService(db, nil, nil).Seed(ctx, demo.BlogPosts())
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "catalog replaced: %d designs, %d recent projects; %d built-in blog posts added\n", len(designs), len(projects), added)
	return err
}

// seedBlogIfNew gives a blog that never had a change the four built-in posts (a post deleted later stays deleted).
func seedBlogIfNew(ctx context.Context, db blog.Store) (int, error) {
	svc := blog.NewService(db, nil, nil)
	if g, err := svc.Generation(ctx); err != nil || g > 1 {
		return 0, err
	}
	return svc.Seed(ctx, demo.BlogPosts())
}

// seedIfEmpty gives a fresh database the demo catalog, so a new checkout shows content.
func seedIfEmpty(ctx context.Context, db catalog.Store) (bool, error) {
	n, err := db.CountDesigns(ctx)
	if err != nil || n > 0 {
		return false, err
	}
	designs, projects := demo.Catalog()
	return true, db.ReplaceCatalog(ctx, designs, projects)
}

// withStaff runs fn with the staff service over the site's database, and the assigner a disabled person's
// leads are handed on by (its mails wait in the outbox for the running site).
func withStaff(ctx context.Context, cfg Config, fn func(*staff.Service, *lead.Assigner) error) error {
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	return fn(staff.NewService(db, staff.Config{Issuer: content.Settings.BrandName}),
		lead.NewAssigner(db, linkOrigin(cfg), content.Settings.BrandName, time.Now, nil, nil))
}
