package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ adlead.Store = (*Store)(nil)

// errAdRepeat ends the transaction of a platform lead stored before: nothing of it is written.
var errAdRepeat = errors.New("ad lead stored before")

// SaveAdLead stores the platform's lead once (the unique platform id decides between deliveries at once,
// the later waiting for the first's commit) and, unless a test, its lead as CreateLead's SQLite road does:
// consents, notice and the CRM's copy in the same transaction. Not the website's road: its statement is untouched.
func (s *Store) SaveAdLead(ctx context.Context, ad *adlead.Ad, l *lead.Enquiry, notice *mailmsg.Message, questions []string) (bool, error) {
	var body []byte
	if notice != nil {
		var err error
		if body, err = json.Marshal(*notice); err != nil {
			return false, s.fail("save ad lead", err)
		}
	}
	qs, _ := json.Marshal(questions) // strings always encode
	var adID, leadID int64
	err := s.inTx(ctx, func(t tx) error {
		err := t.row(`INSERT INTO ad_leads (platform, platform_lead_id, form_id, page_id, campaign_id, campaign_name, adset_id,
			adset_name, ad_id, ad_name, test, submitted_at, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (platform, platform_lead_id) DO NOTHING RETURNING id`,
			ad.Platform, ad.PlatformLeadID, ad.FormID, ad.PageID, ad.CampaignID, ad.CampaignName, ad.AdsetID, ad.AdsetName,
			ad.AdID, ad.AdName, ad.Test, s.maybeTimePtr(ad.SubmittedAt), s.d.time(ad.ReceivedAt)).Scan(&adID)
		if errors.Is(err, sql.ErrNoRows) {
			return errAdRepeat
		}
		if err != nil {
			return err
		}
		if err := t.exec(`INSERT INTO ad_forms (platform, form_id, questions, last_lead_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (platform, form_id) DO UPDATE SET questions = excluded.questions, last_lead_at = excluded.last_lead_at`,
			ad.Platform, ad.FormID, string(qs), s.d.time(ad.ReceivedAt)); err != nil {
			return err
		}
		if l == nil {
			return nil
		}
		var email sql.NullString
		if l.Email != nil {
			email = sql.NullString{String: *l.Email, Valid: true}
		}
		a := l.Attribution
		if err := t.row(leadInsert+` RETURNING id`, l.PropertyType, l.Location, l.Name, l.Mobile, email, l.WhatsappUpdates, l.Role,
			s.d.time(l.CreatedAt), a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent,
			l.MobileDigits).Scan(&leadID); err != nil {
			return err
		}
		probe := *l
		probe.ID = leadID
		if err := s.insertConsentsIn(t, consent.KindLead, leadID, probe.Consents); err != nil {
			return err
		}
		if body != nil {
			if err := t.exec(outboxInsert, string(body), s.d.time(time.Now()), mailmsg.KindCompany, leadID, mail.OutboxFormat); err != nil {
				return err
			}
		}
		if err := s.enqueueLeadWebhookIn(t, &probe); err != nil {
			return err
		}
		if ad.Note != "" {
			// No actor: the platform's words are no contact, so the response target still runs.
			if err := t.exec(`INSERT INTO lead_events (lead_id, at, kind, text) VALUES (?, ?, ?, ?)`,
				leadID, s.d.time(ad.ReceivedAt), lead.EventNote, ad.Note); err != nil {
				return err
			}
		}
		return t.exec(`UPDATE ad_leads SET lead_id = ? WHERE id = ?`, leadID, adID)
	})
	if errors.Is(err, errAdRepeat) {
		return false, nil
	}
	if err != nil {
		return false, s.fail("save ad lead", err)
	}
	ad.LeadID = leadID
	if l != nil {
		l.ID = leadID
		for i := range l.Consents {
			l.Consents[i].Kind, l.Consents[i].RecordID = consent.KindLead, leadID
		}
	}
	return true, nil
}

// maybeTimePtr is a nullable time column's value: NULL for nil.
func (s *Store) maybeTimePtr(t *time.Time) any {
	if t == nil {
		return nil
	}
	return s.d.time(*t)
}

const adFormColumns = `platform, form_id, questions, mapping, last_lead_at, version`

func adFormFields(f *adlead.Form) []any {
	return []any{&f.Platform, &f.FormID, jsonColumn{&f.Questions}, jsonColumn{&f.Mapping}, maybeInstant{&f.LastLeadAt}, &f.Version}
}

// jsonColumn scans a JSON text column into v.
type jsonColumn struct{ v any }

func (j jsonColumn) Scan(src any) error {
	switch b := src.(type) {
	case string:
		return json.Unmarshal([]byte(b), j.v)
	case []byte:
		return json.Unmarshal(b, j.v)
	}
	return nil
}

// AdForm is the form's row, or an empty form (no lead yet, version 0) when it has none.
func (s *Store) AdForm(ctx context.Context, platform, formID string) (adlead.Form, error) {
	f, err := readOne(ctx, s, "ad form", nil, adFormFields, `SELECT `+adFormColumns+` FROM ad_forms WHERE platform = ? AND form_id = ?`,
		platform, formID)
	if err != nil {
		return adlead.Form{}, err
	}
	if f == nil {
		return adlead.Form{Platform: platform, FormID: formID, Questions: []string{}, Mapping: adlead.Mapping{}}, nil
	}
	return *f, nil
}

// AdForms are every form seen, newest lead first.
func (s *Store) AdForms(ctx context.Context) ([]adlead.Form, error) {
	list, err := readAll(ctx, s, "ad forms", adFormFields, `SELECT `+adFormColumns+` FROM ad_forms ORDER BY last_lead_at DESC, platform, form_id LIMIT 500`)
	if list == nil && err == nil {
		list = []adlead.Form{}
	}
	return list, err
}

// SaveAdFormMapping writes the mapping when version is the row's, with the audit entry.
func (s *Store) SaveAdFormMapping(ctx context.Context, platform, formID string, m adlead.Mapping, version int64, audit staff.AuditEvent) (adlead.Form, error) {
	b, _ := json.Marshal(m) // strings always encode
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE ad_forms SET mapping = ?, version = version + 1 WHERE platform = ? AND form_id = ? AND version = ?`,
			string(b), platform, formID, version)
		if err != nil {
			return err
		}
		if n == 0 {
			return adlead.ErrFormStale
		}
		return s.audit(t, audit)
	})
	if errors.Is(err, adlead.ErrFormStale) {
		return adlead.Form{}, err
	}
	if err != nil {
		return adlead.Form{}, s.fail("save ad form", err)
	}
	return s.AdForm(ctx, platform, formID)
}

// AdLeadTimes are when each platform's leads (tests aside) arrived since, with each platform's newest
// before since (so a platform quiet the whole window still shows it had leads), oldest first.
func (s *Store) AdLeadTimes(ctx context.Context, since time.Time) (map[string][]time.Time, error) {
	type row struct {
		platform string
		at       time.Time
	}
	list, err := readAll(ctx, s, "ad lead times", func(r *row) []any { return []any{&r.platform, instant{&r.at}} },
		`SELECT platform, received_at FROM ad_leads WHERE NOT test AND (received_at >= ? OR id IN (
			SELECT max(id) FROM ad_leads WHERE NOT test AND received_at < ? GROUP BY platform))
		ORDER BY platform, received_at LIMIT 20000`, s.d.time(since), s.d.time(since))
	if err != nil {
		return nil, err
	}
	out := map[string][]time.Time{}
	for _, r := range list {
		out[r.platform] = append(out[r.platform], r.at)
	}
	return out, nil
}

// AdOfLead is the ad the lead came from, nil when none.
func (s *Store) AdOfLead(ctx context.Context, leadID int64) (*adlead.Ad, error) {
	return readOne(ctx, s, "ad of lead", nil, func(a *adlead.Ad) []any {
		return []any{&a.Platform, &a.PlatformLeadID, &a.FormID, &a.PageID, &a.CampaignID, &a.CampaignName, &a.AdsetID, &a.AdsetName,
			&a.AdID, &a.AdName, &a.Test, maybeInstant{&a.SubmittedAt}, instant{&a.ReceivedAt}, &a.LeadID}
	}, `SELECT platform, platform_lead_id, form_id, page_id, campaign_id, campaign_name, adset_id, adset_name, ad_id, ad_name, test,
		submitted_at, received_at, lead_id FROM ad_leads WHERE lead_id = ?`, leadID)
}

// MarkSilence records q's silence and queues mails in one transaction; the key (platform, last lead) decides
// between copies of the site checking at once: the later insert conflicts and queues nothing.
func (s *Store) MarkSilence(ctx context.Context, q adlead.Silence, at time.Time, mails []mailmsg.Message) (bool, error) {
	var marked bool
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `INSERT INTO ad_silences (platform, last_lead_at, mailed_at) VALUES (?, ?, ?)
			ON CONFLICT (platform, last_lead_at) DO NOTHING`, q.Platform, s.d.time(q.LastLeadAt), s.d.time(at))
		if marked = n == 1; err != nil || !marked {
			return err
		}
		for _, m := range mails {
			if _, err := s.enqueueIn(t, m, mailmsg.KindCompany, 0); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return false, s.fail("mark ad silence", err)
	}
	return marked, nil
}
