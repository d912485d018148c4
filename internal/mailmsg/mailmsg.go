// Package mailmsg is one outgoing mail as the outbox stores it. It sits apart
// from package mail so that lead and contact can hand their notification to
// the store without importing mail (which imports them for its templates).
package mailmsg

import "encoding/json"

// Message is one mail to send. Header values never contain CR or LF
// (templates strip them); bodies are plain text and HTML with visitor input escaped.
type Message struct {
	To      string `json:"to"`
	ReplyTo string `json:"replyTo,omitempty"`
	Subject string `json:"subject"`
	Text    string `json:"text"`
	HTML    string `json:"html"`
	// MessageID is the Message-ID without angle brackets; the worker derives a stable
	// one per outbox row so a receiver can spot a repeat. A bare token gets the sender's domain.
	MessageID string `json:"messageId,omitempty"`
	// Channel is how the row travels: "" by mail, ChannelWebhook as a signed POST
	// of Text (JSON) to the company's CRM, with the same retries and bookkeeping.
	Channel string `json:"channel,omitempty"`
	// Template, when set, names the templates Text and HTML are still to be
	// written from, with View (JSON) as their data: the worker writes them at
	// delivery, so a request stores a few hundred bytes rather than the whole mail.
	Template string          `json:"template,omitempty"`
	View     json.RawMessage `json:"view,omitempty"`
	// Calendar, when set, is an iCalendar invitation (a consultation booked) attached as invite.ics.
	Calendar string `json:"calendar,omitempty"`
	// Attachment, when set, is a file the mail carries as it is (a person's data file).
	Attachment *Attachment `json:"attachment,omitempty"`
	// WhatsApp, with Channel ChannelWhatsApp, is a template message to the lead's mobile: the store
	// queues it in the WhatsApp queue, never as an outbox row (a booking's Mailer hands it on with its mails).
	WhatsApp *WhatsAppTemplate `json:"whatsapp,omitempty"`
}

// WhatsAppTemplate is a WhatsApp template message the business starts (kind, the owner's approved
// template, its body parameters) and what the lead's conversation shows of it (Text).
type WhatsAppTemplate struct {
	Kind     string   `json:"kind"`
	Name     string   `json:"name"`
	Language string   `json:"language"`
	Params   []string `json:"params"`
	Text     string   `json:"text"`
}

// ChannelWhatsApp marks a message that goes to the lead's WhatsApp (see Message.WhatsApp).
const ChannelWhatsApp = "whatsapp"

// Attachment is a file attached to a mail.
type Attachment struct {
	Name        string `json:"name"`
	ContentType string `json:"contentType"`
	Data        []byte `json:"data"`
}

// ChannelWebhook marks an outbox row for the CRM webhook rather than mail.
const ChannelWebhook = "webhook"

// Recipient kinds of an outbox row: the company's notification, or the visitor's own confirmation.
const (
	KindCompany = "company"
	KindVisitor = "visitor"
)

// CommitWithNotice stores an item together with the company's notice about it, so
// none is stored without it: compose makes the notice unless wake is nil (no one
// to tell), commit stores item and notice at once, and wake is told after a notice
// was committed (it wakes the mail worker).
func CommitWithNotice(wake interface{ Queued() }, compose func() (*Message, error), commit func(notice *Message) error) error {
	var notice *Message
	if wake != nil {
		var err error
		if notice, err = compose(); err != nil {
			return err
		}
	}
	if err := commit(notice); err != nil {
		return err
	}
	if notice != nil {
		wake.Queued()
	}
	return nil
}
