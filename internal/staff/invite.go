package staff

import (
	"context"
	"strings"
)

// LinkMailer mails a person their set-password link (*mail.Service: through the outbox).
type LinkMailer interface {
	SendSetPasswordLink(ctx context.Context, to, name, link string) error
}

// PasswordLink is a one-time link with which a person chooses a password, and whether it was mailed to them.
type PasswordLink struct {
	URL    string
	Mailed bool
}

// SetPasswordURL is the page on origin where secret chooses a password: after '#', so it never reaches server
// logs or a Referer header.
func SetPasswordURL(origin, secret string) string {
	return strings.TrimRight(origin, "/") + "/admin/set-password#" + secret
}

// Invite adds an account without a password (owners never choose others' passwords) and gives its person the
// link on origin to choose one: issued, and mailed through Config.Mailer.
func (s *Service) Invite(ctx context.Context, by Actor, req NewAccount, origin string) (*Account, PasswordLink, error) {
	req.Password = ""
	a, err := s.AddAccount(ctx, by, req)
	if err != nil {
		return nil, PasswordLink{}, err
	}
	l, err := s.sendPasswordLink(ctx, by, a, origin)
	return a, l, err
}

// NewPasswordLink issues account id a new set-password link on origin (older ones stop working) and mails it.
func (s *Service) NewPasswordLink(ctx context.Context, by Actor, id int64, origin string) (*Account, PasswordLink, error) {
	a, err := s.Account(ctx, id)
	if err != nil {
		return nil, PasswordLink{}, err
	}
	l, err := s.sendPasswordLink(ctx, by, a, origin)
	return a, l, err
}

// sendPasswordLink issues a's link and mails it (mailLink).
func (s *Service) sendPasswordLink(ctx context.Context, by Actor, a *Account, origin string) (PasswordLink, error) {
	secret, _, err := s.IssueSetPasswordLink(ctx, by, a.Email)
	if err != nil {
		return PasswordLink{}, err
	}
	url := SetPasswordURL(origin, secret)
	return PasswordLink{URL: url, Mailed: s.mailLink(ctx, a, url)}, nil
}

// mailLink mails a their set-password link url through Config.Mailer and reports whether it is queued; a mail
// that cannot be queued is logged, not fatal (the owner is shown the link, a person who forgot may ask again).
func (s *Service) mailLink(ctx context.Context, a *Account, url string) bool {
	if s.cfg.Mailer == nil {
		return false
	}
	if err := s.cfg.Mailer.SendSetPasswordLink(ctx, a.Email, a.Name, url); err != nil {
		s.cfg.Logger.WarnContext(ctx, "set-password link not mailed", "account", a.ID, "err", err)
		return false
	}
	return true
}
