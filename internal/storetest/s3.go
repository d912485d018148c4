package storetest

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// versitygwModule is the S3-compatible server the tests run (posix backend),
// built from the Go module proxy once per machine and kept in the user's cache.
const versitygwModule = "github.com/versity/versitygw/cmd/versitygw@v1.8.0"

const (
	s3Access = "backuptestaccess"
	s3Secret = "backuptestsecret0123456789"
)

// versitygw returns the path of the built server, building it when missing.
func versitygw(t testing.TB) string {
	t.Helper()
	if p := os.Getenv("VERSITYGW"); p != "" {
		return p
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	dir := filepath.Join(cache, "nivaas-site-test", "versitygw-v1.8.0")
	bin := filepath.Join(dir, "versitygw")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// Test packages run in parallel: one builds, the others wait for it.
	lock, err := os.OpenFile(filepath.Join(dir, ".lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(bin); err == nil {
		return bin
	}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "install", versitygwModule)
	// Its own build settings: not this module's tags, and straight into dir.
	cmd.Env = append(os.Environ(), "GOBIN="+dir, "GOFLAGS=", "CGO_ENABLED=0")
	cmd.Dir = os.TempDir()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building versitygw (the S3-compatible server of the tests) failed: %v\n%s", err, out)
	}
	return bin
}

// StartS3 runs a real S3-compatible server (versitygw) on a free loopback port
// with a fresh folder, stopped at cleanup, and returns a client and the
// BACKUP_S3_URL of a new bucket "backups" on it (prefix "site").
func StartS3(t testing.TB) (*minio.Client, string) {
	t.Helper()
	bin := versitygw(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	root := t.TempDir()
	cmd := exec.Command(bin, "--access", s3Access, "--secret", s3Secret, "--port", addr, "--quiet", "posix", "--nometa", root)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	client, err := minio.New(addr, &minio.Options{Creds: credentials.NewStaticV4(s3Access, s3Secret, ""), Region: "us-east-1"})
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		err = client.MakeBucket(ctx, "backups", minio.MakeBucketOptions{Region: "us-east-1"})
		cancel()
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait() // its output is complete once it has exited
			t.Fatalf("versitygw did not answer on %s: %v\n%s", addr, err, out.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	return client, fmt.Sprintf("s3://%s:%s@%s/backups/site?region=us-east-1&insecure=1", s3Access, s3Secret, addr)
}
