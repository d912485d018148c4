package lead

import (
	"fmt"
	"strings"
)

// What a person asked for, which decides how the team first greets them.
const (
	RequestEstimate     = "estimate"     // the free-estimate page's form
	RequestConsultation = "consultation" // the consultation dialog, on any other page
	RequestContact      = "contact"      // a contact message turned into a lead
)

// The pages whose forms are not the consultation dialog.
const (
	EstimatePage = "/get-free-estimate"
	ContactPage  = "/Contactus" // the spec's Contact Us route, where every contact message is written
)

// RequestOf tells what the lead asked for from the page it was sent on; a lead
// with no page (made before pages were recorded) counts as an estimate, as the form then was.
func RequestOf(l *Lead) string {
	switch {
	case l.Page == "" || l.Page == EstimatePage:
		return RequestEstimate
	case l.Page == ContactPage:
		return RequestContact
	default:
		return RequestConsultation
	}
}

func greetsEveryRequest(c Config) bool {
	for _, r := range []string{RequestEstimate, RequestConsultation, RequestContact} {
		if c.LeadWhatsappGreetings[r] == "" {
			return false
		}
	}
	return true
}

// requestText is what the person asked for, as the timeline says it.
func requestText(l *Lead) string {
	switch RequestOf(l) {
	case RequestConsultation:
		return "Asked for a free design consultation"
	case RequestContact:
		return "Sent a message"
	default:
		return "Asked for a free estimate"
	}
}

// sourceText is where the lead came from: its page, campaign tags and referrer ("" when nothing is known).
func sourceText(l *Lead) string {
	var text string
	if l.Page != "" {
		text = " on " + l.Page
	}
	var via []string
	for _, kv := range [][2]string{{"campaign", l.UTMCampaign}, {"source", l.UTMSource}, {"medium", l.UTMMedium}} {
		if kv[1] != "" {
			via = append(via, kv[0]+" "+kv[1])
		}
	}
	if len(via) > 0 {
		text += " (" + strings.Join(via, ", ") + ")"
	}
	if l.Referrer != "" {
		text += ", coming from " + l.Referrer
	}
	return text
}

// mergedText is the merge line of the kept lead's timeline: the whole request of
// the other lead, so the person and what they asked stay readable after the merge.
func mergedText(other *Lead) string {
	what := other.PropertyType
	if other.Location != "" {
		what += " in " + other.Location
	}
	email := ""
	if other.Email != nil && *other.Email != "" {
		email = ", " + *other.Email
	}
	// The first line says what happened; the second is the other request, as the timeline shows a note.
	return fmt.Sprintf("Lead #%d merged into this one, with its history.\n%s (%s%s) %s for a %s, received %s India time%s.",
		other.ID, other.Name, other.Mobile, email, lowerFirst(requestText(other)), what,
		When(other.CreatedAt), sourceText(other))
}

func lowerFirst(s string) string { return strings.ToLower(s[:1]) + s[1:] }
