// Package backup makes and reads the site's backups: a consistent snapshot of
// the database (taken by a Source, the store) packed with a manifest into a
// gzip-compressed tar, optionally encrypted to an age recipient, and written
// under a temporary name that is renamed only once complete and on disk.
package backup

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"filippo.io/age"
)

// ManifestName is the archive's first entry.
const ManifestName = "manifest.json"

// formatVersion changes when the archive's layout does.
const formatVersion = 1

// Manifest describes one backup: what made it, what it holds and each file's checksum.
type Manifest struct {
	Format        int       `json:"format"`
	Version       string    `json:"version"` // the program that made it
	Engine        string    `json:"engine"`  // "sqlite" or "postgres"
	SchemaVersion int64     `json:"schemaVersion"`
	CreatedAt     time.Time `json:"createdAt"` // when the snapshot was taken
	Tables        []Table   `json:"tables"`
	Files         []File    `json:"files"`
}

// Table is one table of the snapshot with its row count; on PostgreSQL also
// the file holding its rows (COPY text format) and their columns.
type Table struct {
	Name    string   `json:"name"`
	Rows    int64    `json:"rows"`
	File    string   `json:"file,omitempty"`
	Columns []string `json:"columns,omitempty"`
}

// File is one payload file of the archive with its size and SHA-256.
type File struct {
	Name   string `json:"name"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// Snapshot is what a Source wrote into its folder: every file there is packed.
type Snapshot struct {
	Engine        string
	SchemaVersion int64
	Tables        []Table
}

// Source takes a consistent snapshot of the database into the empty folder dir
// while the site keeps serving and writing.
type Source interface {
	Snapshot(ctx context.Context, dir string) (Snapshot, error)
}

// Rows is the manifest's row count of table (0 when absent).
func (m *Manifest) Rows(table string) int64 {
	for _, t := range m.Tables {
		if t.Name == table {
			return t.Rows
		}
	}
	return 0
}

// Result is a finished backup file.
type Result struct {
	Path     string
	Size     int64
	Manifest Manifest
}

// Signer signs a backup's manifest and checks such a signature (the site key, sitekey.Key).
type Signer interface {
	SignBackup(manifest []byte) string
	VerifyBackup(manifest []byte, signature string) bool
}

// signatureRecord is the PAX record of the manifest's tar entry that carries
// its signature: a reader that knows none (an older release) passes it by.
const signatureRecord = "NIVAAS.signature"

// Create snapshots src and writes the archive to out (a file, or a folder that
// gets a timestamped name), encrypted to recipient when it is not "" and its
// manifest signed by sign when it is not nil. A crash at any point leaves at
// most a hidden ".partial" file, never one with the final name.
func Create(ctx context.Context, src Source, out, recipient string, sign Signer, now time.Time) (*Result, error) {
	var enc age.Recipient
	if recipient != "" {
		r, err := age.ParseX25519Recipient(recipient)
		if err != nil {
			return nil, fmt.Errorf("the age recipient is not valid (want age1…): %w", err)
		}
		enc = r
	}
	path := out
	if st, err := os.Stat(out); err == nil && st.IsDir() || strings.HasSuffix(out, string(os.PathSeparator)) {
		path = filepath.Join(out, FileName(now, enc != nil))
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, err
	}
	// The snapshot sits beside the archive, not in /tmp, which may be a small tmpfs.
	work, err := os.MkdirTemp(dir, ".backup-work-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	snap, err := src.Snapshot(ctx, work)
	if err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	m := Manifest{Format: formatVersion, Version: ProgramVersion(), Engine: snap.Engine,
		SchemaVersion: snap.SchemaVersion, CreatedAt: now.UTC(), Tables: snap.Tables}
	entries, err := os.ReadDir(work)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		f, err := sumFile(filepath.Join(work, e.Name()))
		if err != nil {
			return nil, err
		}
		f.Name = e.Name()
		m.Files = append(m.Files, f)
	}
	size, err := writeAtomically(path, func(w io.Writer) error { return pack(w, work, &m, enc, sign) })
	if err != nil {
		return nil, err
	}
	return &Result{Path: path, Size: size, Manifest: m}, nil
}

// FileName is a backup's name for the instant it was taken: names sort by time.
func FileName(t time.Time, encrypted bool) string {
	name := "site-" + t.UTC().Format("20060102T150405.000Z") + ".tar.gz"
	if encrypted {
		name += ".age"
	}
	return name
}

// IsBackupName tells a finished backup's name from anything else in a folder
// (temporary ".partial" files, work folders, other files).
func IsBackupName(name string) bool {
	return strings.HasPrefix(name, "site-") && (strings.HasSuffix(name, ".tar.gz") || strings.HasSuffix(name, ".tar.gz.age"))
}

// ProgramVersion is the module version or VCS revision this binary was built from.
func ProgramVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := info.Main.Version
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && (v == "" || v == "(devel)") {
			v = s.Value
		}
	}
	if v == "" {
		v = "(devel)"
	}
	return v
}

func sumFile(path string) (File, error) {
	f, err := os.Open(path)
	if err != nil {
		return File{}, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return File{}, err
	}
	return File{Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// pack writes tar(manifest, files) through gzip, and age when enc is set; the
// manifest's entry carries its signature when sign is set.
func pack(w io.Writer, dir string, m *Manifest, enc age.Recipient, sign Signer) (err error) {
	var closers []io.Closer
	if enc != nil {
		aw, err := age.Encrypt(w, enc)
		if err != nil {
			return err
		}
		w, closers = aw, append(closers, aw)
	}
	zw, _ := gzip.NewWriterLevel(w, gzip.DefaultCompression)
	closers = append(closers, zw)
	tw := tar.NewWriter(zw)
	closers = append(closers, tw)
	manifest, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	var records map[string]string
	if sign != nil {
		records = map[string]string{signatureRecord: sign.SignBackup(manifest)}
	}
	if err := addEntry(tw, ManifestName, int64(len(manifest)), bytes.NewReader(manifest), m.CreatedAt, records); err != nil {
		return err
	}
	for _, f := range m.Files {
		file, err := os.Open(filepath.Join(dir, f.Name))
		if err != nil {
			return err
		}
		err = addEntry(tw, f.Name, f.Size, file, m.CreatedAt, nil)
		file.Close()
		if err != nil {
			return err
		}
	}
	// Innermost first: tar's end, gzip's trailer, then age's last chunk.
	for i := len(closers) - 1; i >= 0; i-- {
		if err := closers[i].Close(); err != nil {
			return err
		}
	}
	return nil
}

func addEntry(tw *tar.Writer, name string, size int64, r io.Reader, at time.Time, records map[string]string) error {
	h := &tar.Header{Name: name, Mode: 0o600, Size: size, ModTime: at, Typeflag: tar.TypeReg, PAXRecords: records}
	if records != nil {
		h.Format = tar.FormatPAX
	}
	if err := tw.WriteHeader(h); err != nil {
		return err
	}
	n, err := io.Copy(tw, r)
	if err == nil && n != size {
		err = fmt.Errorf("%s changed while it was packed", name)
	}
	return err
}

// writeAtomically writes path through a hidden temporary file in the same
// folder, synced before the rename and the folder synced after it.
func writeAtomically(path string, write func(io.Writer) error) (int64, error) {
	dir, base := filepath.Split(path)
	tmp, err := os.CreateTemp(dir, "."+base+".*.partial")
	if err != nil {
		return 0, err
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, 1<<20)
	if err := write(bw); err != nil {
		return 0, err
	}
	if err := bw.Flush(); err != nil {
		return 0, err
	}
	if err := tmp.Sync(); err != nil {
		return 0, err
	}
	st, err := tmp.Stat()
	if err != nil {
		return 0, err
	}
	if err := tmp.Close(); err != nil {
		return 0, err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return 0, err
	}
	done = true
	return st.Size(), syncDir(dir)
}

func syncDir(dir string) error {
	if dir == "" {
		dir = "."
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// ageHeader starts every age-encrypted file.
