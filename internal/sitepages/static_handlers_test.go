package sitepages

import "testing"

func TestIsLocalPath(t *testing.T) {
	for p, want := range map[string]bool{
		"/": true, "/Aboutus/": true, "/a/b": true, "/a%2F%2Fb": true,
		"": false, "a": false, "//x": false, `/\x`: false, `/a\b`: false, "/a\tb": false, "/a\x00": false, "/\x7f": false, "/\r\n": false,
		"http://evil": false,
	} {
		if got := IsLocalPath(p); got != want {
			t.Errorf("IsLocalPath(%q) = %v, want %v", p, got, want)
		}
	}
}
