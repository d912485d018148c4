package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/sitekey"
)

// archiveEntry is one file of a backup as the tests take it apart and put it together.
type archiveEntry struct {
	name    string
	body    []byte
	records map[string]string // the tar entry's PAX records (the manifest's signature)
}

// unpackBackup reads a backup file's entries in order.
func unpackBackup(t *testing.T, path string) []archiveEntry {
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
	var entries []archiveEntry
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return entries
		}
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		entries = append(entries, archiveEntry{name: h.Name, body: b, records: h.PAXRecords})
	}
}

// packBackup writes entries as a backup file (gzip over tar), as `site backup` lays it out.
func packBackup(t *testing.T, path string, entries []archiveEntry) {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for _, e := range entries {
		h := &tar.Header{Name: e.name, Mode: 0o600, Size: int64(len(e.body)), Typeflag: tar.TypeReg, PAXRecords: e.records}
		if e.records != nil {
			h.Format = tar.FormatPAX
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		tw.Write(e.body)
	}
	tw.Close()
	zw.Close()
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
}

// forgeBackup writes src again to dst with change applied to its files and the
// manifest's sizes and checksums made to match them, as someone changing a backup
// would; sign gives the new manifest's records (nil: unsigned).
func forgeBackup(t *testing.T, src, dst string, change func(files map[string][]byte), sign func(manifest []byte) map[string]string) {
	t.Helper()
	entries := unpackBackup(t, src)
	if len(entries) == 0 || entries[0].name != backup.ManifestName {
		t.Fatalf("%s does not start with its manifest", src)
	}
	var m backup.Manifest
	if err := json.Unmarshal(entries[0].body, &m); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range entries[1:] {
		files[e.name] = e.body
	}
	change(files)
	for i, f := range m.Files {
		sum := sha256.Sum256(files[f.Name])
		m.Files[i].Size, m.Files[i].SHA256 = int64(len(files[f.Name])), hex.EncodeToString(sum[:])
	}
	raw, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	out := []archiveEntry{{name: backup.ManifestName, body: raw, records: sign(raw)}}
	for _, f := range m.Files {
		out = append(out, archiveEntry{name: f.Name, body: files[f.Name]})
	}
	packBackup(t, dst, out)
}

// keyOf is the site key a site with env runs with: SITE_KEY, else the key file its first start made.
func keyOf(t *testing.T, env map[string]string) *sitekey.Key {
	t.Helper()
	text := env["SITE_KEY"]
	if text == "" {
		b, err := os.ReadFile(filepath.Clean(env["DATA_DIR"]) + ".key")
		if err != nil {
			t.Fatalf("the site key file: %v", err)
		}
		text = string(b)
	}
	k, err := sitekey.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// signedWith signs a manifest as `site backup` does, with the key of the site with env.
func signedWith(t *testing.T, env map[string]string) func([]byte) map[string]string {
	key := keyOf(t, env)
	return func(manifest []byte) map[string]string {
		return map[string]string{"NIVAAS.signature": key.SignBackup(manifest)}
	}
}

func unsigned([]byte) map[string]string { return nil }

// backedUpSite runs a site on engine with one lead named name, stops it and backs
// it up; it returns the site's environment, the backup file and the environment
// of an empty restore target given the same site key (SITE_KEY, as copies sharing
// one PostgreSQL are; TestBackupCommandWhileServing restores with the key file).
func backedUpSite(t *testing.T, engine, name string) (env map[string]string, file string, restoreEnv map[string]string) {
	t.Helper()
	env = engineEnv(t, engine)
	env["SITE_KEY"] = sitekey.New()
	s := startServer(t, env)
	postLead(t, s, name)
	if code := s.stop(t, syscall.SIGTERM); code != 0 {
		t.Fatalf("exit %d:\n%s", code, s.logText())
	}
	out := t.TempDir()
	if text, code := runSite(t, env, "backup", "--out", out+"/"); code != 0 {
		t.Fatalf("site backup: exit %d\n%s", code, text)
	}
	files, _ := filepath.Glob(filepath.Join(out, "site-*.tar.gz"))
	if len(files) != 1 {
		t.Fatalf("backup folder holds %v", files)
	}
	restoreEnv = map[string]string{"DATA_DIR": filepath.Join(t.TempDir(), "restored"), "SITE_KEY": env["SITE_KEY"]}
	if engine == "postgres" {
		restoreEnv["DATABASE_URL"] = engineEnv(t, engine)["DATABASE_URL"]
	}
	return env, files[0], restoreEnv
}

// restoredNothing fails the test when the target of restoreEnv holds a database.
func restoredNothing(t *testing.T, restoreEnv map[string]string) {
	t.Helper()
	if url := restoreEnv["DATABASE_URL"]; url != "" {
		db, err := sql.Open("pgx", url)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var tables int
		if err := db.QueryRow(`SELECT count(*) FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'`).Scan(&tables); err != nil {
			t.Fatal(err)
		}
		if tables != 0 {
			t.Errorf("the refused restore left %d tables in the target schema", tables)
		}
		return
	}
	if _, err := os.Stat(filepath.Join(restoreEnv["DATA_DIR"], "site.db")); err == nil {
		t.Error("the refused restore left a site.db")
	}
}

// TestRestoreRefusesWhatTheMigrationsDoNotMake (issue 38, item 3): a SQLite
// backup whose database carries one added trigger (one that would rewrite every
// new lead) is refused by `site restore` with a sentence naming the trigger, even
// signed with the site's key; on PostgreSQL, whose backups hold rows only, a
// target schema holding a function a trigger could call is refused by name.
func TestRestoreRefusesWhatTheMigrationsDoNotMake(t *testing.T) {
	t.Parallel()
	t.Run("sqlite", func(t *testing.T) {
		env, file, restoreEnv := backedUpSite(t, "sqlite", "Trigger Lead")
		forged := filepath.Join(t.TempDir(), "site-forged.tar.gz")
		forgeBackup(t, file, forged, func(files map[string][]byte) {
			path := filepath.Join(t.TempDir(), "site.db")
			os.WriteFile(path, files["site.db"], 0o600)
			db, err := sql.Open("sqlite", "file:"+path)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.Exec(`CREATE TRIGGER leads_out AFTER INSERT ON leads BEGIN
				UPDATE leads SET email = 'copy@outside.example' WHERE id = new.id; END`); err != nil {
				t.Fatal(err)
			}
			db.Close()
			files["site.db"], _ = os.ReadFile(path)
		}, signedWith(t, env))
		text, code := runSite(t, restoreEnv, "restore", forged)
		if code != 1 || !strings.Contains(text, `trigger \"leads_out\" (on leads), which the migrations do not make`) {
			t.Fatalf("restore of a backup with an added trigger: exit %d, want 1 naming the trigger:\n%s", code, text)
		}
		restoredNothing(t, restoreEnv)
		if text, code := runSite(t, restoreEnv, "restore", file); code != 0 {
			t.Fatalf("the backup as made: exit %d\n%s", code, text)
		}
	})
	t.Run("postgres", func(t *testing.T) {
		_, file, restoreEnv := backedUpSite(t, "postgres", "Function Lead")
		db, err := sql.Open("pgx", restoreEnv["DATABASE_URL"])
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if _, err := db.Exec(`CREATE FUNCTION leads_out() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.email := 'copy@outside.example'; RETURN NEW; END $$`); err != nil {
			t.Fatal(err)
		}
		text, code := runSite(t, restoreEnv, "restore", file)
		if code != 1 || !strings.Contains(text, `function \"leads_out\"`) || !strings.Contains(text, "already holds a database") {
			t.Fatalf("restore into a schema holding a function: exit %d, want 1 naming it:\n%s", code, text)
		}
		restoredNothing(t, restoreEnv)
	})
}

// TestRestoreChecksTheSignature (issue 38, item 3): a signed backup with one byte
// changed (its checksums made to match) is refused before anything is restored;
// so is one whose signature was taken off, unless --accept-unsigned says to take
// it; and a restore without the key of the site that made the backup says which key it needs.
func TestRestoreChecksTheSignature(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env, file, restoreEnv := backedUpSite(t, engine, "Signed Lead")
			changeName := func(files map[string][]byte) {
				changed := 0
				for name, b := range files {
					if i := bytes.Index(b, []byte("Signed Lead")); i >= 0 {
						b[i+len("Signed Lea")] = 'f'
						files[name] = b
						changed++
					}
				}
				if changed == 0 {
					t.Fatal("the backup does not hold the lead's name")
				}
			}
			work := t.TempDir()
			changed := filepath.Join(work, "site-changed.tar.gz")
			entries := unpackBackup(t, file)
			keep := func([]byte) map[string]string { return entries[0].records } // the signature of the manifest as made
			if entries[0].records["NIVAAS.signature"] == "" {
				t.Errorf("the backup's manifest is not signed: %v", entries[0].records)
			}
			forgeBackup(t, file, changed, changeName, keep)
			text, code := runSite(t, restoreEnv, "restore", changed)
			if code != 1 || !strings.Contains(text, "signature does not match the site key") {
				t.Fatalf("a changed signed backup: exit %d, want 1 and the signature refused:\n%s", code, text)
			}
			restoredNothing(t, restoreEnv)

			stripped := filepath.Join(work, "site-unsigned.tar.gz")
			forgeBackup(t, file, stripped, changeName, unsigned)
			text, code = runSite(t, restoreEnv, "restore", stripped)
			if code != 1 || !strings.Contains(text, "the backup is not signed") || !strings.Contains(text, "--accept-unsigned") {
				t.Fatalf("an unsigned backup: exit %d, want 1 and the missing signature named:\n%s", code, text)
			}
			restoredNothing(t, restoreEnv)

			// Without the key of the site that made it: the key file this restore made is taken away again.
			keyless := map[string]string{"DATA_DIR": filepath.Join(t.TempDir(), "fresh"), "DATABASE_URL": restoreEnv["DATABASE_URL"]}
			if keyless["DATABASE_URL"] == "" {
				delete(keyless, "DATABASE_URL")
			}
			text, code = runSite(t, keyless, "restore", file)
			if code != 1 || !strings.Contains(text, "put the site's key there, or set SITE_KEY") {
				t.Fatalf("a restore with another key: exit %d, want 1 and what key it needs:\n%s", code, text)
			}
			if _, err := os.Stat(keyless["DATA_DIR"] + ".key"); err == nil {
				t.Error("the refused restore left the key file it made")
			}
			restoredNothing(t, keyless)

			text, code = runSite(t, restoreEnv, "restore", stripped, "--accept-unsigned")
			if code != 0 {
				t.Fatalf("an unsigned backup, accepted: exit %d\n%s", code, text)
			}
			if export, _ := runSite(t, restoreEnv, "leads", "export"); !strings.Contains(export, ",Signed Leaf,") {
				t.Errorf("the accepted backup's lead is not restored:\n%s", export)
			}
			_ = env
		})
	}
}

// TestRestoreOfAHugeClaimWritesNothing (issue 38, passing note): a backup whose
// signed manifest claims a file larger than the disk's free space is refused
// before a byte of it is written. The backup comes through a pipe that goes on
// giving zeros, so a restore that writes before it checks is seen writing.
func TestRestoreOfAHugeClaimWritesNothing(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env, file, restoreEnv := backedUpSite(t, engine, "Huge Lead")
			entries := unpackBackup(t, file)
			var m backup.Manifest
			if err := json.Unmarshal(entries[0].body, &m); err != nil {
				t.Fatal(err)
			}
			const claimed = 1 << 50 // a petabyte
			m.Files = m.Files[len(m.Files)-1:]
			m.Files[0].Size = claimed
			raw, _ := json.Marshal(m)
			fifo := filepath.Join(t.TempDir(), "site-huge.tar.gz")
			if err := syscall.Mkfifo(fifo, 0o600); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(binary, "restore", fifo)
			cmd.Env = siteEnv(restoreEnv)
			var output bytes.Buffer
			cmd.Stdout, cmd.Stderr = &output, &output
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()

			pipe, err := os.OpenFile(fifo, os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer pipe.Close()
			zw, _ := gzip.NewWriterLevel(pipe, gzip.BestSpeed)
			tw := tar.NewWriter(zw)
			tw.WriteHeader(&tar.Header{Name: backup.ManifestName, Mode: 0o600, Size: int64(len(raw)), Typeflag: tar.TypeReg,
				Format: tar.FormatPAX, PAXRecords: signedWith(t, env)(raw)})
			tw.Write(raw)
			tw.WriteHeader(&tar.Header{Name: m.Files[0].Name, Mode: 0o600, Size: claimed, Typeflag: tar.TypeReg})
			go func() { // zeros until the restore stops reading
				zero := make([]byte, 1<<20)
				for i := 0; i < 64; i++ {
					if _, err := tw.Write(zero); err != nil {
						return
					}
					if zw.Flush() != nil {
						return
					}
				}
			}()

			var wrote int64
			deadline := time.After(30 * time.Second)
			stopped := false
			for !stopped {
				filepath.Walk(restoreEnv["DATA_DIR"], func(path string, info os.FileInfo, err error) error {
					if err == nil && info.Mode().IsRegular() && info.Name() == m.Files[0].Name {
						wrote = max(wrote, info.Size())
					}
					return nil
				})
				if wrote > 0 { // seen writing: no need to wait for the rest
					cmd.Process.Kill()
				}
				select {
				case <-exited:
					stopped = true
				case <-deadline:
					cmd.Process.Kill()
					<-exited
					t.Errorf("the restore still ran after 30 s of a petabyte claim")
					stopped = true
				case <-time.After(20 * time.Millisecond):
				}
			}
			if wrote > 0 {
				t.Errorf("the restore wrote %d bytes of a file claiming %d before refusing it", wrote, int64(claimed))
			}
			if cmd.ProcessState.ExitCode() != 1 || !strings.Contains(output.String(), "more than the") {
				t.Fatalf("a petabyte claim: exit %d, want 1 saying the disk has not that much free:\n%s", cmd.ProcessState.ExitCode(), output.String())
			}
			restoredNothing(t, restoreEnv)
		})
	}
}

// TestRestoreTakesThePreviousReleasesSchema: the schema check accepts the
// database the previous release made (cmd/site/testdata): in a backup as that
// release wrote it (unsigned, schema version 8), and backed up after this
// release upgraded it. A schema older migrations made step by step is the one
// this release's migrations make at that version.
func TestRestoreTakesThePreviousReleasesSchema(t *testing.T) {
	t.Parallel()
	restoreEnvOf := func(env map[string]string, engine string) map[string]string {
		r := map[string]string{"DATA_DIR": filepath.Join(t.TempDir(), "restored"), "SITE_KEY_FILE": filepath.Clean(env["DATA_DIR"]) + ".key"}
		if engine == "postgres" {
			r["DATABASE_URL"] = engineEnv(t, engine)["DATABASE_URL"]
		}
		return r
	}
	restored := func(t *testing.T, restoreEnv map[string]string, args ...string) {
		t.Helper()
		if text, code := runSite(t, restoreEnv, append([]string{"restore"}, args...)...); code != 0 {
			t.Fatalf("restore %v: exit %d\n%s", args, code, text)
		}
		if export, _ := runSite(t, restoreEnv, "leads", "export"); !strings.Contains(export, "Anu Prev") {
			t.Errorf("the restored database lacks the previous release's leads:\n%s", export)
		}
	}
	t.Run("previous release's backup", func(t *testing.T) {
		db, err := os.ReadFile(fixtureSQLite)
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(db)
		m := backup.Manifest{Format: 1, Version: "aff0fa6", Engine: "sqlite", SchemaVersion: 8, CreatedAt: time.Now(),
			Files: []backup.File{{Name: "site.db", Size: int64(len(db)), SHA256: hex.EncodeToString(sum[:])}}}
		raw, _ := json.Marshal(m)
		file := filepath.Join(t.TempDir(), "site-previous.tar.gz")
		packBackup(t, file, []archiveEntry{{name: backup.ManifestName, body: raw}, {name: "site.db", body: db}})
		env := map[string]string{"DATA_DIR": t.TempDir()}
		restored(t, restoreEnvOf(env, "sqlite"), file, "--accept-unsigned")
	})
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run("upgraded/"+engine, func(t *testing.T) {
			env, _ := previousRelease(t, engine)
			if out, code := runSite(t, env, "migrate"); code != 0 {
				t.Fatalf("migrate (exit %d):\n%s", code, out)
			}
			out := t.TempDir()
			if text, code := runSite(t, env, "backup", "--out", out+"/"); code != 0 {
				t.Fatalf("site backup: exit %d\n%s", code, text)
			}
			files, _ := filepath.Glob(filepath.Join(out, "site-*.tar.gz"))
			restored(t, restoreEnvOf(env, engine), files[0])
		})
	}
}
