// Package lead is the business of a homeowner asking for a free estimate or
// consultation: what a lead is, which requests are valid, and what storing
// one requires.
package lead

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
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

// Lead is a stored request (spec section 3, collection "users").
type Lead struct {
	ID              int64
	PropertyType    string
	Location        string // empty when the modal's optional location was left out
	Name            string
	Mobile          string  // as typed by the visitor, trimmed
	Email           *string // nil from the estimate page when empty, "" from the modal: kept as sent
	WhatsappUpdates bool
	Role            string
	CreatedAt       time.Time
	Attribution
}

// Store keeps leads. Implementations commit durably before returning.
type Store interface {
	// CreateLead stores l, setting l.ID; l.CreatedAt and l.Role are set by the caller (Service).
	CreateLead(ctx context.Context, l *Lead) error
	// ListLeads returns every lead, oldest first.
	ListLeads(ctx context.Context) ([]Lead, error)
	// HasLeadWithEmailSince reports whether a lead with this e-mail (case-insensitive)
	// was created at or after since.
	HasLeadWithEmailSince(ctx context.Context, email string, since time.Time) (bool, error)
}
