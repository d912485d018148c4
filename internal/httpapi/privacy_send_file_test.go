package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
)

// mailedCode is the code of the newest code mail to addr in the outbox (leased, so each is read once).
func (a *adminEnv) mailedCode(t *testing.T, addr string) string {
	t.Helper()
	for _, m := range a.mailsTo(t, addr) {
		if c := mailedCode.FindStringSubmatch(m.Text); c != nil {
			return c[1]
		}
	}
	t.Fatalf("no code mailed to %s", addr)
	return ""
}

// mailsTo are the outbox's mails to addr not read before (the worker's claim leases them).
func (a *adminEnv) mailsTo(t *testing.T, addr string) []mailmsg.Message {
	t.Helper()
	items, err := a.store.Claim(context.Background(), "test", a.clock.Now().Add(time.Hour), time.Hour, 500)
	if err != nil {
		t.Fatal(err)
	}
	var out []mailmsg.Message
	for _, it := range items {
		if it.Message.To == addr {
			out = append(out, it.Message)
		}
	}
	return out
}

// TestPrivacySendFileToTheProvenAddressOnly (issue 41 item 12): "Send the file" mails an access request's data file
// through the outbox to the address the person proved with a code, and closes the request; a closed request tells
// its person by mail; refused, with a sentence and nothing sent: another kind, an address not proven by code, a
// stale version, a request already answered. On both engines.
func TestPrivacySendFileToTheProvenAddressOnly(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		ctx := context.Background()
		cookie := a.signIn(t, a.account(t, staff.Owner))
		same := map[string]string{"Sec-Fetch-Site": "same-origin"}
		svc := a.privacy
		email := "asha@example.com"
		if err := a.store.CreateLead(ctx, &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: "Asha Fileholder", Mobile: "9845011111",
			MobileDigits: contract.MobileKey("9845011111"), Email: &email, Role: lead.Role, CreatedAt: a.clock.Now()}, nil, nil); err != nil {
			t.Fatal(err)
		}
		proven := func(kind privacy.Kind, addr string) privacy.Request {
			t.Helper()
			r, err := svc.Ask(ctx, privacy.Ask{Kind: kind, Name: "Asha", Email: addr})
			if err != nil {
				t.Fatal(err)
			}
			r, err = svc.Verify(ctx, r.ID, a.mailedCode(t, addr), "198.51.100.70")
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		send := func(id, version int64) *http.Response {
			return a.as(t, cookie, "POST", "/api/admin/privacy/requests/"+strconv.FormatInt(id, 10)+"/send-file", `{"version":`+strconv.FormatInt(version, 10)+`}`, same)
		}
		refused := func(name string, res *http.Response, want int, sentence string) {
			t.Helper()
			msg, _ := decodeBody(t, res)["error"].(string)
			if res.StatusCode != want || (sentence != "" && msg != sentence) || !strings.HasSuffix(msg, ".") {
				t.Errorf("%s: %d %q, want %d %q", name, res.StatusCode, msg, want, sentence)
			}
		}

		access := proven(privacy.Access, "asha@example.com")
		refused("a stale version", send(access.ID, access.Version+5), http.StatusConflict, "")
		res := send(access.ID, access.Version)
		got := decodeBody(t, res)
		r, _ := got["request"].(map[string]any)
		if res.StatusCode != http.StatusOK || r["status"] != "done" || r["outcome"] != privacy.C.Messages["fileSent"] {
			t.Fatalf("send the file: %d %v", res.StatusCode, got)
		}
		mails := a.mailsTo(t, "asha@example.com")
		if len(mails) != 1 || mails[0].Attachment == nil || mails[0].Attachment.Name != "personal-data-request-"+strconv.FormatInt(access.ID, 10)+".json" {
			t.Fatalf("the file's mail: %+v", mails)
		}
		var file struct {
			Data map[string][]map[string]any `json:"data"`
		}
		if err := json.Unmarshal(mails[0].Attachment.Data, &file); err != nil || len(file.Data["leads"]) != 1 || file.Data["leads"][0]["name"] != "Asha Fileholder" {
			t.Fatalf("the attached file: %v %s", err, mails[0].Attachment.Data)
		}
		if !strings.Contains(mails[0].Subject, "Your data request is answered") || !strings.Contains(mails[0].Text, "Your data file is attached") {
			t.Errorf("the mail's words: %q %q", mails[0].Subject, mails[0].Text)
		}
		refused("a request already answered", send(access.ID, access.Version+1), http.StatusConflict, privacy.C.Messages["notOpen"])

		// Another kind, and an access request whose person proved only a phone call: nothing is sent.
		correction := proven(privacy.Correction, "asha@example.com")
		refused("a correction request", send(correction.ID, correction.Version), http.StatusBadRequest, privacy.C.Messages["notAccess"])
		byPhone, err := svc.Ask(ctx, privacy.Ask{Kind: privacy.Access, Name: "Asha", Mobile: "9845011111"})
		if err == nil {
			byPhone, err = svc.VerifyByPhone(ctx, staff.CommandLine, privacy.Change{ID: byPhone.ID, Version: byPhone.Version})
		}
		if err != nil {
			t.Fatal(err)
		}
		refused("a request proved by a call, no address", send(byPhone.ID, byPhone.Version), http.StatusBadRequest, privacy.C.Messages["fileNeedsEmail"])
		unproven, err := svc.Ask(ctx, privacy.Ask{Kind: privacy.Access, Name: "Asha", Email: "someone@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		a.mailsTo(t, "someone@example.com") // its code mail, never entered
		refused("an address nobody proved yet", send(unproven.ID, unproven.Version), http.StatusConflict, privacy.C.Messages["notOpen"])
		if extra := a.mailsTo(t, "someone@example.com"); len(extra) != 0 {
			t.Errorf("mailed an address nobody proved: %+v", extra)
		}

		// Closing a request tells its person, at the proven address, with the outcome.
		res = a.as(t, cookie, "POST", "/api/admin/privacy/requests/"+strconv.FormatInt(correction.ID, 10)+"/close",
			`{"version":`+strconv.FormatInt(correction.Version, 10)+`,"status":"done","outcome":"Corrected the e-mail address."}`, same)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("close: %d %v", res.StatusCode, decodeBody(t, res))
		}
		closed := a.mailsTo(t, "asha@example.com")
		if len(closed) != 1 || closed[0].Attachment != nil || !strings.Contains(closed[0].Text, "Corrected the e-mail address.") {
			t.Fatalf("the closing mail: %+v", closed)
		}
	})
}
