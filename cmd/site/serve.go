package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/http"
	"runtime/debug"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/autotls"
	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/diskspace"
	"github.com/nivaas-interiors/site/internal/httpapi"
	"github.com/nivaas-interiors/site/internal/httpserver"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/metrics"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/webhook"
	"github.com/nivaas-interiors/site/internal/whatsapp"
	"github.com/nivaas-interiors/site/web/app/content"
)

// mediaCleanUpEvery is how often unused photos are looked for; every copy of the site does it.
const mediaCleanUpEvery = time.Hour

// mediaWarmUpAfter is when the WebP encoder is compiled (media.WarmUp, a fifth of a second of CPU), so the
// first upload does not wait for it: not at start, where the CPU is the first requests', and a copy that lives
// a few seconds (a deploy's check, a test) never pays it.
const mediaWarmUpAfter = 30 * time.Second

// pruneEvery is how often delivered outbox rows past OUTBOX_RETENTION are deleted; diskEvery how often free space is read.
const (
	pruneEvery = time.Hour
	diskEvery  = 30 * time.Second
)

// settleEvery is how often the leads committed since are folded into the dashboard roll-up, and the rows
// changes appended settled (migrations 00041, 00042, 00044): a second's leads are a few upserts, where each
// lead's own transaction used to write its seven shares.
const settleEvery = time.Second

// digestEvery is how often a copy of the site looks for daily lead digests (and weekly summaries) to send.
const digestEvery = 5 * time.Minute

// silenceEvery is how often serve looks for ad platforms gone silent (silence is counted in hours).
const silenceEvery = 10 * time.Minute

// uploadMemory is what the photos being processed may take together: two
// thirds of the process's memory limit (the rest is the site's own), the
// default without one.
func uploadMemory() int64 {
	if limit := debug.SetMemoryLimit(-1); limit < math.MaxInt64 {
		return limit / 3 * 2
	}
	return 0
}

// app is everything serve runs, built before anything listens.
type app struct {
	db     *sqlstore.Store
	worker *mail.Worker
	photos *media.Service
	digest *lead.Digest
	weekly *dashboard.Weekly // the owners' Monday summary of the week before
	assign *lead.Assigner
	// appointments books consultations and sends their reminders.
	appointments *appointment.Service
	hooks        *webhook.Cache // the CRM webhook's settings, refreshed from the database
	// whatsapp is the owner's WhatsApp templates, refreshed from the database (a lead's write reads them from memory).
	whatsapp *whatsapp.Cache
	// waSender sends the queued WhatsApp messages; nil on a site without the Cloud API's token.
	waSender *whatsapp.Worker
	handler  http.Handler
	meter    *metrics.Metrics // nil unless METRICS_ADDR is set
	backups  *backup.Scheduler
	certs    *autotls.Manager // nil unless TLS_DOMAINS is set (without a certificate file)
	// disk reads DATA_DIR's free space; Status() is the last reading (warnings go to the log).
	disk *diskspace.Watcher
	// privacy answers people's data requests and runs the daily retention job.
	privacy *privacy.Service
	// inbound is the queue of outside platforms' webhook deliveries and its worker.
	inbound deliveries
	// adleads takes the ad platforms' leads; serve runs its mail to the owners of a platform gone silent.
	adleads *adlead.Service
}

// serve runs the site until ctx is cancelled (SIGINT/SIGTERM), then stops
// accepting, lets requests finish, stops the mail worker and closes the store.
func serve(ctx context.Context, cfg Config, log *slog.Logger) error {
	if cfg.MemoryLimit > 0 {
		debug.SetMemoryLimit(cfg.MemoryLimit)
	}
	a, err := build(ctx, cfg, log)
	if err != nil {
		return err
	}
	err = a.run(ctx, cfg, log)
	if cerr := a.db.Close(); cerr != nil && err == nil {
		err = fmt.Errorf("close store: %w", cerr)
	}
	if err == nil {
		log.Info("stopped")
	}
	return err
}

// build opens and seeds the store and wires the domain services, the mail
// worker and the HTTP handler; on error nothing is left open.
func build(ctx context.Context, cfg Config, log *slog.Logger) (a *app, err error) {
	db, key, err := openStoreWithKey(ctx, cfg)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			db.Close()
		}
	}()
	if seeded, err := seedIfEmpty(ctx, db); err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	} else if seeded {
		log.Info("empty catalog seeded with the demo content")
	}
	if n, err := seedBlogIfNew(ctx, db); err != nil {
		return nil, fmt.Errorf("seed blog: %w", err)
	} else if n > 0 {
		log.Info("new blog seeded with the built-in posts", "posts", n)
	}
	sender, err := newSender(cfg)
	if err != nil {
		return nil, err
	}
	// The CRM webhook rides the outbox: its settings live in memory, so a lead costs no extra read.
	hooks := webhook.NewCache(db)
	if err := hooks.Refresh(ctx); err != nil {
		return nil, fmt.Errorf("webhook settings: %w", err)
	}
	db.SetLeadWebhook(hooks.LeadMessage)
	waCache := whatsapp.NewCache(db, cfg.WhatsApp.Configured())
	if err := waCache.Refresh(ctx); err != nil {
		return nil, fmt.Errorf("whatsapp settings: %w", err)
	}
	if cfg.WhatsApp.Configured() {
		db.SetLeadWhatsApp(waCache.LeadAcknowledgement) // unset, a lead's write stays as it was
	}
	hookClient := webhook.NewClient(webhook.ClientConfig{AllowPrivate: cfg.WebhookAllowPrivate, Logger: log})
	var hookSender mail.Sender = webhook.NewSender(hooks, hookClient)
	// Metrics are off unless METRICS_ADDR is set; then leads are counted as they are committed.
	var leads lead.IntakeStore = db
	disk := &diskspace.Watcher{Dir: cfg.DataDir, WarnBytes: cfg.DiskWarnBytes, Logger: log}
	var meter *metrics.Metrics
	if cfg.MetricsAddr != "" {
		meter = metrics.New(db, log)
		leads = meter.CountLeads(db)
		hookSender = meter.CountWebhookFailures(hookSender)
		meter.WatchDisk(disk)
	}
	a = &app{db: db, hooks: hooks, whatsapp: waCache, worker: mail.NewWorker(db, sender, mail.WorkerConfig{Logger: log, Webhook: hookSender}),
		photos: media.NewService(db, media.Config{MemoryBytes: uploadMemory()}), meter: meter, disk: disk}
	deps, err := a.wire(cfg, key, leads, hookClient, log)
	if err != nil {
		return nil, err
	}
	if a.handler, err = httpapi.New(deps); err != nil {
		return nil, err
	}
	return a, nil
}

// run serves until ctx is cancelled or a listener fails. The mail worker
// outlives ctx so that it stops only after the last request has enqueued its mail.
func (a *app) run(ctx context.Context, cfg Config, log *slog.Logger) error {
	servers, err := a.listen(cfg, log)
	if err != nil {
		return err
	}
	g, stopping := errgroup.WithContext(ctx)
	for _, s := range servers {
		serve := s.srv.Serve
		if s.tls {
			serve = func(ln net.Listener) error { return s.srv.ServeTLS(ln, "", "") }
		}
		g.Go(func() error {
			if err := serve(s.ln); !errors.Is(err, http.ErrServerClosed) {
				log.Error("server failed", "err", err)
				return err
			}
			return nil
		})
	}
	if a.certs != nil {
		// The site's own servers answer the CA's challenges, so certificates are asked for once they listen.
		if err := a.certs.Manage(stopping); err != nil {
			log.Error("certificates", "err", err)
		}
		defer a.certs.Stop()
	}
	workerCtx, stopWorker := context.WithCancel(context.Background())
	g.Go(func() error {
		// Other copies of the site may change the webhook; every few seconds is soon enough.
		a.hooks.Run(workerCtx, 5*time.Second, func(err error) { log.Warn("webhook settings: refresh", "err", err) })
		return nil
	})
	g.Go(func() error {
		a.whatsapp.Run(workerCtx, 5*time.Second, func(err error) { log.Warn("whatsapp settings: refresh", "err", err) })
		return nil
	})
	g.Go(func() error {
		if err := a.worker.Run(workerCtx); err != nil {
			log.Error("mail worker stopped", "err", err)
		}
		return nil
	})
	g.Go(func() error {
		a.inbound.run(stopping, workerCtx, log)
		return nil
	})
	if a.waSender != nil {
		g.Go(func() error {
			a.waSender.Run(workerCtx) // stops after the last request, as the mail worker does
			return nil
		})
	}
	g.Go(func() error {
		select {
		case <-time.After(mediaWarmUpAfter):
			media.WarmUp()
		case <-stopping.Done():
		}
		return nil
	})
	g.Go(func() error {
		a.photos.RunCleanUp(stopping, mediaCleanUpEvery, log)
		return nil
	})
	g.Go(func() error {
		a.digest.Run(stopping, digestEvery)
		return nil
	})
	g.Go(func() error {
		a.weekly.Run(stopping, digestEvery)
		return nil
	})
	g.Go(func() error {
		a.assign.Run(stopping, assignEvery)
		return nil
	})
	g.Go(func() error {
		a.adleads.RunSilenceMail(stopping, silenceEvery, content.Settings.BrandName, a.worker.Wake,
			func(err error) { log.Warn("ad platforms' silence mail", "err", err) })
		return nil
	})
	g.Go(func() error {
		a.appointments.RunReminders(stopping, time.Minute, a.worker.Wake, func(err error) { log.Warn("appointment reminders", "err", err) })
		return nil
	})
	g.Go(func() error {
		a.backups.Run(stopping, backupTick(cfg.Backup.Every))
		return nil
	})
	g.Go(func() error {
		mail.RunPrune(stopping, a.db, cfg.OutboxRetention, pruneEvery, log)
		return nil
	})
	g.Go(func() error {
		a.privacy.RunDaily(stopping, log) // also prunes the access and mail logs past the owner's period (a year at least)
		return nil
	})
	g.Go(func() error {
		a.disk.Run(stopping, diskEvery)
		return nil
	})
	g.Go(func() error {
		failing := false // one warning a run of failures, not one a second
		clock.Every(stopping, settleEvery, func() bool {
			err := a.db.SettleRollup(stopping)
			if err != nil && !failing && stopping.Err() == nil {
				log.Warn("dashboard roll-up: settling failed; its figures stay exact, the leads wait to be folded", "err", err)
			}
			failing = err != nil
			return true
		})
		return nil
	})
	g.Go(func() error {
		<-stopping.Done()
		if ctx.Err() != nil {
			log.Info("shutting down")
		}
		shutdown(servers, cfg.ShutdownTimeout, log)
		stopWorker() // the worker finishes the batch in hand (one send timeout at most) and returns
		return nil
	})
	log.Info("listening", "addr", servers[0].ln.Addr().String(), "version", releaseVersion(), "store", storeName(cfg), "mail", senderName(cfg), "worker", a.worker.ID(),
		"memory_limit_mib", debug.SetMemoryLimit(-1)>>20)
	if cfg.HTTPS() {
		log.Info("listening for HTTP (ACME challenges, redirects to HTTPS)", "addr", servers[1].ln.Addr().String(), "domains", cfg.TLSDomains)
	}
	return g.Wait()
}

// listening is a server with the socket it will serve.
type listening struct {
	srv *http.Server
	ln  net.Listener
	tls bool // serve with srv.TLSConfig
}

// listen opens the site's address (or, serving HTTPS, its two) and, with METRICS_ADDR, the metrics address.
func (a *app) listen(cfg Config, log *slog.Logger) ([]listening, error) {
	var servers []listening
	if cfg.HTTPS() {
		var err error
		if servers, err = a.listenHTTPS(cfg, log); err != nil {
			return nil, err
		}
	} else {
		ln, err := httpserver.Listen(cfg.Addr)
		if err != nil {
			return nil, err
		}
		servers = []listening{{ln: ln, srv: httpserver.NewServer(a.handler, slog.NewLogLogger(log.Handler(), slog.LevelWarn))}}
	}
	if a.meter != nil {
		mln, err := net.Listen("tcp", cfg.MetricsAddr)
		if err != nil {
			for _, s := range servers {
				s.ln.Close()
			}
			return nil, fmt.Errorf("METRICS_ADDR: %w", err)
		}
		servers = append(servers, listening{ln: mln, srv: &http.Server{Handler: a.meter.Handler(), ReadHeaderTimeout: 10 * time.Second}})
		log.Info("metrics listening", "addr", mln.Addr().String())
	}
	return servers, nil
}

// shutdown stops accepting and waits up to timeout (SHUTDOWN_TIMEOUT) for requests in flight.
func shutdown(servers []listening, timeout time.Duration, log *slog.Logger) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	for _, s := range servers {
		if err := s.srv.Shutdown(ctx); err != nil {
			log.Warn("shutdown", "err", err)
			s.srv.Close()
		}
	}
}
