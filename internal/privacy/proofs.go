package privacy

import (
	"context"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
)

// The contacts a request can prove.
const (
	ContactEmail  = "email"
	ContactMobile = "mobile"
)

// Proof is one contact a request gave and the records held under it, which the request covers once
// the contact is proven: an e-mail address by the code mailed to it, a mobile number by a staff call.
type Proof struct {
	Contact string     `json:"contact"`
	Value   string     `json:"value"`
	Proven  bool       `json:"proven"`
	How     string     `json:"how,omitempty"` // "code" or "phone"
	At      *time.Time `json:"at,omitempty"`
	By      string     `json:"by,omitempty"` // who called
	// What is held under the contact (the request itself aside).
	Leads         []int64 `json:"leads"`
	Messages      []int64 `json:"messages"`
	Subscriptions []int64 `json:"subscriptions"`
	Requests      []int64 `json:"requests"`
}

// Proofs is what each contact of request id reaches, proven or not, for the request page.
func (s *Service) Proofs(ctx context.Context, id int64) ([]Proof, error) {
	r, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	out := []Proof{}
	add := func(p Proof, person Person) error {
		t, err := s.find(ctx, r, person)
		if err != nil {
			return err
		}
		p.Leads, p.Messages, p.Subscriptions, p.Requests = nonNil(t.LeadIDs), nonNil(t.MessageIDs), nonNil(t.SubscriptionIDs), nonNil(t.RequestIDs)
		out = append(out, p)
		return nil
	}
	if r.Email != "" {
		p := Proof{Contact: ContactEmail, Value: r.Email, Proven: r.EmailProven()}
		if p.Proven {
			p.How, p.At = "code", r.VerifiedAt
		}
		if err := add(p, personOf(r.Email, "")); err != nil {
			return nil, err
		}
	}
	if r.Mobile != "" {
		p := Proof{Contact: ContactMobile, Value: r.Mobile, Proven: r.MobileProven()}
		if p.Proven {
			p.How, p.At, p.By = "phone", r.MobileVerifiedAt, r.MobileVerifierName
		}
		if err := add(p, personOf("", r.Mobile)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// find is what is held under person's contacts, request r itself aside.
func (s *Service) find(ctx context.Context, r Request, person Person) (Target, error) {
	t, err := s.store.FindPerson(ctx, person)
	if err != nil {
		return Target{}, fault.FromStore(err)
	}
	t.RequestIDs = slices.DeleteFunc(t.RequestIDs, func(id int64) bool { return id == r.ID })
	return t, nil
}

func nonNil(ids []int64) []int64 {
	if ids == nil {
		return []int64{}
	}
	return ids
}

// Covers is the sentence telling a visitor what their request reaches, by the contacts it gave.
func Covers(email, mobile string) string {
	switch {
	case email != "" && mobile != "":
		return msg("mobileByCall")
	case email != "":
		return msg("coversEmail")
	default:
		return msg("coversMobile")
	}
}
