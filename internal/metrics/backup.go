package metrics

import (
	"context"
	"log/slog"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/nivaas-interiors/site/internal/backup"
)

var backupLastDesc = prometheus.NewDesc("site_backup_last_success_timestamp_seconds",
	"Unix time of the newest good backup (any copy of the site), read from the database at scrape time; 0: none yet.", nil, nil)

// WatchBackups adds the backup metrics: the newest good backup's time, read
// from states on each scrape, and site_backup_failures_total, counted by the returned func.
func (m *Metrics) WatchBackups(states backup.StateStore) (failed func()) {
	failures := counter("site_backup_failures_total", "Backups this process attempted that failed.")
	m.registry.MustRegister(failures, &backupCollector{states: states, log: m.log})
	return failures.Inc
}

type backupCollector struct {
	states backup.StateStore
	log    *slog.Logger
}

func (c *backupCollector) Describe(ch chan<- *prometheus.Desc) { ch <- backupLastDesc }

func (c *backupCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), statsTimeout)
	defer cancel()
	st, err := c.states.BackupState(ctx)
	if err != nil {
		c.log.Error("metrics: backup state", "err", err)
		ch <- prometheus.NewInvalidMetric(backupLastDesc, err)
		return
	}
	var at float64
	if !st.LastSuccessAt.IsZero() {
		at = float64(st.LastSuccessAt.UnixMilli()) / 1000
	}
	ch <- prometheus.MustNewConstMetric(backupLastDesc, prometheus.GaugeValue, at)
}
