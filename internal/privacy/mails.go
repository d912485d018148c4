package privacy

// The mails a person gets about their request: the code that proves their address, the answer, and the notice
// that their data is erased. Each goes only to the address the request proved (or is about to prove).

import (
	"fmt"
	"html"
	"strings"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// codeMail carries the code and the address's withdrawal link (when withdraw is set);
// it names no one but the address it goes to.
func (s *Service) codeMail(to, code string, k Kind, withdraw string) *mailmsg.Message {
	subject := "Your code for your data request"
	if s.brand != "" {
		subject += " — " + s.brand
	}
	text := fmt.Sprintf("Your code is %s\n\nEnter it on the \"Your data\" page within %d minutes to confirm your request (%s).\n"+
		"If you did not ask for this, you can ignore this mail: nothing happens without the code.\n", code, C.Limits.CodeMinutes, C.Kinds[string(k)])
	body := fmt.Sprintf("<p>Your code is <strong>%s</strong></p><p>Enter it on the “Your data” page within %d minutes to confirm your request (%s).</p>"+
		"<p>If you did not ask for this, you can ignore this mail: nothing happens without the code.</p>", code, C.Limits.CodeMinutes, html.EscapeString(C.Kinds[string(k)]))
	if withdraw != "" {
		text += "\n" + consent.MailLine + " " + withdraw + "\n"
		body += `<p>` + html.EscapeString(consent.MailLine) + ` <a href="` + html.EscapeString(withdraw) + `">withdraw consent</a></p>`
	}
	return &mailmsg.Message{To: to, Subject: subject, Text: text, HTML: body}
}

// answeredMail tells the person that their request was answered, at the address they proved with a code (nil when
// they proved none: a request confirmed by a phone call is answered on the phone), with file attached when not nil.
func (s *Service) answeredMail(r Request, status Status, outcome string, file *mailmsg.Attachment) *mailmsg.Message {
	if !r.EmailProven() {
		return nil
	}
	subject := "Your data request is answered"
	if s.brand != "" {
		subject += " — " + s.brand
	}
	what := "We have answered your request (" + C.Kinds[string(r.Kind)] + ")."
	if status == Refused {
		what = "We could not do what your request asked (" + C.Kinds[string(r.Kind)] + ")."
	}
	if file != nil {
		what += " Your data file is attached: everything we hold under this e-mail address, as we keep it."
	}
	text := what + "\n"
	body := "<p>" + html.EscapeString(what) + "</p>"
	if outcome = strings.TrimSpace(outcome); outcome != "" {
		text += "\n" + outcome + "\n"
		body += "<p>" + html.EscapeString(outcome) + "</p>"
	}
	return &mailmsg.Message{To: r.Email, Subject: subject, Text: text, HTML: body, Attachment: file}
}

// erasedMail tells the person their data is erased, at the address they proved with a code (nil when they proved
// none). The outbox deletes it once delivered, so the address leaves with it.
func (s *Service) erasedMail(r Request) *mailmsg.Message {
	if !r.EmailProven() {
		return nil
	}
	subject := "Your data is erased"
	if s.brand != "" {
		subject += " — " + s.brand
	}
	what := "We have erased what we held about you under the contact details you proved, as your request asked (" +
		C.Kinds[string(r.Kind)] + ")."
	last := "This is our last mail to this address: we delete it once this mail is delivered."
	return &mailmsg.Message{To: r.Email, Subject: subject, Text: what + "\n\n" + last + "\n",
		HTML: "<p>" + html.EscapeString(what) + "</p><p>" + html.EscapeString(last) + "</p>"}
}
