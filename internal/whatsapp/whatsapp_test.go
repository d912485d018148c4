package whatsapp_test

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/cloudapi"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// fakeClock is a clock the test moves.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// fixture is WhatsApp wired to a real store and a local Cloud API, as cmd/site wires it.
type fixture struct {
	t        *testing.T
	s        *sqlstore.Store
	clock    *fakeClock
	api      *cloudAPI
	cache    *whatsapp.Cache
	svc      *whatsapp.Service
	worker   *whatsapp.Worker
	proc     *whatsapp.Processor
	consents *consent.Service
	kicks    atomic.Int64
	seq      atomic.Int64
}

func newFixture(t *testing.T, s *sqlstore.Store) *fixture {
	f := &fixture{t: t, s: s, clock: &fakeClock{t: time.Date(2026, 11, 16, 5, 0, 0, 0, time.UTC)}, api: newCloudAPI(t)}
	quiet := slog.New(slog.DiscardHandler)
	cache := whatsapp.NewCache(s, true)
	f.cache = cache
	f.worker = whatsapp.NewWorker(s, cloudapi.NewClient(cloudapi.ClientConfig{APIURL: f.api.URL(), PhoneNumberID: testPhoneID, Token: testToken}),
		whatsapp.WorkerConfig{Now: f.clock.Now, Logger: quiet, MinBackoff: time.Minute, MaxBackoff: time.Hour})
	f.svc = whatsapp.NewService(s, s, whatsapp.NewSettingsService(s, cache, f.clock.Now), f.worker.Wake, f.clock.Now)
	f.consents = consent.NewService(s, s, nil, f.clock.Now)
	mails := mail.NewService(s, s, mail.ServiceConfig{InfoEmail: "info@nivaas.example", From: "Nivaas <no-reply@nivaas.example>", Now: f.clock.Now})
	f.proc = &whatsapp.Processor{Store: s, Consents: f.consents, Notifier: mails, NewLead: func() { f.kicks.Add(1) }, Now: f.clock.Now, Logger: quiet}
	return f
}

// deliver processes one webhook delivery as the inbound worker would.
func (f *fixture) deliver(body []byte) error {
	return f.proc.Process(context.Background(), inbound.Delivery{ID: f.seq.Add(1), Source: inbound.SourceWhatsApp, Body: body, ReceivedAt: f.clock.Now()})
}

// write is a customer's text from waID, filed now, under a fresh WhatsApp id.
func (f *fixture) write(waID, text string) string {
	f.t.Helper()
	wamid := fmt.Sprintf("wamid.in-%d", f.seq.Add(1))
	if err := f.deliver(webhook(nil, []string{textMessage(waID, wamid, text, f.clock.Now().Unix())}, nil)); err != nil {
		f.t.Fatal(err)
	}
	return wamid
}

// formLead stores a lead as the public form does, with WhatsApp updates ticked when whatsapp.
func (f *fixture) formLead(name, mobile string, whatsappUpdates bool) int64 {
	f.t.Helper()
	purposes := []consent.Purpose{consent.PurposeEstimate}
	if whatsappUpdates {
		purposes = append(purposes, consent.PurposeWhatsApp)
	}
	recs, err := consent.Current.Records(consent.Seen{ClientAddress: "203.0.113.7"}, f.clock.Now(), purposes...)
	if err != nil {
		f.t.Fatal(err)
	}
	l := &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: mobile, MobileDigits: contract.MobileKey(mobile),
		WhatsappUpdates: whatsappUpdates, Role: lead.Role, CreatedAt: f.clock.Now(), Consents: recs}
	if err := f.s.CreateLead(context.Background(), l, nil, nil); err != nil {
		f.t.Fatal(err)
	}
	f.clock.Add(time.Second)
	return l.ID
}

// mapAll maps every kind to a template named after it.
func (f *fixture) mapAll() {
	f.t.Helper()
	set, err := f.svc.Settings(context.Background())
	if err != nil {
		f.t.Fatal(err)
	}
	c := whatsapp.Change{Version: set.Version, Templates: map[whatsapp.Kind]*whatsapp.Template{}}
	for _, k := range whatsapp.Kinds() {
		c.Templates[k] = &whatsapp.Template{Name: "nivaas_" + string(k), Language: "en"}
	}
	if _, err := f.svc.Save(context.Background(), staff.CommandLine, c); err != nil {
		f.t.Fatal(err)
	}
}

func (f *fixture) messages(leadID int64) []whatsapp.Message {
	f.t.Helper()
	list, err := f.s.WhatsAppMessages(context.Background(), leadID, 100)
	if err != nil {
		f.t.Fatal(err)
	}
	return list
}

// leadsOf are the live leads of waID's number.
func (f *fixture) leadsOf(waID string) []lead.Enquiry {
	f.t.Helper()
	list, err := f.s.WhatsAppLeads(context.Background(), contract.MobileKey(waID))
	if err != nil {
		f.t.Fatal(err)
	}
	return list
}

func (f *fixture) whatsappConsent(leadID int64) bool {
	f.t.Helper()
	recs, err := f.s.Consents(context.Background(), consent.KindLead, leadID)
	if err != nil {
		f.t.Fatal(err)
	}
	return consent.Active(recs, consent.PurposeWhatsApp)
}

// TestAdMessageFromAnUnknownNumberMakesALead, on both engines: a click-to-WhatsApp ad's first message makes
// a lead of source whatsapp-ad with the ad's headline as its campaign (the dashboard counts it there), the
// company's notice and the assignment's kick, the consent its writing gives, and its referral kept.
func TestAdMessageFromAnUnknownNumberMakesALead(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		f := newFixture(t, s)
		ctx := context.Background()
		msg := `{"from":"919812345678","id":"wamid.AD1","timestamp":"` + fmt.Sprint(f.clock.Now().Unix()) + `","type":"text",
			"text":{"body":"Hi, I saw your kitchen offer"},"referral":{"source_url":"https://fb.me/8xYz","source_id":"120210",
			"source_type":"ad","headline":"Modular kitchens, 20% off","body":"Book a free consultation","ctwa_clid":"ARAkLkA8rm"}}`
		if err := f.deliver(webhook([]string{contact("919812345678", "Priya Shah")}, []string{msg}, nil)); err != nil {
			t.Fatal(err)
		}
		leads := f.leadsOf("919812345678")
		if len(leads) != 1 {
			t.Fatalf("%d leads for the number, want 1", len(leads))
		}
		l, err := s.InboxLead(ctx, leads[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		if l.Name != "Priya Shah" || l.Mobile != "+919812345678" || l.MobileDigits != "9812345678" || l.UTMSource != "whatsapp-ad" ||
			l.UTMCampaign != "Modular kitchens, 20% off" || l.UTMContent != "120210" || l.UTMMedium != "ad" || l.Referrer != "https://fb.me/8xYz" ||
			!l.WhatsappUpdates || l.Status != lead.StatusNew {
			t.Fatalf("the new lead: %+v", l)
		}
		if !f.whatsappConsent(l.ID) || f.kicks.Load() != 1 {
			t.Fatalf("consent %v, assignment kicked %d times", f.whatsappConsent(l.ID), f.kicks.Load())
		}
		if st, _ := s.OutboxStats(ctx); st.Pending != 1 {
			t.Fatalf("the company's notice: %+v", st)
		}
		m := f.messages(l.ID)
		if len(m) != 1 || m[0].Text != "Hi, I saw your kitchen offer" || m[0].Referral == nil || m[0].Referral.CtwaClid != "ARAkLkA8rm" ||
			m[0].Direction != whatsapp.In || m[0].Status != whatsapp.StatusReceived {
			t.Fatalf("the message: %+v", m)
		}
		events, _ := s.LeadEvents(ctx, l.ID)
		if len(events) != 1 || events[0].Kind != lead.EventWhatsapp || events[0].Actor != nil ||
			events[0].Text != `WhatsApp from the customer (from the ad "Modular kitchens, 20% off"): Hi, I saw your kitchen offer` {
			t.Fatalf("timeline: %+v", events)
		}
		if err := s.SettleRollup(ctx); err != nil {
			t.Fatal(err)
		}
		owner := &staff.Account{Role: staff.Owner}
		day := f.clock.Now().In(lead.India).Format(time.DateOnly)
		r, err := dashboard.NewService(s, f.clock.Now).Report(ctx, owner, dashboard.Period{From: day, To: day})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(r.Sources, func(g dashboard.Group) bool {
			return slices.Equal(g.Key, []string{"whatsapp-ad", "ad", "Modular kitchens, 20% off"}) && g.Leads == 1
		}) {
			t.Fatalf("the dashboard's sources: %+v", r.Sources)
		}

		// A second message of the number lands on that lead and makes none.
		f.write("919812345678", "Is Saturday possible?")
		if n := len(f.leadsOf("919812345678")); n != 1 || f.kicks.Load() != 1 || len(f.messages(l.ID)) != 2 {
			t.Fatalf("after a second message: %d leads, %d kicks, %d messages", n, f.kicks.Load(), len(f.messages(l.ID)))
		}
	})
}

// TestMessageLandsOnTheNewestOpenLead: a known number's message goes to its newest open lead (a won one
// newer still is passed over, as is a number abroad that shares the last ten digits); an unknown number
// makes a plain WhatsApp lead named after its number when its profile has no name.
func TestMessageLandsOnTheNewestOpenLead(t *testing.T) {
	f := newFixture(t, storetest.OpenSQLite(t))
	ctx := context.Background()
	older := f.formLead("Asha Rao", "98765 43210", false)
	newer := f.formLead("Asha Rao", "+91 98765-43210", false)
	won := f.formLead("Asha Rao", "9876543210", false)
	l, _ := f.s.InboxLead(ctx, won)
	if err := f.s.SaveLead(ctx, lead.Save{ID: won, Version: l.Version, Status: lead.StatusWon, Audit: storetest.Entry("won")}); err != nil {
		t.Fatal(err)
	}
	abroad := f.formLead("Asha in London", "+44 98765 43210", false)
	f.write("919876543210", "Hello")
	if len(f.messages(newer)) != 1 || len(f.messages(older))+len(f.messages(won))+len(f.messages(abroad)) != 0 {
		t.Fatal("the message did not land on the newest open lead alone")
	}
	if !f.whatsappConsent(newer) || f.whatsappConsent(older) {
		t.Fatal("writing gives the lead it lands on its WhatsApp consent, and no other")
	}
	// Merged, one person's leads keep one conversation: the kept lead's.
	kept, _ := f.s.InboxLead(ctx, older)
	gone, _ := f.s.InboxLead(ctx, newer)
	if err := f.s.MergeLeads(ctx, lead.Merge{KeptID: older, KeptVersion: kept.Version, OtherID: newer, OtherVersion: gone.Version,
		Event: lead.Event{Kind: lead.EventMerged, Text: "Merged."}, Audit: storetest.Entry("merged leads")}); err != nil {
		t.Fatal(err)
	}
	if len(f.messages(older)) != 1 || len(f.messages(newer)) != 0 {
		t.Fatal("the conversation did not follow the merge")
	}
	f.write("449876543210", "Hello from London")
	if len(f.messages(abroad)) != 1 {
		t.Fatal("the number abroad's message did not land on its lead")
	}
	f.deliver(webhook(nil, []string{textMessage("919000011111", "wamid.anon", "Hi", f.clock.Now().Unix())}, nil))
	anon := f.leadsOf("919000011111")
	if len(anon) != 1 {
		t.Fatalf("leads of the unknown number: %+v", anon)
	}
	got, _ := f.s.InboxLead(ctx, anon[0].ID)
	if got.Name != "WhatsApp +919000011111" || got.UTMSource != "WhatsApp" || got.UTMCampaign != "" {
		t.Fatalf("the plain WhatsApp lead: %+v", got)
	}
}

// TestDuplicateDeliveriesMakeOneEntry, on both engines: forty deliveries of one message (each its own
// body, processed at once as forty copies of the site would) make one lead, one message, one timeline line.
func TestDuplicateDeliveriesMakeOneEntry(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		f := newFixture(t, s)
		ctx := context.Background()
		var wg sync.WaitGroup
		errs := make(chan error, 40)
		for i := range 40 {
			body := webhook([]string{contact("919811122233", "Kiran")}, []string{textMessage("919811122233", "wamid.DUP", "Need a wardrobe", f.clock.Now().Unix())},
				[]string{statusOf(fmt.Sprintf("wamid.other-%d", i), "delivered", f.clock.Now().Unix(), "")})
			wg.Go(func() { errs <- f.deliver(body) })
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		leads := f.leadsOf("919811122233")
		if len(leads) != 1 {
			t.Fatalf("%d leads, want 1", len(leads))
		}
		events, _ := s.LeadEvents(ctx, leads[0].ID)
		if m := f.messages(leads[0].ID); len(m) != 1 || len(events) != 1 || f.kicks.Load() != 1 {
			t.Fatalf("%d messages, %d timeline lines, %d kicks; want one each", len(m), len(events), f.kicks.Load())
		}
		if st, _ := s.OutboxStats(ctx); st.Pending != 1 {
			t.Fatalf("company notices: %+v, want one", st)
		}
	})
}

// TestStopWithdrawsConsent, on both engines: "stop " withdraws the WhatsApp consent of every lead of the
// number, recorded as any withdrawal; a template queued before it is not sent, and none can be queued after.
func TestStopWithdrawsConsent(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		f := newFixture(t, s)
		ctx := context.Background()
		f.mapAll()
		first := f.formLead("Meena Iyer", "9845098450", true)
		second := f.formLead("Meena Iyer", "98450 98450", true)
		queued, err := f.svc.Send(ctx, staff.Actor{Address: "test"}, second, whatsapp.Send{Template: ptr(whatsapp.FollowUp)})
		if err != nil {
			t.Fatal(err)
		}
		f.write("919845098450", "  stop ")
		if f.whatsappConsent(first) || f.whatsappConsent(second) {
			t.Fatal("STOP left a WhatsApp consent standing")
		}
		recs, _ := s.Consents(ctx, consent.KindLead, second)
		if at := consent.WithdrawnAt(recs, consent.PurposeWhatsApp); at == nil || !at.Equal(f.clock.Now().Truncate(time.Millisecond)) {
			t.Fatalf("withdrawal recorded at %v", at)
		}
		f.write("919845098450", "STOP") // a second STOP changes nothing
		if _, err := f.svc.Send(ctx, staff.Actor{Address: "test"}, second, whatsapp.Send{Template: ptr(whatsapp.FollowUp)}); err == nil || err.Error() != "refused: "+whatsapp.Msg("noConsent") {
			t.Fatalf("a template after STOP: %v", err)
		}
		f.worker.RunOnce(ctx)
		if len(f.api.took()) != 0 {
			t.Fatalf("sent after STOP: %+v", f.api.took())
		}
		for _, m := range f.messages(second) {
			if m.ID == queued.ID && (m.Status != whatsapp.StatusFailed || m.LastError != whatsapp.Msg("notSentWithdrawn")) {
				t.Fatalf("the template queued before STOP: %+v", m)
			}
		}
	})
}

func ptr[T any](v T) *T { return &v }
