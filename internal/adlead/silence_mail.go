package adlead

// The owners hear by mail, once a silence, of a platform that went quiet: the System page's warning is read only when opened.

import (
	"context"
	"fmt"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// MailSilent queues one mail to every active owner for each platform newly silent, brand naming the company;
// a silence mailed before (by any copy of the site) is not mailed again. It returns the silences mailed.
func (s *Service) MailSilent(ctx context.Context, brand string) (int, error) {
	list, err := s.silences(ctx)
	if err != nil || len(list) == 0 {
		return 0, err
	}
	seats, err := s.store.Seats(ctx)
	if err != nil {
		return 0, fault.FromStore(err)
	}
	n := 0
	for _, q := range list {
		var mails []mailmsg.Message
		for _, seat := range seats {
			if seat.Role == staff.Owner {
				mails = append(mails, silenceMail(seat.Name, seat.Email, q, brand))
			}
		}
		marked, err := s.store.MarkSilence(ctx, q, s.now().UTC().Truncate(time.Millisecond), mails)
		if err != nil {
			return n, fault.FromStore(err)
		}
		if marked {
			n++
		}
	}
	return n, nil
}

// RunSilenceMail runs MailSilent now and every interval until ctx ends; wake (may be nil) is told of mails queued.
func (s *Service) RunSilenceMail(ctx context.Context, every time.Duration, brand string, wake func(), warn func(error)) {
	clock.NowAndEvery(ctx, every, func() {
		n, err := s.MailSilent(ctx, brand)
		if err != nil && ctx.Err() == nil {
			warn(err)
		}
		if n > 0 && wake != nil {
			wake()
		}
	})
}

// silenceMail is an owner's mail about one silent platform: the System page's sentence and where to look.
func silenceMail(name, email string, q Silence, brand string) mailmsg.Message {
	text := fmt.Sprintf("Hello %s,\n\n%s\n\nThe System page of the back-office shows this warning while it lasts, "+
		"and Settings, Lead forms of your ads, shows when each form's last lead came.\n\n"+
		"Each silence is reported once. This mail comes from the %s back-office.\n", name, q.Sentence, brand)
	return mailmsg.Message{To: email, Subject: "No leads lately from " + PlatformNames[q.Platform], Text: text}
}
