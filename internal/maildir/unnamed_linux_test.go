package maildir

import (
	"os"
	"path/filepath"
	"testing"
)

// A draft without a name whose link fails is copied, byte for byte, to a temporary name.
func TestCopyToTempKeepsTheDraftsBytes(t *testing.T) {
	dir := t.TempDir()
	s := New(dir, "site@nivaas.example")
	f, err := openUnnamed(dir)
	if err != nil {
		t.Fatal(err)
	}
	d := &draft{File: f, name: filepath.Join(dir, "x.eml")}
	defer d.discard()
	if _, err := d.WriteString("Subject: hi\r\n\r\nbody\r\n"); err != nil {
		t.Fatal(err)
	}
	if err := s.copyToTemp(d); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(d.temp, d.name); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(d.name); err != nil || string(data) != "Subject: hi\r\n\r\nbody\r\n" {
		t.Fatalf("%q, %v", data, err)
	}
}
