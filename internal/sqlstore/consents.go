package sqlstore

import (
	"context"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

var _ consent.Store = (*Store)(nil)

const consentInsert = `INSERT INTO consents (record_kind, record_id, purpose, notice_version, notice_hash, language, given_at, client_address)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?)`

func (s *Store) consentArgs(kind consent.Kind, id int64, r consent.Record) []any {
	return []any{string(kind), id, string(r.Purpose), r.NoticeVersion, r.NoticeHash, r.Language, s.d.time(r.GivenAt), r.ClientAddress}
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

// Consents returns the consents of one record, oldest first.
func (s *Store) Consents(ctx context.Context, kind consent.Kind, id int64) ([]consent.Record, error) {
	rows, err := s.read(ctx, `SELECT record_kind, record_id, purpose, notice_version, notice_hash, language, given_at, client_address, withdrawn_at
		FROM consents WHERE record_kind = ? AND record_id = ? ORDER BY given_at, id`, string(kind), id)
	recs, err := collect(rows, err, func(r *consent.Record) []any {
		return []any{&r.Kind, &r.RecordID, &r.Purpose, &r.NoticeVersion, &r.NoticeHash, &r.Language,
			instant{&r.GivenAt}, &r.ClientAddress, maybeInstant{&r.WithdrawnAt}}
	})
	if err != nil {
		return nil, s.fail("consents", err)
	}
	return recs, nil
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
			_, err = s.enqueueIn(t, *crm, mailmsg.KindCompany, 0)
		}
		return err
	})
	if err != nil {
		return false, s.fail("withdraw consent", err)
	}
	return changed, nil
}
