package privacy

import (
	"context"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Retention is how long the owner keeps each kind of record. Subscribers are kept
// until they unsubscribe; the audit log as long as the database; the processing logs
// (the mail log and the access log) LogsDays, never less than the Rules' year.
type Retention struct {
	LeadsNotWonMonths int   `json:"leadsNotWonMonths"` // after the lead's last activity
	MessagesMonths    int   `json:"messagesMonths"`    // after the message came in
	WonCustomersYears int   `json:"wonCustomersYears"` // after a won lead's last activity (the contract's needs)
	LogsDays          int   `json:"logsDays"`          // the mail log and the access log, at least 365
	Version           int64 `json:"version"`
}

// DefaultRetention is privacy.json's periods at version 1 (no row saved yet).
func DefaultRetention() Retention {
	r := C.RetentionDefaults
	r.Version = 1
	return r
}

// Validate checks each period against privacy.json's bounds.
func (r Retention) Validate() error {
	l := C.RetentionLimits
	fields := map[string]string{}
	check := func(field string, v, lo, hi int) {
		if v < lo || v > hi {
			fields[field] = strings.NewReplacer("{min}", strconv.Itoa(lo), "{max}", strconv.Itoa(hi)).Replace(msg("retentionRange"))
		}
	}
	check("leadsNotWonMonths", r.LeadsNotWonMonths, l.MonthsMin, l.MonthsMax)
	check("messagesMonths", r.MessagesMonths, l.MonthsMin, l.MonthsMax)
	check("wonCustomersYears", r.WonCustomersYears, l.YearsMin, l.YearsMax)
	if r.LogsDays < l.LogsDaysMin || r.LogsDays > l.LogsDaysMax {
		fields["logsDays"] = msg("logsDays")
	}
	if len(fields) > 0 {
		return fault.Invalid(msg("invalid"), fields)
	}
	return nil
}

// Retention is the saved periods.
func (s *Service) Retention(ctx context.Context) (Retention, error) {
	return fault.Stored(s.store.RetentionSettings(ctx))
}

// SaveRetention replaces the periods at the version the owner saw.
func (s *Service) SaveRetention(ctx context.Context, by staff.Actor, r Retention) (Retention, error) {
	if err := fault.CheckVersion(r.Version); err != nil {
		return Retention{}, err
	}
	if err := r.Validate(); err != nil {
		return Retention{}, err
	}
	now := s.now().UTC()
	a := by.Audit(now, staff.Entry{Action: "changed the retention periods", Subject: "retention", Detail: fmt.Sprintf("leads not won %d months; messages %d months; won customers %d years; processing logs %d days",
		r.LeadsNotWonMonths, r.MessagesMonths, r.WonCustomersYears, r.LogsDays)})
	if err := s.store.SaveRetention(ctx, r, a); err != nil {
		return Retention{}, fault.FromStore(err)
	}
	return s.Retention(ctx)
}

// Report is what one retention run did.
type Report struct {
	At      time.Time `json:"at"`
	Records int       `json:"records"` // people (or records) erased
	Counts  Counts    `json:"counts"`
}

// Sentence is the line the owner reads.
func (r Report) Sentence() string {
	if r.Records == 0 && !slices.ContainsFunc(slices.Collect(maps.Values(r.Counts)), func(n int64) bool { return n > 0 }) {
		return "Retention: nothing had expired."
	}
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(r.Counts)) {
		if r.Counts[k] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", k, r.Counts[k]))
		}
	}
	return fmt.Sprintf("Retention: erased %d expired records (%s).", r.Records, strings.Join(parts, ", "))
}

// RunRetention erases or anonymises what has expired at now, each person in one transaction
// with its erasure log line, and writes one audit entry saying what the run did.
func (s *Service) RunRetention(ctx context.Context, by staff.Actor, now time.Time) (Report, error) {
	now = now.UTC()
	rep := Report{At: now, Counts: Counts{}}
	r, err := s.store.RetentionSettings(ctx)
	if err != nil {
		return rep, fault.FromStore(err)
	}
	targets, err := s.expired(ctx, r, now)
	if err != nil {
		return rep, err
	}
	// A request whose code was never entered holds an address for nothing: gone after a day.
	dropped, err := s.store.DropUnverified(ctx, now.Add(-24*time.Hour))
	if err != nil {
		return rep, fault.FromStore(err)
	}
	rep.Counts["unconfirmed requests"] = dropped
	pruned, err := s.store.PruneLogs(ctx, now.AddDate(0, 0, -r.LogsDays))
	if err != nil {
		return rep, fault.FromStore(err)
	}
	maps.Copy(rep.Counts, pruned)
	for _, t := range targets {
		rec := ErasureRecord{Reason: "retention", ActorID: by.ID, At: now}
		counts, err := s.erase(ctx, t, rec, nil) // one entry for the whole run, below
		if err != nil {
			return rep, err
		}
		rep.Records++
		for k, n := range counts {
			rep.Counts[k] += n
		}
	}
	a := by.Audit(now, staff.Entry{Action: "ran the retention job", Subject: "retention", Detail: rep.Sentence()})
	return rep, fault.FromStore(s.store.AppendAudit(ctx, a))
}

// expired is one target per record retention r lets go at now. Its address and number are redacted where
// other rows quote them only when no record that is kept holds them (the person came back since); its name
// only in rows tied to it.
func (s *Service) expired(ctx context.Context, r Retention, now time.Time) ([]Target, error) {
	found, err := s.store.Expiring(ctx, r, now)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	var leads, messages []int64
	for _, f := range found {
		if f.LeadID != 0 {
			leads = append(leads, f.LeadID)
		} else {
			messages = append(messages, f.MessageID)
		}
	}
	list := make([]Target, 0, len(found))
	for _, f := range found {
		g := Target{LeadIDs: nonZero(f.LeadID), MessageIDs: nonZero(f.MessageID)}
		shared, err := s.store.HeldElsewhere(ctx, leads, messages, strings.ToLower(f.Email), contract.MobileKey(f.Mobile))
		if err != nil {
			return nil, fault.FromStore(err)
		}
		g.Own = Identifiers{Names: []string{f.Name}, Emails: []string{f.Email}, Mobiles: []string{f.Mobile}}
		if !shared { // quoted elsewhere, the address and number go too; a name is never looked for
			g.Quoted = Identifiers{Emails: []string{f.Email}, Mobiles: []string{f.Mobile}}
		}
		list = append(list, g)
	}
	return list, nil
}

// nonZero is id as a list of one, or none for 0.
func nonZero(id int64) []int64 {
	if id == 0 {
		return nil
	}
	return []int64{id}
}

// RunDaily runs retention once a day (first after a minute) until ctx ends. Every copy
// may run it: a second run finds nothing left to erase.
func (s *Service) RunDaily(ctx context.Context, log *slog.Logger) {
	wait := time.Minute
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = 24 * time.Hour
		rep, err := s.RunRetention(ctx, staff.Actor{Address: "retention job"}, s.now())
		if err != nil {
			log.Error("retention", "err", err)
			continue
		}
		log.Info("retention", "records", rep.Records, "summary", rep.Sentence())
	}
}
