package breach

import (
	"strconv"
	"strings"
	"time"
)

// Contact is who the documents name: the company and its grievance contact (from the company details).
type Contact struct {
	Company   string
	Address   string
	Grievance string
	Email     string
	Phone     string
}

// Documents are the texts an incident produces from breach.json's templates.
type Documents struct {
	Report string `json:"report"`
	Notice string `json:"notice"`
}

// india is the time the documents are written in; a fixed zone needs no tz database.
var india = time.FixedZone("IST", 5*3600+1800)

func when(t *time.Time) string {
	if t == nil || t.IsZero() {
		return C.Templates["unknown"]
	}
	return t.In(india).Format("2 January 2006, 15:04 IST")
}

func orUnknown(s string) string {
	if strings.TrimSpace(s) == "" {
		return C.Templates["unknown"]
	}
	return s
}

// Write fills the report to the Board and the notice to affected people for i.
func Write(i Incident, c Contact, processors []Processor) Documents {
	grievance := c.Grievance
	for _, extra := range []string{c.Email, c.Phone} {
		if extra != "" && !strings.Contains(grievance, extra) {
			grievance += ", " + extra
		}
	}
	names := make([]string, 0, len(processors))
	for _, p := range processors {
		name := p.Name
		if p.Purpose != "" {
			name += " (" + p.Purpose + ")"
		}
		names = append(names, name)
	}
	list := strings.Join(names, "; ")
	if list == "" {
		list = C.Templates["none"]
	}
	deadline := i.Deadline()
	r := strings.NewReplacer("{company}", c.Company, "{address}", orUnknown(c.Address), "{grievance}", orUnknown(strings.Trim(grievance, ", ")),
		"{summary}", i.Summary, "{happenedAt}", when(i.HappenedAt), "{foundAt}", when(&i.FoundAt), "{data}", i.Data,
		"{people}", strconv.Itoa(i.People), "{consequences}", orUnknown(i.Consequences), "{measures}", i.Measures,
		"{advice}", orUnknown(i.Advice), "{processors}", list, "{deadline}", when(&deadline))
	return Documents{Report: r.Replace(C.Templates["report"]), Notice: r.Replace(C.Templates["notice"])}
}
