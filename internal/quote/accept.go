package quote

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Page is what the customer's page of a version shows.
type Page struct {
	Version  Version
	Customer string // the lead's name
	CodeTo   string // where a code goes, masked ("" when the lead has no e-mail: accepted on a call)
	Latest   bool   // no newer version was shared
	Expired  bool   // past its validity
	Token    string
}

// ByToken is the page of the version token names, as the customer sees it (only once shared).
func (s *Service) ByToken(ctx context.Context, token string) (Page, error) {
	id, err := s.links.Version(token)
	if err != nil {
		return Page{}, err
	}
	v, err := s.Version(ctx, id)
	if fault.Code(err) == fault.ENOTFOUND || err == nil && v.SharedAt == nil {
		return Page{}, ErrLinkInvalid
	} else if err != nil {
		return Page{}, err
	}
	l, err := s.lead(ctx, v.LeadID)
	if err != nil {
		return Page{}, ErrLinkInvalid // an erased or merged lead's quote is gone with it
	}
	all, err := s.store.QuoteVersions(ctx, v.LeadID)
	if err != nil {
		return Page{}, fault.FromStore(err)
	}
	latest := true
	for _, o := range all {
		if o.Number > v.Number && o.SharedAt != nil {
			latest = false
		}
	}
	return Page{Version: v, Customer: l.Name, CodeTo: s.codeTo(l), Latest: latest,
		Expired: s.now().After(v.ValidUntil()), Token: token}, nil
}

// open is the page if its version may still be accepted, else the sentence why not.
func (s *Service) open(ctx context.Context, token string) (Page, error) {
	p, err := s.ByToken(ctx, token)
	switch {
	case err != nil:
		return p, err
	case p.Version.Locked:
		return p, ErrAccepted
	case !p.Latest:
		return p, fault.Errorf(fault.ECONFLICT, "%s", msg("linkOld"))
	case p.Expired:
		return p, fault.Errorf(fault.ECONFLICT, "This quote was valid until %s; please ask us for a new one.", Day(p.Version.ValidUntil()))
	}
	return p, nil
}

// SendCode mails the customer a one-time code to accept the version token names; it says where it went.
func (s *Service) SendCode(ctx context.Context, token string) (string, error) {
	p, err := s.open(ctx, token)
	if err != nil {
		return "", err
	}
	l, err := s.lead(ctx, p.Version.LeadID)
	if err != nil {
		return "", err
	}
	if s.codeTo(l) == "" {
		return "", ErrNoContact
	}
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", fault.Unavailable(err)
	}
	code := fmt.Sprintf("%06d", n.Int64())
	now := s.now().UTC()
	c := Code{VersionID: p.Version.ID, Hash: codeHash(p.Version.ID, code), CreatedAt: now,
		ExpiresAt: now.Add(time.Duration(C.Limits.CodeMinutes) * time.Minute)}
	text := fmt.Sprintf("Hello %s,\n\nYour code to accept quotation v%d from %s (%s) is %s.\nIt works for %d minutes. If you did not ask for it, please ignore this mail.\n",
		oneLine(l.Name), p.Version.Number, s.brand, Rupees(p.Version.Totals.TotalPaise), code, C.Limits.CodeMinutes) + s.withdrawal(l.ID, now)
	m := mailmsg.Message{To: emailOf(l), Subject: "Your code to accept the quotation: " + code, Text: text}
	notice := Notice{Visitor: true, Message: m}
	if s.whatsApp != nil {
		notice.WhatsApp = s.whatsApp(l.Name, l.Mobile, code)
	}
	byWhatsApp, err := s.store.AddQuoteCode(ctx, c, C.Limits.CodesPerHour, notice, l.ID)
	if err != nil {
		return "", fault.FromStore(err)
	}
	s.wake()
	if byWhatsApp {
		return whatsAppTo(l.Mobile), nil
	}
	return maskEmail(emailOf(l)), nil
}

// codeTo says where a code for l goes: WhatsApp when it can reach the lead, else the e-mail ("": neither).
func (s *Service) codeTo(l *lead.Lead) string {
	if s.whatsApp != nil && s.whatsApp(l.Name, l.Mobile, "000000") != nil {
		if e := emailOf(l); e != "" {
			return whatsAppTo(l.Mobile) + " (or " + maskEmail(e) + ")"
		}
		return whatsAppTo(l.Mobile)
	}
	return maskEmail(emailOf(l))
}

// whatsAppTo names a mobile by its last digits only.
func whatsAppTo(mobile string) string {
	d := []rune(strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, mobile))
	if len(d) > 4 {
		d = d[len(d)-4:]
	}
	return "your WhatsApp, the number ending " + string(d)
}

func (s *Service) wake() {
	if s.queued != nil {
		s.queued()
	}
}

// codeHash binds a code to its version, so a code is worth nothing on another.
func codeHash(id int64, code string) string {
	sum := sha256.Sum256([]byte("quote:" + strconv.FormatInt(id, 10) + ":" + code))
	return hex.EncodeToString(sum[:])
}

// Accept records the customer's acceptance of the version token names: their name and the code sent to them.
// Each guess is counted before it is checked; of many at once, one acceptance is kept.
func (s *Service) Accept(ctx context.Context, token, name, code, address string) (Version, error) {
	name = strings.Join(strings.Fields(name), " ")
	if name == "" || utf8.RuneCountInString(name) > C.Limits.CustomerName || !utf8.ValidString(name) {
		return Version{}, fault.Invalid(msg("customerName"), map[string]string{"name": msg("customerName")})
	}
	code = strings.TrimSpace(code)
	if len(code) != 6 || !digits(code) {
		return Version{}, ErrCodeWrong
	}
	p, err := s.open(ctx, token)
	if err != nil {
		return Version{}, err
	}
	now := s.now().UTC()
	stored, err := s.store.ClaimQuoteCode(ctx, p.Version.ID, now, C.Limits.CodeGuesses)
	if err != nil {
		return Version{}, fault.FromStore(err)
	}
	if subtle.ConstantTimeCompare([]byte(stored), []byte(codeHash(p.Version.ID, code))) != 1 {
		return Version{}, ErrCodeWrong
	}
	a := Acceptance{Name: name, At: now, Channel: ChannelCode, Address: address}
	return s.accept(ctx, p.Version, a, staff.Actor{Address: address})
}

// AcceptOnCall records an acceptance given on a call: who (by, named staffName) read which version to whom.
func (s *Service) AcceptOnCall(ctx context.Context, by staff.Actor, staffName string, id int64, customer, note string) (Version, error) {
	customer = strings.Join(strings.Fields(customer), " ")
	if customer == "" || utf8.RuneCountInString(customer) > C.Limits.CustomerName || !utf8.ValidString(customer) {
		return Version{}, fault.Invalid(msg("customerName"), map[string]string{"customerName": msg("customerName")})
	}
	note = strings.TrimSpace(note)
	if utf8.RuneCountInString(note) > C.Limits.Note || !utf8.ValidString(note) {
		return Version{}, fault.Invalid(msg("noteLong"), map[string]string{"note": msg("noteLong")})
	}
	v, err := s.Version(ctx, id)
	if err != nil {
		return Version{}, err
	}
	if v.SharedAt == nil {
		return Version{}, fault.Errorf(fault.ECONFLICT, "%s", msg("notShared"))
	}
	if v.Locked {
		return Version{}, ErrAccepted
	}
	a := Acceptance{Name: customer, At: s.now().UTC(), Channel: ChannelCall, Address: by.Address, RecordedBy: staffName, Note: note}
	return s.accept(ctx, v, a, by)
}

// accept locks v with a, tells the staff, and asks for the booking amount online when that is set up.
func (s *Service) accept(ctx context.Context, v Version, a Acceptance, by staff.Actor) (Version, error) {
	how := "by one-time code from " + a.Address
	if a.Channel == ChannelCall {
		how = "on a call, read out by " + a.RecordedBy
	}
	text := fmt.Sprintf("Quote v%d (%s) accepted by %s %s.", v.Number, Rupees(v.Totals.TotalPaise), a.Name, how)
	var notices []Notice
	if s.notifyTo != "" {
		notices = append(notices, Notice{Message: mailmsg.Message{To: s.notifyTo, Subject: "Quote accepted: " + clip(a.Name, 60),
			Text: text + "\n\nOpen the lead: " + s.siteURL + "/admin/leads/" + strconv.FormatInt(v.LeadID, 10) + "\n"}})
	}
	audit := by.Audit(a.At, staff.Entry{Action: "quote accepted", Subject: "lead " + strconv.FormatInt(v.LeadID, 10), Detail: text})
	if err := s.store.AcceptQuoteVersion(ctx, v.ID, a, notices, audit); err != nil {
		return Version{}, fault.FromStore(err)
	}
	s.wake()
	_ = s.note(ctx, v.LeadID, by, text)
	if s.payments != nil {
		if _, err := s.IssueBookingLink(ctx, v.ID); err != nil {
			return s.Version(ctx, v.ID) // accepted all the same: staff issue the link again from the lead
		}
	}
	return s.Version(ctx, v.ID)
}

// note writes text on the lead's timeline, changing nothing else (best effort: the acceptance is stored).
func (s *Service) note(ctx context.Context, leadID int64, by staff.Actor, text string) error {
	return s.withLead(ctx, leadID, func(l *lead.Lead, now time.Time) error {
		return s.store.SaveLead(ctx, lead.StageSave(l, by, "", 0, text, now))
	})
}

// Day writes an instant as an India day: 6 December 2026.
func Day(t time.Time) string { return t.In(india).Format("2 January 2006") }

var india = time.FixedZone("IST", 5*3600+1800)

func maskEmail(e string) string {
	local, domain, ok := strings.Cut(e, "@")
	if !ok || local == "" {
		return ""
	}
	r := []rune(local)
	return string(r[:1]) + "•••@" + domain
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func clip(s string, n int) string {
	if r := []rune(oneLine(s)); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return oneLine(s)
}

func emailOf(l *lead.Lead) string {
	if l.Email == nil {
		return ""
	}
	return *l.Email
}
