package whatsapp

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// Inbound is one customer's message as processing hands it to the store, with what the store needs
// to file it: the lead it lands on, or the new lead it makes when no lead has the number.
type Inbound struct {
	Message Message // In, StatusReceived, its WAMID, Text, At and Referral
	Key     string  // the number's key (contract.MobileKey): the leads it may belong to
	// Match tells a candidate lead's mobile as the sender's number (SameNumber with the sender's).
	Match func(mobile string) bool
	// NewLead is the lead made when none matches, with its consents; Notice the company's mail about it.
	NewLead *lead.Enquiry
	Notice  *mailmsg.Message
	// Consent is the WhatsApp consent a person gives by writing to the business, recorded on the lead they
	// write to when it holds none for WhatsApp (never over a withdrawal).
	Consent consent.Record
	// Line is the lead's timeline line of the message.
	Line lead.Event
}

// Received is what the store did with an Inbound.
type Received struct {
	LeadID  int64
	Stored  bool // false: the message was stored before (a repeat delivery)
	Created bool // the lead was made for it
}

// StatusUpdate is a tick WhatsApp reports for a message the business sent.
type StatusUpdate struct {
	WAMID  string
	Status string // sent, delivered, read or failed
	At     time.Time
	// Ref is the message's own id the site sent with it (biz_opaque_callback_data): it files a tick for a
	// message whose sending was not recorded (the copy stopped between WhatsApp's answer and the record).
	Ref   int64
	Error string // why it failed, a sentence
	// SentLine starts the timeline line (the message's text follows) of a message the site started whose
	// sending this tick records.
	SentLine string
}

// InboundStore files what webhooks bring.
type InboundStore interface {
	// ReceiveWhatsApp files in in one transaction, once per WAMID: the message on the newest open lead
	// (else the newest lead) in.Match takes among those of in.Key, or on in.NewLead made with its notice;
	// the consent when the lead has none for WhatsApp; the timeline line.
	ReceiveWhatsApp(ctx context.Context, in Inbound) (Received, error)
	// UpdateWhatsAppStatus moves a sent message's status forward (never back, see Rank) and reports
	// whether it did.
	UpdateWhatsAppStatus(ctx context.Context, u StatusUpdate) (bool, error)
	// WhatsAppLeads returns the live leads with mobile key key: their ids and mobiles.
	WhatsAppLeads(ctx context.Context, key string) ([]lead.Enquiry, error)
}
