package httpapi

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// addressConsentEnv is the admin env with the withdrawal page wired and the data requests'
// code mail carrying the address's link, as cmd/site wires them.
func addressConsentEnv(t *testing.T, db store) *adminEnv {
	return newAdminEnvOn(t, db, func(d *Deps) {
		links := consent.NewService(db, db, nil, d.Now)
		d.Consents = links
		d.Privacy = privacy.NewService(db, nil, nil, "", d.Now).WithWithdrawLinks(func(ctx context.Context, email string, at time.Time) string {
			return links.AddressURL(ctx, "https://www.nivaas.example", email, at)
		})
	})
}

var addressLink = regexp.MustCompile(`https://www\.nivaas\.example/forms/consent\?t=([A-Za-z0-9._-]+)`)

// codeMailLink asks for a data request by e-mail and returns the withdrawal token its code mail carries.
func (a *adminEnv) codeMailLink(t *testing.T, email string) string {
	t.Helper()
	res := a.call(t, "POST", "/api/privacy/requests", "application/json", `{"kind":"access","email":"`+email+`"}`, "198.51.100.8:1", nil)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("ask: %d %s", res.StatusCode, bodyText(t, res))
	}
	items, err := a.store.Claim(context.Background(), "test", a.clock.Now(), time.Minute, 100)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(items) - 1; i >= 0; i-- {
		m := items[i].Message
		if m.To != strings.ToLower(email) || !mailedCode.MatchString(m.Text) {
			continue
		}
		got := addressLink.FindStringSubmatch(m.Text)
		if got == nil || !strings.Contains(m.Text, consent.MailLine) || !strings.Contains(m.HTML, html.EscapeString(got[0])) {
			t.Fatalf("the code mail carries no withdrawal link:\n%s\n%s", m.Text, m.HTML)
		}
		return got[1]
	}
	t.Fatalf("no code mailed to %s", email)
	return ""
}

func (a *adminEnv) emailLead(t *testing.T, name, mobile, email string) int64 {
	t.Helper()
	res := a.postJSON(t, "/api/leads", map[string]any{"propertyType": "2 BHK", "location": contract.C.Locations[0], "name": name,
		"mobile": mobile, "email": email, "whatsappUpdates": true})
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("POST /api/leads = %d %s", res.StatusCode, bodyText(t, res))
	}
	return int64(decodeBody(t, res)["id"].(float64))
}

// TestCodeMailWithdrawsTheAddressConsents: the "Your data" code mail carries a signed link to the
// consents held for its address, which withdraws them in one tap and reaches no one else's; an
// address holding none gets a page saying so; 40 taps at once withdraw once.
func TestCodeMailWithdrawsTheAddressConsents(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a := addressConsentEnv(t, open(t))
		mine := a.emailLead(t, "Meera Iyer", "9876501001", "meera@example.com")
		other := a.emailLead(t, "Someone Else", "9876501002", "else@example.com")
		token := a.codeMailLink(t, "Meera@Example.com")
		if strings.Contains(strings.ToLower(token), "meera") {
			t.Fatalf("the link shows the address: %s", token)
		}
		res, page := a.getPage(t, consentFormPath+"?t="+url.QueryEscape(token))
		if res.StatusCode != 200 || !strings.Contains(page, "Withdraw: WhatsApp updates") ||
			!strings.Contains(page, html.EscapeString("Withdraw: "+consent.Current.PurposeLabel("en", consent.PurposeEstimate))) {
			t.Fatalf("address page = %d\n%s", res.StatusCode, page)
		}
		if res, page = a.postForm(t, consentFormPath, url.Values{"t": {token}, "purpose": {"whatsapp"}}); res.StatusCode != 200 ||
			!strings.Contains(page, "Withdrawn: WhatsApp updates.") {
			t.Fatalf("withdraw by address = %d\n%s", res.StatusCode, page)
		}
		if recs, _ := a.store.Consents(context.Background(), consent.KindLead, mine); consent.Active(recs, consent.PurposeWhatsApp) {
			t.Errorf("the address's lead still has WhatsApp: %+v", recs)
		}
		if recs, _ := a.store.Consents(context.Background(), consent.KindLead, other); !consent.Active(recs, consent.PurposeWhatsApp) {
			t.Errorf("another person's WhatsApp was withdrawn: %+v", recs)
		}

		// 40 taps at once, from 40 addresses: every one answers the page, the consent is withdrawn once.
		var wg sync.WaitGroup
		codes := make(chan int, 40)
		for i := range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				res := a.call(t, "POST", consentFormPath, formType, url.Values{"t": {token}, "purpose": {"estimate"}}.Encode(),
					fmt.Sprintf("198.51.100.%d:1", 10+i), nil)
				codes <- res.StatusCode
			}()
		}
		wg.Wait()
		close(codes)
		for c := range codes {
			if c != 200 {
				t.Errorf("a concurrent tap answered %d", c)
			}
		}
		recs, _ := a.store.Consents(context.Background(), consent.KindLead, mine)
		withdrawn := 0
		for _, r := range recs {
			if r.Purpose == consent.PurposeEstimate && r.WithdrawnAt != nil {
				withdrawn++
			}
		}
		if withdrawn != 1 || consent.Active(recs, consent.PurposeEstimate) {
			t.Errorf("after 40 taps: %+v", recs)
		}

		none := a.codeMailLink(t, "nobody@example.com")
		if res, page := a.getPage(t, consentFormPath+"?t="+url.QueryEscape(none)); res.StatusCode != 200 ||
			!strings.Contains(page, html.EscapeString(consent.Current.Messages.NoConsents)) || strings.Contains(page, "Withdraw:") {
			t.Errorf("an address holding nothing = %d\n%s", res.StatusCode, page)
		}
	})
}

// TestAddressLinkHostile: address links forged, spliced, stretched, expired or oversized see and
// withdraw nothing and answer one sentence; a record link cannot pass as an address link.
func TestAddressLinkHostile(t *testing.T) {
	a := addressConsentEnv(t, storetest.OpenSQLite(t))
	mine := a.emailLead(t, "Meera Iyer", "9876501011", "meera@example.com")
	other := a.emailLead(t, "Someone Else", "9876501012", "else@example.com")
	key, _ := a.store.SigningKey(context.Background())
	sig := consent.NewSigner(key)
	now := a.clock.Now()
	good, theirs := strings.Split(sig.AddressToken("meera@example.com", now), "."), strings.Split(sig.AddressToken("else@example.com", now), ".")
	record := strings.Split(sig.Token(consent.KindLead, other, now), ".")
	flip := []byte(good[1])
	flip[5] ^= 1
	cases := []struct{ name, token string }{
		{"their seal under my signature", good[0] + "." + theirs[1] + "." + good[2] + "." + good[3]},
		{"my seal, a longer life", good[0] + "." + good[1] + ".9999999999." + good[3]},
		{"a damaged seal", good[0] + "." + string(flip) + "." + good[2] + "." + good[3]},
		{"a record link relabelled", "address." + record[1] + "." + record[2] + "." + record[3]},
		{"an address seal as a record", "lead." + good[1] + "." + good[2] + "." + good[3]},
		{"another key", consent.NewSigner([]byte("another key")).AddressToken("else@example.com", now)},
		{"expired", sig.AddressToken("else@example.com", now.Add(-consent.LinkLife-time.Minute))},
		{"oversized", sig.AddressToken(strings.Repeat("a", 400)+"@example.com", now)},
		{"markup", "address.<script>alert(1)</script>.1.x"},
		{"only the kind", "address."},
	}
	for _, c := range cases {
		res, page := a.postForm(t, consentFormPath, url.Values{"t": {c.token}, "purpose": {"whatsapp"}})
		if res.StatusCode != http.StatusForbidden || !strings.Contains(page, html.EscapeString(consent.LinkMessage)) {
			t.Errorf("%s: POST = %d, want 403 with the sentence", c.name, res.StatusCode)
		}
		if res, _ := a.getPage(t, consentFormPath+"?t="+url.QueryEscape(c.token)); res.StatusCode != http.StatusForbidden {
			t.Errorf("%s: GET = %d, want 403", c.name, res.StatusCode)
		}
	}
	for _, id := range []int64{mine, other} {
		if recs, _ := a.store.Consents(context.Background(), consent.KindLead, id); !consent.Active(recs, consent.PurposeWhatsApp) {
			t.Errorf("lead %d lost its WhatsApp consent to a hostile link: %+v", id, recs)
		}
	}
	a.noErrorLogged(t)
}
