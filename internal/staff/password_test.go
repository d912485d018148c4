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
	parts := strings.Split(good, "$") // "", argon2id, v=19, m=64,t=1,p=1, salt, key
	salt, key := parts[4], parts[5]
	// Each case is the good hash with one part broken, so nothing else in it can be what is refused.
	broken := func(part, with string) string {
		if !strings.Contains(good, part) {
			t.Fatalf("the good hash %q has no %q to break", good, part)
		}
		return strings.Replace(good, part, with, 1)
	}
	cases := map[string]string{
		"empty":               "",
		"dollar only":         "$",
		"bcrypt":              "$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy",
		"argon2i":             broken("$argon2id$", "$argon2i$"),
		"old version":         broken("$v=19$", "$v=16$"),
		"no version":          broken("$v=19$", "$"),
		"huge memory":         broken("m=64,", "m=4294967295,"),
		"huge time":           broken("t=1,", "t=100000,"),
		"zero time":           broken("t=1,", "t=0,"),
		"zero threads":        broken("p=1$", "p=0$"),
		"300 threads":         broken("m=64,t=1,p=1$", "m=4096,t=1,p=300$"),
		"negative memory":     broken("m=64,", "m=-1,"),
		"params reordered":    broken("m=64,t=1,", "t=1,m=64,"),
		"trailing junk":       broken("p=1$", "p=1,x=2$"),
		"padded salt":         broken("$"+salt+"$", "$"+salt+"==$"),
		"short salt":          broken("$"+salt+"$", "$AAAA$"),
		"empty key":           broken("$"+key, "$"),
		"short key":           broken("$"+key, "$AAAA"),
		"url alphabet":        broken("$"+key, "$"+strings.NewReplacer("+", "-", "/", "_").Replace(key)+"-_"),
		"extra field":         good + "$x",
		"leading space":       " " + good,
		"nul inside":          broken("argon2id", "argon2id\x00"),
		"memory below 8*lane": broken("m=64,", "m=7,"),
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
