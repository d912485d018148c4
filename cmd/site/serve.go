package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/httpapi"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/maildir"
	"github.com/nivaas-interiors/site/internal/metrics"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/smtp"
	"github.com/nivaas-interiors/site/web"
)

// shutdownTimeout bounds how long in-flight requests may take after SIGTERM.
const shutdownTimeout = 20 * time.Second

// serve runs the site until ctx is cancelled (SIGINT/SIGTERM), then stops
// accepting, lets requests finish, stops the mail worker and closes the store.
func serve(ctx context.Context, cfg Config, log *slog.Logger) error {
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	if seeded, err := seedIfEmpty(ctx, db); err != nil {
		return fmt.Errorf("seed: %w", err)
	} else if seeded {
		log.Info("empty catalog seeded with the demo content")
	}

	sender, err := newSender(cfg)
	if err != nil {
		return err
	}
	worker := mail.NewWorker(db, sender, mail.WorkerConfig{Logger: log})
	mails := mail.NewService(db, db, mail.ServiceConfig{
		InfoEmail: web.Settings.InfoEmail, From: cfg.MailFrom, Brand: web.Settings.BrandName, AfterEnqueue: worker.Wake,
	})
	// Metrics are off unless METRICS_ADDR is set; then leads are counted as they are committed.
	var meter *metrics.Metrics
	var leads lead.Store = db
	if cfg.MetricsAddr != "" {
		meter = metrics.New(db, log)
		leads = meter.CountLeads(db)
	}
	site, built := web.Build()
	if !built {
		log.Warn("front end not built: pages answer 503 until `make build`")
		site = nil
	}
	deps := httpapi.Deps{
		Leads:              lead.NewService(leads, time.Now),
		Contacts:           contact.NewService(db, mails, time.Now),
		Newsletter:         newsletter.NewService(db, time.Now),
		Catalog:            db,
		Mail:               mails,
		Ready:              db.Ping,
		Site:               site,
		SiteURL:            cfg.SiteURL,
		RateLimitPerMinute: cfg.RateLimitPerMinute,
		TrustedProxies:     cfg.TrustedProxies,
		Logger:             log,
		Now:                time.Now,
	}
	if meter != nil {
		deps.Observer = meter
	}
	handler, err := httpapi.New(deps)
	if err != nil {
		return err
	}

	ln, err := httpapi.Listen(cfg.Addr)
	if err != nil {
		return err
	}
	srv := httpapi.NewServer(handler, slog.NewLogLogger(log.Handler(), slog.LevelWarn))
	servers := []*http.Server{srv}
	errc := make(chan error, 2)
	go func() { errc <- srv.Serve(ln) }()
	if cfg.MetricsAddr != "" {
		mln, err := net.Listen("tcp", cfg.MetricsAddr)
		if err != nil {
			srv.Close()
			return fmt.Errorf("METRICS_ADDR: %w", err)
		}
		msrv := &http.Server{Handler: meter.Handler(), ReadHeaderTimeout: 10 * time.Second}
		servers = append(servers, msrv)
		go func() { errc <- msrv.Serve(mln) }()
		log.Info("metrics listening", "addr", mln.Addr().String())
	}

	// The worker outlives ctx so that it stops only after the last request has enqueued its mail.
	workerCtx, stopWorker := context.WithCancel(context.Background())
	workerDone := make(chan struct{})
	go func() {
		defer close(workerDone)
		if err := worker.Run(workerCtx); err != nil {
			log.Error("mail worker stopped", "err", err)
		}
	}()
	log.Info("listening", "addr", ln.Addr().String(), "store", storeName(cfg), "mail", senderName(cfg), "worker", worker.ID())

	var serveErr error
	select {
	case <-ctx.Done():
		log.Info("shutting down")
	case serveErr = <-errc:
		log.Error("server failed", "err", serveErr)
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	for _, s := range servers {
		if err := s.Shutdown(shutdownCtx); err != nil {
			log.Warn("shutdown", "err", err)
			s.Close()
		}
	}
	stopWorker()
	<-workerDone
	if err := db.Close(); err != nil {
		return fmt.Errorf("close store: %w", err)
	}
	if serveErr != nil && !errors.Is(serveErr, http.ErrServerClosed) {
		return serveErr
	}
	log.Info("stopped")
	return nil
}

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
