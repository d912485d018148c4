package metrics

import (
	"context"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/nivaas-interiors/site/internal/inbound"
)

var (
	inboundDesc = prometheus.NewDesc("site_inbound_deliveries",
		"Outside platforms' webhook deliveries not yet processed, by source and status (pending, failed), read from the database at scrape time.",
		[]string{"source", "status"}, nil)
	inboundOldestDesc = prometheus.NewDesc("site_inbound_oldest_pending_age_seconds",
		"Age of the oldest webhook delivery still waiting to be processed, by source (0 when none is), read from the database at scrape time.",
		[]string{"source"}, nil)
)

// WatchInbound adds the inbound queue's gauges, read from stats on each scrape.
func (m *Metrics) WatchInbound(stats func(context.Context) ([]inbound.Stats, error)) {
	m.registry.MustRegister(&inboundCollector{stats: stats, log: m.log})
}

type inboundCollector struct {
	stats func(context.Context) ([]inbound.Stats, error)
	log   *slog.Logger
}

func (c *inboundCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- inboundDesc
	ch <- inboundOldestDesc
}

func (c *inboundCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), statsTimeout)
	defer cancel()
	list, err := c.stats(ctx)
	if err != nil {
		c.log.Error("metrics: inbound stats", "err", err)
		ch <- prometheus.NewInvalidMetric(inboundDesc, err)
		return
	}
	for _, st := range list {
		ch <- prometheus.MustNewConstMetric(inboundDesc, prometheus.GaugeValue, float64(st.Pending), st.Source, inbound.StatusPending)
		ch <- prometheus.MustNewConstMetric(inboundDesc, prometheus.GaugeValue, float64(st.Failed), st.Source, inbound.StatusFailed)
		age := 0.0
		if st.OldestPending != nil {
			age = max(time.Since(*st.OldestPending).Seconds(), 0)
		}
		ch <- prometheus.MustNewConstMetric(inboundOldestDesc, prometheus.GaugeValue, age, st.Source)
	}
}
