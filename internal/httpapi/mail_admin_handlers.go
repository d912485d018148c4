package httpapi

import (
	"context"
	"net/http"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// problemBody is one outbox row that needs a person's eye.
type problemBody struct {
	ID      int64  `json:"id"`
	Channel string `json:"channel"` // "mail", "webhook" or "whatsapp" (retried at /api/admin/whatsapp/messages/{id}/retry)
	deliveryBody
	NextAttemptAt time.Time `json:"nextAttemptAt"`
}

func problemOf(it mail.Item) problemBody {
	channel := "mail"
	if it.Message.Channel == mailmsg.ChannelWebhook {
		channel = "webhook"
	}
	return problemBody{ID: it.ID, Channel: channel, NextAttemptAt: it.NextAttemptAt, deliveryBody: deliveryBody{To: it.Message.To,
		Subject: it.Message.Subject, Status: it.Status, Attempts: it.Attempts, LastError: it.LastError, CreatedAt: it.CreatedAt}}
}

// stuckAfter is how long a pending mail may wait before it counts as a problem.
func stuckAfter() time.Duration {
	return time.Duration(office.T.Limits.ProblemAgeMinutes) * time.Minute
}

func (s *server) mailProblems(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	items, err := s.Mail.Problems(r.Context(), stuckAfter())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := struct {
		Problems     []problemBody `json:"problems"`
		StuckMinutes int           `json:"stuckMinutes"`
	}{Problems: make([]problemBody, 0, len(items)), StuckMinutes: office.T.Limits.ProblemAgeMinutes}
	for _, it := range items {
		out.Problems = append(out.Problems, problemOf(it))
	}
	if s.WhatsApp != nil {
		wa, err := s.WhatsApp.Problems(r.Context(), stuckAfter())
		if err != nil {
			s.failWith(w, r, err)
			return
		}
		for _, o := range wa {
			out.Problems = append(out.Problems, whatsappProblemOf(o))
		}
		// One list, newest first, as each was; a mail and a message may share a number, not a channel.
		slices.SortStableFunc(out.Problems, func(a, b problemBody) int { return b.CreatedAt.Compare(a.CreatedAt) })
	}
	writeJSON(w, http.StatusOK, out)
}

// whatsappProblemOf is a WhatsApp message going out that needs an eye, as the mail problems list shows it.
func whatsappProblemOf(o whatsapp.Outgoing) problemBody {
	status := mail.StatusPending
	if o.Status == whatsapp.StatusFailed {
		status = mail.StatusFailed
	}
	return problemBody{ID: o.ID, Channel: "whatsapp", NextAttemptAt: o.NextAttemptAt, deliveryBody: deliveryBody{To: "WhatsApp " + o.Mobile,
		Subject: "WhatsApp: " + o.Text, Status: status, Attempts: o.Attempts, LastError: o.LastError, CreatedAt: o.At}}
}

// retryWhatsApp sends one failed or stuck WhatsApp message again (POST /api/admin/whatsapp/messages/{id}/retry).
func (s *server) retryWhatsApp(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	s.sendAgain(w, r, acct, s.WhatsApp.SendAgain)
}

// retryMail sends one failed or stuck mail again (POST /api/admin/mail/{id}/retry).
func (s *server) retryMail(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	s.sendAgain(w, r, acct, s.Mail.SendAgain)
}

// sendAgain queues the message of the path's id again through again, which says false when it is not one to retry.
func (s *server) sendAgain(w http.ResponseWriter, r *http.Request, acct *staff.Account,
	again func(context.Context, staff.Actor, int64) (bool, error)) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	ok, err := again(r.Context(), s.actor(r, acct), id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if !ok {
		s.failWith(w, r, fault.Errorf(fault.ECONFLICT, "%s", office.Msg("notRetryable")))
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"queued": true})
}
