package contact

import (
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/intake"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// Notifier composes the company's mail about a message, which the store commits
// with the message itself (*mail.Service satisfies it).
type Notifier interface {
	// ContactNotice is the company's mail about m; nil when there is no one to tell.
	ContactNotice(m Message) (*mailmsg.Message, error)
	// Queued is told after a notice has been committed (it wakes the mail worker).
	Queued()
}

// Service stores contact messages and notifies the company.
type Service = intake.Service[CreateRequest, Message]

// NewService returns a Service; notifier may be nil (no notification), now is the clock.
func NewService(store Store, notifier Notifier, now func() time.Time) *Service {
	return intake.New(newMessage, store.CreateContactMessage, notifier, Notifier.ContactNotice, now)
}

// Consents are the notice the writer saw and what sending agrees to: being answered.
func (req CreateRequest) Consents() (consent.Seen, []consent.Purpose) {
	return req.Seen, []consent.Purpose{consent.PurposeReply}
}

// newMessage is the message req sends at its time, with the consent to be answered.
func newMessage(req CreateRequest, at time.Time, consents []consent.Record) *Message {
	return &Message{
		Written:   req.Written,
		Page:      req.Page,
		CreatedAt: at,
		Consents:  consents,
	}
}
