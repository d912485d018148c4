package backup_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/sitekey"
)

// fileSource snapshots fixed files, so the archive's checks are tested without a database.
type fileSource map[string][]byte

func (f fileSource) Snapshot(_ context.Context, dir string) (backup.Snapshot, error) {
	for name, b := range f {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o600); err != nil {
			return backup.Snapshot{}, err
		}
	}
	return backup.Snapshot{Engine: "sqlite", SchemaVersion: 1, Tables: []backup.Table{{Name: "leads", Rows: 1}}}, nil
}

// entry is one file of a hand-made archive; size is what its tar header claims.
type entry struct {
	name    string
	body    io.Reader
	size    int64
	records map[string]string
}

// writeArchive packs entries as Create does (gzip over tar), whatever they claim.
func writeArchive(t *testing.T, path string, entries ...entry) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zw := gzip.NewWriter(f)
	tw := tar.NewWriter(zw)
	for _, e := range entries {
		h := &tar.Header{Name: e.name, Mode: 0o600, Size: e.size, Typeflag: tar.TypeReg, PAXRecords: e.records}
		if e.records != nil {
			h.Format = tar.FormatPAX
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if _, err := io.Copy(tw, e.body); err != nil && !errors.Is(err, tar.ErrWriteTooLong) {
			t.Fatal(err)
		}
	}
	tw.Flush() // no Close: an archive claiming more than it holds ends where its bytes do
	zw.Close()
}

// readArchive returns the manifest entry (its bytes and records) and the files of a backup.
func readArchive(t *testing.T, path string) (manifest []byte, records map[string]string, files map[string][]byte) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	files = map[string][]byte{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return manifest, records, files
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(tr)
		if h.Name == backup.ManifestName {
			manifest, records = b, h.PAXRecords
		} else {
			files[h.Name] = b
		}
	}
}

// repack writes the backup again with file name changed to body, its manifest's checksum
// made to match (as a forger would), under the signature records (nil: none).
func repack(t *testing.T, src, dst, name string, body []byte, records map[string]string) {
	t.Helper()
	raw, _, files := readArchive(t, src)
	var m backup.Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	files[name] = body
	for i, f := range m.Files {
		if f.Name == name {
			sum := sha256.Sum256(body)
			m.Files[i].Size, m.Files[i].SHA256 = int64(len(body)), hex.EncodeToString(sum[:])
		}
	}
	raw, _ = json.MarshalIndent(m, "", "  ")
	entries := []entry{{name: backup.ManifestName, body: bytes.NewReader(raw), size: int64(len(raw)), records: records}}
	for _, f := range m.Files {
		entries = append(entries, entry{name: f.Name, body: bytes.NewReader(files[f.Name]), size: int64(len(files[f.Name]))})
	}
	writeArchive(t, dst, entries...)
}

func extract(path string, trust backup.Trust, dir string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = backup.Extract(f, trust, dir)
	return err
}

// TestSignedBackups: a signed backup reads with its key only; one changed after
// signing (checksums made to match) or stripped of its signature is refused before a file is written.
func TestSignedBackups(t *testing.T) {
	key, other := testKey(t), testKey(t)
	res, err := backup.Create(context.Background(), fileSource{"site.db": []byte("the leads of the site")}, t.TempDir(), "", key, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if err := extract(res.Path, backup.Trust{Key: key}, t.TempDir()); err != nil {
		t.Fatalf("the signed backup with its key: %v", err)
	}
	if err := extract(res.Path, backup.Trust{Key: other}, t.TempDir()); !errors.Is(err, backup.ErrBadSignature) {
		t.Errorf("with another key: %v, want ErrBadSignature", err)
	}
	_, records, _ := readArchive(t, res.Path)
	work := t.TempDir()
	changed := filepath.Join(work, "changed.tar.gz")
	repack(t, res.Path, changed, "site.db", []byte("the leads of the sitf"), records)
	dir := t.TempDir()
	if err := extract(changed, backup.Trust{Key: key}, dir); !errors.Is(err, backup.ErrBadSignature) {
		t.Errorf("a byte changed after signing: %v, want ErrBadSignature", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a refused backup left %d files", len(entries))
	}
	unsigned := filepath.Join(work, "unsigned.tar.gz")
	repack(t, res.Path, unsigned, "site.db", []byte("the leads of the site"), nil)
	if err := extract(unsigned, backup.Trust{Key: key}, t.TempDir()); !errors.Is(err, backup.ErrUnsigned) {
		t.Errorf("without a signature: %v, want ErrUnsigned", err)
	}
	if err := extract(unsigned, backup.Trust{Key: key, AcceptUnsigned: true}, t.TempDir()); err != nil {
		t.Errorf("without a signature, accepted: %v", err)
	}
}

// TestClaimBeyondFreeSpaceWritesNothing: a manifest claiming more bytes than the disk has
// free is refused before a file is made, whatever the archive then holds; so is a
// tar header claiming another size than the signed manifest.
func TestClaimBeyondFreeSpaceWritesNothing(t *testing.T) {
	key := testKey(t)
	const claimed = 1 << 50 // a petabyte
	m := backup.Manifest{Format: 1, Engine: "sqlite", Files: []backup.File{{Name: "site.db", Size: claimed, SHA256: strings.Repeat("0", 64)}}}
	raw, _ := json.Marshal(m)
	path := filepath.Join(t.TempDir(), "huge.tar.gz")
	writeArchive(t, path,
		entry{name: backup.ManifestName, body: bytes.NewReader(raw), size: int64(len(raw)), records: map[string]string{"NIVAAS.signature": key.SignBackup(raw)}},
		entry{name: "site.db", body: io.LimitReader(zeros{}, 4<<20), size: claimed})
	dir := t.TempDir()
	err := extract(path, backup.Trust{Key: key}, dir)
	if err == nil || !strings.Contains(err.Error(), "more than the") || !strings.Contains(err.Error(), "free") {
		t.Errorf("a petabyte claim: %v, want a refusal naming the free space", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the refused claim left %v", entries)
	}

	// A header that disagrees with the manifest is refused before its file is made.
	small := backup.Manifest{Format: 1, Engine: "sqlite", Files: []backup.File{{Name: "site.db", Size: 10, SHA256: strings.Repeat("0", 64)}}}
	raw, _ = json.Marshal(small)
	writeArchive(t, path,
		entry{name: backup.ManifestName, body: bytes.NewReader(raw), size: int64(len(raw)), records: map[string]string{"NIVAAS.signature": key.SignBackup(raw)}},
		entry{name: "site.db", body: io.LimitReader(zeros{}, 1<<20), size: 1 << 20})
	dir = t.TempDir()
	if err := extract(path, backup.Trust{Key: key}, dir); err == nil || !strings.Contains(err.Error(), "not the 10-byte file") {
		t.Errorf("a header claiming more than the manifest: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the refused entry left %v", entries)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

func testKey(t *testing.T) *sitekey.Key {
	t.Helper()
	k, err := sitekey.Parse(sitekey.New())
	if err != nil {
		t.Fatal(err)
	}
	return k
}
