package maildir

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/mail"
)

// leftovers are the folder's temporary files: a send leaves none.
func leftovers(t *testing.T, dir string) []string {
	t.Helper()
	left, err := filepath.Glob(filepath.Join(dir, ".tmp-*"))
	if err != nil {
		t.Fatal(err)
	}
	return left
}

// On Linux a mail is drafted without a name and linked whole; where that cannot be,
// under a temporary name and renamed. Either way the same bytes, and nothing left over.
func TestSendDraftsWithoutANameAndFallsBackToATemporaryOne(t *testing.T) {
	m := mail.Message{To: "hello@nivaas.example", Subject: "New lead", Text: "Asha, 98450 12345", MessageID: "outbox-7-1"}
	var bodies []string
	for _, named := range []bool{false, true} {
		dir := t.TempDir()
		s := New(dir, "site@nivaas.example")
		s.named.Store(named)
		if err := s.Send(context.Background(), m); err != nil {
			t.Fatalf("named=%v: %v", named, err)
		}
		if got := s.named.Load(); got != (named || runtime.GOOS != "linux") {
			t.Fatalf("named=%v: the sender fell back to temporary names (%v) on %s", named, got, runtime.GOOS)
		}
		data, err := os.ReadFile(filepath.Join(dir, "outbox-7-1@nivaas.example.eml"))
		if err != nil {
			t.Fatalf("named=%v: %v", named, err)
		}
		bodies = append(bodies, string(data))
		if left := leftovers(t, dir); len(left) != 0 {
			t.Fatalf("named=%v: left %v", named, left)
		}
	}
	for _, b := range bodies {
		if !strings.Contains(b, "Asha, 98450 12345") || !strings.Contains(b, "Message-ID: <outbox-7-1@nivaas.example>") {
			t.Fatalf("not the whole mail:\n%s", b)
		}
	}
}
