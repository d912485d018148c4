package company

import (
	"context"
	"time"
)

// Source reads the owner's current details: a Store's CompanyDetails or a Service's Details.
type Source func(ctx context.Context) (Details, error)

// Contact is how mails reach and name the company: its phone, WhatsApp number, e-mail and office.
type Contact struct {
	Phone, WhatsappNumber, InfoEmail, OfficeAddress string
}

// Contact is d's contact details.
func (d Details) Contact() Contact {
	return Contact{Phone: d.Phone, WhatsappNumber: d.WhatsappNumber, InfoEmail: d.InfoEmail, OfficeAddress: d.OfficeAddress}
}

// contactReadTimeout bounds the read a mail waits for; past it the mail goes with the fallback.
const contactReadTimeout = 2 * time.Second

// CurrentContact is the owner's contact details as src holds them now, or fallback when src
// is nil or cannot be read: a mail is never withheld for them.
func CurrentContact(ctx context.Context, src Source, fallback Contact) Contact {
	if src == nil {
		return fallback
	}
	ctx, cancel := context.WithTimeout(ctx, contactReadTimeout)
	defer cancel()
	d, err := src(ctx)
	if err != nil {
		return fallback
	}
	return d.Contact()
}
