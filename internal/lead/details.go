package lead

import (
	"context"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// Details are the visitor's own fields of a lead as staff correct them (issue 41 item 11).
type Details struct {
	Version      int64
	Name         string
	Mobile       string
	Email        string // "": none
	Location     string // "": not given
	PropertyType string // "": not given (contact messages and imports come without one)
}

// check judges d by the public form's rules; a property type may stay unset, as leads from a message have none.
func (d Details) check() error {
	var p textfield.Problems
	p.Choice("propertyType", d.PropertyType, false, PropertyTypes)
	p.Choice("location", d.Location, false, Locations)
	p.Text("name", d.Name, true, MaxName, false)
	p.Mobile("mobile", d.Mobile)
	p.Email("email", d.Email, false)
	return p.Err(RequiredMessage)
}

// ChangeDetails corrects lead id's name, mobile, e-mail, city and property type, made on d.Version.
// The timeline and audit name what changed; only city and property type are quoted, as they are no one's personal data.
func (s *Service) ChangeDetails(ctx context.Context, by staff.Actor, id int64, d Details) (*Lead, error) {
	if err := fault.CheckVersion(d.Version); err != nil {
		return nil, err
	}
	textfield.TrimSpace(&d.Name, &d.Mobile, &d.Email, &d.Location, &d.PropertyType)
	if err := d.check(); err != nil {
		return nil, err
	}
	l, err := s.lead(ctx, id)
	if err != nil {
		return nil, err
	}
	if l.Version != d.Version {
		return nil, ErrStale
	}
	email := ""
	if l.Email != nil {
		email = *l.Email
	}
	var fields, said []string
	if d.Name != l.Name {
		fields, said = append(fields, "name"), append(said, "name")
	}
	if d.Mobile != l.Mobile {
		fields, said = append(fields, "mobile"), append(said, "mobile")
	}
	if d.Email != email {
		fields, said = append(fields, "e-mail"), append(said, "e-mail")
	}
	if d.Location != l.Location {
		fields, said = append(fields, "city"), append(said, "city "+orNone(d.Location))
	}
	if d.PropertyType != l.PropertyType {
		fields, said = append(fields, "property type"), append(said, "property type "+orNone(d.PropertyType))
	}
	if len(fields) == 0 {
		return l, nil // nothing differs: no new version, nothing to record
	}
	sv := s.saveOf(l, by)
	sv.Details = &Contact{Name: d.Name, Mobile: d.Mobile, MobileDigits: contract.MobileKey(d.Mobile), Email: d.Email,
		Location: d.Location, PropertyType: d.PropertyType}
	sv.Events = []Event{{Kind: EventDetails, Text: "Details changed: " + strings.Join(said, ", ") + "."}}
	what := strings.Join(fields, ", ")
	sv.Audit = by.Audit(s.now(), staff.Entry{Action: "changed lead details", Subject: "lead " + strconv.FormatInt(id, 10),
		Detail: what, Summary: "changed lead " + strconv.FormatInt(id, 10) + "'s details (" + what + ")"})
	return s.save(ctx, sv)
}

func orNone(v string) string {
	if v == "" {
		return "not given"
	}
	return v
}

// Contact is what SaveLead writes over a lead's visitor fields, with the mobile's match key for repeats.
type Contact struct {
	Name, Mobile, MobileDigits, Email, Location, PropertyType string
}
