package adspend

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Service imports, keeps and reports spend.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the spend service over store; now is the clock (nil: time.Now).
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: clock.Or(now)}
}

// Request is one upload: the file, its platform and mapping when the owner chose them, and whether to save (else a preview).
type Request struct {
	FileName string
	Data     []byte
	Platform string   // "": the one the header names, or remembered
	Mapping  *Mapping // nil: the header's own, or the one remembered for it
	Commit   bool
}

// Refusal is a row left out, with its line in the file and a sentence.
type Refusal struct {
	Line   int    `json:"line"`
	Reason string `json:"reason"`
}

// Report is what an import did or (a preview) would do.
type Report struct {
	Header       []string
	Sample       [][]string // the first rows, as the file has them
	Mapping      Mapping
	NeedsMapping bool // the owner must say which column is which, or the platform
	Rows         int  // rows read
	Spend        []Row
	Paise        int64 // the spend's sum
	From, To     string
	Refused      []Refusal
	Saved        bool
}

const previewRows = 5

// ErrNeedsMapping is saving a file whose columns or platform the site cannot tell by itself.
var ErrNeedsMapping = fault.Invalid("Please say which columns hold the day, the campaign and the amount, and which platform the file is from.", nil)

// maxRefusalsListed bounds the report: a file of a wrong shape refuses every row.
const maxRefusalsListed = 200

// Import previews or (req.Commit) saves a file of daily spend: each day's spend of a campaign replaces what was
// kept for it, so importing a file again changes nothing and a corrected export corrects.
func (s *Service) Import(ctx context.Context, by staff.Actor, req Request) (*Report, error) {
	f, err := readFile(req.Data)
	if err != nil {
		return nil, err
	}
	rep := &Report{Header: f.Header, Sample: f.Rows[:min(len(f.Rows), previewRows)], Rows: len(f.Rows)}
	m, known, err := detect(f.Header)
	if err != nil {
		return nil, err
	}
	sig := Signature(f.Header)
	if req.Mapping != nil {
		m, known = *req.Mapping, true
	} else if !known {
		if kept, ok, err := s.store.SpendMapping(ctx, sig); err != nil {
			return nil, fault.FromStore(err)
		} else if ok {
			m, known = kept, true
		}
	}
	if req.Platform != "" {
		m.Platform = req.Platform
	}
	rep.Mapping = m
	if !known || m.Platform == "" {
		rep.NeedsMapping = true
		if req.Commit {
			return nil, ErrNeedsMapping
		}
		return rep, nil
	}
	if err := m.check(len(f.Header)); err != nil {
		return nil, err
	}
	rep.Spend, rep.Refused = rowsOf(f, m, lead.Today(s.now()))
	for _, r := range rep.Spend {
		rep.Paise += r.Paise
		if rep.From == "" || r.Day < rep.From {
			rep.From = r.Day
		}
		rep.To = max(rep.To, r.Day)
	}
	if !req.Commit {
		return rep, nil
	}
	if len(rep.Spend) == 0 {
		return nil, fault.Invalid("No row of the file could be imported: see the reasons listed.", nil)
	}
	now := s.now()
	audit := by.Audit(now, staff.Entry{Action: "imported ad spend", Subject: cleanName(req.FileName),
		Detail:  PlatformNames[m.Platform] + ", " + strconv.Itoa(len(rep.Spend)) + " campaign days from " + rep.From + " to " + rep.To + ", " + Rupees(rep.Paise),
		Summary: "Imported " + PlatformNames[m.Platform] + " ad spend of " + Rupees(rep.Paise) + " (" + rep.From + " to " + rep.To + ")."})
	for i := range rep.Spend {
		rep.Spend[i].UpdatedAt = now
	}
	if err := s.store.SaveSpend(ctx, rep.Spend, audit); err != nil {
		return nil, fault.FromStore(err)
	}
	if req.Mapping != nil {
		if err := s.store.SaveSpendMapping(ctx, sig, m); err != nil {
			return nil, fault.FromStore(err)
		}
	}
	rep.Saved = true
	rep.Refused = rep.Refused[:min(len(rep.Refused), maxRefusalsListed)]
	return rep, nil
}

// rowsOf reads the spend rows of f by m, a campaign's rows of one day added up (Meta's exports by ad set
// hold several); total lines are skipped, and a row that cannot be spend is refused with a sentence.
func rowsOf(f *file, m Mapping, today string) ([]Row, []Refusal) {
	var out []Row
	var refused []Refusal
	at := map[string]int{}
	cell := func(rec []string, c int) string {
		if c < 0 || c >= len(rec) {
			return ""
		}
		return strings.TrimSpace(rec[c])
	}
	for i, rec := range f.Rows {
		day, name, amount := cell(rec, m.Day), cell(rec, m.Campaign), cell(rec, m.Amount)
		if first := strings.ToLower(firstFilled(rec)); strings.HasPrefix(first, "total") || day == "" && name == "" {
			continue // Google's "Total: Account" lines, a summary row
		}
		refuse := func(why string) { refused = append(refused, Refusal{Line: f.Lines[i], Reason: why}) }
		if cur := strings.ToUpper(cell(rec, m.Currency)); cur != "" && cur != "INR" {
			refuse("The amount is in " + quote(cur) + "; the site keeps spend in rupees (INR) only.")
			continue
		}
		d, why := dayOf(day, today)
		if why == "" {
			name, why = campaignOf(name)
		}
		var paise int64
		if why == "" {
			paise, why = amountOf(amount)
		}
		if why != "" {
			refuse(why)
			continue
		}
		r := Row{Day: d, Platform: m.Platform, Campaign: name, CampaignID: idOf(cell(rec, m.CampaignID)), Paise: paise}
		key := r.Day + "\x1f" + r.Key()
		if j, ok := at[key]; ok {
			if out[j].Paise+paise > MaxAmount {
				refuse("The campaign's spend that day comes to more than ₹1,00,00,000; please check the column.")
				continue
			}
			out[j].Paise += paise
			continue
		}
		at[key] = len(out)
		out = append(out, r)
	}
	return out, refused
}

func firstFilled(rec []string) string {
	for _, c := range rec {
		if c = strings.TrimSpace(c); c != "" {
			return c
		}
	}
	return ""
}

// idOf keeps a platform's campaign id when it is one (digits, at most 32): anything else is left out.
func idOf(s string) string {
	if len(s) > 32 || !digits(s) {
		return ""
	}
	return s
}

// cleanName is an uploaded file's name as the audit log keeps it.
func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return -1
		}
		return r
	}, s)
	if r := []rune(s); len(r) > 200 {
		s = string(r[:200])
	}
	if s == "" {
		return "a file"
	}
	return s
}

// Entry is one day's spend of one campaign as the owner types it; Amount in rupees ("12,500", "999.50").
type Entry struct {
	Day        string `json:"day"`
	Platform   string `json:"platform"`
	Campaign   string `json:"campaign"`
	CampaignID string `json:"campaignId"`
	Amount     string `json:"amount"`
}

// Enter keeps one typed day's spend of a campaign, replacing what was kept for that day and campaign.
func (s *Service) Enter(ctx context.Context, by staff.Actor, e Entry) (Row, error) {
	bad := map[string]string{}
	now := s.now()
	day, why := dayOf(e.Day, lead.Today(now))
	if why != "" {
		bad["day"] = why
	}
	if PlatformNames[e.Platform] == "" {
		bad["platform"] = "Please choose Meta, Google or Other."
	}
	name, why := campaignOf(e.Campaign)
	if why != "" {
		bad["campaign"] = why
	}
	id := idOf(strings.TrimSpace(e.CampaignID))
	if id == "" && strings.TrimSpace(e.CampaignID) != "" {
		bad["campaignId"] = "A campaign id is digits only, at most 32."
	}
	paise, why := amountOf(e.Amount)
	if strings.TrimSpace(e.Amount) == "" {
		why = "Please give the amount spent in rupees."
	}
	if why != "" {
		bad["amount"] = why
	}
	if len(bad) > 0 {
		return Row{}, fault.Invalid("Some fields need attention.", bad)
	}
	r := Row{Day: day, Platform: e.Platform, Campaign: name, CampaignID: id, Paise: paise, UpdatedAt: now}
	audit := by.Audit(now, staff.Entry{Action: "entered ad spend", Subject: PlatformNames[r.Platform] + " " + r.Campaign,
		Detail: r.Day + ", " + Rupees(r.Paise), Summary: "Entered " + PlatformNames[r.Platform] + " spend of " + Rupees(r.Paise) + " for " + r.Campaign + " on " + r.Day + "."})
	if err := s.store.SaveSpend(ctx, []Row{r}, audit); err != nil {
		return Row{}, fault.FromStore(err)
	}
	return r, nil
}

// List is the spend of a period's days (from and to empty: the last 30), newest first, at most MaxListed rows.
func (s *Service) List(ctx context.Context, from, to string) (dashboard.Period, []Row, error) {
	p, err := dashboard.ParsePeriod(from, to, s.now())
	if err != nil {
		return p, nil, err
	}
	rows, err := s.store.SpendRows(ctx, p.From, p.To, MaxListed)
	return p, rows, fault.FromStore(err)
}

// Delete removes one spend row, audited.
func (s *Service) Delete(ctx context.Context, by staff.Actor, id int64) error {
	now := s.now()
	err := s.store.DeleteSpend(ctx, id, func(r Row) staff.AuditEvent {
		return by.Audit(now, staff.Entry{Action: "deleted ad spend", Subject: PlatformNames[r.Platform] + " " + r.Campaign,
			Detail: r.Day + ", " + Rupees(r.Paise), Summary: "Deleted " + PlatformNames[r.Platform] + " spend of " + Rupees(r.Paise) + " for " + r.Campaign + " on " + r.Day + "."})
	})
	return fault.FromStore(err)
}

// Rupees writes paise as rupees with Indian grouping: ₹12,34,567.50 (the paise only when there are some).
func Rupees(paise int64) string {
	s := strconv.FormatInt(paise/100, 10)
	if len(s) > 3 {
		head, tail := s[:len(s)-3], s[len(s)-3:]
		var parts []string
		for len(head) > 2 {
			parts = append([]string{head[len(head)-2:]}, parts...)
			head = head[:len(head)-2]
		}
		s = strings.Join(append([]string{head}, parts...), ",") + "," + tail
	}
	if p := paise % 100; p != 0 {
		s += "." + strconv.FormatInt(100+p, 10)[1:]
	}
	return "₹" + s
}
