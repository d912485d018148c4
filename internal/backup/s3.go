package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// Bucket is an S3-compatible bucket (and key prefix) that backups are copied to.
type Bucket struct {
	client *minio.Client
	bucket string
	prefix string // "" or ending in "/"
	shown  string // the address without the secret, for people and logs
}

// OpenBucket reads BACKUP_S3_URL: s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=…&insecure=1]
// (insecure=1: plain HTTP, for a server on the same machine or network only).
func OpenBucket(raw string) (*Bucket, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return nil, errors.New("BACKUP_S3_URL: want s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=…&insecure=1]")
	}
	bucket, prefix, _ := strings.Cut(strings.Trim(u.Path, "/"), "/")
	if bucket == "" {
		return nil, errors.New("BACKUP_S3_URL: the bucket is missing (s3://KEY:SECRET@HOST/BUCKET)")
	}
	if prefix != "" {
		prefix += "/"
	}
	secret, _ := u.User.Password()
	q := u.Query()
	client, err := minio.New(u.Host, &minio.Options{
		Creds:  credentials.NewStaticV4(u.User.Username(), secret, ""),
		Secure: q.Get("insecure") != "1",
		Region: q.Get("region"),
	})
	if err != nil {
		return nil, fmt.Errorf("BACKUP_S3_URL: %w", err)
	}
	return &Bucket{client: client, bucket: bucket, prefix: prefix, shown: "s3://" + u.Host + "/" + bucket + "/" + prefix}, nil
}

// String is the bucket's address without credentials.
func (b *Bucket) String() string { return b.shown }

// Upload copies the finished backup file at file into the bucket under its own name.
func (b *Bucket) Upload(ctx context.Context, file string) (string, error) {
	name := b.prefix + filepath.Base(file)
	if _, err := b.client.FPutObject(ctx, b.bucket, name, file, minio.PutObjectOptions{ContentType: "application/octet-stream"}); err != nil {
		return "", fmt.Errorf("upload to %s: %w", b.shown, err)
	}
	return b.shown + path.Base(name), nil
}

// Backups lists the backups in the bucket, newest first.
func (b *Bucket) Backups(ctx context.Context) ([]string, error) {
	var names []string
	for o := range b.client.ListObjects(ctx, b.bucket, minio.ListObjectsOptions{Prefix: b.prefix}) {
		if o.Err != nil {
			return nil, fmt.Errorf("list %s: %w", b.shown, o.Err)
		}
		if name := strings.TrimPrefix(o.Key, b.prefix); IsBackupName(name) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	slices.Reverse(names)
	return names, nil
}

// Open reads the backup called name ("" or "latest": the newest).
func (b *Bucket) Open(ctx context.Context, name string) (io.ReadCloser, string, error) {
	if name == "" || name == "latest" {
		names, err := b.Backups(ctx)
		if err != nil {
			return nil, "", err
		}
		if len(names) == 0 {
			return nil, "", fmt.Errorf("%s holds no backup", b.shown)
		}
		name = names[0]
	}
	o, err := b.client.GetObject(ctx, b.bucket, b.prefix+name, minio.GetObjectOptions{})
	if err != nil {
		return nil, "", fmt.Errorf("read %s%s: %w", b.shown, name, err)
	}
	return o, name, nil
}

// Prune deletes the backups in the bucket that Keep no longer keeps.
func (b *Bucket) Prune(ctx context.Context, k Keep, now time.Time) error {
	names, err := b.Backups(ctx)
	if err != nil {
		return err
	}
	for _, name := range k.Expired(names, now) {
		if err := b.client.RemoveObject(ctx, b.bucket, b.prefix+name, minio.RemoveObjectOptions{}); err != nil {
			return fmt.Errorf("delete %s%s: %w", b.shown, name, err)
		}
	}
	return nil
}
