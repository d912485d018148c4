package backup

// Reading a backup back: decrypting, checking the signature and every file's checksum, with bounds in bytes.

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"

	"filippo.io/age"

	"github.com/nivaas-interiors/site/internal/diskspace"
)

var ageHeader = []byte("age-encryption.org/")

// ErrNeedIdentity is returned when an encrypted backup is opened without an identity.
var ErrNeedIdentity = errors.New("the backup is encrypted: give the age identity file (--age-identity)")

// ErrUnsigned is a backup without a signature while one is required.
var ErrUnsigned = errors.New("the backup is not signed (a release before signed backups made it, or someone removed its signature): restore it with --accept-unsigned only if you know where it comes from")

// ErrBadSignature is a backup whose signature the site key does not confirm.
var ErrBadSignature = errors.New("the backup's signature does not match the site key: it was changed after it was made, or a site with another key made it (give that site's key: SITE_KEY or the key file)")

// maxManifestBytes bounds the manifest read into memory.
const maxManifestBytes = 1 << 20

// maxTrailingBytes bounds what may follow the archive's end inside the gzip stream (tar's padding).
const maxTrailingBytes = 1 << 20

// ParseIdentities reads an age identity file (AGE-SECRET-KEY-… lines).
func ParseIdentities(r io.Reader) ([]age.Identity, error) {
	ids, err := age.ParseIdentities(r)
	if err != nil {
		return nil, fmt.Errorf("the age identity file is not valid: %w", err)
	}
	return ids, nil
}

// Trust is what reading a backup takes and checks.
type Trust struct {
	Identities []age.Identity // decrypt an encrypted backup
	// Key checks the manifest's signature before a byte is written; nil reads
	// without checking (a download's own test, the crash test).
	Key Signer
	// AcceptUnsigned reads a backup without a signature (an older release's).
	AcceptUnsigned bool
}

// FreeBytes is the free space of a folder's file system; a variable for the tests.
var FreeBytes = diskspace.Free

// Extract reads a backup from r into the empty folder dir: it decrypts it with
// trust's identities when it is encrypted, checks the manifest's signature,
// checks that the files the manifest claims fit in dir's free space, and only
// then writes each file, checked against the manifest's size and SHA-256: a
// forged, damaged or incomplete backup is an error.
func Extract(r io.Reader, trust Trust, dir string) (*Manifest, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	if head, _ := br.Peek(len(ageHeader)); bytes.Equal(head, ageHeader) {
		if len(trust.Identities) == 0 {
			return nil, ErrNeedIdentity
		}
		dr, err := age.Decrypt(br, trust.Identities...)
		if err != nil {
			return nil, fmt.Errorf("decrypt the backup: %w", err)
		}
		br = bufio.NewReaderSize(dr, 1<<16)
	}
	zr, err := gzip.NewReader(br)
	if err != nil {
		return nil, fmt.Errorf("not a backup of this site (no gzip stream): %w", err)
	}
	tr := tar.NewReader(zr)
	h, err := tr.Next()
	if err != nil || h.Name != ManifestName {
		return nil, errors.Join(errors.New("not a backup of this site (no manifest first)"), err)
	}
	if h.Size > maxManifestBytes {
		return nil, errors.New("not a backup of this site (its manifest is larger than 1 MiB)")
	}
	raw, err := io.ReadAll(io.LimitReader(tr, maxManifestBytes))
	if err != nil {
		return nil, fmt.Errorf("the backup is cut short or damaged: %w", err)
	}
	if trust.Key != nil {
		sig, signed := h.PAXRecords[signatureRecord]
		switch {
		case !signed && !trust.AcceptUnsigned:
			return nil, ErrUnsigned
		case signed && !trust.Key.VerifyBackup(raw, sig):
			return nil, ErrBadSignature
		}
	}
	var m Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("the backup's manifest is unreadable: %w", err)
	}
	if m.Format != formatVersion {
		return nil, fmt.Errorf("the backup has format %d; this program reads format %d", m.Format, formatVersion)
	}
	want := map[string]File{}
	var claimed int64
	for _, f := range m.Files {
		if f.Name != filepath.Base(f.Name) || f.Name == "." || f.Name == ".." || f.Name == ManifestName {
			return nil, fmt.Errorf("the backup names a file outside its folder: %q", f.Name)
		}
		if _, twice := want[f.Name]; twice {
			return nil, fmt.Errorf("the backup's manifest lists %s twice", f.Name)
		}
		if f.Size < 0 || f.Size > math.MaxInt64-claimed {
			return nil, fmt.Errorf("the backup's manifest gives %s an impossible size", f.Name)
		}
		claimed += f.Size
		want[f.Name] = f
	}
	// Checked before a byte is written: a claim the disk cannot hold is refused, not written until it is full.
	free, err := FreeBytes(dir)
	if err != nil {
		return nil, fmt.Errorf("free space where the backup is unpacked: %w", err)
	}
	if claimed > free {
		return nil, fmt.Errorf("the backup's files take %s, more than the %s free in %s: free some space or restore on a larger disk", byteSize(claimed), byteSize(free), dir)
	}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("the backup is cut short or damaged: %w", err)
		}
		f, ok := want[h.Name]
		if !ok {
			return nil, fmt.Errorf("the backup holds %q, which its manifest does not list", h.Name)
		}
		if h.Typeflag != tar.TypeReg || h.Size != f.Size {
			return nil, fmt.Errorf("the backup's %s is not the %d-byte file its manifest describes", f.Name, f.Size)
		}
		delete(want, h.Name)
		if err := extractFile(tr, filepath.Join(dir, f.Name), f); err != nil {
			return nil, err
		}
	}
	if n, err := io.CopyN(io.Discard, zr, maxTrailingBytes+1); err != io.EOF || n > maxTrailingBytes {
		return nil, errors.Join(errors.New("the backup is cut short or damaged (after its last file)"), err)
	}
	for name := range want {
		return nil, fmt.Errorf("the backup is incomplete: %s is missing", name)
	}
	return &m, nil
}

// byteSize writes n for people: 1.5 GB, 12 MB, 300 KB.
func byteSize(n int64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.1f GB", float64(n)/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	default:
		return fmt.Sprintf("%d KB", (n+999)/1000)
	}
}

func extractFile(r io.Reader, path string, want File) error {
	out, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), io.LimitReader(r, want.Size+1))
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("the backup is cut short or damaged: %w", err)
	}
	if n != want.Size || hex.EncodeToString(h.Sum(nil)) != want.SHA256 {
		return fmt.Errorf("checksum mismatch: %s in the backup is not the file the manifest describes", want.Name)
	}
	return nil
}
