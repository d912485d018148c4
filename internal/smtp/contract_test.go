package smtp_test

import (
	"encoding/json"
	"testing"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/smtp"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Every address the contract's e-mail rule accepts, the browser and the server
// accept too, so the mailer must be able to address it (To and Reply-To).
func TestMailerSendsEveryAddressTheContractAccepts(t *testing.T) {
	var vectors struct {
		Email []struct {
			Input string `json:"input"`
			Valid bool   `json:"valid"`
		} `json:"email"`
	}
	if err := json.Unmarshal(content.ContractVectors, &vectors); err != nil {
		t.Fatal(err)
	}
	for _, v := range vectors.Email {
		if !v.Valid || !contract.IsEmail(v.Input) {
			continue
		}
		msg, err := smtp.Compose("Nivaas Interiors <hello@nivaas.example>", mail.Message{To: v.Input, ReplyTo: v.Input, Subject: "s", Text: "t"})
		if err != nil {
			t.Errorf("Compose to %q: %v", v.Input, err)
			continue
		}
		if got := msg.GetToString(); len(got) != 1 {
			t.Errorf("Compose to %q: To = %v", v.Input, got)
		}
	}
}
