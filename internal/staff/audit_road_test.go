package staff_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOneAuditRoad reads the program's Go source: one statement adds to the audit log (the store's,
// inside the transaction of the change it records), every entry is made by Actor.Audit, and no
// HTTP handler writes one (each domain service does, through its store).
func TestOneAuditRoad(t *testing.T) {
	var inserts, literals, handlers []string
	for _, root := range []string{"../../internal", "../../cmd"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || d.Name() == "audit_road_test.go" {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			text := string(src)
			test := strings.HasSuffix(path, "_test.go")
			if !test && strings.Contains(text, "INSERT INTO audit_log") {
				inserts = append(inserts, path)
			}
			if strings.Contains(text, "staff.AuditEvent{") || (filepath.Base(filepath.Dir(path)) == "staff" && strings.Contains(text, "AuditEvent{") && !strings.HasSuffix(path, "staff.go")) {
				literals = append(literals, path)
			}
			if !test && filepath.Base(filepath.Dir(path)) == "httpapi" && (strings.Contains(text, "AppendAudit") || strings.Contains(text, ".Audit(")) {
				handlers = append(handlers, path)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(inserts) != 1 || filepath.Base(inserts[0]) != "audit.go" {
		t.Errorf("INSERT INTO audit_log in %v, want only internal/sqlstore/audit.go", inserts)
	}
	if len(literals) > 0 {
		t.Errorf("audit entries built by hand in %v, want staff.Actor.Audit", literals)
	}
	if len(handlers) > 0 {
		t.Errorf("handlers writing audit entries: %v", handlers)
	}
}
