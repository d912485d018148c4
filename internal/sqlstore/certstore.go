package sqlstore

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/caddyserver/certmagic"

	"github.com/nivaas-interiors/site/internal/clock"
)

// CertStorage keeps certmagic's certificates, keys, ACME account and challenge
// tokens in the site's database, and its locks there too, so every copy of the
// site shares one certificate and only one copy asks the CA at a time.
type CertStorage struct {
	s *Store
	// LockTTL is how long a lock outlives its holder's last sign of life; the
	// holder renews it every third of that while its context lasts.
	LockTTL time.Duration

	mu   sync.Mutex
	held map[string]heldLock
}

// heldLock is a lock this copy holds: the token in its row and how to stop renewing it.
type heldLock struct {
	holder string
	stop   context.CancelFunc
}

var _ certmagic.Storage = (*CertStorage)(nil)

// defaultLockTTL lets another copy take over a minute after the holder stopped.
const defaultLockTTL = time.Minute

// Certificates returns the certificate storage over this database.
func (s *Store) Certificates() *CertStorage {
	return &CertStorage{s: s, LockTTL: defaultLockTTL, held: map[string]heldLock{}}
}

// Store puts value at key, replacing what was there.
// Values are sealed with the site key: they hold the certificates' private keys and the ACME account's.
func (c *CertStorage) Store(ctx context.Context, key string, value []byte) error {
	sealed, err := c.s.sealBytes(value)
	if err != nil {
		return c.s.fail("store "+key, err)
	}
	_, err = c.s.write(ctx, `
		INSERT INTO tls_storage (key, value, modified) VALUES (?, ?, ?)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value, modified = excluded.modified`,
		key, sealed, c.s.d.time(time.Now()))
	if err != nil {
		return c.s.fail("store "+key, err)
	}
	return nil
}

// Load returns the value at key, or fs.ErrNotExist.
func (c *CertStorage) Load(ctx context.Context, key string) ([]byte, error) {
	var value []byte
	err := c.s.readRow(ctx, `SELECT value FROM tls_storage WHERE key = ?`, key).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%s: %w", key, fs.ErrNotExist)
	}
	if err != nil {
		return nil, c.s.fail("load "+key, err)
	}
	if value, err = c.s.openBytes(value); err != nil {
		return nil, c.s.fail("load "+key, err)
	}
	return value, nil
}

// underPrefix matches the keys under a "directory" (the second argument, ending in
// "/", its length in characters first): substr compares bytes-for-characters alike
// on both engines, where a range or LIKE would follow collations and case rules.
const underPrefix = `substr(key, 1, ?) = ?`

func dir(key string) (int, string) {
	p := strings.TrimSuffix(key, "/") + "/"
	return utf8.RuneCountInString(p), p
}

// Delete removes key and, as a directory, every key under it.
func (c *CertStorage) Delete(ctx context.Context, key string) error {
	n, p := dir(key)
	if _, err := c.s.write(ctx, `DELETE FROM tls_storage WHERE key = ? OR `+underPrefix, key, n, p); err != nil {
		return c.s.fail("delete "+key, err)
	}
	return nil
}

// Exists reports whether key is a value or a directory of values.
func (c *CertStorage) Exists(ctx context.Context, key string) bool {
	n, p := dir(key)
	var one int
	err := c.s.readRow(ctx, `SELECT 1 FROM tls_storage WHERE key = ? OR `+underPrefix+` LIMIT 1`, key, n, p).Scan(&one)
	return err == nil
}

// List returns the keys under path: its direct children, or with recursive
// every key and directory below it, as certmagic's file storage does.
func (c *CertStorage) List(ctx context.Context, path string, recursive bool) ([]string, error) {
	query, args := `SELECT key FROM tls_storage`, []any{}
	prefix := ""
	if path != "" {
		n, p := dir(path)
		query, args, prefix = query+` WHERE `+underPrefix, []any{n, p}, p
	}
	rows, err := c.s.read(ctx, query, args...)
	keys, err := collect(rows, err, func(k *string) []any { return []any{k} })
	if err != nil {
		return nil, c.s.fail("list "+path, err)
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("%s: %w", path, fs.ErrNotExist)
	}
	seen := map[string]bool{}
	for _, k := range keys {
		parts := strings.Split(strings.TrimPrefix(k, prefix), "/")
		if !recursive {
			parts = parts[:1]
		}
		for i := range parts {
			seen[prefix+strings.Join(parts[:i+1], "/")] = true
		}
	}
	list := make([]string, 0, len(seen))
	for k := range seen {
		list = append(list, k)
	}
	sort.Strings(list)
	return list, nil
}

// Stat describes key: a value with its size and time, or a directory.
func (c *CertStorage) Stat(ctx context.Context, key string) (certmagic.KeyInfo, error) {
	info := certmagic.KeyInfo{Key: key, IsTerminal: true}
	var sealed []byte
	err := c.s.readRow(ctx, `SELECT value, modified FROM tls_storage WHERE key = ?`, key).
		Scan(&sealed, instant{&info.Modified})
	if err == nil {
		var value []byte
		value, err = c.s.openBytes(sealed) // the size of the value, not of its sealed form
		info.Size = int64(len(value))
	}
	if errors.Is(err, sql.ErrNoRows) {
		if c.Exists(ctx, key) {
			return certmagic.KeyInfo{Key: key}, nil
		}
		return info, fmt.Errorf("%s: %w", key, fs.ErrNotExist)
	}
	if err != nil {
		return info, c.s.fail("stat "+key, err)
	}
	return info, nil
}

// Lock waits until this copy holds name: a free row, or one whose holder let it expire.
func (c *CertStorage) Lock(ctx context.Context, name string) error {
	var b [16]byte
	rand.Read(b[:])
	holder := hex.EncodeToString(b[:])
	// Obtaining a certificate takes seconds; a waiter asking ten times a second costs the database little.
	poll := min(100*time.Millisecond, c.LockTTL/4)
	for {
		now := time.Now()
		res, err := c.s.write(ctx, `
			INSERT INTO tls_locks (name, holder, expires_at) VALUES (?, ?, ?)
			ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
			WHERE tls_locks.expires_at <= ?`,
			name, holder, c.s.d.time(now.Add(c.LockTTL)), c.s.d.time(now))
		if err != nil {
			return c.s.fail("lock "+name, err)
		}
		if n, err := res.RowsAffected(); err == nil && n == 1 {
			break
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(poll):
		}
	}
	// The lock lives while the work it guards may: until Unlock, or until the
	// caller's context ends (the work then ends too), plus LockTTL.
	alive, stop := context.WithCancel(ctx)
	c.mu.Lock()
	c.held[name] = heldLock{holder: holder, stop: stop}
	c.mu.Unlock()
	go c.keepFresh(alive, name, holder)
	return nil
}

// keepFresh pushes the lock's expiry forward until ctx ends or the lock is no longer ours.
func (c *CertStorage) keepFresh(ctx context.Context, name, holder string) {
	clock.Every(ctx, c.LockTTL/3, func() bool {
		res, err := c.s.write(ctx, `UPDATE tls_locks SET expires_at = ? WHERE name = ? AND holder = ?`,
			c.s.d.time(time.Now().Add(c.LockTTL)), name, holder)
		if err != nil {
			return true // the database may answer at the next tick, before the lock expires
		}
		n, err := res.RowsAffected()
		return err != nil || n != 0
	})
}

// Unlock releases name, which this copy holds.
func (c *CertStorage) Unlock(ctx context.Context, name string) error {
	c.mu.Lock()
	h, ok := c.held[name]
	delete(c.held, name)
	c.mu.Unlock()
	if !ok {
		return fmt.Errorf("unlock %s: this copy does not hold that lock", name)
	}
	h.stop()
	if _, err := c.s.write(ctx, `DELETE FROM tls_locks WHERE name = ? AND holder = ?`, name, h.holder); err != nil {
		return c.s.fail("unlock "+name, err)
	}
	return nil
}
