package httpapi

import (
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/staff"
)

// problemBody is one outbox row that needs a person's eye.
type problemBody struct {
	ID      int64  `json:"id"`
	Channel string `json:"channel"` // "mail" or "webhook"
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
	writeJSON(w, http.StatusOK, out)
}

// retryMail sends one failed or stuck mail again (POST /api/admin/mail/{id}/retry).
func (s *server) retryMail(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	ok, err := s.Mail.SendAgain(r.Context(), s.actor(r, acct), id)
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
