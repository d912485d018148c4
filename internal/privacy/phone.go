package privacy

import (
	"context"
	"strconv"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// PhoneRequest is a request a person made on the phone, recorded by the staff member who
// verified it by calling them back on the number the company holds.
type PhoneRequest struct {
	Kind Kind `json:"kind"`
	// LeadID is the lead the person is; the request then takes the lead's name, e-mail and mobile.
	LeadID int64  `json:"leadId"`
	Name   string `json:"name"`
	Mobile string `json:"mobile"`
	Email  string `json:"email"`
	// Verified says the staff member called the person back and heard them confirm the request.
	Verified bool   `json:"verified"`
	Note     string `json:"note"`
}

// RecordByPhone adds a request staff took and verified by phone: open at once, its mobile number
// verified by them now, with an audit entry that names the kind and lead but none of the person's details.
func (s *Service) RecordByPhone(ctx context.Context, by staff.Actor, p PhoneRequest) (Request, error) {
	if p.LeadID < 0 {
		return Request{}, fault.Invalid(msg("invalid"), map[string]string{"leadId": msg("noSuchLead")})
	}
	if p.LeadID > 0 {
		held, err := s.store.LeadContacts(ctx, []int64{p.LeadID})
		if err != nil {
			return Request{}, fault.FromStore(err)
		}
		if len(held) != 1 {
			return Request{}, fault.Invalid(msg("invalid"), map[string]string{"leadId": msg("noSuchLead")})
		}
		p.Name, p.Email, p.Mobile = held[0].Name, held[0].Email, held[0].Mobile
	}
	a := Ask{Kind: p.Kind, Name: p.Name, Email: p.Email, Mobile: p.Mobile, Detail: p.Note}
	err := a.Validate()
	// The call proves the number called, so a request by phone needs one; an e-mail given on the phone proves nothing.
	if missing := a.Mobile == "" && fault.FieldsOf(err)["mobile"] == ""; !p.Verified || missing {
		fields := fault.FieldsOf(err)
		if fields == nil {
			fields = map[string]string{}
		}
		if !p.Verified {
			fields["verified"] = msg("callBack")
		}
		if missing {
			fields["mobile"] = msg("phoneNeedsMobile")
		}
		err = fault.Invalid(msg("invalid"), fields)
	}
	if err != nil {
		return Request{}, err
	}
	now := s.now().UTC()
	r := Request{Kind: a.Kind, Channel: ByPhone, Status: Open, Name: a.Name, Email: a.Email, Mobile: a.Mobile,
		Detail: a.Detail, CreatedAt: now, VerifiedAt: &now, VerifiedBy: by.ID, MobileVerifiedAt: &now, MobileVerifiedBy: by.ID}
	detail := string(a.Kind)
	if p.LeadID > 0 {
		detail += ", lead " + strconv.FormatInt(p.LeadID, 10)
	}
	auditOf := func(id int64) staff.AuditEvent {
		return audit(by, now, "recorded a data request verified by phone", id, detail)
	}
	if err := s.store.RecordRequest(ctx, &r, auditOf); err != nil {
		return Request{}, fault.FromStore(err)
	}
	return s.Get(ctx, r.ID)
}
