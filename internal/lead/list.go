package lead

// The reads of the lead list: a page with its counts, the export a page at a time, and the follow-ups due.

import (
	"context"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Page is one page of the list.
type Page struct {
	Leads    []Lead
	Next     *Cursor // nil on the last page
	Counts   Counts
	NewestID int64
	// Team is everyone a lead may be assigned to (active sales people and owners), on the first page only:
	// the filter and bulk "Assign to" offer all of them, not just those the loaded leads name.
	Team []Person
}

// List returns the page of live leads f asks for, with the counts per status.
func (s *Service) List(ctx context.Context, f Filter) (*Page, error) {
	limit := f.Limit
	f.Limit = limit + 1 // one more tells whether a next page exists
	leads, err := s.store.InboxLeads(ctx, f)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	p := &Page{Leads: leads}
	if len(leads) > limit {
		p.Leads = leads[:limit]
		last := p.Leads[limit-1]
		p.Next = &Cursor{CreatedAt: last.CreatedAt, ID: last.ID}
	}
	if p.Counts, err = s.countsOf(ctx, f); err != nil {
		return nil, err
	}
	for _, st := range Statuses() {
		p.Counts[st] += 0 // every status present, zero or not
	}
	if p.NewestID, err = s.store.NewestLeadID(ctx); err != nil {
		return nil, fault.FromStore(err)
	}
	if f.After == nil {
		if p.Team, err = s.team(ctx); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// exportPage is how many leads an export reads at a time: each page is one
// short query, so the first row goes out at once on either engine, memory stays
// flat, and no read stays open while a slow client downloads.
const exportPage = 1000

// RecordExport audits by's export of the leads of filter (the query as asked), before its first
// row goes out: the file streams, so no count is known yet.
func (s *Service) RecordExport(ctx context.Context, by staff.Actor, filter string) error {
	return fault.FromStore(s.store.AppendAudit(ctx, by.Audit(s.now(), staff.Entry{Action: "exported leads", Detail: filter})))
}

// Export calls each for every live lead matching f with its notes, newest first,
// a page at a time; an error of each (the client went away) stops it and is returned as it is.
func (s *Service) Export(ctx context.Context, f Filter, each func(ExportLead) error) error {
	f.After, f.Limit = nil, exportPage
	for {
		page, err := s.store.InboxLeads(ctx, f)
		if err != nil {
			return fault.FromStore(err)
		}
		ids := make([]int64, len(page))
		for i, l := range page {
			ids[i] = l.ID
		}
		notes, err := s.store.LeadNotes(ctx, ids)
		if err != nil {
			return fault.FromStore(err)
		}
		withdrawn, err := s.store.WhatsAppWithdrawals(ctx, ids)
		if err != nil {
			return fault.FromStore(err)
		}
		for _, l := range page {
			row := ExportLead{Lead: l, Notes: notes[l.ID]}
			if at, ok := withdrawn[l.ID]; ok {
				row.WhatsAppWithdrawnAt = &at
			}
			if err := each(row); err != nil {
				return err
			}
		}
		if len(page) < exportPage {
			return nil
		}
		last := page[len(page)-1]
		f.After = &Cursor{CreatedAt: last.CreatedAt, ID: last.ID}
	}
}

// Due returns the follow-ups due today or earlier (India date), earliest first:
// the person's own and those on leads nobody has taken (every sales person sees
// these, so a follow-up never waits for an owner), or everyone's for an owner.
func (s *Service) Due(ctx context.Context, acct *staff.Account) ([]Lead, error) {
	var who int64
	if acct.Role != staff.Owner {
		who = acct.ID
	}
	return fault.Stored(s.store.DueLeads(ctx, Today(s.now()), who))
}
