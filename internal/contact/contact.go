// Package contact is a visitor's message from the Contact Us page. The spec's
// form only pretends to send; we store it and mail it to the company (DESIGN.md).
package contact

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// Subjects are the fixed choices of the subject select (spec section 3, contract.json).
var Subjects = contract.SubjectValues()

// Message is a stored contact message: what the writer typed, from which page and when.
type Message struct {
	ID int64
	Written
	Page      string
	CreatedAt time.Time
	// Consents are what the writer agreed to, stored with the message (new messages only).
	Consents []consent.Record
}

// PhoneKey is the key the message's phone is matched by (a data request finds it): contract.MobileKey, as leads'.
func (w Written) PhoneKey() string { return contract.MobileKey(w.Phone) }

// Written is what the writer typed, as the API spells it in the form's body and the back-office's list.
type Written struct {
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Email     string `json:"email"`
	Phone     string `json:"phone"` // optional
	Subject   string `json:"subject"`
	Message   string `json:"message"`
}

// CreateRequest is the body of POST /api/contact.
type CreateRequest struct {
	Written
	Page string `json:"page,omitempty"`
	consent.Seen
}

// Store keeps contact messages durably.
type Store interface {
	// CreateContactMessage stores m, setting m.ID, in one transaction with notice
	// (when not nil) as a pending outbox row and once's first answer (when not nil);
	// a second record of once's key fails with fault.ECONFLICT and stores nothing.
	CreateContactMessage(ctx context.Context, m *Message, notice *mailmsg.Message, once *idempotency.Once) error
}
