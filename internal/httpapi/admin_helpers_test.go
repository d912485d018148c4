package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/adspend"
	"github.com/nivaas-interiors/site/internal/graphapi"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/diskspace"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/razorpay/razorpaytest"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/webhook"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

const staffPassword = "brass lamp over teak shelf"

// cheapHash keeps argon2id fast in tests; production uses staff.OWASPParams.
var cheapHash = staff.HashParams{MemoryKiB: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}

// adminEnv is the site with its back-office wired to a real database.
type adminEnv struct {
	*env
	staff  *staff.Service
	store  *sqlstore.Store
	system *backup.System // backups into a temporary folder
	assign *lead.Assigner
	// privacy answers people's data requests (no mail folder in tests).
	privacy *privacy.Service
	inbound *inbound.Service // the webhook deliveries' queue (no webhooks configured)
	// whatsapp is the leads' WhatsApp conversations, configured (its messages queue; nothing sends them).
	whatsapp *whatsapp.Service
	// quotes take the booking amount through rzp, a local server speaking Razorpay's Payment Links.
	quotes *quote.Service
	rzp    *razorpaytest.Server
	seq    atomic.Int64
}

func newAdminEnv(t *testing.T) *adminEnv {
	t.Helper()
	return newAdminEnvOn(t, storetest.OpenSQLite(t))
}

// adminEngines runs test once per storage engine, each time on a fresh back-office (with the tweaks more).
func adminEngines(t *testing.T, test func(t *testing.T, a *adminEnv), more ...func(*wiring)) {
	engines(t, func(t *testing.T, open func(*testing.T) store) { test(t, newAdminEnvOn(t, open(t), more...)) })
}

// newAdminEnvOn wires the back-office to db; more tweaks (a built site, say) apply after.
func newAdminEnvOn(t *testing.T, db *sqlstore.Store, more ...func(*wiring)) *adminEnv {
	t.Helper()
	var svc *staff.Service
	var sys *backup.System
	var asg *lead.Assigner
	var prv *privacy.Service
	var in *inbound.Service
	var wa *whatsapp.Service
	var qs *quote.Service
	rzp := razorpaytest.New(t)
	e := newEnvOn(t, db, func(d *wiring) {
		svc = staff.NewService(db, staff.Config{Issuer: "Nivaas Interiors", Hash: cheapHash, Now: d.Now, Mailer: d.Mail, Logger: d.Logger})
		d.Staff = svc
		d.Sessions = db.Sessions()
		d.Media = media.NewService(db, media.Config{Now: d.Now})
		d.Leads = lead.NewService(db, d.Now)
		d.Dashboard = dashboard.NewService(db, d.Now)
		asg = lead.NewAssigner(db, "", "Nivaas Interiors", d.Now, nil, nil)
		d.Assign = asg
		d.Imports = leadimport.NewService(db, d.Now)
		d.Office = office.NewService(db, d.Now)
		d.MessageAnswers = office.NewAnswers(db, db.SalesTeam, d.Mail, d.Now)
		hooks := webhook.NewCache(db)
		db.SetLeadWebhook(hooks.LeadMessage)
		d.Webhook = webhook.NewService(db, hooks, webhook.NewClient(webhook.ClientConfig{}), d.Now)
		dir := t.TempDir()
		sc := &backup.Scheduler{Every: 24 * time.Hour, Keep: backup.Keep{Count: 3}, Dir: dir, Source: db, State: db, Signer: storetest.Key,
			Owner: "test", Now: d.Now, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
		disk := &diskspace.Watcher{Dir: dir, WarnBytes: diskspace.DefaultWarnBytes, Logger: d.Logger}
		disk.Check()
		sys = &backup.System{Scheduler: sc, Health: db.SystemHealth, Disk: disk, Started: d.Now(), Now: d.Now, Audit: db}
		d.System = sys
		d.company, d.blog, d.content, d.records = true, true, true, true
		d.MailRelay = "smtp.relay.example"
		prv = privacy.NewService(db, nil, nil, "", d.Now)
		d.Privacy = prv
		in = inbound.NewService(db, nil, d.Now)
		d.Inbound = in
		d.AdLeads = adlead.NewService(db, d.Mail, graphapi.Client{}, nil, d.Now)
		d.Spend = adspend.NewService(db, d.Now)
		waCache := whatsapp.NewCache(db, true)
		wa = whatsapp.NewService(db, db, whatsapp.NewSettingsService(db, waCache, d.Now), nil, d.Now)
		d.WhatsApp = wa
		key, err := db.SigningKey(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		qs = quote.NewService(db, quote.Deps{Leads: db, Key: key, SiteURL: "http://example.com", Brand: "Nivaas Interiors",
			Payments: rzp.Client(), NotifyTo: "info@example.com", WhatsApp: waCache.QuoteCode, Now: d.Now})
		d.Quotes = qs
		d.RazorpayWebhookSecret = razorpaytest.WebhookSecret
		rzp.Now = d.Now
		for _, tweak := range more {
			tweak(d)
		}
	})
	return &adminEnv{env: e, staff: svc, store: db, system: sys, assign: asg, privacy: prv, inbound: in, whatsapp: wa, quotes: qs, rzp: rzp}
}

// account adds a person of role with staffPassword; owners get two-factor on, as they must.
func (a *adminEnv) account(t *testing.T, role staff.Role) *staff.Account {
	t.Helper()
	ctx := context.Background()
	email := fmt.Sprintf("%s%d@example.com", role, a.seq.Add(1))
	acct, err := a.staff.AddAccount(ctx, staff.CommandLine, staff.NewAccount{Email: email, Name: "Person " + email, Role: role, Password: staffPassword})
	if err != nil {
		t.Fatal(err)
	}
	if role == staff.Owner {
		a.enableTOTP(t, acct)
	}
	got, err := a.staff.AccountByEmail(ctx, email)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// granted is a new account of role that an owner gave part p beyond it.
func (a *adminEnv) granted(t *testing.T, role staff.Role, p staff.Permission) *staff.Account {
	t.Helper()
	acct := a.account(t, role)
	grants := []staff.Permission{p}
	got, err := a.staff.ChangeAccount(context.Background(), staff.CommandLine, staff.AccountChange{ID: acct.ID, Version: acct.Version, Grants: &grants})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// enableTOTP turns two-factor on for acct through the service, as the set-up page would.
func (a *adminEnv) enableTOTP(t *testing.T, acct *staff.Account) {
	t.Helper()
	by := staff.Actor{ID: acct.ID, Email: acct.Email}
	setup, err := a.staff.BeginTOTP(context.Background(), by)
	if err != nil {
		t.Fatal(err)
	}
	acct.TOTPSecret = setup.Secret
	if _, _, err := a.staff.ConfirmTOTP(context.Background(), by, a.code(t, setup.Secret)); err != nil {
		t.Fatal(err)
	}
	a.clock.Advance(30 * time.Second) // the next code is a fresh one
}

func (a *adminEnv) code(t *testing.T, secret string) string {
	t.Helper()
	c, err := totp.GenerateCode(secret, a.clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// signedIn is a new account of role and the session cookie it signed in with.
func (a *adminEnv) signedIn(t *testing.T, role staff.Role) (*staff.Account, string) {
	t.Helper()
	acct := a.account(t, role)
	return acct, a.signIn(t, acct)
}

// signIn signs acct in over HTTP and returns the session cookie ("name=value").
func (a *adminEnv) signIn(t *testing.T, acct *staff.Account) string {
	t.Helper()
	body := map[string]string{"email": acct.Email, "password": staffPassword}
	if acct.TOTPEnabled {
		body["code"] = a.code(t, acct.TOTPSecret)
		defer a.clock.Advance(30 * time.Second)
	}
	b, _ := json.Marshal(body)
	res := a.call(t, "POST", "/api/admin/sign-in", "application/json", string(b), "198.51.100.7:40000", nil)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("sign in %s: %d %v", acct.Email, res.StatusCode, decodeBody(t, res))
	}
	return sessionCookie(t, res)
}

func sessionCookie(t *testing.T, res *http.Response) string {
	t.Helper()
	for _, c := range res.Cookies() {
		if c.Name == sessionCookieName && c.Value != "" {
			return c.Name + "=" + c.Value
		}
	}
	t.Fatalf("no session cookie in %v", res.Header.Values("Set-Cookie"))
	return ""
}

// as sends a request with a session cookie (may be "") and extra headers.
func (a *adminEnv) as(t *testing.T, cookie, method, target, body string, header map[string]string) *http.Response {
	t.Helper()
	h := map[string]string{}
	for k, v := range header {
		h[k] = v
	}
	if cookie != "" {
		h["Cookie"] = cookie
	}
	ct := ""
	if body != "" {
		ct = "application/json"
		if (strings.HasPrefix(target, "/api/admin/lead-imports") || strings.HasPrefix(target, "/api/admin/ad-spend/imports")) && !strings.HasPrefix(body, "{") {
			ct = "text/csv" // the import's body is the file itself
		}
	}
	return a.call(t, method, target, ct, body, "198.51.100.7:40000", h)
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func bodyText(t *testing.T, res *http.Response) string {
	t.Helper()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := res.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return b.String()
}

// lead stores a lead as the public form would and returns its id.
func (a *adminEnv) lead(t *testing.T, name, mobile string) int64 {
	t.Helper()
	l := &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: mobile, MobileDigits: contract.MobileKey(mobile), Role: lead.Role, CreatedAt: a.clock.Now()}
	if err := a.store.CreateLead(context.Background(), l, nil, nil); err != nil {
		t.Fatal(err)
	}
	a.clock.Advance(time.Second)
	return l.ID
}

// leadVersion is the lead's current version.
func (a *adminEnv) leadVersion(t *testing.T, id int64) int64 {
	t.Helper()
	l, err := a.store.InboxLead(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return l.Version
}
