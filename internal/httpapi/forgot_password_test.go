package httpapi

import (
	"context"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

var setPasswordSecret = regexp.MustCompile(`/admin/set-password#([A-Za-z0-9_-]+)`)

// TestForgotPasswordMailsOneLinkAtOnce (issue 41, below the cut): a person who forgot their password asks on the
// sign-in page; forty asks at once mail one link, which sets a new password; an unknown or disabled address gets
// the same answer and no mail; another link goes out only after staff.ForgotEvery; hostile bodies get a sentence.
// On both engines.
func TestForgotPasswordMailsOneLinkAtOnce(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		ctx := context.Background()
		person := a.account(t, staff.Sales)
		gone := a.account(t, staff.Sales)
		if _, err := a.staff.ChangeAccount(ctx, staff.CommandLine, staff.AccountChange{ID: gone.ID, Version: gone.Version, Disabled: new(true)}); err != nil {
			t.Fatal(err)
		}
		ask := func(body string) *http.Response {
			return a.call(t, "POST", "/api/admin/forgot-password", "application/json", body, "198.51.100.7:40000", nil)
		}
		same := `{"message":"` + staff.MsgForgotSent + `"}` + "\n"
		answer := func(res *http.Response) string {
			b, _ := io.ReadAll(res.Body)
			return string(b)
		}

		var wg sync.WaitGroup
		bodies := make(chan string, 40)
		for range 40 {
			wg.Go(func() {
				res := ask(`{"email":" ` + strings.ToUpper(person.Email) + ` "}`)
				bodies <- res.Status + answer(res)
			})
		}
		wg.Wait()
		close(bodies)
		for b := range bodies {
			if b != "202 Accepted"+same {
				t.Fatalf("an ask at once: %s", b)
			}
		}
		for _, email := range []string{"nobody@example.com", gone.Email} {
			if res := ask(`{"email":"` + email + `"}`); res.StatusCode != http.StatusAccepted || answer(res) != same {
				t.Fatalf("%s: not the same answer", email)
			}
		}
		seen := map[int64]bool{} // a claim's lease runs out with the clock: count each mail once
		links := func() []string {
			t.Helper()
			items, err := a.store.Claim(ctx, "test", a.clock.Now().Add(time.Hour), time.Minute, 100)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, it := range items {
				if seen[it.ID] {
					continue
				}
				seen[it.ID] = true
				// The mail is written at delivery from its View: the link is there.
				if m := setPasswordSecret.FindStringSubmatch(it.Message.Text + string(it.Message.View)); m != nil {
					if it.Message.To != person.Email {
						t.Fatalf("a link mailed to %s", it.Message.To)
					}
					out = append(out, m[1])
				}
			}
			return out
		}
		got := links()
		if len(got) != 1 {
			t.Fatalf("links mailed for forty asks, an unknown and a disabled address: %d, want 1", len(got))
		}
		// While that link is fresh (ForgotEvery) another ask mails nothing; the link sets the password.
		ask(`{"email":"` + person.Email + `"}`)
		if n := len(links()); n != 0 {
			t.Fatalf("links within %v: %d", staff.ForgotEvery, n)
		}
		res := a.call(t, "POST", "/api/admin/set-password", "application/json", `{"token":"`+got[0]+`","password":"cedar desk by the window"}`, "198.51.100.7:40000", nil)
		if res.StatusCode != http.StatusNoContent {
			t.Fatalf("the mailed link: %d %v", res.StatusCode, decodeBody(t, res))
		}
		a.clock.Advance(staff.ForgotEvery + time.Second)
		ask(`{"email":"` + person.Email + `"}`)
		if n := len(links()); n != 1 {
			t.Fatalf("links after %v: %d, want 1", staff.ForgotEvery, n)
		}

		for _, tc := range []struct {
			name, body string
			want       int
		}{
			{"no e-mail", `{"email":""}`, 400},
			{"not an address", `{"email":"someone"}`, 400},
			{"too long", `{"email":"` + strings.Repeat("a", 300) + `@example.com"}`, 400},
			{"wrong type", `{"email":42}`, 400},
			{"unknown field", `{"email":"a@example.com","role":"owner"}`, 400},
			{"not JSON", `email=a@example.com`, 400},
			{"oversized", `{"email":"` + strings.Repeat("a", 70_000) + `"}`, 413},
		} {
			res := ask(tc.body)
			msg, _ := decodeBody(t, res)["error"].(string)
			if res.StatusCode != tc.want || !strings.HasSuffix(msg, ".") {
				t.Errorf("%s: %d %q, want %d and a sentence", tc.name, res.StatusCode, msg, tc.want)
			}
		}
	})
}
