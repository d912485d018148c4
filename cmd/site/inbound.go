package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// deliveries is the inbound queue of outside platforms' webhooks: the service the webhooks and the
// System page use, and the worker that processes it by source.
type deliveries struct {
	service *inbound.Service
	worker  *inbound.Worker
	db      *sqlstore.Store
}

// newDeliveries wires the queue over db with a processor per source this site takes.
func newDeliveries(db *sqlstore.Store, processors map[string]inbound.Processor, log *slog.Logger) deliveries {
	w := inbound.NewWorker(db, processors, inbound.WorkerConfig{Logger: log})
	return deliveries{service: inbound.NewService(db, w.Wake, time.Now), worker: w, db: db}
}

// run processes deliveries until work ends (after the last request) and prunes processed ones
// until stopping ends.
func (d deliveries) run(stopping, work context.Context, log *slog.Logger) {
	go inbound.RunPrune(stopping, d.db, pruneEvery, log)
	d.worker.Run(work)
}
