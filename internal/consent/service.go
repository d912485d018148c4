package consent

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// LinkMessage is the sentence for a withdrawal link that does not work.
const LinkMessage = "This link does not work any more. To withdraw your consent, please write to our grievance contact."

// Keys gives the signing key of the links (the store's SigningKey, shared by every copy).
type Keys interface {
	SigningKey(ctx context.Context) ([]byte, error)
}

// Service answers the withdrawal page: what a link's record agreed to, and withdrawing one purpose.
type Service struct {
	store Store
	keys  Keys
	// crm is the CRM webhook's copy of a withdrawal, nil while the webhook is off.
	crm func(Withdrawal) *mailmsg.Message
	now func() time.Time
}

// NewService returns a Service; crm may be nil, now nil means time.Now.
func NewService(store Store, keys Keys, crm func(Withdrawal) *mailmsg.Message, now func() time.Time) *Service {
	return &Service{store: store, keys: keys, crm: crm, now: clock.Or(now)}
}

func (s *Service) signer(ctx context.Context) (Signer, error) {
	key, err := s.keys.SigningKey(ctx)
	if err != nil {
		return Signer{}, fault.FromStore(err)
	}
	return NewSigner(key), nil
}

// URL is the withdrawal page of a record made at from, for the mails about it
// on the site at origin; "" when the key cannot be read (the mail still goes:
// the grievance contact takes a withdrawal too) or without an origin.
func (s *Service) URL(ctx context.Context, origin string, kind Kind, id int64, from time.Time) string {
	sig, err := s.signer(ctx)
	if err != nil {
		return ""
	}
	return URL(origin, sig.Token(kind, id, from))
}

// AddressURL is the withdrawal page of the consents held for email, for a mail sent to
// that address at from; "" when the key cannot be read or without an origin.
func (s *Service) AddressURL(ctx context.Context, origin, email string, from time.Time) string {
	sig, err := s.signer(ctx)
	if err != nil {
		return ""
	}
	return URL(origin, sig.AddressToken(email, from))
}

// ByLink returns the consents token reaches; a bad token is fault.EFORBIDDEN. A record's
// link with nothing left is refused too; an address's may reach none (the page says so).
func (s *Service) ByLink(ctx context.Context, token string) ([]Record, error) {
	sig, err := s.signer(ctx)
	if err != nil {
		return nil, err
	}
	if IsAddressToken(token) {
		email, err := sig.Address(token, s.now())
		if err != nil {
			return nil, fault.Errorf(fault.EFORBIDDEN, LinkMessage)
		}
		recs, err := s.store.AddressConsents(ctx, normalAddress(email)) // the store matches the key as given
		return recs, fault.FromStore(err)
	}
	kind, id, err := sig.Record(token, s.now())
	if err != nil {
		return nil, fault.Errorf(fault.EFORBIDDEN, LinkMessage)
	}
	recs, err := s.store.Consents(ctx, kind, id)
	if err == nil && kind == KindBooking {
		recs, err = s.withLead(ctx, id, recs)
	}
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if len(recs) == 0 {
		return nil, fault.Errorf(fault.EFORBIDDEN, LinkMessage) // erased, or never had a notice
	}
	return recs, nil
}

// withLead adds to a booking's consents those of its lead: the person booked
// after asking, and a booking's mail is where they look to take either back.
func (s *Service) withLead(ctx context.Context, bookingID int64, recs []Record) ([]Record, error) {
	leadID, err := s.store.BookingLead(ctx, bookingID)
	if err != nil || leadID == 0 {
		return recs, err
	}
	lead, err := s.store.Consents(ctx, KindLead, leadID)
	return append(lead, recs...), err
}

// Of returns the consents of one record, for the staff's view of it.
func (s *Service) Of(ctx context.Context, kind Kind, id int64) ([]Record, error) {
	return fault.Stored(s.store.Consents(ctx, kind, id))
}

// Withdraw takes back purpose p of what token reaches, at once: on the record a record's
// link names, on every record held for an address's link; a second tap changes nothing.
// It returns the consents as they now stand.
func (s *Service) Withdraw(ctx context.Context, token string, p Purpose) ([]Record, error) {
	recs, err := s.ByLink(ctx, token)
	if err != nil || len(recs) == 0 {
		return recs, err
	}
	at := s.now().UTC().Truncate(time.Millisecond)
	var targets []Withdrawal
	if IsAddressToken(token) {
		for _, r := range recs {
			if r.Purpose == p && r.WithdrawnAt == nil {
				targets = append(targets, Withdrawal{Kind: r.Kind, RecordID: r.RecordID, Purpose: p, At: at})
			}
		}
	} else {
		holder := recs[0] // a purpose the link's records never had changes nothing
		for _, r := range recs {
			if r.Purpose == p {
				holder = r
			}
		}
		targets = []Withdrawal{{Kind: holder.Kind, RecordID: holder.RecordID, Purpose: p, At: at}}
	}
	for _, w := range targets {
		var crm *mailmsg.Message
		if s.crm != nil {
			crm = s.crm(w)
		}
		if _, err := s.store.WithdrawConsent(ctx, w, crm); err != nil {
			return nil, fault.FromStore(err)
		}
	}
	return s.ByLink(ctx, token)
}

// Active reports whether p was given in recs and not withdrawn.
func Active(recs []Record, p Purpose) bool {
	for _, r := range recs {
		if r.Purpose == p && r.WithdrawnAt == nil {
			return true
		}
	}
	return false
}

// WithdrawnAt is when p was withdrawn in recs, nil while it stands or was never given.
func WithdrawnAt(recs []Record, p Purpose) *time.Time {
	for _, r := range recs {
		if r.Purpose == p && r.WithdrawnAt != nil {
			return r.WithdrawnAt
		}
	}
	return nil
}

// WithdrawRecord takes back purpose p of record id of kind at once, as its link would (with the CRM's copy):
// a person's own word by another way than the link (a WhatsApp "STOP"). False when nothing stood to withdraw.
func (s *Service) WithdrawRecord(ctx context.Context, kind Kind, id int64, p Purpose) (bool, error) {
	w := Withdrawal{Kind: kind, RecordID: id, Purpose: p, At: s.now().UTC().Truncate(time.Millisecond)}
	var crm *mailmsg.Message
	if s.crm != nil {
		crm = s.crm(w)
	}
	done, err := s.store.WithdrawConsent(ctx, w, crm)
	return done, fault.FromStore(err)
}
