package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
)

// metricsHandler serves the outbox counts in the Prometheus text format; three
// gauges do not justify the client library's dependency tree.
func metricsHandler(outbox mail.Outbox, log *slog.Logger) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
		defer cancel()
		s, err := outbox.OutboxStats(ctx)
		if err != nil {
			log.Error("metrics: outbox stats", "err", err)
			http.Error(w, "outbox stats unavailable", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		fmt.Fprint(w, "# HELP site_outbox_messages Mails in the outbox by status.\n# TYPE site_outbox_messages gauge\n")
		for _, row := range []struct {
			status string
			n      int
		}{{mail.StatusPending, s.Pending}, {mail.StatusSent, s.Sent}, {mail.StatusFailed, s.Failed}} {
			fmt.Fprintf(w, "site_outbox_messages{status=%q} %d\n", row.status, row.n)
		}
	})
	return mux
}
