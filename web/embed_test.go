package web

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"testing"
	"testing/fstest"
)

func TestSettingsMatchesFile(t *testing.T) {
	raw, err := os.ReadFile("app/content/settings.json")
	if err != nil {
		t.Fatal(err)
	}
	if Settings.BrandName == "" || Settings.InfoEmail == "" || Settings.Phone == "" ||
		Settings.WhatsappNumber == "" || Settings.MailFrom == "" {
		t.Fatalf("settings lack core fields: %+v", Settings)
	}
	if len(Settings.ExperienceCentres) != 12 {
		t.Errorf("experience centres = %d, want the 12 of spec section 9", len(Settings.ExperienceCentres))
	}
	if Settings.Social.Facebook == "" || Settings.Social.YouTube == "" || Settings.Social.Instagram == "" ||
		Settings.Social.Twitter == "" || Settings.Social.LinkedIn == "" {
		t.Errorf("social links missing: %+v", Settings.Social)
	}
	// Every key of the file must land in the struct, so nothing is silently dropped.
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var strict SiteSettings
	if err := dec.Decode(&strict); err != nil {
		t.Fatalf("settings.json has a field SiteSettings does not know: %v", err)
	}
}

func TestMustParseSettingsPanicsOnBrokenJSON(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("no panic for broken settings")
		}
	}()
	MustParse[SiteSettings]("settings.json", []byte("{"))
}

func TestClientOf(t *testing.T) {
	built := fstest.MapFS{
		"build/README.md":                   {Data: []byte("x")},
		"build/client/index.html":           {Data: []byte("<html></html>")},
		"build/client/__spa-fallback.html":  {Data: []byte("<html>404</html>")},
		"build/client/assets/app-abc123.js": {Data: []byte("1")},
	}
	site, ok := clientOf(built)
	if !ok {
		t.Fatal("built tree reported as not built")
	}
	if _, err := fs.Stat(site, "__spa-fallback.html"); err != nil {
		t.Errorf("fallback missing from sub tree: %v", err)
	}
	if _, err := fs.Stat(site, "assets/app-abc123.js"); err != nil {
		t.Errorf("asset missing from sub tree: %v", err)
	}

	fresh := fstest.MapFS{"build/README.md": {Data: []byte("x")}}
	if site, ok := clientOf(fresh); ok || site != nil {
		t.Errorf("fresh clone reported as built")
	}
}

func TestBuildAgreesWithDisk(t *testing.T) {
	_, onDisk := os.Stat("build/client/index.html")
	site, ok := Build()
	if ok != (onDisk == nil) {
		t.Fatalf("Build() ok = %v, but build/client/index.html on disk: %v", ok, onDisk == nil)
	}
	if ok {
		if _, err := fs.Stat(site, "index.html"); err != nil {
			t.Errorf("index.html not readable from Build(): %v", err)
		}
	}
}
