package httpapi

import (
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
)

const validContact = `{"firstName":"Asha","lastName":"Rao","email":"asha@example.in","subject":"general","message":"Hi"}`

// TestIdempotencyKeyRepeatsTheFirstAnswer: a double tap or a retry after a
// timeout sends the same key again; it must get the first answer and store nothing new.
func TestIdempotencyKeyRepeatsTheFirstAnswer(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		send := func(path, body, key string) (int, string) {
			res := e.call(t, "POST", path, "application/json", body, "198.51.100.7:1", map[string]string{"Idempotency-Key": key})
			b, _ := io.ReadAll(res.Body)
			return res.StatusCode, string(b)
		}
		for _, c := range []struct{ path, body string }{{"/api/leads", validLead}, {"/api/contact", validContact}} {
			status, first := send(c.path, c.body, "3f1c-tap-"+c.path[5:])
			again, repeat := send(c.path, c.body, "3f1c-tap-"+c.path[5:])
			if status != http.StatusCreated || again != status || repeat != first {
				t.Errorf("%s: first %d %s, repeat %d %s; want the same 201", c.path, status, first, again, repeat)
			}
			if other, body := send(c.path, c.body, "another-submission-"+c.path[5:]); other != http.StatusCreated || body == first {
				t.Errorf("%s: a new key answered %d %s, want a new 201", c.path, other, body)
			}
		}
		leads, messages, _, mails := e.stored(t)
		if leads != 2 || messages != 2 || mails != 4 {
			t.Errorf("stored %d leads, %d messages, %d mails; want 2, 2, 4", leads, messages, mails)
		}
	})
}

// TestIdempotencyKeyConcurrentRepeatsStoreOnce: repeats racing the first
// request meet the key's unique index in the same transaction as the lead.
func TestIdempotencyKeyConcurrentRepeatsStoreOnce(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		const n = 8
		bodies := make([]string, n)
		statuses := make([]int, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				res := e.call(t, "POST", "/api/leads", "application/json", validLead, "198.51.100.7:1",
					map[string]string{"Idempotency-Key": "0b9e6f4e-race"})
				b, _ := io.ReadAll(res.Body)
				statuses[i], bodies[i] = res.StatusCode, string(b)
			})
		}
		wg.Wait()
		for i := range n {
			if statuses[i] != http.StatusCreated || bodies[i] != bodies[0] {
				t.Errorf("request %d: %d %s; want 201 %s", i, statuses[i], bodies[i], bodies[0])
			}
		}
		if leads, _, _, mails := e.stored(t); leads != 1 || mails != 1 {
			t.Errorf("stored %d leads and %d mails, want 1 and 1", leads, mails)
		}
	})
}

func TestIdempotencyKeyMustBeReasonable(t *testing.T) {
	e := newEnv(t, nil)
	for _, key := range []string{strings.Repeat("k", 101), "two words", "semi;colon", "ünïcode", `quote"`} {
		res := e.call(t, "POST", "/api/leads", "application/json", validLead, "198.51.100.7:1", map[string]string{"Idempotency-Key": key})
		if b := decodeBody(t, res); res.StatusCode != http.StatusBadRequest || !strings.Contains(b["error"].(string), "Idempotency-Key") {
			t.Errorf("key %q: %d %v, want 400 naming the header", key, res.StatusCode, b)
		}
	}
	if leads, _, _, _ := e.stored(t); leads != 0 {
		t.Errorf("stored %d leads with bad keys", leads)
	}
}

// TestIdempotencyKeyWithOtherDetailsIsRefused: a key sent again with another
// body is not the same submission; replaying the first answer would drop the
// second lead while telling its sender it was saved. It gets 422 and a sentence.
func TestIdempotencyKeyWithOtherDetailsIsRefused(t *testing.T) {
	otherLead := strings.Replace(validLead, `"name":"Asha Rao"`, `"name":"Ravi Rao"`, 1)
	otherContact := strings.Replace(validContact, `"message":"Hi"`, `"message":"Call me"`, 1)
	if otherLead == validLead || otherContact == validContact {
		t.Fatal("the second bodies must differ from the first")
	}
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		send := func(path, body, key string) (*http.Response, string) {
			res := e.call(t, "POST", path, "application/json", body, "198.51.100.7:1", map[string]string{"Idempotency-Key": key})
			b, _ := io.ReadAll(res.Body)
			return res, string(b)
		}
		for _, c := range []struct{ path, first, second, respaced string }{
			{"/api/leads", validLead, otherLead, " {\n" + strings.TrimPrefix(validLead, "{")},
			{"/api/contact", validContact, otherContact, " {\n" + strings.TrimPrefix(validContact, "{")},
		} {
			key := "7d2a-reused-" + c.path[5:]
			res, first := send(c.path, c.first, key)
			if res.StatusCode != http.StatusCreated {
				t.Fatalf("%s: first %d %s", c.path, res.StatusCode, first)
			}
			res, body := send(c.path, c.second, key)
			if res.StatusCode != http.StatusUnprocessableEntity || res.Header.Get("Idempotent-Replayed") != "" ||
				!strings.Contains(body, "already sent with different details") {
				t.Errorf("%s: same key, other body: %d %q replayed=%q; want 422 with a sentence", c.path, res.StatusCode, body, res.Header.Get("Idempotent-Replayed"))
			}
			// The same request, spaced differently, is still the same submission.
			if res, again := send(c.path, c.respaced, key); res.StatusCode != http.StatusCreated || again != first || res.Header.Get("Idempotent-Replayed") != "true" {
				t.Errorf("%s: repeat of the first body: %d %s, want the first answer %s", c.path, res.StatusCode, again, first)
			}
			// Nothing is lost: the refused request, sent again as a new submission, is stored.
			if res, body := send(c.path, c.second, key+"-new"); res.StatusCode != http.StatusCreated || body == first {
				t.Errorf("%s: the second body with a new key: %d %s", c.path, res.StatusCode, body)
			}
		}
		if leads, messages, _, _ := e.stored(t); leads != 2 || messages != 2 {
			t.Errorf("stored %d leads and %d messages, want 2 and 2", leads, messages)
		}
	})
}

// TestIdempotencyKeyRaceWithOtherDetails: 40 requests share one key, half of
// them with another body. One body wins the key; its senders all get its
// answer, the others all get 422, and exactly one lead is stored. On SQLite
// many of them meet inside one group commit, where the key is decided by the insert.
func TestIdempotencyKeyRaceWithOtherDetails(t *testing.T) {
	otherLead := strings.Replace(validLead, `"name":"Asha Rao"`, `"name":"Ravi Rao"`, 1)
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newEnvOn(t, open(t), nil)
		const n = 40
		bodies, statuses := make([]string, n), make([]int, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				body := validLead
				if i%2 == 1 {
					body = otherLead
				}
				res := e.call(t, "POST", "/api/leads", "application/json", body, "198.51.100.7:1", map[string]string{"Idempotency-Key": "race-other-details"})
				b, _ := io.ReadAll(res.Body)
				statuses[i], bodies[i] = res.StatusCode, string(b)
			})
		}
		wg.Wait()
		winner := -1
		for i := range n {
			if statuses[i] == http.StatusCreated {
				winner = i % 2
				break
			}
		}
		created, refused := 0, 0
		for i := range n {
			switch {
			case i%2 == winner && statuses[i] == http.StatusCreated && bodies[i] == bodies[winner]:
				created++
			case i%2 != winner && statuses[i] == http.StatusUnprocessableEntity:
				refused++
			default:
				t.Errorf("request %d (body %d, winner %d): %d %s", i, i%2, winner, statuses[i], bodies[i])
			}
		}
		leads, err := e.db.ListLeads(t.Context())
		if err != nil || len(leads) != 1 {
			t.Fatalf("stored %d leads (%v), want 1", len(leads), err)
		}
		if want := []string{"Asha Rao", "Ravi Rao"}[winner]; leads[0].Name != want {
			t.Errorf("stored %s, but the 201s answered %s's body", leads[0].Name, want)
		}
		t.Logf("%d answered 201 with the stored lead, %d answered 422", created, refused)
	})
}
