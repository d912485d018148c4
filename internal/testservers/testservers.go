// Package testservers builds the real servers the tests talk to from the Go module proxy, once per machine, into the
// user's cache: versitygw (S3-compatible, for backups) and Pebble with its challenge server (an ACME test CA). Each
// build holds a file lock, so test binaries running side by side build it once.
package testservers

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"
)

// The releases the tests run.
const (
	VersitygwVersion = "v1.8.0"
	PebbleVersion    = "v2.10.1"
)

// Versitygw returns the path of the built S3-compatible server ($VERSITYGW when set).
func Versitygw() (string, error) {
	if p := os.Getenv("VERSITYGW"); p != "" {
		return p, nil
	}
	dir, err := install("versitygw-"+VersitygwVersion, "versitygw", "github.com/versity/versitygw/cmd/versitygw@"+VersitygwVersion)
	return filepath.Join(dir, "versitygw"), err
}

// Pebble returns the folder holding the built pebble and pebble-challtestsrv.
func Pebble() (string, error) {
	return install("pebble-"+PebbleVersion, "pebble-challtestsrv",
		"github.com/letsencrypt/pebble/v2/cmd/pebble@"+PebbleVersion,
		"github.com/letsencrypt/pebble/v2/cmd/pebble-challtestsrv@"+PebbleVersion)
}

// install runs `go install pkgs` into a folder of the user's cache named name, unless last (the last binary it
// installs) is already there; the folder's lock makes a second caller wait for the first one's build.
func install(name, last string, pkgs ...string) (string, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	dir := filepath.Join(cache, "nivaas-site-test", name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	lock, err := os.OpenFile(filepath.Join(dir, ".lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return "", err
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(dir, last)); err == nil {
		return dir, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	// Unoptimised and without debug data: a test server's speed does not matter, and on a fresh machine this build
	// is the longest wait of the Go tests (versitygw compiles about 300 packages).
	cmd := exec.CommandContext(ctx, "go", append([]string{"install", "-gcflags=all=-N -l", "-ldflags=-s -w"}, pkgs...)...)
	// Their own build settings, not this module's tags, and straight into dir.
	cmd.Env = append(os.Environ(), "GOBIN="+dir, "GOFLAGS=", "CGO_ENABLED=0")
	cmd.Dir = os.TempDir()
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building %s (a server the tests run) failed: %v\n%s", name, err, out)
	}
	return dir, nil
}
