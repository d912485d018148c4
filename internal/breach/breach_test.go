package breach

import (
	"strings"
	"testing"
	"time"
)

var now = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

func incident() Incident {
	happened := now.Add(-30 * time.Hour)
	return Incident{Summary: "A laptop was stolen.", FoundAt: now.Add(-2 * time.Hour), HappenedAt: &happened, Data: "names, mobiles", People: 12,
		Measures: "Wiped it.", Advice: "Ignore calls asking for payment."}
}

func TestDeadlineIs72HoursAfterDiscovery(t *testing.T) {
	if got := incident().Deadline(); !got.Equal(now.Add(70 * time.Hour)) {
		t.Fatalf("deadline = %v", got)
	}
}

func TestValidate(t *testing.T) {
	later := now.Add(time.Hour)
	for name, c := range map[string]struct {
		change func(*Incident)
		field  string
	}{
		"fine":                      {func(*Incident) {}, ""},
		"found in the future":       {func(i *Incident) { i.FoundAt = now.Add(time.Hour) }, "foundAt"},
		"found never":               {func(i *Incident) { i.FoundAt = time.Time{} }, "foundAt"},
		"happened after found":      {func(i *Incident) { i.HappenedAt = &later }, "happenedAt"},
		"reported before found":     {func(i *Incident) { r := now.Add(-3 * time.Hour); i.ReportedAt = &r }, "reportedAt"},
		"no summary":                {func(i *Incident) { i.Summary = "   " }, "summary"},
		"no measures":               {func(i *Incident) { i.Measures = "" }, "measures"},
		"negative people":           {func(i *Incident) { i.People = -1 }, "people"},
		"lead id zero":              {func(i *Incident) { i.LeadIDs = []int64{4, 0} }, "leadIds"},
		"data with a bell":          {func(i *Incident) { i.Data = "a\u0007" }, "data"},
		"consequences over limit":   {func(i *Incident) { i.Consequences = strings.Repeat("x", C.Limits.Consequences+1) }, "consequences"},
		"clock a minute ahead (ok)": {func(i *Incident) { i.FoundAt = now.Add(time.Minute) }, ""},
	} {
		i := incident()
		c.change(&i)
		err := i.Validate(now)
		if c.field == "" {
			if err != nil {
				t.Errorf("%s: %v", name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), C.Messages["invalid"]) {
			t.Errorf("%s: %v, want the one sentence above the form", name, err)
		}
	}
}

// TestWriteNamesTheGrievanceContact: the report and the notice carry the incident, the grievance contact and the processors.
func TestWriteNamesTheGrievanceContact(t *testing.T) {
	c := Contact{Company: "Nivaas Interiors", Address: "Bengaluru", Grievance: "Grievance Officer, grievance@nivaas.example", Email: "hello@nivaas.example"}
	d := Write(incident(), c, []Processor{{Name: "smtp.relay.example", Purpose: "mail"}})
	for _, want := range []string{"A laptop was stolen.", "Grievance Officer, grievance@nivaas.example, hello@nivaas.example", "27 November 2026, 13:30 IST"} {
		if !strings.Contains(d.Report, want) || !strings.Contains(d.Notice, want) {
			t.Errorf("documents lack %q:\n%s\n---\n%s", want, d.Report, d.Notice)
		}
	}
	if !strings.Contains(d.Report, "smtp.relay.example (mail)") || !strings.Contains(d.Report, "30 November 2026, 13:30 IST") {
		t.Errorf("report lacks the processors or the deadline:\n%s", d.Report)
	}
	if strings.Contains(d.Report+d.Notice, "{") {
		t.Errorf("a placeholder is left:\n%s\n%s", d.Report, d.Notice)
	}
	none := Write(Incident{Summary: "x", FoundAt: now, Data: "y", Measures: "z"}, Contact{Company: "N"}, nil)
	if !strings.Contains(none.Report, "not known yet") || !strings.Contains(none.Report, "none listed") {
		t.Errorf("unknowns are not said:\n%s", none.Report)
	}
}
