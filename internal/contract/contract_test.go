package contract_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/web/app/content"
)

// vectors is contract-vectors.json; web/app/lib/contract.test.ts runs the same cases,
// so the server and the browser cannot disagree on an address or a number.
type vectors struct {
	Email []struct {
		Input string `json:"input"`
		Valid bool   `json:"valid"`
	} `json:"email"`
	Mobile []struct {
		Input  string  `json:"input"`
		Digits *string `json:"digits"`
	} `json:"mobile"`
	Phone []struct {
		Input string `json:"input"`
		Valid bool   `json:"valid"`
	} `json:"phone"`
}

func loadVectors(t *testing.T) vectors {
	t.Helper()
	var v vectors
	if err := json.Unmarshal(content.ContractVectors, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Email) == 0 || len(v.Mobile) == 0 || len(v.Phone) == 0 {
		t.Fatal("contract-vectors.json has an empty table")
	}
	return v
}

func TestEmailVectors(t *testing.T) {
	for _, c := range loadVectors(t).Email {
		if got := contract.IsEmail(c.Input); got != c.Valid {
			t.Errorf("IsEmail(%q) = %v, want %v", c.Input, got, c.Valid)
		}
	}
}

func TestMobileVectors(t *testing.T) {
	for _, c := range loadVectors(t).Mobile {
		got, ok := contract.NormalizeMobile(c.Input)
		switch {
		case c.Digits == nil && ok:
			t.Errorf("NormalizeMobile(%q) = %q, want refused", c.Input, got)
		case c.Digits != nil && (!ok || got != *c.Digits):
			t.Errorf("NormalizeMobile(%q) = %q, %v, want %q", c.Input, got, ok, *c.Digits)
		}
	}
}

// TestMobileKeyIsTheFormsDigits: a number the form accepts is matched by the ten digits the form reads.
func TestMobileKeyIsTheFormsDigits(t *testing.T) {
	for _, c := range loadVectors(t).Mobile {
		if got := contract.MobileKey(c.Input); c.Digits != nil && got != *c.Digits {
			t.Errorf("MobileKey(%q) = %q, want %q", c.Input, got, *c.Digits)
		}
	}
	for in, want := range map[string]string{"": "", "12345": "12345", "+44 20 7946 0958": "2079460958", "98765 432101": "8765432101"} {
		if got := contract.MobileKey(in); got != want {
			t.Errorf("MobileKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPhoneVectors(t *testing.T) {
	for _, c := range loadVectors(t).Phone {
		if got := contract.IsPhone(c.Input); got != c.Valid {
			t.Errorf("IsPhone(%q) = %v, want %v", c.Input, got, c.Valid)
		}
	}
}

func TestContractIsComplete(t *testing.T) {
	c := contract.C
	if len(c.PropertyTypes) != 4 || len(c.Locations) != 12 || len(c.ContactSubjects) != 5 ||
		len(c.GalleryCategories) != 11 || !slices.Equal(c.Tiers, []string{"Normal", "Luxury", "Ultra Premium"}) {
		t.Errorf("choices = %+v", c)
	}
	m := c.Messages
	for name, s := range map[string]string{"required": m.Required, "formIncomplete": m.FormIncomplete, "mobile": m.Mobile,
		"email": m.Email, "phone": m.Phone, "choice": m.Choice, "control": m.Control, "tooLong": m.TooLong, "countryCode": m.CountryCode} {
		if s == "" {
			t.Errorf("message %s is empty", name)
		}
	}
	if got := contract.TooLong(100); got != "Please use at most 100 characters." {
		t.Errorf("TooLong(100) = %q", got)
	}
	if c.Limits.Name == 0 || c.Limits.Mobile == 0 || c.Limits.Email != 254 || c.Limits.Phone == 0 || c.Limits.Message == 0 || c.Limits.Page == 0 {
		t.Errorf("limits = %+v", c.Limits)
	}
}
