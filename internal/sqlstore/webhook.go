package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/webhook"
)

var _ webhook.Store = (*Store)(nil)

// SetLeadWebhook makes CreateLead queue message(l) in the lead's own transaction
// whenever it is not nil. message must read memory only (webhook.Cache.LeadMessage).
// Call it once, before the store takes leads.
func (s *Store) SetLeadWebhook(message func(l lead.Enquiry) *mailmsg.Message) {
	s.leadWebhook = message
}

// enqueueLeadWebhookIn queues the CRM's copy of l inside t when the webhook is on.
func (s *Store) enqueueLeadWebhookIn(t tx, l *lead.Enquiry) error {
	if s.leadWebhook == nil {
		return nil
	}
	m := s.leadWebhook(*l)
	if m == nil {
		return nil
	}
	_, err := s.enqueueIn(t, *m, mailmsg.KindCompany, 0, aboutLead(l.ID)...)
	return err
}

// leadWebhookMessage is the CRM's copy of l as an outbox row holds it, nil when the webhook is off.
func (s *Store) leadWebhookMessage(l *lead.Enquiry) []byte {
	if s.leadWebhook == nil {
		return nil
	}
	m := s.leadWebhook(*l)
	if m == nil {
		return nil
	}
	body, _ := json.Marshal(*m) // a message of strings always encodes
	return body
}

// WebhookSettings returns the one CRM webhook row.
func (s *Store) WebhookSettings(ctx context.Context) (webhook.Settings, error) {
	var w webhook.Settings
	err := s.readRow(ctx, `SELECT url, enabled, secret, version, updated_at FROM crm_webhook WHERE id = 1`).
		Scan(&w.URL, &w.Enabled, sealedText{s.key, &w.Secret}, &w.Version, maybeInstant{&w.UpdatedAt})
	if err != nil {
		return w, s.fail("webhook settings", err)
	}
	return w, nil
}

// SaveWebhookSettings writes w if w.Version is current and returns it with the new version.
func (s *Store) SaveWebhookSettings(ctx context.Context, w webhook.Settings, audit *staff.AuditEvent) (webhook.Settings, error) {
	var updated any
	if w.UpdatedAt != nil {
		updated = s.d.time(*w.UpdatedAt)
	}
	secret, err := s.sealText(w.Secret)
	if err != nil {
		return w, s.fail("save webhook settings", err)
	}
	err = s.inTx(ctx, func(t tx) error {
		err := t.row(`UPDATE crm_webhook SET url = ?, enabled = ?, secret = ?, updated_at = ?, version = version + 1
		WHERE id = 1 AND version = ? RETURNING version`, w.URL, w.Enabled, secret, updated, w.Version).Scan(&w.Version)
		if err != nil || audit == nil {
			return err
		}
		return s.audit(t, *audit)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return w, webhook.ErrStale
	}
	if err != nil {
		return w, s.fail("save webhook settings", err)
	}
	return w, nil
}
