package httpapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/staff"
)

// TestLeadImportUndoWhileImportingConcurrently: an owner undoes an import while the same file is imported again,
// over real HTTP, round after round. On PostgreSQL the undo used to deadlock with the import (503, rolled back):
// now each answers with its result or a sentence, never a 5xx, and no round leaves a lead both undone and live.
func TestLeadImportUndoWhileImportingConcurrently(t *testing.T) {
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		srv := httptest.NewServer(a.h)
		t.Cleanup(srv.Close)
		cookie := a.signIn(t, a.account(t, staff.Owner))
		send := func(target, contentType, body string) (int, string) {
			req, err := http.NewRequest("POST", srv.URL+target, strings.NewReader(body))
			if err != nil {
				t.Error(err)
				return 0, ""
			}
			req.Header.Set("Cookie", cookie)
			if contentType != "" {
				req.Header.Set("Content-Type", contentType)
			}
			res, err := srv.Client().Do(req)
			if err != nil {
				t.Error(err)
				return 0, ""
			}
			defer res.Body.Close()
			return res.StatusCode, bodyText(t, res)
		}
		for round := range 8 {
			var file strings.Builder
			file.WriteString("name,mobile,bhk\n")
			for i := range 300 {
				fmt.Fprintf(&file, "Person %d,9%03d%06d,2BHK\n", i, round, i)
			}
			code, text := send("/api/admin/lead-imports?commit=1", "text/csv", file.String())
			if code != http.StatusCreated {
				t.Fatalf("round %d, import: %d %s", round, code, text)
			}
			id := decodeBody(t, httptestResponse(code, text))["id"]
			var wg sync.WaitGroup
			gate := make(chan struct{})
			codes, texts := make([]int, 2), make([]string, 2)
			wg.Go(func() { <-gate; codes[0], texts[0] = send(fmt.Sprintf("/api/admin/lead-imports/%v/undo", id), "", "") })
			wg.Go(func() {
				<-gate
				codes[1], texts[1] = send("/api/admin/lead-imports?commit=1", "text/csv", file.String())
			})
			close(gate)
			wg.Wait()
			for i, c := range codes {
				if c >= 500 || c == 0 {
					t.Fatalf("round %d, %s: %d %s\n%s", round, []string{"undo", "import again"}[i], c, texts[i], a.logs.String()[max(0, len(a.logs.String())-3000):])
				}
			}
		}
	})
}

// httptestResponse wraps an answer already read, for decodeBody.
func httptestResponse(code int, body string) *http.Response {
	rec := httptest.NewRecorder()
	rec.Header().Set("Content-Type", "application/json; charset=utf-8")
	rec.WriteHeader(code)
	rec.WriteString(body)
	return rec.Result()
}
