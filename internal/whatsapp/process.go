package whatsapp

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// Withdrawer takes back a record's consent as the person's own word (*consent.Service).
type Withdrawer interface {
	WithdrawRecord(ctx context.Context, kind consent.Kind, id int64, p consent.Purpose) (bool, error)
}

// Processor files the Cloud API's webhook deliveries (inbound.Processor): customers' messages on their
// lead or a new one, "STOP" as a withdrawal, and the ticks of the messages sent.
type Processor struct {
	Store    InboundStore
	Consents Withdrawer
	// Notifier writes the company's mail about a lead a message makes, and wakes the mail worker after.
	Notifier lead.Notifier
	// NewLead, when set, is told after a message made a lead (the automatic assignment's kick).
	NewLead func()
	Now     func() time.Time
	Logger  *slog.Logger
}

var _ inbound.Processor = (*Processor)(nil)

// maxPerDelivery bounds the messages and the ticks one delivery files (Meta sends a few): a forged or
// broken delivery of a hundred thousand is cut there, never a transaction each.
const maxPerDelivery = 200

// webhookBody is the Cloud API's documented delivery, read loosely: what is missing or of another type
// is skipped one message at a time, never the whole delivery.
type webhookBody struct {
	Object string `json:"object"`
	Entry  []struct {
		Changes []struct {
			Field string `json:"field"`
			Value struct {
				Contacts []json.RawMessage `json:"contacts"`
				Messages []json.RawMessage `json:"messages"`
				Statuses []json.RawMessage `json:"statuses"`
			} `json:"value"`
		} `json:"changes"`
	} `json:"entry"`
}

type contactBody struct {
	Profile struct {
		Name string `json:"name"`
	} `json:"profile"`
	WaID string `json:"wa_id"`
}

type caption struct {
	Caption string `json:"caption"`
}

type messageBody struct {
	From      string `json:"from"`
	ID        string `json:"id"`
	Timestamp string `json:"timestamp"`
	Type      string `json:"type"`
	Text      *struct {
		Body string `json:"body"`
	} `json:"text"`
	Image    *caption `json:"image"`
	Video    *caption `json:"video"`
	Document *caption `json:"document"`
	Button   *struct {
		Text string `json:"text"`
	} `json:"button"`
	Interactive *struct {
		ButtonReply *struct {
			Title string `json:"title"`
		} `json:"button_reply"`
		ListReply *struct {
			Title string `json:"title"`
		} `json:"list_reply"`
	} `json:"interactive"`
	Referral *Referral `json:"referral"`
}

type statusBody struct {
	ID        string `json:"id"`
	Status    string `json:"status"`
	Timestamp string `json:"timestamp"`
	Ref       string `json:"biz_opaque_callback_data"`
	Errors    []struct {
		Code    int    `json:"code"`
		Title   string `json:"title"`
		Message string `json:"message"`
	} `json:"errors"`
}

// Process files one delivery; a body that is not the Cloud API's is failed for good, a store that
// fails is retried (filing is idempotent on WhatsApp's ids).
func (p *Processor) Process(ctx context.Context, d inbound.Delivery) error {
	var body webhookBody
	if err := json.Unmarshal(d.Body, &body); err != nil {
		return &inbound.PermanentError{Err: errors.New("not a WhatsApp delivery: " + textfield.Tidy(err.Error(), 200))}
	}
	if body.Object != "whatsapp_business_account" {
		return &inbound.PermanentError{Err: errors.New("not a WhatsApp delivery: object " + strconv.Quote(textfield.Tidy(body.Object, 40)))}
	}
	now := clock.Or(p.Now)()
	messages, statuses := 0, 0
	for _, e := range body.Entry {
		for _, c := range e.Changes {
			if c.Field != "" && c.Field != "messages" {
				continue
			}
			names := map[string]string{}
			for _, raw := range c.Value.Contacts {
				var cb contactBody
				if json.Unmarshal(raw, &cb) == nil && cb.WaID != "" {
					names[cb.WaID] = cb.Profile.Name
				}
			}
			for _, raw := range c.Value.Messages {
				if messages++; messages > maxPerDelivery {
					break
				}
				var m messageBody
				if err := json.Unmarshal(raw, &m); err != nil {
					p.log().Warn("whatsapp: a message of another shape skipped", "delivery_id", d.ID)
					continue
				}
				if err := p.message(ctx, m, names[m.From], d.ReceivedAt, now); err != nil {
					return err
				}
			}
			for _, raw := range c.Value.Statuses {
				if statuses++; statuses > maxPerDelivery {
					break
				}
				var s statusBody
				if json.Unmarshal(raw, &s) != nil {
					continue
				}
				if err := p.status(ctx, s, now); err != nil {
					return err
				}
			}
		}
	}
	if messages > maxPerDelivery || statuses > maxPerDelivery {
		p.log().Warn("whatsapp: a delivery past its bound, the rest skipped", "delivery_id", d.ID, "messages", messages, "statuses", statuses)
	}
	return nil
}

func (p *Processor) log() *slog.Logger {
	if p.Logger == nil {
		return slog.Default()
	}
	return p.Logger
}

// validWaID is a WhatsApp number as the Cloud API writes it: digits, country code first.
func validWaID(s string) bool {
	return len(s) >= 8 && len(s) <= 15 && strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' }) < 0
}

// message files one customer's message.
func (p *Processor) message(ctx context.Context, m messageBody, profile string, received, now time.Time) error {
	if m.ID == "" || len(m.ID) > 200 || !validWaID(m.From) || !textfield.Clean(m.ID, false) {
		p.log().Warn("whatsapp: a message without a usable id or sender skipped")
		return nil
	}
	at := when(m.Timestamp, received, now)
	text := textOf(m)
	in := Inbound{
		Message: Message{Direction: In, Status: StatusReceived, Text: text, WAMID: m.ID, At: at, Referral: tidyReferral(m.Referral)},
		Key:     contract.MobileKey(m.From),
		Match:   func(mobile string) bool { return SameNumber(mobile, m.From) },
		Consent: writtenConsent(at),
		Line:    lead.Event{Kind: lead.EventWhatsapp, Text: lineOf(text, m.Referral)},
	}
	in.NewLead = newLeadOf(m.From, profile, at, in.Message.Referral)
	if p.Notifier != nil {
		notice, err := p.Notifier.LeadNotice(*in.NewLead)
		if err != nil {
			return err
		}
		in.Notice = notice
	}
	got, err := p.Store.ReceiveWhatsApp(ctx, in)
	if err != nil {
		return err
	}
	if got.Created {
		if in.Notice != nil {
			p.Notifier.Queued()
		}
		if p.NewLead != nil {
			p.NewLead()
		}
	}
	if IsStop(text) {
		return p.stop(ctx, m.From)
	}
	return nil
}

// stop withdraws the WhatsApp consent of every lead of number waID, as a withdrawal link would; a repeat
// finds nothing standing and changes nothing.
func (p *Processor) stop(ctx context.Context, waID string) error {
	leads, err := p.Store.WhatsAppLeads(ctx, contract.MobileKey(waID))
	if err != nil {
		return err
	}
	for _, l := range leads {
		if !SameNumber(l.Mobile, waID) {
			continue
		}
		if _, err := p.Consents.WithdrawRecord(ctx, consent.KindLead, l.ID, consent.PurposeWhatsApp); err != nil {
			return err
		}
	}
	return nil
}

// status files one tick of a message the business sent.
func (p *Processor) status(ctx context.Context, s statusBody, now time.Time) error {
	if s.ID == "" || len(s.ID) > 200 || Rank(s.Status) < 1 {
		return nil
	}
	u := StatusUpdate{WAMID: s.ID, Status: s.Status, At: when(s.Timestamp, now, now), Ref: ParseRef(s.Ref), SentLine: SentLine}
	if s.Status == StatusFailed {
		why := "no reason given"
		if len(s.Errors) > 0 {
			why = s.Errors[0].Message
			if why == "" {
				why = s.Errors[0].Title
			}
			why = strings.TrimRight(textfield.Tidy(why, 300), ".") + " (code " + strconv.Itoa(s.Errors[0].Code) + ")"
		}
		u.Error = strings.ReplaceAll(Msg("statusFailed"), "{message}", why)
	}
	_, err := p.Store.UpdateWhatsAppStatus(ctx, u)
	return err
}

// when is a webhook's Unix time in seconds, or received when it is missing, unreadable or not believable
// (in the future, or long before it arrived): the 24-hour window counts from the customer's own time.
func when(ts string, received, now time.Time) time.Time {
	received = received.UTC().Truncate(time.Millisecond)
	if received.IsZero() {
		received = now.UTC().Truncate(time.Millisecond)
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return received
	}
	t := time.Unix(sec, 0).UTC()
	if t.After(received) || t.Before(received.Add(-7*24*time.Hour)) {
		return received
	}
	return t
}

// textOf is what a message says: its text, or a placeholder ("[image]") and any caption for the others.
func textOf(m messageBody) string {
	var text string
	switch {
	case m.Type == "text" && m.Text != nil:
		text = m.Text.Body
	case m.Type == "button" && m.Button != nil:
		text = m.Button.Text
	case m.Type == "interactive" && m.Interactive != nil && m.Interactive.ButtonReply != nil:
		text = m.Interactive.ButtonReply.Title
	case m.Type == "interactive" && m.Interactive != nil && m.Interactive.ListReply != nil:
		text = m.Interactive.ListReply.Title
	default:
		text = "[" + typeName(m.Type) + "]"
		for _, c := range []*caption{m.Image, m.Video, m.Document} {
			if c != nil && strings.TrimSpace(c.Caption) != "" {
				text += " " + c.Caption
			}
		}
	}
	text = keepLines(text, T.Limits.InboundText)
	if strings.TrimSpace(text) == "" {
		return "[" + typeName(m.Type) + "]"
	}
	return text
}

// typeName is a message type fit to show: lower-case letters and underscores, "message" for anything else.
func typeName(t string) string {
	if t == "" || len(t) > 30 || strings.IndexFunc(t, func(r rune) bool { return (r < 'a' || r > 'z') && r != '_' }) >= 0 {
		return "message"
	}
	return t
}

// keepLines is s made safe to keep: valid UTF-8, no control characters but line breaks, at most max characters.
func keepLines(s string, max int) string {
	s = strings.ToValidUTF8(s, "")
	s = strings.Map(func(r rune) rune {
		if r == '\r' || (unicode.IsControl(r) && r != '\n') || r == '\u2028' || r == '\u2029' || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
	if r := []rune(s); len(r) > max {
		s = string(r[:max])
	}
	return strings.TrimSpace(s)
}

// tidyReferral keeps an ad's referral bounded and clean; nil for none.
func tidyReferral(r *Referral) *Referral {
	if r == nil {
		return nil
	}
	out := &Referral{SourceURL: textfield.Tidy(r.SourceURL, 500), SourceID: textfield.Tidy(r.SourceID, 100),
		SourceType: textfield.Tidy(r.SourceType, 40), Headline: textfield.Tidy(r.Headline, 200), Body: textfield.Tidy(r.Body, 500),
		CtwaClid: textfield.Tidy(r.CtwaClid, 500)}
	if *out == (Referral{}) {
		return nil
	}
	return out
}

// lineOf is the timeline line of a customer's message, naming the ad it came from.
func lineOf(text string, r *Referral) string {
	if r != nil && strings.TrimSpace(r.Headline) != "" {
		return "WhatsApp from the customer (from the ad " + strconv.Quote(textfield.Tidy(r.Headline, 200)) + "): " + text
	}
	return "WhatsApp from the customer: " + text
}

// writtenConsent is the WhatsApp consent of a person who writes to the business on WhatsApp: to be
// answered there (the current notice, as no form showed one; withdrawn by "STOP").
func writtenConsent(at time.Time) consent.Record {
	n := consent.Current
	return consent.Record{Purpose: consent.PurposeWhatsApp, NoticeVersion: n.Version, NoticeHash: n.Hash(n.DefaultLanguage),
		Language: n.DefaultLanguage, GivenAt: at}
}

// newLeadOf is the lead a message from an unknown number makes: its profile name, its number, WhatsApp as
// its source (a click-to-WhatsApp ad's headline as its campaign), and the consent its writing gives.
func newLeadOf(waID, profile string, at time.Time, r *Referral) *lead.Enquiry {
	mobile := MobileOf(waID)
	name := textfield.Tidy(profile, min(T.Limits.ProfileName, contract.C.Limits.Name))
	if name == "" {
		name = "WhatsApp " + mobile
	}
	a := lead.Attribution{UTMSource: Source}
	if r != nil {
		a = lead.Attribution{UTMSource: AdSource, UTMMedium: r.SourceType, UTMCampaign: r.Headline, UTMContent: r.SourceID, Referrer: r.SourceURL}
	}
	return &lead.Enquiry{Name: name, Mobile: mobile, MobileDigits: contract.MobileKey(mobile), WhatsappUpdates: true,
		Role: lead.Role, CreatedAt: at, Attribution: a, Consents: []consent.Record{writtenConsent(at)}}
}
