package whatsapp

import (
	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// The messages the business starts, written for the transaction of what causes them: each reads the
// owner's templates from memory (Cache) and is nil when the kind is unmapped or the site not configured.

// LeadAcknowledgement is the thanks a new lead gets on WhatsApp when it ticked WhatsApp updates and has
// a mobile WhatsApp reaches; the store queues it in the lead's own transaction (one statement more).
func (c *Cache) LeadAcknowledgement(l lead.Enquiry) *mailmsg.WhatsAppTemplate {
	t, ok := c.Template(LeadAcknowledgement)
	if !ok || !consent.Active(l.Consents, consent.PurposeWhatsApp) {
		return nil
	}
	if _, reachable := Recipient(l.Mobile); !reachable {
		return nil
	}
	tpl := TemplateFor(LeadAcknowledgement, t, "", firstName(l.Name))
	return &tpl
}

// Bookings writes a booking's WhatsApp confirmation and reminders (appointment.Messenger), each with the
// link to move or cancel it; the store queues them only while the lead's WhatsApp consent stands.
type Bookings struct {
	Cache   *Cache
	SiteURL string // the origin of the booking's link
}

var _ appointment.Messenger = Bookings{}

// Booked is the confirmation of a booking made or moved.
func (b Bookings) Booked(bk appointment.Booking, p appointment.Place, links appointment.Links) *mailmsg.Message {
	return b.message(BookingConfirmation, bk, p, links)
}

// Reminder is the day-before or two-hours reminder (which, appointment.ReminderDayBefore or ReminderSoon).
func (b Bookings) Reminder(bk appointment.Booking, p appointment.Place, which string, links appointment.Links) *mailmsg.Message {
	kind := ReminderDayBefore
	if which == appointment.ReminderSoon {
		kind = ReminderTwoHours
	}
	return b.message(kind, bk, p, links)
}

// message is kind's template for bk: the person's name, the time, the place and the booking's link.
func (b Bookings) message(kind Kind, bk appointment.Booking, p appointment.Place, links appointment.Links) *mailmsg.Message {
	t, ok := b.Cache.Template(kind)
	if !ok || links.Manage == "" {
		return nil
	}
	when := appointment.When(bk)
	tpl := TemplateFor(kind, t, when+", "+p.Name, firstName(bk.Name), when, p.Name,
		appointment.ManageURL(appointment.Origin(b.SiteURL), links.Manage))
	return &mailmsg.Message{Channel: mailmsg.ChannelWhatsApp, WhatsApp: &tpl}
}

// QuoteCode is the one-time code to accept a quotation, on WhatsApp to mobile (the store queues it only while
// the lead's WhatsApp consent stands); nil when the kind is unmapped or WhatsApp cannot reach the number.
func (c *Cache) QuoteCode(name, mobile, code string) *mailmsg.WhatsAppTemplate {
	t, ok := c.Template(QuoteCode)
	if _, reachable := Recipient(mobile); !ok || !reachable {
		return nil
	}
	tpl := TemplateFor(QuoteCode, t, "", firstName(name), code)
	return &tpl
}
