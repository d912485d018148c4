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
