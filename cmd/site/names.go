package main

import (
	"net/url"
	"path/filepath"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/maildir"
	"github.com/nivaas-interiors/site/internal/smtp"
)

// The mail sender and how serve names the store, the sender and the mail relay in its logs and pages.

func newSender(cfg Config) (mail.Sender, error) {
	if cfg.SMTPURL != "" {
		return smtp.New(cfg.SMTPURL, cfg.MailFrom)
	}
	return maildir.New(filepath.Join(cfg.DataDir, "mail"), cfg.MailFrom), nil
}

func storeName(cfg Config) string {
	if cfg.DatabaseURL != "" {
		return "postgres"
	}
	return "sqlite " + filepath.Join(cfg.DataDir, "site.db")
}

func senderName(cfg Config) string {
	if cfg.SMTPURL != "" {
		return "smtp"
	}
	return ".eml files in " + filepath.Join(cfg.DataDir, "mail")
}

// mailRelayHost is the SMTP relay's host name (never its password), which the breach register lists as a processor.
func mailRelayHost(smtpURL string) string {
	u, err := url.Parse(smtpURL)
	if smtpURL == "" || err != nil {
		return ""
	}
	return u.Hostname()
}
