package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/demo"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/postgres"
	"github.com/nivaas-interiors/site/internal/sqlite"
)

// store is what both engines provide.
type store interface {
	lead.Store
	catalog.Store
	contact.Store
	newsletter.Store
	mail.Outbox
	Ping(ctx context.Context) error
	Close() error
	ListContactMessages(ctx context.Context) ([]contact.Message, error) // for the exports
	ListSubscriptions(ctx context.Context) ([]newsletter.Subscription, error)
}

// openStore opens and migrates PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR.
func openStore(ctx context.Context, cfg Config) (store, error) {
	if cfg.DatabaseURL != "" {
		return postgres.Open(ctx, cfg.DatabaseURL)
	}
	if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		return nil, fmt.Errorf("DATA_DIR: %w", err)
	}
	return sqlite.Open(ctx, filepath.Join(cfg.DataDir, "site.db"))
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
