package sqlstore

// Quotes (issue 44): the owner's settings document, each lead's versions, acceptance (one per lead, by the
// partial unique index quote_versions_accepted), one-time codes and payment links.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ quote.Store = (*Store)(nil)

var quoteDoc = defaultedDoc[quote.Settings]{readOp: "quote settings", saveOp: "save quote settings", table: "quote_settings",
	def: func() quote.Settings {
		d := quote.C.Defaults // copied whole: a read decodes into it, and quotes.json's defaults stay as shipped
		d.PriceList, d.Milestones, d.Version = slices.Clone(d.PriceList), slices.Clone(d.Milestones), 1
		return d
	}, version: func(d *quote.Settings) *int64 { return &d.Version }, stale: quote.ErrStaleSettings}

// QuoteSettings is the saved settings, or quotes.json's defaults at version 1.
func (s *Store) QuoteSettings(ctx context.Context) (quote.Settings, error) {
	return quoteDoc.read(ctx, s)
}

// SaveQuoteSettings writes the settings at their version, with the audit entry.
func (s *Store) SaveQuoteSettings(ctx context.Context, set quote.Settings, audit staff.AuditEvent) error {
	return quoteDoc.save(ctx, s, set, audit)
}

const quoteColumns = `v.id, v.lead_id, v.number, v.body, v.note, v.changes, v.terms, v.valid_days, v.created_at,
	coalesce(v.created_by, 0), v.created_by_name, v.shared_at, v.accepted_at, v.accepted_name, v.accepted_channel,
	v.accepted_address, v.accepted_by, v.accepted_note,
	coalesce(p.link_id, ''), coalesce(p.state, ''), coalesce(p.amount_paise, 0), coalesce(p.paid_paise, 0),
	coalesce(p.short_url, ''), p.expires_at`

// quoteFrom joins each version's current payment link: the newest of its booking amount.
const quoteFrom = ` FROM quote_versions v LEFT JOIN quote_payments p ON p.id =
	(SELECT max(id) FROM quote_payments WHERE version_id = v.id AND milestone = 0)`

type quoteRow struct {
	v          quote.Version
	acceptedAt *time.Time
	a          quote.Acceptance
	p          quote.Payment
	expires    *time.Time
}

func quoteFields(r *quoteRow) []any {
	v := &r.v
	return []any{&v.ID, &v.LeadID, &v.Number, jsonColumn{&v.Computed}, &v.Note, jsonColumn{&v.Changes}, &v.Terms, &v.ValidDays,
		instant{&v.CreatedAt}, &v.CreatedByID, &v.CreatedBy, maybeInstant{&v.SharedAt}, maybeInstant{&r.acceptedAt},
		&r.a.Name, &r.a.Channel, &r.a.Address, &r.a.RecordedBy, &r.a.Note,
		&r.p.LinkID, &r.p.State, &r.p.AmountPaise, &r.p.PaidPaise, &r.p.ShortURL, maybeInstant{&r.expires}}
}

func (r quoteRow) version() quote.Version {
	v := r.v
	if r.acceptedAt != nil {
		a := r.a
		a.At = *r.acceptedAt
		v.Accepted = &a
	}
	if r.p.LinkID != "" {
		p := r.p
		p.VersionID, p.LeadID = v.ID, v.LeadID
		if r.expires != nil {
			p.ExpiresAt = *r.expires
		}
		v.Payment = &p
	}
	if v.Changes == nil {
		v.Changes = []string{}
	}
	return v
}

// QuoteVersions is the lead's versions, newest first.
func (s *Store) QuoteVersions(ctx context.Context, leadID int64) ([]quote.Version, error) {
	rows, err := readAll(ctx, s, "quote versions", quoteFields, `SELECT `+quoteColumns+quoteFrom+
		` WHERE v.lead_id = ? ORDER BY v.number DESC`, leadID)
	out := make([]quote.Version, len(rows))
	for i, r := range rows {
		out[i] = r.version()
	}
	return out, err
}

// QuoteVersion is one version.
func (s *Store) QuoteVersion(ctx context.Context, id int64) (quote.Version, error) {
	r, err := readOne(ctx, s, "quote version", quote.ErrNoVersion, quoteFields, `SELECT `+quoteColumns+quoteFrom+` WHERE v.id = ?`, id)
	if err != nil {
		return quote.Version{}, err
	}
	return r.version(), nil
}

// AddQuoteVersion saves v as the lead's next version (see quote.Store).
func (s *Store) AddQuoteVersion(ctx context.Context, v *quote.Version, basedOn, most int, audit staff.AuditEvent) error {
	body, err := json.Marshal(v.Computed)
	if err != nil {
		return s.fail("add quote version", err)
	}
	changes, _ := json.Marshal(v.Changes) // strings always encode
	err = s.inTx(ctx, func(t tx) error {
		var latest, count, accepted int
		if err := t.row(`SELECT coalesce(max(number), 0), count(*), count(accepted_at) FROM quote_versions WHERE lead_id = ?`,
			v.LeadID).Scan(&latest, &count, &accepted); err != nil {
			return err
		}
		switch {
		case accepted > 0:
			return quote.ErrAccepted
		case latest != basedOn:
			return quote.ErrStaleDraft
		case count >= most:
			return quote.ErrTooMany
		}
		v.Number = basedOn + 1
		err := t.row(`INSERT INTO quote_versions (lead_id, number, body, note, changes, terms, valid_days, total_paise, created_at,
			created_by, created_by_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (lead_id, number) DO NOTHING RETURNING id`,
			v.LeadID, v.Number, string(body), v.Note, string(changes), v.Terms, v.ValidDays, v.Totals.TotalPaise,
			s.d.time(v.CreatedAt), sql.NullInt64{Int64: v.CreatedByID, Valid: v.CreatedByID > 0}, v.CreatedBy).Scan(&v.ID)
		if errors.Is(err, sql.ErrNoRows) {
			return quote.ErrStaleDraft
		}
		if err != nil {
			return err
		}
		return s.audit(t, audit)
	})
	return s.domainOr("add quote version", err)
}

// ShareQuoteVersion marks the version shared (the first time) and saves the lead's change with it.
func (s *Store) ShareQuoteVersion(ctx context.Context, id int64, at time.Time, sv lead.Save) error {
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE quote_versions SET shared_at = coalesce(shared_at, ?) WHERE id = ? AND accepted_at IS NULL`,
			s.d.time(at), id)
		if err != nil {
			return err
		}
		if n == 0 {
			return quote.ErrAccepted
		}
		return s.saveLeadIn(t, sv)
	})
	return s.domainOr("share quote", err)
}

// AcceptQuoteVersion records the acceptance once: of many at once, on one version or several of a lead, one is kept.
func (s *Store) AcceptQuoteVersion(ctx context.Context, id int64, a quote.Acceptance, notices []quote.Notice, audit staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		var leadID int64
		err := t.row(`UPDATE quote_versions SET accepted_at = ?, accepted_name = ?, accepted_channel = ?, accepted_address = ?,
			accepted_by = ?, accepted_note = ? WHERE id = ? AND accepted_at IS NULL
			AND NOT EXISTS (SELECT 1 FROM quote_versions o WHERE o.lead_id = quote_versions.lead_id AND o.accepted_at IS NOT NULL)
			RETURNING lead_id`, s.d.time(a.At), a.Name, a.Channel, a.Address, a.RecordedBy, a.Note, id).Scan(&leadID)
		if errors.Is(err, sql.ErrNoRows) {
			return quote.ErrAccepted
		}
		if err != nil {
			if duplicate(err) {
				return quote.ErrAccepted
			}
			return err
		}
		if err := s.queueNotices(t, notices, leadID); err != nil {
			return err
		}
		return s.audit(t, audit)
	})
	return s.domainOr("accept quote", err)
}

// queueNotices adds the mails, each tied to the lead so an erasure finds them.
func (s *Store) queueNotices(t tx, notices []quote.Notice, leadID int64) error {
	for _, n := range notices {
		kind := mailmsg.KindCompany
		if n.Visitor {
			kind = mailmsg.KindVisitor
		}
		if _, err := s.enqueueIn(t, n.Message, kind, 0, recordsOf(leadRecord, leadID)...); err != nil {
			return err
		}
	}
	return nil
}

// AddQuoteCode keeps a new code for the version (earlier ones stop working) and queues its message.
func (s *Store) AddQuoteCode(ctx context.Context, c quote.Code, perHour int, n quote.Notice, leadID int64) (bool, error) {
	byWhatsApp := false
	err := s.inTx(ctx, func(t tx) error {
		byWhatsApp = false
		var made int
		if err := t.row(`SELECT count(*) FROM quote_codes WHERE version_id = ? AND created_at > ?`, c.VersionID,
			s.d.time(c.CreatedAt.Add(-time.Hour))).Scan(&made); err != nil {
			return err
		}
		if made >= perHour {
			return quote.ErrCodesTooMany
		}
		if n.WhatsApp != nil {
			queued, err := s.queueTemplateCount(t, leadID, *n.WhatsApp, c.CreatedAt)
			if err != nil {
				return err
			}
			byWhatsApp = queued > 0
		}
		if !byWhatsApp && n.Message.To == "" {
			return quote.ErrNoContact
		}
		if err := t.exec(`UPDATE quote_codes SET live = FALSE WHERE version_id = ? AND live = TRUE`, c.VersionID); err != nil {
			return err
		}
		if err := t.exec(`INSERT INTO quote_codes (version_id, code_hash, sent_to, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
			c.VersionID, c.Hash, c.SentTo, s.d.time(c.CreatedAt), s.d.time(c.ExpiresAt)); err != nil {
			return err
		}
		if byWhatsApp {
			return nil
		}
		return s.queueNotices(t, []quote.Notice{n}, leadID)
	})
	return byWhatsApp, s.domainOr("add quote code", err)
}

// ClaimQuoteCode counts a guess on the live code first, so guesses at once share the one allowance.
func (s *Store) ClaimQuoteCode(ctx context.Context, versionID int64, now time.Time, guesses int) (string, error) {
	var hash string
	err := s.inTx(ctx, func(t tx) error {
		err := t.row(`UPDATE quote_codes SET guesses = guesses + 1 WHERE id = (SELECT max(id) FROM quote_codes WHERE version_id = ?)
			AND live = TRUE AND expires_at > ? AND guesses < ? RETURNING code_hash`, versionID, s.d.time(now), guesses).Scan(&hash)
		if errors.Is(err, sql.ErrNoRows) {
			return quote.ErrCodeGone
		}
		return err
	})
	return hash, s.domainOr("claim quote code", err)
}
