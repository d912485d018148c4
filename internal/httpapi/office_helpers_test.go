package httpapi

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/staff"
)

// newOfficeRows are the rows the route-table walk acts on for the office routes.
func newOfficeRows(t *testing.T, a *adminEnv) routeRows {
	t.Helper()
	ctx := context.Background()
	msg := a.addMessage(t, "Ravi", "ravi@example.com", "Please call about my kitchen.")
	sub := a.addSubscriber(t, "meera@example.com")
	toLead := a.addMessage(t, "Kiran", "kiran@example.com", "Make me a lead.") // made a lead once, by the right role
	outboxID, err := a.db.Enqueue(ctx, mail.Message{To: "info@nivaas.example", Subject: "Stuck mail", Text: "x"})
	if err != nil {
		t.Fatal(err)
	}
	version := func(t *testing.T, list func() (int64, bool)) int64 {
		v, ok := list()
		if !ok {
			t.Fatal("row gone")
		}
		return v
	}
	msgVersion := func() (int64, bool) {
		l, err := a.db.ListMessages(ctx, office.Query{Limit: 50})
		for _, m := range l {
			if m.ID == msg && err == nil {
				return m.Version, true
			}
		}
		return 0, false
	}
	subVersion := func() (int64, bool) {
		l, err := a.db.ListSubscribers(ctx, office.Query{Limit: 50})
		for _, s := range l {
			if s.ID == sub && err == nil {
				return s.Version, true
			}
		}
		return 0, false
	}
	hookVersion := func(t *testing.T) int64 {
		s, err := a.db.WebhookSettings(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return s.Version
	}
	return routeRows{
		ids: map[string]int64{
			"PATCH /api/admin/messages/{id}":      msg,
			"GET /api/admin/messages/{id}/leads":  msg,
			"POST /api/admin/messages/{id}/reply": msg,
			"POST /api/admin/messages/{id}/lead":  toLead,
			"PATCH /api/admin/subscribers/{id}":   sub,
			"POST /api/admin/mail/{id}/retry":     outboxID,
		},
		bodies: map[string]func(t *testing.T, me *staff.Account) string{
			"PATCH /api/admin/messages/{id}": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"version": version(t, msgVersion), "handled": true})
			},
			"POST /api/admin/messages/{id}/reply": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"version": version(t, msgVersion), "text": "Thank you, we will call."})
			},
			"POST /api/admin/messages/{id}/lead": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"version": 1})
			},
			"PATCH /api/admin/subscribers/{id}": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"version": version(t, subVersion), "handled": true})
			},
			"PUT /api/admin/settings/webhook": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"version": hookVersion(t), "url": "https://crm.example.com/leads", "enabled": false})
			},
			"POST /api/admin/settings/webhook/secret": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"version": hookVersion(t)})
			},
			"POST /api/admin/settings/webhook/test": func(t *testing.T, _ *staff.Account) string {
				// A refused address answers at once, without the network: the call still answers 200 with the verdict.
				s, _ := a.db.WebhookSettings(ctx)
				s.URL = "https://127.0.0.1:1/hook"
				if _, err := a.db.SaveWebhookSettings(ctx, s, nil); err != nil {
					t.Fatal(err)
				}
				return ""
			},
		},
	}
}

func (a *adminEnv) addMessage(t *testing.T, name, email, text string) int64 {
	t.Helper()
	m := contact.Message{Written: contact.Written{FirstName: name, LastName: "Kumar", Email: email, Subject: "sales", Message: text}, Page: "/Contactus", CreatedAt: time.Now()}
	if err := a.db.CreateContactMessage(context.Background(), &m, nil, nil); err != nil {
		t.Fatal(err)
	}
	return m.ID
}

func (a *adminEnv) addSubscriber(t *testing.T, email string) int64 {
	t.Helper()
	if err := a.db.Subscribe(context.Background(), &newsletter.Subscription{Email: email, Page: "/", CreatedAt: time.Now()}); err != nil {
		t.Fatal(err)
	}
	l, err := a.db.ListSubscribers(context.Background(), office.Query{Search: email, Limit: 1})
	if err != nil || len(l) != 1 {
		t.Fatalf("subscriber %s: %v %v", email, l, err)
	}
	return l[0].ID
}
