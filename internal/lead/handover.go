package lead

import (
	"context"

	"github.com/nivaas-interiors/site/internal/staff"
)

// AccountChanger changes staff accounts (*staff.Service).
type AccountChanger interface {
	ChangeAccount(ctx context.Context, by staff.Actor, ch staff.AccountChange) (*staff.Account, error)
}

// ChangeAccount is the one road to changing an account, from the back-office and `site users` alike: ch through
// accounts, then, when ch disabled the person, their open leads handed to whoever's turn it is (to nobody while
// automatic assignment is off). The running site's sweep (HandOverDisabled) finishes a hand-over cut short.
func (a *Assigner) ChangeAccount(ctx context.Context, accounts AccountChanger, by staff.Actor, ch staff.AccountChange) (*staff.Account, error) {
	changed, err := accounts.ChangeAccount(ctx, by, ch)
	if err != nil {
		return nil, err
	}
	if changed.Disabled && ch.Disabled != nil {
		if _, err := a.HandOver(ctx, changed.ID); err != nil {
			return nil, err
		}
	}
	return changed, nil
}
