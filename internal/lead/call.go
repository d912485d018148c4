package lead

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// How a call went (leads.json "callOutcomes"; the code decides on each).
const (
	CallAnswered      = "answered"
	CallNoAnswer      = "no_answer"
	CallBack          = "call_back"
	CallNotInterested = "not_interested"
	CallWrongNumber   = "wrong_number"
)

// CallOutcomeLabel is the outcome as people read it ("" for none of them).
func CallOutcomeLabel(outcome string) string {
	i := slices.IndexFunc(C.CallOutcomes, func(c Choice) bool { return c.Value == outcome })
	if i < 0 {
		return ""
	}
	return C.CallOutcomes[i].Label
}

// StatusAfterCall is where a call moves a lead of status: a new lead someone
// spoke to is contacted; one who is not interested or was never the number is
// lost, with that reason; a decided lead (won or lost) stays as it is.
func StatusAfterCall(status, outcome string) (next, lostReason string) {
	if status == StatusWon || status == StatusLost {
		return status, ""
	}
	switch outcome {
	case CallAnswered, CallBack:
		if status == StatusNew {
			return StatusContacted, ""
		}
	case CallNotInterested, CallWrongNumber:
		return StatusLost, CallOutcomeLabel(outcome) + " (on a call)."
	}
	return status, ""
}

// Call is one call made to a lead, logged on Version: how it went, a note,
// and the next follow-up ("" for none).
type Call struct {
	Version    int64
	Outcome    string
	Note       string
	FollowUpOn string
}

// LogCall records call on lead id as one save: one timeline line, the status
// the call implies, the next follow-up and one audit entry.
func (s *Service) LogCall(ctx context.Context, by staff.Actor, id int64, call Call) (*Lead, error) {
	if err := fault.CheckVersion(call.Version); err != nil {
		return nil, err
	}
	note := strings.TrimSpace(strings.ReplaceAll(call.Note, "\r\n", "\n"))
	bad := map[string]string{}
	if CallOutcomeLabel(call.Outcome) == "" {
		bad["outcome"] = C.Messages.CallOutcomeRequired
	}
	if msg := textfield.Check(note, C.Limits.Note, true); msg != "" {
		bad["note"] = msg
	}
	if call.FollowUpOn != "" {
		if _, ok := ParseDate(call.FollowUpOn); !ok {
			bad["followUpOn"] = "Please give the follow-up date as YYYY-MM-DD."
		} else if call.FollowUpOn < Today(s.now()) {
			bad["followUpOn"] = C.Messages.FollowUpPast
		}
	}
	if len(bad) > 0 {
		return nil, fault.Invalid("Some of the call's details are not right.", bad)
	}
	l, err := s.lead(ctx, id)
	if err != nil {
		return nil, err
	}
	if l.Version != call.Version {
		return nil, ErrStale
	}
	sv := s.saveOf(l, by)
	text := "Call: " + CallOutcomeLabel(call.Outcome) + "."
	what := []string{"outcome " + call.Outcome}
	if next, reason := StatusAfterCall(l.Status, call.Outcome); next != l.Status {
		sv.Status, sv.LostReason = next, reason
		text += " Status changed from " + StatusLabel(l.Status) + " to " + StatusLabel(next) + "."
		what = append(what, "status "+next)
	}
	if sv.Status == StatusLost {
		call.FollowUpOn = "" // nobody follows up a lost lead
	}
	if call.FollowUpOn != l.FollowUpOn {
		sv.FollowUpOn = call.FollowUpOn
		if call.FollowUpOn == "" {
			text += " Follow-up cleared."
		} else {
			day, _ := ParseDate(call.FollowUpOn)
			text += " Next follow-up " + day.Format("2 Jan 2006") + "."
		}
		what = append(what, "follow-up "+call.FollowUpOn)
	}
	if note != "" {
		text += "\n" + note // the first line says what happened; the rest is the person's own words
	}
	status := ""
	if sv.Status != l.Status {
		status = sv.Status
	}
	sv.Events = []Event{{Kind: EventCall, Text: text, Status: status}}
	sv.Audit = audit(by, s.now(), "logged a call to lead", id, strings.Join(what, "; "))
	return s.save(ctx, sv)
}

// LogWhatsapp records that a member of staff opened WhatsApp to the lead: the first response the
// dashboard and the response target count, like a call. It is a fact, not an edit of what someone
// read, so it lands at the lead's current version (tried again if another change lands between).
func (s *Service) LogWhatsapp(ctx context.Context, by staff.Actor, id int64) (*Lead, error) {
	for range 3 {
		l, err := s.lead(ctx, id)
		if err != nil {
			return nil, err
		}
		sv := s.saveOf(l, by)
		sv.Events = []Event{{Kind: EventWhatsapp, Text: "Opened WhatsApp."}}
		sv.Audit = audit(by, s.now(), "opened WhatsApp to lead", id, "")
		saved, err := s.save(ctx, sv)
		if !errors.Is(err, ErrStale) && fault.Code(err) != fault.ECONFLICT {
			return saved, err
		}
	}
	return nil, ErrStale
}
