package sqlstore

// What WhatsApp's webhook brings: customers' messages filed on their lead (or a new one), once per
// WhatsApp id, and the ticks of the messages the business sent.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

var _ whatsapp.InboundStore = (*Store)(nil)

// errRepeat rolls back the filing of a message stored before (a lead made for it goes too).
var errRepeat = errors.New("whatsapp message stored before")

// ReceiveWhatsApp files a customer's message once per WhatsApp id (see whatsapp.InboundStore).
func (s *Store) ReceiveWhatsApp(ctx context.Context, in whatsapp.Inbound) (whatsapp.Received, error) {
	var notice []byte
	if in.Notice != nil {
		var err error
		if notice, err = json.Marshal(*in.Notice); err != nil {
			return whatsapp.Received{}, s.fail("receive whatsapp message", err)
		}
	}
	var got whatsapp.Received
	err := s.inTx(ctx, func(t tx) error {
		got = whatsapp.Received{}
		if s.group == nil {
			// Two copies filing two first messages of one new number would make two leads: one at a time per number.
			if err := t.exec(`SELECT pg_advisory_xact_lock(hashtext(?))`, "nivaas-whatsapp:"+in.Key); err != nil {
				return err
			}
		}
		err := t.row(`SELECT lead_id FROM whatsapp_messages WHERE wamid = ?`, in.Message.WAMID).Scan(&got.LeadID)
		if err == nil {
			return errRepeat
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if got.LeadID, err = s.matchLeadIn(t, in); err != nil {
			return err
		}
		if got.LeadID == 0 && in.NewLead != nil {
			l := *in.NewLead
			l.Consents = append([]consent.Record(nil), in.NewLead.Consents...)
			if err := s.newLeadIn(t, &l, notice); err != nil {
				return err
			}
			got.LeadID, got.Created = l.ID, true
		}
		if got.LeadID == 0 {
			return lead.ErrNoLead
		}
		m := in.Message
		m.LeadID = got.LeadID
		var id int64
		err = t.row(waInsert+` ON CONFLICT (wamid) DO NOTHING RETURNING id`, s.waArgs(m)...).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return errRepeat // another copy filed it a moment ago
		} else if err != nil {
			return err
		}
		got.Stored = true
		if !got.Created && in.Consent.Purpose != "" {
			c := in.Consent
			if err := t.exec(`INSERT INTO consents (record_kind, record_id, purpose, notice_version, notice_hash, language, given_at, client_address, recorded_by)
				SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM consents WHERE record_kind = ? AND record_id = ? AND purpose = ?)`,
				append(s.consentArgs(consent.KindLead, got.LeadID, c), string(consent.KindLead), got.LeadID, string(c.Purpose))...); err != nil {
				return err
			}
		}
		return s.addEvent(t, got.LeadID, m.At, 0, in.Line)
	})
	if errors.Is(err, errRepeat) {
		return whatsapp.Received{LeadID: got.LeadID}, nil
	}
	if err != nil {
		return whatsapp.Received{}, s.domainOr("receive whatsapp message", err)
	}
	return got, nil
}

// matchLeadIn is the lead a message from in's number lands on: the newest open one, else the newest; 0 for none.
func (s *Store) matchLeadIn(t tx, in whatsapp.Inbound) (int64, error) {
	if in.Key == "" {
		return 0, nil
	}
	rows, err := t.rows(`SELECT id, mobile FROM leads WHERE mobile_digits = ? AND merged_into IS NULL AND NOT erased
		ORDER BY CASE WHEN status IN ('won', 'lost') THEN 1 ELSE 0 END, created_at DESC, id DESC LIMIT 50`, in.Key)
	list, err := collect(rows, err, func(l *lead.Enquiry) []any { return []any{&l.ID, &l.Mobile} })
	if err != nil {
		return 0, err
	}
	for _, l := range list {
		if in.Match == nil || in.Match(l.Mobile) {
			return l.ID, nil
		}
	}
	return 0, nil
}

// newLeadIn writes a lead that did not come through the public form (a WhatsApp message's), with what
// commits with every lead: its consents, the company's notice and the CRM's copy.
func (s *Store) newLeadIn(t tx, l *lead.Enquiry, notice []byte) error {
	if err := t.row(leadInsert+` RETURNING id`, s.leadArgs(l)...).Scan(&l.ID); err != nil {
		return err
	}
	if err := s.insertConsentsIn(t, consent.KindLead, l.ID, l.Consents); err != nil {
		return err
	}
	if notice != nil {
		if err := t.exec(outboxInsert, string(notice), s.d.time(l.CreatedAt), mailmsg.KindCompany, l.ID, mail.OutboxFormat); err != nil {
			return err
		}
	}
	return s.enqueueLeadWebhookIn(t, l)
}

// UpdateWhatsAppStatus moves a sent message's status forward by its WhatsApp id, or by the site's own id
// (u.Ref) for a message whose sending was not recorded; false when nothing moved.
func (s *Store) UpdateWhatsAppStatus(ctx context.Context, u whatsapp.StatusUpdate) (bool, error) {
	r := whatsapp.Rank(u.Status)
	if r < 1 || u.WAMID == "" {
		return false, nil
	}
	var n int64
	err := s.inTx(ctx, func(t tx) error {
		var err error
		n, err = execCount(t, `UPDATE whatsapp_messages SET status = ?, status_at = ?, last_error = CASE WHEN ? <> '' THEN ? ELSE last_error END
			WHERE wamid = ? AND direction = 'out' AND `+rankOf("status")+` < ?`, u.Status, s.d.time(u.At), u.Error, u.Error, u.WAMID, r)
		if err != nil || n > 0 || u.Ref == 0 {
			return err
		}
		// Not found by its WhatsApp id: the message sent whose answer was never recorded, which this tick now records.
		n, err = execCount(t, `UPDATE whatsapp_messages SET wamid = ?, status = ?, status_at = ?, params = '[]', lease_owner = NULL, lease_until = NULL,
			last_error = CASE WHEN ? <> '' THEN ? ELSE last_error END
			WHERE id = ? AND direction = 'out' AND wamid IS NULL AND status = 'queued'`, u.WAMID, u.Status, s.d.time(u.At), u.Error, u.Error, u.Ref)
		if err != nil || n == 0 {
			return err
		}
		return s.sentLineIn(t, u.Ref, u.SentLine, u.At)
	})
	if err != nil {
		return false, s.fail("update whatsapp status", err)
	}
	return n > 0, nil
}

// rankOf is whatsapp.Rank of column in SQL.
func rankOf(column string) string {
	var b strings.Builder
	b.WriteString("CASE " + column)
	for _, st := range []string{whatsapp.StatusQueued, whatsapp.StatusSent, whatsapp.StatusFailed, whatsapp.StatusDelivered, whatsapp.StatusRead} {
		b.WriteString(" WHEN '" + st + "' THEN " + strconv.Itoa(whatsapp.Rank(st)))
	}
	b.WriteString(" ELSE -1 END")
	return b.String()
}

// WhatsAppLeads returns the live leads with mobile key key (ids and mobiles).
func (s *Store) WhatsAppLeads(ctx context.Context, key string) ([]lead.Enquiry, error) {
	if key == "" {
		return []lead.Enquiry{}, nil
	}
	return readAll(ctx, s, "whatsapp leads", func(l *lead.Enquiry) []any { return []any{&l.ID, &l.Mobile} },
		`SELECT id, mobile FROM leads WHERE mobile_digits = ? AND merged_into IS NULL ORDER BY id`, key)
}
