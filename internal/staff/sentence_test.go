package staff

import (
	"testing"
	"time"
)

func TestAuditSentence(t *testing.T) {
	hash := "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	for _, tc := range []struct {
		e    AuditEvent
		want string
	}{
		{entry(Entry{Action: "design moved", Subject: `design 3 "Emerald"`, Detail: "from place 4 to 1 of 6", Summary: "moved 'Emerald' to first"}), "moved 'Emerald' to first"},
		{entry(Entry{Action: "photo uploaded", Subject: hash, Detail: "990 × 1320, kitchen-1.jpg"}), "uploaded a photo (990 × 1320, kitchen-1.jpg)"},
		{entry(Entry{Action: "photo uploaded", Subject: hash}), "uploaded a photo"},
		{entry(Entry{Action: "designs reordered", Subject: "Modular-Kitchen-Designs, Luxury", Detail: "[3 1 2]"}), "reordered the designs of Modular Kitchen Designs, Luxury"},
		{entry(Entry{Action: "account created", Subject: "a@example.com", Detail: "role sales"}), "account created: a@example.com (role sales)"},
		{entry(Entry{Action: "signed in", Subject: "a@example.com"}), "signed in: a@example.com"},
		{entry(Entry{Action: "exported leads", Detail: "status=new"}), "exported leads (status=new)"},
	} {
		if got := tc.e.Sentence(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.e, got, tc.want)
		}
	}
}

// entry is what the constructor makes of e, as the store keeps it.
func entry(e Entry) AuditEvent { return Actor{}.Audit(time.Time{}, e) }
