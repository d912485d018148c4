package staff

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"

	"golang.org/x/crypto/argon2"
)

// HashParams are argon2id's cost settings; the hash string carries them, so
// they can be raised later and old hashes still verify (and get rehashed).
type HashParams struct {
	MemoryKiB uint32
	Time      uint32
	Threads   uint8
	SaltLen   uint32
	KeyLen    uint32
}

// OWASPParams is OWASP's first argon2id choice (Password Storage Cheat Sheet):
// 19 MiB of memory, 2 passes, 1 lane.
var OWASPParams = HashParams{MemoryKiB: 19 * 1024, Time: 2, Threads: 1, SaltLen: 16, KeyLen: 32}

// Bounds on what a stored hash may ask for, so a damaged row cannot make one
// verification take gigabytes or minutes.
const (
	maxMemoryKiB = 1 << 20 // 1 GiB
	maxTime      = 64
	maxKeyLen    = 128
	minSaltLen   = 8
	maxSaltLen   = 64
)

var errMalformedHash = errors.New("staff: malformed password hash")

// HashPassword returns password hashed with p as a PHC string:
// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<key> (unpadded standard base64).
func HashPassword(password string, p HashParams) (string, error) {
	salt := make([]byte, p.SaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(password), salt, p.Time, p.MemoryKiB, p.Threads, p.KeyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, p.MemoryKiB, p.Time, p.Threads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// VerifyPassword reports whether password matches the PHC string encoded, in
// constant time; a malformed hash is an error, never a match.
func VerifyPassword(password, encoded string) (bool, error) {
	p, salt, key, err := parseHash(encoded)
	if err != nil {
		return false, err
	}
	got := argon2.IDKey([]byte(password), salt, p.Time, p.MemoryKiB, p.Threads, p.KeyLen)
	return subtle.ConstantTimeCompare(got, key) == 1, nil
}

// NeedsRehash reports whether encoded was made with weaker settings than p (or cannot be read).
func NeedsRehash(encoded string, p HashParams) bool {
	old, _, _, err := parseHash(encoded)
	return err != nil || old.MemoryKiB < p.MemoryKiB || old.Time < p.Time || old.KeyLen < p.KeyLen
}

func parseHash(encoded string) (HashParams, []byte, []byte, error) {
	var p HashParams
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return p, nil, nil, errMalformedHash
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version || parts[2] != fmt.Sprintf("v=%d", version) {
		return p, nil, nil, errMalformedHash
	}
	var threads uint32
	if n, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.MemoryKiB, &p.Time, &threads); err != nil || n != 3 ||
		parts[3] != fmt.Sprintf("m=%d,t=%d,p=%d", p.MemoryKiB, p.Time, threads) {
		return p, nil, nil, errMalformedHash
	}
	if p.Time < 1 || p.Time > maxTime || threads < 1 || threads > 255 || p.MemoryKiB < 8*threads || p.MemoryKiB > maxMemoryKiB {
		return p, nil, nil, errMalformedHash
	}
	p.Threads = uint8(threads)
	b64 := base64.RawStdEncoding.Strict()
	salt, err := b64.DecodeString(parts[4])
	if err != nil || len(salt) < minSaltLen || len(salt) > maxSaltLen {
		return p, nil, nil, errMalformedHash
	}
	key, err := b64.DecodeString(parts[5])
	if err != nil || len(key) < 16 || len(key) > maxKeyLen {
		return p, nil, nil, errMalformedHash
	}
	p.SaltLen, p.KeyLen = uint32(len(salt)), uint32(len(key))
	return p, salt, key, nil
}

// dummyHashes hold, per parameter set, a hash of a random password: verifying an
// unknown e-mail against it costs what a wrong password costs, so timing tells nothing.
var dummyHashes sync.Map // HashParams -> string

func dummyHash(p HashParams) string {
	if h, ok := dummyHashes.Load(p); ok {
		return h.(string)
	}
	h, err := HashPassword(rand.Text(), p)
	if err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	actual, _ := dummyHashes.LoadOrStore(p, h)
	return actual.(string)
}
