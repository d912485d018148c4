package storetest

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os/exec"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"github.com/nivaas-interiors/site/internal/testservers"
)

// versitygw returns the path of the built server, building it when missing.
func versitygw(t testing.TB) string {
	t.Helper()
	bin, err := testservers.Versitygw()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

const (
	s3Access = "backuptestaccess"
	s3Secret = "backuptestsecret0123456789"
)

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
