package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/demo"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/web"
)

// openStore opens and migrates PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR.
func openStore(ctx context.Context, cfg Config) (*sqlstore.Store, error) {
	if cfg.DatabaseURL != "" {
		return sqlstore.OpenPostgres(ctx, cfg.DatabaseURL)
	}
	if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		return nil, fmt.Errorf("DATA_DIR: %w", err)
	}
	return sqlstore.OpenSQLite(ctx, filepath.Join(cfg.DataDir, "site.db"))
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
	_, err = fmt.Fprintf(out, "catalog replaced: %d designs, %d recent projects\n", len(designs), len(projects))
	return err
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

// withStaff runs fn with the staff service over the site's database.
func withStaff(ctx context.Context, cfg Config, fn func(*staff.Service) error) error {
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	return fn(staff.NewService(db, staff.Config{Issuer: web.Settings.BrandName}))
}
