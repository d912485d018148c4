package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/razorpay"
	"github.com/nivaas-interiors/site/internal/razorpay/razorpaytest"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

var quoteCode = regexp.MustCompile(`is (\d{6})\.`)

const razorpaytestSecret = razorpaytest.WebhookSecret

// pagePath is the customer's link of v, as a path.
func pagePath(t *testing.T, v quote.Version) string {
	t.Helper()
	if v.Link == nil {
		t.Fatal("the version has no link")
	}
	u, err := url.Parse(*v.Link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Path
}

func (a *adminEnv) postQuoteForm(t *testing.T, target string, v url.Values) (int, string) {
	t.Helper()
	res := a.call(t, "POST", target, "application/x-www-form-urlencoded", v.Encode(), "203.0.113.50:5000", nil)
	return res.StatusCode, bodyText(t, res)
}

// mailedQuoteCode is the last code mailed to l's e-mail; the mail ends with l's withdrawal link, as every mail to a customer.
func (a *adminEnv) mailedQuoteCode(t *testing.T, l *lead.Lead) string {
	t.Helper()
	items, err := a.store.Claim(context.Background(), "test", a.clock.Now(), time.Minute, 100)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(items) - 1; i >= 0; i-- {
		if m := items[i].Message; m.To == *l.Email {
			if got := quoteCode.FindStringSubmatch(m.Text); got != nil {
				a.withdrawsLead(t, m.Text, l.ID)
				return got[1]
			}
		}
	}
	t.Fatalf("no code mailed to %s", *l.Email)
	return ""
}

// withdrawsLead fails unless text carries the consent line with a link that withdraws lead id's consents.
func (a *adminEnv) withdrawsLead(t *testing.T, text string, id int64) {
	t.Helper()
	_, link, ok := strings.Cut(text, consent.MailLine+" ")
	u, err := url.Parse(strings.TrimSpace(link))
	if !ok || err != nil || u.Path != consent.PagePath {
		t.Fatalf("no withdrawal link in the mail:\n%s", text)
	}
	key, err := a.store.SigningKey(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	kind, got, err := consent.NewSigner(key).Record(u.Query().Get("t"), a.clock.Now())
	if err != nil || kind != consent.KindLead || got != id {
		t.Fatalf("the mail's withdrawal link names %s %d (%v), want lead %d", kind, got, err, id)
	}
}

// TestQuotePageAcceptByCode, on both engines: the customer's page shows the quote without JavaScript; a code goes
// to the lead's e-mail; a wrong code is refused with a sentence; of forty acceptances at once one is kept, locked,
// the staff told, and the booking amount's Razorpay link shown on the page.
func TestQuotePageAcceptByCode(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		leadID, v, _ := a.quotedLead(t, true)
		path := pagePath(t, v)
		l, _ := a.store.InboxLead(context.Background(), leadID)
		res, page := a.getPage(t, path)
		for _, want := range []string{"Quotation v1", "Asha Rao", quote.Rupees(v.Totals.TotalPaise), quote.Rupees(v.Totals.GSTPaise),
			"Payment schedule", "Booking amount", "Terms", "Send me a code", "Accept the quotation", "@page{size:A4", "a•••@example.com"} {
			if !strings.Contains(page, want) {
				t.Errorf("the page lacks %q", want)
			}
		}
		if res.StatusCode != 200 || strings.Contains(page, "<script") || res.Header.Get("X-Robots-Tag") == "" {
			t.Fatalf("page: %d, script %v", res.StatusCode, strings.Contains(page, "<script"))
		}
		if status, body := a.postQuoteForm(t, path+"/code", url.Values{}); status != 200 || !strings.Contains(body, "We have sent a code to") {
			t.Fatalf("code: %d", status)
		}
		code := a.mailedQuoteCode(t, l)
		wrong := "000000"
		if code == wrong {
			wrong = "111111"
		}
		if status, body := a.postQuoteForm(t, path+"/accept", url.Values{"name": {"Asha Rao"}, "code": {wrong}}); status != 400 ||
			!strings.Contains(body, quote.C.Messages["codeWrong"]) || !strings.Contains(body, `value="Asha Rao"`) {
			t.Fatalf("wrong code: %d", status)
		}
		statuses := make([]int, 40)
		var wg sync.WaitGroup
		for i := range statuses {
			wg.Add(1)
			go func() {
				defer wg.Done()
				statuses[i], _ = a.postQuoteForm(t, path+"/accept", url.Values{"name": {"Asha Rao"}, "code": {code}})
			}()
		}
		wg.Wait()
		ok := 0
		for _, s := range statuses {
			if s == 200 {
				ok++
			} else if s != 409 && s != 400 {
				t.Errorf("an acceptance at once answered %d", s)
			}
		}
		if ok != 1 {
			t.Fatalf("%d acceptances of forty at once, want one: %v", ok, statuses)
		}
		got, err := a.quotes.Version(context.Background(), v.ID)
		if err != nil || !got.Locked || got.Accepted.Name != "Asha Rao" || got.Accepted.Channel != quote.ChannelCode || got.Accepted.Address != "203.0.113.50" {
			t.Fatalf("accepted: %+v %v", got.Accepted, err)
		}
		if got.Payment == nil || len(a.rzp.Requests) != 1 || a.rzp.Requests[0].Amount != got.Milestones[0].AmountPaise {
			t.Fatalf("booking link: %+v, requests %d", got.Payment, len(a.rzp.Requests))
		}
		_, page = a.getPage(t, path)
		if !strings.Contains(page, "Accepted by Asha Rao") || !strings.Contains(page, got.Payment.ShortURL) || strings.Contains(page, "Send me a code") {
			t.Error("the accepted page shows no acceptance or payment link, or still the forms")
		}
		items, _ := a.store.Claim(context.Background(), "test2", a.clock.Now(), time.Minute, 100)
		told, linked := false, false
		for _, it := range items {
			told = told || it.Message.To == "info@example.com" && strings.HasPrefix(it.Message.Subject, "Quote accepted")
			if it.Message.To == *l.Email && strings.Contains(it.Message.Text, got.Payment.ShortURL) {
				linked = true
				a.withdrawsLead(t, it.Message.Text, l.ID)
			}
		}
		if !told || !linked {
			t.Errorf("the staff told %v, the payment link mailed to the customer %v", told, linked)
		}
	})
}

// TestQuotePageHostile: links that name nothing, forms posted wrong, and guesses past the allowance.
func TestQuotePageHostile(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	_, v, _ := a.quotedLead(t, true)
	path := pagePath(t, v)
	_, unshared, _ := a.quotedLead(t, false)
	forged := quote.PagePath + strconv.FormatInt(unshared.ID, 10) + path[strings.LastIndex(path, "."):]
	for _, c := range []struct {
		name, method, target, ct, body string
		want                           int
		says                           string
	}{
		{"forged token", "GET", forged, "", "", 404, quote.C.Messages["linkInvalid"]},
		{"no MAC", "GET", quote.PagePath + strconv.FormatInt(v.ID, 10), "", "", 404, quote.C.Messages["linkInvalid"]},
		{"long token", "GET", path + strings.Repeat("a", 100), "", "", 404, quote.C.Messages["linkInvalid"]},
		{"unshared version's token", "GET", "/quote/" + strconv.FormatInt(unshared.ID, 10) + ".x", "", "", 404, ""},
		{"accept as JSON", "POST", path + "/accept", "application/json", `{"name":"A","code":"123456"}`, 415, ""},
		{"accept by GET", "GET", path + "/accept", "", "", 405, ""},
		{"no name", "POST", path + "/accept", "application/x-www-form-urlencoded", "name=+&code=123456", 400, quote.C.Messages["customerName"]},
		{"letters for a code", "POST", path + "/accept", "application/x-www-form-urlencoded", "name=Asha&code=abcdef", 400, quote.C.Messages["codeWrong"]},
		{"no code asked for", "POST", path + "/accept", "application/x-www-form-urlencoded", "name=Asha&code=123456", 400, quote.C.Messages["codeExpired"]},
		{"huge form", "POST", path + "/accept", "application/x-www-form-urlencoded", "name=" + strings.Repeat("a", maxBody+1), 413, ""},
		{"code for a forged link", "POST", forged + "/code", "application/x-www-form-urlencoded", "", 404, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := a.call(t, c.method, c.target, c.ct, c.body, "203.0.113.51:1", nil)
			body := bodyText(t, res)
			if res.StatusCode != c.want || !strings.Contains(body, c.says) {
				t.Fatalf("%d, want %d saying %q: %.300s", res.StatusCode, c.want, c.says, body)
			}
		})
	}
	// Five codes an hour; each code five guesses, then a new one is needed.
	for i := range quote.C.Limits.CodesPerHour {
		if status, _ := a.postQuoteForm(t, path+"/code", url.Values{}); status != 200 {
			t.Fatalf("code %d: %d", i+1, status)
		}
	}
	if status, body := a.postQuoteForm(t, path+"/code", url.Values{}); status != 429 || !strings.Contains(body, quote.C.Messages["codeTooMany"]) {
		t.Fatalf("a sixth code within the hour: %d", status)
	}
	for i := range quote.C.Limits.CodeGuesses + 1 {
		status, body := a.postQuoteForm(t, path+"/accept", url.Values{"name": {"Asha"}, "code": {"99999" + strconv.Itoa(i%10)}})
		want := quote.C.Messages["codeWrong"]
		if i == quote.C.Limits.CodeGuesses {
			want = quote.C.Messages["codeExpired"]
		}
		if status != 400 || !strings.Contains(body, want) {
			t.Fatalf("guess %d: %d", i+1, status)
		}
	}
	if got, _ := a.quotes.Version(context.Background(), v.ID); got.Locked {
		t.Fatal("a guess accepted the quote")
	}
	a.noErrorLogged(t)
}

// TestRazorpayWebhook, on both engines: a wrong signature changes nothing (403); a paid booking amount, delivered
// twice and told again under another event id, records one payment and marks the lead Won with the quote's total;
// an expired link is issued again from the lead.
func TestRazorpayWebhook(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		ctx := context.Background()
		leadID, v, by := a.quotedLead(t, true)
		v, err := a.quotes.AcceptOnCall(ctx, by, "Olga", v.ID, "Asha Rao", "Read v1 to her on the phone.")
		if err != nil || v.Payment == nil {
			t.Fatalf("%+v %v", v.Payment, err)
		}
		link := "plink_Test1"
		worker := inbound.NewWorker(a.store, map[string]inbound.Processor{razorpay.Source: razorpay.Processor{Quotes: a.quotes}}, inbound.WorkerConfig{})
		post := func(body []byte, sig, id string) int {
			return a.call(t, "POST", "/api/hooks/razorpay", "application/json", string(body), "52.66.0.1:443",
				map[string]string{razorpay.SignatureHeader: sig, razorpay.EventIDHeader: id}).StatusCode
		}
		body, sig, id := a.rzp.Event("payment_link.paid", link)
		for _, bad := range []string{"", razorpay.Sign("another secret", body), strings.Repeat("0", 64), sig[:63]} {
			if st := post(body, bad, id); st != http.StatusForbidden {
				t.Fatalf("signature %q: %d", bad, st)
			}
		}
		if st := post(append([]byte(" "), body...), sig, id); st != http.StatusForbidden {
			t.Fatalf("a changed body: %d", st)
		}
		worker.RunOnce(ctx)
		if l, _ := a.store.InboxLead(ctx, leadID); l.Status == lead.StatusWon {
			t.Fatal("a refused delivery won the lead")
		}
		for range 2 {
			if st := post(body, sig, id); st != 200 {
				t.Fatalf("right signature: %d", st)
			}
		}
		again, sig2, id2 := a.rzp.Event("payment_link.paid", link)
		if st := post(again, sig2, id2); st != 200 {
			t.Fatalf("second event: %d", st)
		}
		worker.RunOnce(ctx)
		l, _ := a.store.InboxLead(ctx, leadID)
		if l.Status != lead.StatusWon || l.WonValue != lead.WonValueOf(v.Totals.TotalPaise) {
			t.Fatalf("lead %s with %d, want won with %d", l.Status, l.WonValue, lead.WonValueOf(v.Totals.TotalPaise))
		}
		events, _ := a.store.LeadEvents(ctx, leadID)
		paid := 0
		for _, e := range events {
			if strings.HasPrefix(e.Text, "Booking amount") {
				paid++
			}
		}
		if paid != 1 {
			t.Fatalf("%d payments recorded, want 1", paid)
		}
		got, _ := a.quotes.Version(ctx, v.ID)
		if got.Milestones[0].State != quote.StatePaid || got.Milestones[1].State != quote.StateDue || got.Milestones[2].State != quote.StateLater {
			t.Fatalf("milestones %+v", got.Milestones)
		}

		// Another lead's link expires: the page says so and staff issue a new one.
		_, v2, by2 := a.quotedLead(t, true)
		if _, err := a.quotes.AcceptOnCall(ctx, by2, "Olga", v2.ID, "Ravi", ""); err != nil {
			t.Fatal(err)
		}
		exp, sig3, id3 := a.rzp.Event("payment_link.expired", "plink_Test2")
		if st := post(exp, sig3, id3); st != 200 {
			t.Fatal(st)
		}
		worker.RunOnce(ctx)
		_, cookie := a.signedIn(t, "owner")
		res := a.as(t, cookie, "POST", "/api/admin/quote-versions/"+strconv.FormatInt(v2.ID, 10)+"/payment-link", "{}", nil)
		if res.StatusCode != 200 {
			t.Fatalf("re-issue: %d %s", res.StatusCode, bodyText(t, res))
		}
		if got, _ := a.quotes.Version(ctx, v2.ID); got.Payment.State != quote.PayCreated || got.Payment.ShortURL != "https://rzp.io/i/test3" {
			t.Fatalf("re-issued %+v", got.Payment)
		}
	})
}

// TestQuoteCodeOnWhatsApp: with the owner's template for the code, a lead who agreed to WhatsApp gets the code
// there (not by e-mail), and it accepts the quote.
func TestQuoteCodeOnWhatsApp(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	a.mapTemplates(t, whatsapp.QuoteCode)
	leadID, v, _ := a.quotedLead(t, true)
	path := pagePath(t, v)
	if _, page := a.getPage(t, path); !strings.Contains(page, "your WhatsApp, the number ending 3210") {
		t.Fatal("the page does not say the code goes to WhatsApp")
	}
	status, body := a.postQuoteForm(t, path+"/code", url.Values{})
	if status != 200 || !strings.Contains(body, "We have sent a code to your WhatsApp, the number ending 3210.") {
		t.Fatalf("code: %d", status)
	}
	conv, err := a.whatsapp.Conversation(context.Background(), leadID)
	if err != nil {
		t.Fatal(err)
	}
	var code string
	for _, m := range conv.Messages {
		if m.Kind == whatsapp.QuoteCode && len(m.Params) == 2 && m.Params[0] == "Asha" {
			code = m.Params[1]
		}
	}
	if len(code) != 6 {
		t.Fatalf("no code queued on WhatsApp: %+v", conv.Messages)
	}
	if status, body := a.postQuoteForm(t, path+"/accept", url.Values{"name": {"Asha Rao"}, "code": {code}}); status != 200 || !strings.Contains(body, "Accepted by Asha Rao") {
		t.Fatalf("accept: %d", status)
	}
}

// TestRazorpayWebhookHostile: what Razorpay's webhook refuses before anything is stored.
func TestRazorpayWebhookHostile(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	a.rzp.Links["plink_X"] = &razorpay.Entity{ID: "plink_X", Amount: 100}
	body, sig, id := a.rzp.Event("payment_link.paid", "plink_X")
	big := strings.Repeat(" ", inbound.MaxBody+1)
	for _, c := range []struct {
		name, ct, body, sig, id string
		want                    int
	}{
		{"no signature", "application/json", string(body), "", id, 403},
		{"signature of another body", "application/json", `{"event":"payment_link.paid"}`, sig, id, 403},
		{"signature with a sha256= prefix", "application/json", string(body), "sha256=" + sig, id, 403},
		{"too big", "application/json", big, razorpay.Sign(razorpaytestSecret, []byte(big)), id, 413},
		{"signed but not JSON", "application/json", "event=paid", razorpay.Sign(razorpaytestSecret, []byte("event=paid")), id, 415},
		{"signed form post", "application/x-www-form-urlencoded", string(body), sig, id, 415},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := a.call(t, "POST", "/api/hooks/razorpay", c.ct, c.body, "52.66.0.2:443",
				map[string]string{razorpay.SignatureHeader: c.sig, razorpay.EventIDHeader: c.id})
			if res.StatusCode != c.want {
				t.Fatalf("%d, want %d: %s", res.StatusCode, c.want, bodyText(t, res))
			}
		})
	}
	if n := a.queued(t); n != 0 {
		t.Fatalf("%d deliveries stored from refused posts", n)
	}
	// Without an event id the body names the delivery: a repeat is stored once.
	for range 2 {
		if res := a.call(t, "POST", "/api/hooks/razorpay", "application/json", string(body), "52.66.0.2:443",
			map[string]string{razorpay.SignatureHeader: sig}); res.StatusCode != 200 {
			t.Fatalf("no event id: %d", res.StatusCode)
		}
	}
	if n := a.queued(t); n != 1 {
		t.Fatalf("%d deliveries stored, want 1", n)
	}
}
