package content

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"
)

func TestSettingsMatchesFile(t *testing.T) {
	raw, err := os.ReadFile("settings.json")
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
