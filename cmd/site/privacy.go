package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/maildir"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/web/app/content"
)

// newPrivacy is the data-request and retention service: the mail folder's copies are erased
// with the person when the site keeps them (no SMTP_URL); each code mail carries the address's withdrawal link.
func newPrivacy(cfg Config, db *sqlstore.Store, wake privacy.Waker, now func() time.Time) *privacy.Service {
	var copies privacy.MailCopies
	if cfg.SMTPURL == "" {
		copies = maildir.New(filepath.Join(cfg.DataDir, "mail"), cfg.MailFrom)
	}
	links := consent.NewService(db, db, nil, now)
	return privacy.NewService(db, wake, copies, content.Settings.BrandName, now).WithWithdrawLinks(
		func(ctx context.Context, email string, at time.Time) string {
			return links.AddressURL(ctx, linkOrigin(cfg), email, at)
		})
}

// privacyCommand is `site privacy retain [--at TIME]`: the daily retention run serve makes,
// once, now or as if at TIME; it prints what it erased (also written to the audit log).
func privacyCommand(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	return clockCommand(ctx, cfg, "privacy", "retain", args, func(db *sqlstore.Store, at time.Time) error {
		rep, err := newPrivacy(cfg, db, nil, func() time.Time { return at }).RunRetention(ctx, staff.CommandLine, at)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintln(stdout, rep.Sentence())
		return err
	})
}
