package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

var _ consent.Store = (*Store)(nil)

const consentInsert = `INSERT INTO consents (record_kind, record_id, purpose, notice_version, notice_hash, language, given_at, client_address, recorded_by)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`

func (s *Store) consentArgs(kind consent.Kind, id int64, r consent.Record) []any {
	return []any{string(kind), id, string(r.Purpose), r.NoticeVersion, r.NoticeHash, r.Language, s.d.time(r.GivenAt), r.ClientAddress, r.RecordedBy}
}

// insertConsentsIn writes recs as the consents of record id of kind inside t,
// so a record never exists without what its sender agreed to.
func (s *Store) insertConsentsIn(t tx, kind consent.Kind, id int64, recs []consent.Record) error {
	for i := range recs {
		recs[i].Kind, recs[i].RecordID = kind, id
		if err := t.exec(consentInsert, s.consentArgs(kind, id, recs[i])...); err != nil {
			return err
		}
	}
	return nil
}

// consentColumns are a consent's columns as scanConsent reads them.
const consentColumns = `record_kind, record_id, purpose, notice_version, notice_hash, language, given_at, client_address, recorded_by, withdrawn_at`

func scanConsent(r *consent.Record) []any {
	return []any{&r.Kind, &r.RecordID, &r.Purpose, &r.NoticeVersion, &r.NoticeHash, &r.Language,
		instant{&r.GivenAt}, &r.ClientAddress, &r.RecordedBy, maybeInstant{&r.WithdrawnAt}}
}

// Consents returns the consents of one record, oldest first.
func (s *Store) Consents(ctx context.Context, kind consent.Kind, id int64) ([]consent.Record, error) {
	rows, err := s.read(ctx, `SELECT `+consentColumns+` FROM consents WHERE record_kind = ? AND record_id = ? ORDER BY given_at, id`, string(kind), id)
	recs, err := collect(rows, err, scanConsent)
	if err != nil {
		return nil, s.fail("consents", err)
	}
	return recs, nil
}

// AddressConsents are the consents of the records made with e-mail address email (lower case, as the consent
// service hands it; the records' own addresses compared in any case), oldest first.
func (s *Store) AddressConsents(ctx context.Context, email string) ([]consent.Record, error) {
	rows, err := s.read(ctx, `SELECT `+consentColumns+` FROM consents WHERE
		(record_kind = 'lead' AND record_id IN (SELECT id FROM leads WHERE lower(email) = ?))
		OR (record_kind = 'message' AND record_id IN (SELECT id FROM contact_messages WHERE lower(email) = ?))
		OR (record_kind = 'subscription' AND record_id IN (SELECT id FROM subscriptions WHERE lower(email) = ?))
		OR (record_kind = 'booking' AND record_id IN (SELECT a.id FROM appointments a JOIN leads l ON l.id = a.lead_id WHERE lower(l.email) = ?))
		ORDER BY given_at, id`, email, email, email, email)
	recs, err := collect(rows, err, scanConsent)
	if err != nil {
		return nil, s.fail("address consents", err)
	}
	return recs, nil
}

// WhatsAppWithdrawals returns when these leads' WhatsApp consents were withdrawn, by lead id (one query for a page of an export).
func (s *Store) WhatsAppWithdrawals(ctx context.Context, ids []int64) (map[int64]time.Time, error) {
	out := map[int64]time.Time{}
	if len(ids) == 0 {
		return out, nil
	}
	args := []any{string(consent.KindLead), string(consent.PurposeWhatsApp)}
	for _, id := range ids {
		args = append(args, id)
	}
	rows, err := s.read(ctx, `SELECT record_id, withdrawn_at FROM consents
		WHERE record_kind = ? AND purpose = ? AND withdrawn_at IS NOT NULL AND record_id IN (?`+strings.Repeat(", ?", len(ids)-1)+`)`, args...)
	type withdrawal struct {
		id int64
		at time.Time
	}
	list, err := collect(rows, err, func(w *withdrawal) []any { return []any{&w.id, instant{&w.at}} })
	if err != nil {
		return nil, s.fail("whatsapp withdrawals", err)
	}
	for _, w := range list {
		out[w.id] = w.at
	}
	return out, nil
}

// BookingLead is the lead booking id was made for, 0 when there is no such booking.
func (s *Store) BookingLead(ctx context.Context, id int64) (int64, error) {
	var lead int64
	err := s.readRow(ctx, `SELECT lead_id FROM appointments WHERE id = ?`, id).Scan(&lead)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, s.fail("booking lead", err)
	}
	return lead, nil
}

// WithdrawConsent marks w's standing consent withdrawn, with the CRM's copy
// (when not nil) in the same transaction; false when none stood.
func (s *Store) WithdrawConsent(ctx context.Context, w consent.Withdrawal, crm *mailmsg.Message) (bool, error) {
	var changed bool
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE consents SET withdrawn_at = ?
			WHERE record_kind = ? AND record_id = ? AND purpose = ? AND withdrawn_at IS NULL`,
			s.d.time(w.At), string(w.Kind), w.RecordID, string(w.Purpose))
		if err != nil || n == 0 {
			return err
		}
		changed = true
		if crm != nil {
			_, err = s.enqueueIn(t, *crm, mailmsg.KindCompany, 0, recordsOf(string(w.Kind), w.RecordID)...)
		}
		return err
	})
	if err != nil {
		return false, s.fail("withdraw consent", err)
	}
	return changed, nil
}
