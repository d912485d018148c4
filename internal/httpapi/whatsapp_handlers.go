package httpapi

import (
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// waMessageBody is one message of a lead's conversation.
type waMessageBody struct {
	ID        int64     `json:"id"`
	Direction string    `json:"direction"` // "in" or "out"
	Text      string    `json:"text"`
	Template  *string   `json:"template"` // the kind of an outgoing template; null for text
	At        time.Time `json:"at"`
	Status    string    `json:"status"` // queued, sent, delivered, read, failed or received
	By        *string   `json:"by"`     // the member of staff who sent it; null for the site and the customer
}

func waMessageOf(m whatsapp.Message) waMessageBody {
	b := waMessageBody{ID: m.ID, Direction: m.Direction, Text: m.Text, At: m.At, Status: m.Status}
	if m.Kind != "" {
		k := string(m.Kind)
		b.Template = &k
	}
	if m.By != nil {
		name := m.By.Name
		b.By = &name
	}
	return b
}

type waWindowBody struct {
	Open     bool       `json:"open"`
	ClosesAt *time.Time `json:"closesAt"`
}

type waOfferBody struct {
	Kind  string `json:"kind"`
	Label string `json:"label"`
}

type conversationBody struct {
	Configured bool            `json:"configured"`
	Window     waWindowBody    `json:"window"`
	Messages   []waMessageBody `json:"messages"`
	Templates  []waOfferBody   `json:"templates"`
	Consent    bool            `json:"consent"`
}

// leadConversation is a lead's WhatsApp conversation (GET /api/admin/leads/{id}/conversation).
func (s *server) leadConversation(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	c, err := s.WhatsApp.Conversation(r.Context(), id)
	if err == nil {
		err = s.recordAccess(r, acct, accesslog.OpenedLead, nil, accesslog.Lead, []int64{id})
	}
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	body := conversationBody{Configured: c.Configured, Consent: c.Consent, Window: waWindowBody{Open: c.WindowOpen, ClosesAt: c.ClosesAt},
		Messages: make([]waMessageBody, len(c.Messages)), Templates: make([]waOfferBody, len(c.Templates))}
	for i, m := range c.Messages {
		body.Messages[i] = waMessageOf(m)
	}
	for i, o := range c.Templates {
		body.Templates[i] = waOfferBody{Kind: string(o.Kind), Label: o.Label}
	}
	writeJSON(w, http.StatusOK, body)
}

// maxConversationBody bounds a message's body: WhatsApp's 4096 bytes of text, escaped, with room to spare.
const maxConversationBody = 32 << 10

// sendWhatsApp sends a text or a template to the lead (POST /api/admin/leads/{id}/conversation).
func (s *server) sendWhatsApp(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req whatsapp.Send
	id, ok := s.pathAndBody(w, r, decodeUpToAdmin(maxConversationBody), &req)
	if !ok {
		return
	}
	m, err := s.WhatsApp.Send(r.Context(), s.actor(r, acct), id, req)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, waMessageOf(*m))
}

// decodeUpToAdmin is decodeAdminUpTo with its limit bound, in the shape pathAndBody takes.
func decodeUpToAdmin(limit int64) func(http.ResponseWriter, *http.Request, any) error {
	return func(w http.ResponseWriter, r *http.Request, dst any) error { return decodeAdminUpTo(w, r, dst, limit) }
}

// readWhatsApp marks the lead's incoming messages read for everyone (POST /api/admin/leads/{id}/conversation/read).
func (s *server) readWhatsApp(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	s.answer(w, r, http.StatusNoContent, s.WhatsApp.MarkRead(r.Context(), id), nil)
}

// whatsappSettingsBody is the owner's WhatsApp page: the connection and a template (or null) per kind.
type whatsappSettingsBody struct {
	Configured  bool                                 `json:"configured"`
	Connected   bool                                 `json:"connected"`
	LastError   *string                              `json:"lastError"`
	LastErrorAt *time.Time                           `json:"lastErrorAt"`
	Templates   map[whatsapp.Kind]*whatsapp.Template `json:"templates"`
	Version     int64                                `json:"version"`
}

func (s *server) whatsappSettingsOf(set whatsapp.Settings) whatsappSettingsBody {
	h := whatsapp.HealthOf(s.WhatsApp.Configured(), set)
	b := whatsappSettingsBody{Configured: h.Configured, Connected: h.Connected, LastErrorAt: h.LastErrorAt,
		Templates: map[whatsapp.Kind]*whatsapp.Template{}, Version: set.Version}
	if h.LastError != "" {
		b.LastError = &h.LastError
	}
	for _, k := range whatsapp.Kinds() {
		if t, ok := set.Templates[k]; ok {
			b.Templates[k] = &t
		} else {
			b.Templates[k] = nil
		}
	}
	return b
}

// whatsappSettings answers GET /api/admin/whatsapp (owners).
func (s *server) whatsappSettings(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	set, err := s.WhatsApp.Settings(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.whatsappSettingsOf(set))
}

// saveWhatsAppSettings answers PUT /api/admin/whatsapp: every kind's template (or null) at the version seen.
func (s *server) saveWhatsAppSettings(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req whatsapp.Change
	if err := decodeAdmin(w, r, &req); err != nil {
		s.failWith(w, r, err)
		return
	}
	set, err := s.WhatsApp.Save(r.Context(), s.actor(r, acct), req)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.whatsappSettingsOf(set))
}

// systemWhatsApp is WhatsApp's line on the System page.
type systemWhatsApp struct {
	Configured  bool       `json:"configured"`
	Connected   bool       `json:"connected"`
	LastError   *string    `json:"lastError"`
	LastErrorAt *time.Time `json:"lastErrorAt"`
	Unmapped    []string   `json:"unmapped"` // kinds no template is chosen for: they are not sent
}

// whatsappHealth is WhatsApp's state for the System page (not configured on a site without it).
func (s *server) whatsappHealth(r *http.Request) (systemWhatsApp, error) {
	out := systemWhatsApp{Unmapped: []string{}}
	if s.WhatsApp == nil {
		return out, nil
	}
	h, err := s.WhatsApp.Health(r.Context())
	if err != nil {
		return out, err
	}
	out.Configured, out.Connected, out.LastErrorAt = h.Configured, h.Connected, h.LastErrorAt
	if h.LastError != "" {
		out.LastError = &h.LastError
	}
	if h.Configured {
		for _, k := range h.Unmapped {
			out.Unmapped = append(out.Unmapped, string(k))
		}
	}
	return out, nil
}

// withUnread fills the unread WhatsApp count of each lead of list.
func (s *server) withUnread(r *http.Request, list []leadSummaryBody) error {
	if s.WhatsApp == nil || len(list) == 0 {
		return nil
	}
	ids := make([]int64, len(list))
	for i, l := range list {
		ids[i] = l.ID
	}
	unread, err := s.WhatsApp.Unread(r.Context(), ids)
	if err != nil {
		return err
	}
	for i := range list {
		list[i].WhatsappUnread = unread[list[i].ID]
	}
	return nil
}
