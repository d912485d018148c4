package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/staff"
)

// leasedMail is a Before that queues one mail, has a worker take it and end it
// (failed or sent), and puts its id into the call's URL (see scenario.at).
func leasedMail(end func(a *adminEnv, ctx context.Context, id int64) error) func(t *testing.T, a *adminEnv, sc *scenario) {
	return func(t *testing.T, a *adminEnv, sc *scenario) {
		t.Helper()
		ctx := t.Context()
		if _, err := a.store.Enqueue(ctx, mail.Message{To: "x@example.com", Subject: "Refused mail", Text: "t"}); err != nil {
			t.Fatal(err)
		}
		items, err := a.store.Claim(ctx, "w", time.Now(), time.Minute, 1)
		if err != nil || len(items) != 1 {
			t.Fatalf("claim: %v %v", items, err)
		}
		if err := end(a, ctx, items[0].ID); err != nil {
			t.Fatal(err)
		}
		sc.at(items[0].ID)
	}
}

var (
	failedMail = leasedMail(func(a *adminEnv, ctx context.Context, id int64) error {
		return a.store.MarkFailed(ctx, id, "w", "550 refused")
	})
	sentMail = leasedMail(func(a *adminEnv, ctx context.Context, id int64) error {
		return a.store.MarkSent(ctx, id, "w", time.Now())
	})
)

// TestOutboxScenarios: sales and owners see the mails that failed and send one
// again, audited; a mail still on its way cannot be sent twice.
func TestOutboxScenarios(t *testing.T) {
	t.Parallel()
	run(t, joined(
		guarded("GET", "/api/admin/mail/problems", "", staff.Sales, staff.Editor),
		guarded("POST", "/api/admin/mail/1/retry", "", staff.Sales, staff.Editor),
		[]scenario{
			{Name: "a failed mail is a problem", Method: "GET", URL: "/api/admin/mail/problems", Role: staff.Sales, Before: failedMail,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"subject":"Refused mail"`, `"status":"failed"`, fmt.Sprintf(`"stuckMinutes":%d`, office.T.Limits.ProblemAgeMinutes)}},
			{Name: "no problems", Method: "GET", URL: "/api/admin/mail/problems", Role: staff.Owner,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"problems":[]`}},
			{Name: "a failed mail is sent again", Method: "POST", URL: "/api/admin/mail/{id}/retry", Role: staff.Sales, Before: failedMail,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`{"queued":true}`},
				After: func(t *testing.T, a *adminEnv, _ string) {
					st, err := a.db.OutboxStats(t.Context())
					if err != nil || st.Pending != 1 || st.Failed != 0 {
						t.Errorf("outbox after the retry = %+v, %v; want the mail pending again", st, err)
					}
					audited("sent a mail again")(t, a, "")
				}},
			{Name: "a sent mail is not sent twice", Method: "POST", URL: "/api/admin/mail/{id}/retry", Role: staff.Sales, Before: sentMail,
				ExpectedStatus: http.StatusConflict, ExpectedContent: []string{office.Msg("notRetryable")},
				After: func(t *testing.T, a *adminEnv, _ string) {
					if st, err := a.db.OutboxStats(t.Context()); err != nil || st.Sent != 1 || st.Pending != 0 {
						t.Errorf("outbox = %+v, %v; want the mail sent once", st, err)
					}
				}},
			{Name: "a bad id", Method: "POST", URL: "/api/admin/mail/x/retry", Role: staff.Sales,
				ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{badID}},
		}))
}
