package metrics

import (
	"context"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/nivaas-interiors/site/internal/whatsapp"
)

var (
	whatsappDesc = prometheus.NewDesc("site_whatsapp_messages",
		"WhatsApp messages going out that are queued or failed for good, read from the database at scrape time.",
		[]string{"status"}, nil)
	whatsappOldestDesc = prometheus.NewDesc("site_whatsapp_oldest_queued_age_seconds",
		"Age of the oldest WhatsApp message still queued to go out (0 when none is), read from the database at scrape time.",
		nil, nil)
)

// WatchWhatsApp adds the WhatsApp queue's gauges, read from stats on each scrape: its failures beside the mail's.
func (m *Metrics) WatchWhatsApp(stats func(context.Context) (whatsapp.Stats, error)) {
	m.registry.MustRegister(&whatsappCollector{stats: stats, log: m.log})
}

type whatsappCollector struct {
	stats func(context.Context) (whatsapp.Stats, error)
	log   *slog.Logger
}

func (c *whatsappCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- whatsappDesc
	ch <- whatsappOldestDesc
}

func (c *whatsappCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), statsTimeout)
	defer cancel()
	st, err := c.stats(ctx)
	if err != nil {
		c.log.Error("metrics: whatsapp stats", "err", err)
		ch <- prometheus.NewInvalidMetric(whatsappDesc, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(whatsappDesc, prometheus.GaugeValue, float64(st.Queued), whatsapp.StatusQueued)
	ch <- prometheus.MustNewConstMetric(whatsappDesc, prometheus.GaugeValue, float64(st.Failed), whatsapp.StatusFailed)
	age := 0.0
	if st.OldestQueued != nil {
		age = max(time.Since(*st.OldestQueued).Seconds(), 0)
	}
	ch <- prometheus.MustNewConstMetric(whatsappOldestDesc, prometheus.GaugeValue, age)
}
