// Package faulttest checks the answers of validation in tests.
package faulttest

import (
	"maps"
	"slices"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
)

// Validated fails t unless err is what a Validate should answer: nil when
// wantMsg is "", else fault.EINVALID with wantMsg on exactly wantFields.
func Validated(t testing.TB, err error, wantMsg string, wantFields []string) {
	t.Helper()
	if wantMsg == "" {
		if err != nil {
			t.Fatalf("Validate() = %v, want nil", err)
		}
		return
	}
	if fault.Code(err) != fault.EINVALID || fault.Message(err) != wantMsg {
		t.Fatalf("Validate() = %v, want EINVALID %q", err, wantMsg)
	}
	if got := slices.Sorted(maps.Keys(fault.FieldsOf(err))); !slices.Equal(got, wantFields) {
		t.Fatalf("fields = %v, want %v", got, wantFields)
	}
}
