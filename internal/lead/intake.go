package lead

import (
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/intake"
)

// Intake creates leads; it alone sets Role and CreatedAt.
type Intake = intake.Service[CreateRequest, Enquiry]

// NewIntake returns an Intake storing into store; notifier may be nil (no
// company mail), now is the clock (time.Now in production).
func NewIntake(store IntakeStore, notifier Notifier, now func() time.Time) *Intake {
	return intake.New(newLead, store.CreateLead, notifier, Notifier.LeadNotice, now)
}

// Consents are the notice the visitor saw and what sending agrees to: an estimate, and WhatsApp updates when ticked.
func (req CreateRequest) Consents() (consent.Seen, []consent.Purpose) {
	purposes := []consent.Purpose{consent.PurposeEstimate}
	if req.WhatsappUpdates {
		purposes = append(purposes, consent.PurposeWhatsApp)
	}
	return req.Seen, purposes
}

// newLead is the lead req asks for at its time, with the consents it gives.
func newLead(req CreateRequest, at time.Time, consents []consent.Record) *Enquiry {
	return &Enquiry{
		PropertyType:    req.PropertyType,
		Location:        req.Location,
		Name:            req.Name,
		Mobile:          req.Mobile,
		MobileDigits:    contract.MobileKey(req.Mobile),
		Email:           req.Email,
		WhatsappUpdates: req.WhatsappUpdates,
		Role:            Role,
		CreatedAt:       at,
		Attribution:     req.Attribution,
		Consents:        consents,
	}
}
