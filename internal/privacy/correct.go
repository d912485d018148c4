package privacy

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// LeadContact is a lead's contact details as a correction shows and changes them, at the lead's version.
type LeadContact struct {
	LeadID  int64  `json:"leadId"`
	Version int64  `json:"version"`
	Name    string `json:"name"`
	Email   string `json:"email"`
	Mobile  string `json:"mobile"`
}

// Validate tidies c and checks it as the public forms check a lead's contact details.
func (c *LeadContact) Validate() error {
	textfield.TrimSpace(&c.Name, &c.Email, &c.Mobile)
	l := C.Limits
	var p textfield.Problems
	p.Text("name", c.Name, true, l.Name, false)
	p.Text("email", c.Email, false, l.Email, false)
	p.Text("mobile", c.Mobile, true, l.Mobile, false)
	if c.Email != "" && !contract.IsEmail(c.Email) {
		p.Add("email", msg("email"))
	}
	if c.Mobile != "" && !contract.IsMobile(c.Mobile) {
		p.Add("mobile", msg("mobile"))
	}
	return p.Err(msg("invalid"))
}

// Contacts is the contact details of the leads request id's person holds.
func (s *Service) Contacts(ctx context.Context, id int64) ([]LeadContact, error) {
	t, err := s.Found(ctx, id)
	if err != nil {
		return nil, err
	}
	return fault.Stored(s.store.LeadContacts(ctx, t.LeadIDs))
}

// CorrectLead changes a lead's name, e-mail and mobile on open correction request requestID, at the
// lead's version, with an audit entry that names the fields changed but not their values.
func (s *Service) CorrectLead(ctx context.Context, by staff.Actor, requestID int64, c LeadContact) (LeadContact, error) {
	if err := fault.CheckVersion(c.Version); err != nil {
		return LeadContact{}, err
	}
	if err := c.Validate(); err != nil {
		return LeadContact{}, err
	}
	r, err := s.openRequest(ctx, requestID)
	if err != nil {
		return LeadContact{}, err
	}
	if r.Kind != Correction {
		return LeadContact{}, fault.Invalid(msg("notCorrection"), nil)
	}
	held, err := s.Contacts(ctx, requestID)
	if err != nil {
		return LeadContact{}, err
	}
	i := slices.IndexFunc(held, func(h LeadContact) bool { return h.LeadID == c.LeadID })
	if i < 0 {
		return LeadContact{}, fault.Errorf(fault.ENOTFOUND, "%s", msg("notTheirLead"))
	}
	var changed []string
	for _, f := range [][3]string{{"name", held[i].Name, c.Name}, {"e-mail", held[i].Email, c.Email}, {"mobile", held[i].Mobile, c.Mobile}} {
		if f[1] != f[2] {
			changed = append(changed, f[0])
		}
	}
	now := s.now().UTC()
	a := audit(by, now, "corrected a lead on a data request", requestID,
		"lead "+strconv.FormatInt(c.LeadID, 10)+": "+strings.Join(append(changed, "nothing")[:max(1, len(changed))], ", ")+" changed")
	if err := s.store.CorrectLead(ctx, c, contract.MobileKey(c.Mobile), a); err != nil {
		return LeadContact{}, fault.FromStore(err)
	}
	c.Version++
	return c, nil
}
