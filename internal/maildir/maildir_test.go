package maildir_test

import (
	"context"
	"errors"
	"mime"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitemail "github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/maildir"
	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
)

func message(id string) sitemail.Message {
	return sitemail.Message{
		To: "hello@nivaas.example", ReplyTo: "meera@example.com",
		Subject:   "New message from Meera Iyer (Sales) — Nivaas Interiors",
		Text:      "Message:\nPlease call me.",
		HTML:      "<p>Please call me &lt;b&gt;</p>",
		MessageID: id,
	}
}

func emlFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.eml"))
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// noTempFiles: a write leaves only whole mails behind.
func noTempFiles(t *testing.T, dir string) {
	t.Helper()
	if left, _ := filepath.Glob(filepath.Join(dir, ".tmp-*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

func TestSendWritesParseableEML(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data", "mail") // does not exist yet
	s := maildir.New(dir, "Nivaas Interiors <no-reply@nivaas.example>")
	if err := s.Send(context.Background(), message("outbox-3-1700000000000")); err != nil {
		t.Fatal(err)
	}
	files := emlFiles(t, dir)
	if len(files) != 1 || filepath.Base(files[0]) != "outbox-3-1700000000000@nivaas.example.eml" {
		t.Fatalf("files %v", files)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	msg, err := mail.ReadMessage(strings.NewReader(string(data)))
	if err != nil {
		t.Fatalf("not an RFC 5322 message: %v", err)
	}
	subject, _ := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if subject != "New message from Meera Iyer (Sales) — Nivaas Interiors" {
		t.Fatalf("subject %q", subject)
	}
	if msg.Header.Get("To") != "<hello@nivaas.example>" || msg.Header.Get("Reply-To") != "<meera@example.com>" ||
		msg.Header.Get("Message-ID") != "<outbox-3-1700000000000@nivaas.example>" || msg.Header.Get("MIME-Version") != "1.0" {
		t.Fatalf("headers %v", msg.Header)
	}
	text, html, err := smtptest.Mail{Data: data}.Parts()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "Please call me.") || html != "<p>Please call me &lt;b&gt;</p>" {
		t.Fatalf("text %q, html %q", text, html)
	}
	noTempFiles(t, dir)
}

func TestSendSameRowTwiceLeavesOneFile(t *testing.T) {
	dir := t.TempDir()
	s := maildir.New(dir, "no-reply@nivaas.example")
	for range 2 {
		if err := s.Send(context.Background(), message("outbox-9-1")); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Send(context.Background(), message("outbox-10-1")); err != nil {
		t.Fatal(err)
	}
	if files := emlFiles(t, dir); len(files) != 2 {
		t.Fatalf("files %v, want one per outbox row", files)
	}
}

func TestSendRefusesBrokenHeaders(t *testing.T) {
	dir := t.TempDir()
	m := message("outbox-1-1")
	m.Subject = "Hi\r\nBcc: victim@example.com"
	var perm *sitemail.PermanentError
	if err := maildir.New(dir, "no-reply@nivaas.example").Send(context.Background(), m); !errors.As(err, &perm) {
		t.Fatalf("err = %v, want permanent", err)
	}
	if files := emlFiles(t, dir); len(files) != 0 {
		t.Fatalf("files %v", files)
	}
}

// A batch writes every good message as Send would, and a broken one fails alone.
func TestSendBatchWritesEachMessageAndFailsOnlyTheBrokenOne(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mail")
	broken := message("outbox-2-1")
	broken.Subject = "Hi\r\nBcc: victim@example.com"
	errs := maildir.New(dir, "no-reply@nivaas.example").SendBatch(context.Background(),
		[]sitemail.Message{message("outbox-1-1"), broken, message("outbox-3-1")})
	var perm *sitemail.PermanentError
	if len(errs) != 3 || errs[0] != nil || !errors.As(errs[1], &perm) || errs[2] != nil {
		t.Fatalf("errs = %v, want nil, permanent, nil", errs)
	}
	files := emlFiles(t, dir)
	if len(files) != 2 || filepath.Base(files[0]) != "outbox-1-1@nivaas.example.eml" ||
		filepath.Base(files[1]) != "outbox-3-1@nivaas.example.eml" {
		t.Fatalf("files %v", files)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := mail.ReadMessage(strings.NewReader(string(data))); err != nil {
			t.Fatalf("%s is not an RFC 5322 message: %v", f, err)
		}
	}
	noTempFiles(t, dir)
}

// TestEraseCopies: the copies of the outbox rows named (by the Message-ID the folder names them
// after) and those addressed or answering to a given address are deleted; a mail that merely
// mentions the person or a longer address holding theirs stays, as does everything else.
func TestEraseCopies(t *testing.T) {
	dir := t.TempDir()
	s := maildir.New(dir, "site@nivaas.example")
	ctx := context.Background()
	for _, m := range []sitemail.Message{
		{To: "Asha.Verma@example.com", Subject: "Your code", Text: "code 123456", HTML: "<p>code</p>", MessageID: "outbox-9-1"},
		{To: "info@nivaas.example", ReplyTo: "asha.verma@example.com", Subject: "New message", Text: "Hello", MessageID: "outbox-10-1"},
		{To: "info@nivaas.example", Subject: "New lead", Text: "Asha Verma, 98450 12345", MessageID: "outbox-12-1"},
		{To: "info@nivaas.example", Subject: "New lead: Ravi Kumar", Text: "Ravi Kumar", MessageID: "outbox-120-1"},
		{To: "masha.verma@example.com", Subject: "Your code", Text: "asha.verma@example.com", MessageID: "outbox-13-1"},
	} {
		if err := s.Send(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	n, err := s.EraseCopies([]int64{12}, []string{"asha.verma@example.com"})
	if err != nil || n != 3 {
		t.Fatalf("erased %d, %v", n, err)
	}
	left, _ := os.ReadDir(dir)
	var names []string
	for _, e := range left {
		names = append(names, e.Name())
	}
	if len(names) != 2 || !strings.HasPrefix(names[0], "outbox-120-") || !strings.HasPrefix(names[1], "outbox-13-") {
		t.Fatalf("files left: %v", names)
	}
	if n, err := maildir.New(filepath.Join(dir, "none"), "x@y.z").EraseCopies([]int64{1}, []string{"a@b.c"}); n != 0 || err != nil {
		t.Errorf("missing folder: %d, %v", n, err)
	}
}
