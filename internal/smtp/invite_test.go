package smtp

import (
	"bytes"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/mail"
)

// TestComposeAttachesTheInvitation: a mail with a Calendar carries it as invite.ics, text/calendar with its method.
func TestComposeAttachesTheInvitation(t *testing.T) {
	ics := "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"
	msg, err := Compose("Nivaas <no-reply@nivaas.example>", mail.Message{To: "a@example.in", Subject: "Booked", Text: "Hi", Calendar: ics})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if _, err := msg.WriteTo(&out); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	if !strings.Contains(s, `text/calendar; charset=utf-8; method=REQUEST`) || !strings.Contains(s, `filename="invite.ics"`) {
		t.Fatalf("no invitation part:\n%s", s)
	}
	t.Log(s)
}
