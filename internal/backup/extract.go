package backup

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
	"os"
	"path/filepath"

	"filippo.io/age"
)

// maxManifestBytes bounds the manifest read into memory.
const maxManifestBytes = 1 << 20

// ParseIdentities reads an age identity file (AGE-SECRET-KEY-… lines).
func ParseIdentities(r io.Reader) ([]age.Identity, error) {
	ids, err := age.ParseIdentities(r)
	if err != nil {
		return nil, fmt.Errorf("the age identity file is not valid: %w", err)
	}
	return ids, nil
}

// Extract reads a backup from r into the empty folder dir, decrypting with
// identities when it is encrypted, and checks every file against the
// manifest's size and SHA-256: a damaged or incomplete backup is an error.
func Extract(r io.Reader, identities []age.Identity, dir string) (*Manifest, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	if head, _ := br.Peek(len(ageHeader)); bytes.Equal(head, ageHeader) {
		if len(identities) == 0 {
			return nil, ErrNeedIdentity
		}
		dr, err := age.Decrypt(br, identities...)
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
	var m Manifest
	if err := json.NewDecoder(io.LimitReader(tr, maxManifestBytes)).Decode(&m); err != nil {
		return nil, fmt.Errorf("the backup's manifest is unreadable: %w", err)
	}
	if m.Format != formatVersion {
		return nil, fmt.Errorf("the backup has format %d; this program reads format %d", m.Format, formatVersion)
	}
	want := map[string]File{}
	for _, f := range m.Files {
		if f.Name != filepath.Base(f.Name) || f.Name == "." || f.Name == ".." {
			return nil, fmt.Errorf("the backup names a file outside its folder: %q", f.Name)
		}
		want[f.Name] = f
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
		delete(want, h.Name)
		if err := extractFile(tr, filepath.Join(dir, f.Name), f); err != nil {
			return nil, err
		}
	}
	if _, err := io.Copy(io.Discard, zr); err != nil {
		return nil, fmt.Errorf("the backup is cut short or damaged: %w", err)
	}
	for name := range want {
		return nil, fmt.Errorf("the backup is incomplete: %s is missing", name)
	}
	return &m, nil
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
