package adlead

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Service takes ad leads into the pipeline and keeps the forms' mappings.
type Service struct {
	store    Store
	notifier lead.Notifier // the new-lead alert; nil: none
	graph    Graph
	kick     func() // after a lead was stored (automatic assignment looks now); may be nil
	now      func() time.Time
}

// NewService returns a Service over store; notifier (may be nil) composes the new-lead alert, graph reads
// Meta's leads, kick (may be nil) is told of each new lead, now nil is time.Now.
func NewService(store Store, notifier lead.Notifier, graph Graph, kick func(), now func() time.Time) *Service {
	return &Service{store: store, notifier: notifier, graph: graph, kick: kick, now: clock.Or(now)}
}

// PlatformNames are the platforms as the owner reads them.
var PlatformNames = map[string]string{Facebook: "Meta lead ads", Google: "Google lead forms"}

// Meta is the Processor of Meta's page webhooks (inbound source "meta").
func (s *Service) Meta() inbound.Processor { return processor(s.processMeta) }

// Google is the Processor of Google's lead form webhooks (inbound source "google").
func (s *Service) Google() inbound.Processor { return processor(s.processGoogle) }

type processor func(ctx context.Context, d inbound.Delivery) error

func (p processor) Process(ctx context.Context, d inbound.Delivery) error { return p(ctx, d) }

// processMeta fetches each lead a delivery announces from the Graph API and takes it; a lead taken
// before is taken again as a repeat (nothing stored), so a delivery retried after a failure part-way is whole.
func (s *Service) processMeta(ctx context.Context, d inbound.Delivery) error {
	leads, err := metaLeads(d.Body)
	if err != nil {
		return &inbound.PermanentError{Err: err}
	}
	for _, lg := range leads {
		ad, answers, err := readLead(ctx, s.graph, lg)
		if err != nil {
			return err // retried from the queue
		}
		if ad.FormID == "" {
			return &inbound.PermanentError{Err: errors.New("the Graph API names no form for lead " + lg.LeadgenID)}
		}
		if err := s.take(ctx, ad, answers); err != nil {
			return err
		}
	}
	return nil
}

func (s *Service) processGoogle(ctx context.Context, d inbound.Delivery) error {
	ad, answers, err := googleAd(d.Body)
	if err != nil {
		return &inbound.PermanentError{Err: err}
	}
	return s.take(ctx, ad, answers)
}

// take stores one platform lead: a test lead as such, any other as a lead of the pipeline with its consent
// (the platform's form was the notice), the new-lead alert and the CRM's copy. A lead the mapping cannot
// read is a permanent failure the System page shows; once the owner maps the form it can be tried again.
func (s *Service) take(ctx context.Context, ad Ad, answers []Answer) error {
	form, err := s.store.AdForm(ctx, ad.Platform, ad.FormID)
	if err != nil {
		return err
	}
	ad.ReceivedAt = s.now().UTC().Truncate(time.Millisecond)
	questions := make([]string, 0, len(answers))
	for _, a := range answers {
		if a.Question != "" && !slices.Contains(questions, a.Question) {
			questions = append(questions, a.Question)
		}
	}
	if ad.Test {
		_, err := s.store.SaveAdLead(ctx, &ad, nil, nil, questions)
		return err
	}
	values := form.Mapping.Values(answers)
	row, why := leadimport.LeadOf(values, lead.PropertyTypes[0], ad.ReceivedAt)
	if why != "" {
		return &inbound.PermanentError{Err: errors.New(PlatformNames[ad.Platform] + " lead " + ad.PlatformLeadID + " of form " + ad.FormID +
			" cannot be a lead: " + why + " Map the form's questions in Settings, then try it again.")}
	}
	l := row.Lead
	ad.Note = form.Mapping.Note(answers, ad.Platform, ad.FormID)
	if values[leadimport.FieldPropertyType] == "" {
		// A lead has a property type: the first stands in, said so where the seller reads first.
		ad.Note = strings.TrimSpace(ad.Note + "\nThe form did not say the property type: " + l.PropertyType +
			" stands in until someone corrects it (Edit details).")
	}
	l.Role, l.CreatedAt, l.MobileDigits = lead.Role, ad.ReceivedAt, contract.MobileKey(l.Mobile)
	l.Attribution = lead.Attribution{UTMSource: ad.Platform, UTMMedium: Medium,
		UTMCampaign: cleanText(firstText(ad.CampaignName, ad.CampaignID), lead.MaxUTM), UTMContent: cleanText(firstText(ad.AdName, ad.AdID), lead.MaxUTM)}
	given := ad.ReceivedAt
	if ad.SubmittedAt != nil && ad.SubmittedAt.Before(given) {
		given = ad.SubmittedAt.UTC()
	}
	// The platform's form was the notice the person read: its id stands for the notice's text.
	l.Consents = []consent.Record{{Purpose: consent.PurposeEstimate, NoticeHash: ad.Platform + "-form:" + ad.FormID,
		Language: consent.Current.DefaultLanguage, GivenAt: given}}
	var stored bool
	var wake interface{ Queued() }
	if s.notifier != nil {
		wake = s.notifier
	}
	err = mailmsg.CommitWithNotice(wake,
		func() (*mailmsg.Message, error) { return s.notifier.LeadNotice(l) },
		func(notice *mailmsg.Message) (err error) {
			stored, err = s.store.SaveAdLead(ctx, &ad, &l, notice, questions)
			return err
		})
	if err == nil && stored && s.kick != nil {
		s.kick()
	}
	return err
}

func firstText(texts ...string) string {
	for _, t := range texts {
		if strings.TrimSpace(t) != "" {
			return t
		}
	}
	return ""
}

// Forms are every form seen, newest lead first.
func (s *Service) Forms(ctx context.Context) ([]Form, error) {
	return fault.Stored(s.store.AdForms(ctx))
}

// SaveMapping writes a form's mapping as by's, audited; version is the one the owner read.
func (s *Service) SaveMapping(ctx context.Context, by staff.Actor, platform, formID string, m Mapping, version int64) (Form, error) {
	if PlatformNames[platform] == "" || cleanID(formID) == "" {
		return Form{}, ErrNoForm
	}
	form, err := s.store.AdForm(ctx, platform, formID)
	if err != nil {
		return Form{}, fault.FromStore(err)
	}
	if form.LastLeadAt == nil {
		return Form{}, ErrNoForm
	}
	if err := m.Check(form.Questions); err != nil {
		return Form{}, err
	}
	audit := by.Audit(s.now(), staff.Entry{Action: "mapped an ad form's questions", Subject: PlatformNames[platform] + " form " + formID})
	return fault.Stored(s.store.SaveAdFormMapping(ctx, platform, formID, m, version, audit))
}

// AdOfLead is the ad a lead came from, nil when none.
func (s *Service) AdOfLead(ctx context.Context, leadID int64) (*Ad, error) {
	return fault.Stored(s.store.AdOfLead(ctx, leadID))
}

// Silence: a source is silent once no lead came for SilentFactor times its median gap over the last
// SilentWindow, and at least SilentMin; a source with fewer than two leads has no usual gap.
const (
	SilentFactor = 3
	SilentMin    = 48 * time.Hour
	SilentWindow = 30 * 24 * time.Hour
)

// Silent are the owners' warnings of platforms that went quiet much longer than usual, one sentence each.
func (s *Service) Silent(ctx context.Context) ([]string, error) {
	list, err := s.silences(ctx)
	var out []string
	for _, q := range list {
		out = append(out, q.Sentence)
	}
	return out, err
}

// Silence is one platform gone quiet since its last lead, with the owners' sentence about it.
type Silence struct {
	Platform   string
	LastLeadAt time.Time
	Sentence   string
}

func (s *Service) silences(ctx context.Context) ([]Silence, error) {
	now := s.now()
	times, err := s.store.AdLeadTimes(ctx, now.Add(-SilentWindow))
	if err != nil {
		return nil, fault.FromStore(err)
	}
	var out []Silence
	for _, p := range []string{Facebook, Google} {
		if line := silence(PlatformNames[p], times[p], now); line != "" {
			out = append(out, Silence{Platform: p, LastLeadAt: times[p][len(times[p])-1], Sentence: line})
		}
	}
	return out, nil
}

// silence is the warning about one platform whose leads came at times (oldest first), "" when none is due.
func silence(name string, times []time.Time, now time.Time) string {
	if len(times) < 2 {
		return ""
	}
	gaps := make([]time.Duration, 0, len(times)-1)
	for i := 1; i < len(times); i++ {
		gaps = append(gaps, times[i].Sub(times[i-1]))
	}
	slices.Sort(gaps)
	median := gaps[len(gaps)/2]
	if len(gaps)%2 == 0 {
		median = (gaps[len(gaps)/2-1] + gaps[len(gaps)/2]) / 2
	}
	quiet := now.Sub(times[len(times)-1])
	if quiet < max(SilentFactor*median, SilentMin) {
		return ""
	}
	return "No lead has come from " + name + " for " + span(quiet) + ", though one came every " + span(median) +
		" or so before: check that the ads run, the form is still connected and the platform's token or key is current."
}

// span is a duration as people say it: "5 hours", "3 days".
func span(d time.Duration) string {
	if d < 48*time.Hour {
		h := max(int(d.Round(time.Hour)/time.Hour), 1)
		if h == 1 {
			return "an hour"
		}
		return strconv.Itoa(h) + " hours"
	}
	return strconv.Itoa(int(d/(24*time.Hour))) + " days"
}
