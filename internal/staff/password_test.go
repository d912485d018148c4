package staff

import (
	"strings"
	"testing"
)

var cheap = HashParams{MemoryKiB: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}

func TestHashPasswordOWASP(t *testing.T) {
	h, err := HashPassword("correct horse battery staple", OWASPParams)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("hash = %q, want OWASP parameters in the PHC string", h)
	}
	if ok, err := VerifyPassword("correct horse battery staple", h); !ok || err != nil {
		t.Fatalf("verify right password = %v, %v", ok, err)
	}
	if ok, _ := VerifyPassword("correct horse battery stapl", h); ok {
		t.Fatal("a wrong password verified")
	}
	if NeedsRehash(h, OWASPParams) {
		t.Error("a hash with the current parameters needs no rehash")
	}
	h2, _ := HashPassword("correct horse battery staple", OWASPParams)
	if h2 == h {
		t.Error("two hashes of one password are equal: the salt is not random")
	}
}

func TestNeedsRehashWhenParametersRise(t *testing.T) {
	h, _ := HashPassword("a long enough password", cheap)
	if !NeedsRehash(h, OWASPParams) {
		t.Error("a cheaper hash should be rehashed under OWASP parameters")
	}
	if NeedsRehash(h, cheap) {
		t.Error("same parameters should not rehash")
	}
	if !NeedsRehash("garbage", cheap) {
		t.Error("an unreadable hash should be replaced")
	}
}

func TestVerifyPasswordRefusesMalformedHashes(t *testing.T) {
	good, _ := HashPassword("pw", cheap)
	parts := strings.Split(good, "$") // "", argon2id, v=19, m=..., salt, key
	salt, key := parts[4], parts[5]
	cases := map[string]string{
		"empty":               "",
		"dollar only":         "$",
		"bcrypt":              "$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy",
		"argon2i":             "$argon2i$v=19$m=64,t=1,p=1$" + salt + "$" + key,
		"old version":         "$argon2id$v=16$m=64,t=1,p=1$" + salt + "$" + key,
		"no version":          "$argon2id$m=64,t=1,p=1$" + salt + "$" + key,
		"huge memory":         "$argon2id$v=19$m=4294967295,t=1,p=1$" + salt + "$" + key,
		"huge time":           "$argon2id$v=19$m=64,t=100000,p=1$" + salt + "$" + key,
		"zero time":           "$argon2id$v=19$m=64,t=0,p=1$" + salt + "$" + key,
		"zero threads":        "$argon2id$v=19$m=64,t=1,p=0$" + salt + "$" + key,
		"300 threads":         "$argon2id$v=19$m=4096,t=1,p=300$" + salt + "$" + key,
		"negative memory":     "$argon2id$v=19$m=-1,t=1,p=1$" + salt + "$" + key,
		"params reordered":    "$argon2id$v=19$t=1,m=64,p=1$" + salt + "$" + key,
		"trailing junk":       "$argon2id$v=19$m=64,t=1,p=1,x=2$" + salt + "$" + key,
		"padded salt":         "$argon2id$v=19$m=64,t=1,p=1$" + salt + "==$" + key,
		"short salt":          "$argon2id$v=19$m=64,t=1,p=1$AAAA$" + key,
		"empty key":           "$argon2id$v=19$m=64,t=1,p=1$" + salt + "$",
		"short key":           "$argon2id$v=19$m=64,t=1,p=1$" + salt + "$AAAA",
		"url alphabet":        "$argon2id$v=19$m=64,t=1,p=1$" + salt + "$" + strings.NewReplacer("+", "-", "/", "_").Replace(key) + "-_",
		"extra field":         good + "$x",
		"leading space":       " " + good,
		"nul inside":          strings.Replace(good, "argon2id", "argon2id\x00", 1),
		"memory below 8*lane": "$argon2id$v=19$m=7,t=1,p=1$" + salt + "$" + key,
	}
	for name, h := range cases {
		t.Run(name, func(t *testing.T) {
			ok, err := VerifyPassword("pw", h)
			if ok || err == nil {
				t.Fatalf("VerifyPassword(%q) = %v, %v; want refusal", h, ok, err)
			}
		})
	}
}

func TestDummyHashIsStableAndMatchesNothing(t *testing.T) {
	a, b := dummyHash(cheap), dummyHash(cheap)
	if a != b {
		t.Fatal("the dummy hash should be made once per parameter set")
	}
	for _, pw := range []string{"", "password", a} {
		if ok, _ := VerifyPassword(pw, a); ok {
			t.Errorf("the dummy hash matched %q", pw)
		}
	}
}
