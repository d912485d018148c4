// Package lead is the business of a homeowner asking for a free estimate or
// consultation, from the request to the order: what a lead is, which requests
// are valid and what storing one requires (Intake), then the sales team's work
// on it (Service): the status pipeline, who handles a lead, notes, calls,
// follow-ups, duplicates by mobile and their merging, automatic assignment,
// the response target and the daily digest. No HTTP and no SQL here.
package lead

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// Role is the only role a saved lead carries (spec section 3).
const Role = "user"

// PropertyTypes are the fixed choices of spec section 5, in display order (contract.json).
var PropertyTypes = contract.C.PropertyTypes

// Locations are the fixed choices of spec section 5, in display order (contract.json).
var Locations = contract.C.Locations

// Attribution says where a lead came from; every field is optional.
type Attribution struct {
	Page        string `json:"page,omitempty"`
	Referrer    string `json:"referrer,omitempty"`
	UTMSource   string `json:"utm_source,omitempty"`
	UTMMedium   string `json:"utm_medium,omitempty"`
	UTMCampaign string `json:"utm_campaign,omitempty"`
	UTMTerm     string `json:"utm_term,omitempty"`
	UTMContent  string `json:"utm_content,omitempty"`
}

// Enquiry is what a lead asks and who asks it, as stored when it arrives (spec section 3, collection "users");
// Lead adds the sales team's work on it.
type Enquiry struct {
	ID           int64
	PropertyType string
	Location     string // empty when the modal's optional location was left out
	Name         string
	Mobile       string // as typed by the visitor, trimmed
	// MobileDigits is the mobile's match key (contract.MobileKey), set by whoever makes the enquiry: leads are found by it.
	MobileDigits    string
	Email           *string // nil from the estimate page when empty, "" from the modal: kept as sent
	WhatsappUpdates bool
	Role            string
	CreatedAt       time.Time
	Attribution
	// Consents are what the visitor agreed to, stored with the lead (new leads only; not read back with it).
	Consents []consent.Record
}

// Notifier composes the company's mail about a lead, which the store commits
// with the lead itself (*mail.Intake satisfies it).
type Notifier interface {
	// LeadNotice is the company's mail about l; nil when there is no one to tell.
	LeadNotice(l Enquiry) (*mailmsg.Message, error)
	// Queued is told after a notice has been committed (it wakes the mail worker).
	Queued()
}

// IntakeStore keeps leads. Implementations commit durably before returning.
type IntakeStore interface {
	// CreateLead stores l, setting l.ID, in one transaction with notice (when
	// not nil) as a pending outbox row about l and once's first answer (when not
	// nil). A second record of once's key fails with fault.ECONFLICT and stores nothing.
	// l.CreatedAt and l.Role are set by the caller (Intake).
	CreateLead(ctx context.Context, l *Enquiry, notice *mailmsg.Message, once *idempotency.Once) error
	// ListLeads returns every lead, oldest first.
	ListLeads(ctx context.Context) ([]Enquiry, error)
	// RecentLead returns the lead with this e-mail (any letter case) created at or
	// after since: the one numbered id when id > 0, else the newest; nil when none.
	RecentLead(ctx context.Context, email string, id int64, since time.Time) (*Enquiry, error)
}
