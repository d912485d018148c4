package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

func idsOf[T any](list []T, id func(T) int64) []int64 {
	out := []int64{}
	for _, x := range list {
		out = append(out, id(x))
	}
	return out
}

func msgID(m office.Message) int64 { return m.ID }

// testOfficeMessages: newest first, keyset pages, search (LIKE characters taken
// literally), the handled filter, and versioned marking with its verdicts.
func testOfficeMessages(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	acct := &staff.Account{Email: "asha@example.com", Name: "Asha Sales", Role: staff.Sales, CreatedAt: at}
	if err := s.CreateAccount(ctx, acct, nil); err != nil {
		t.Fatal(err)
	}
	var made []int64
	for i, m := range []contact.Message{
		{Written: contact.Written{FirstName: "Ravi", LastName: "Kumar", Email: "ravi@example.com", Subject: "sales", Message: "Call me about 100% teak"}},
		{Written: contact.Written{FirstName: "Meera", LastName: "Nair", Email: "MEERA@example.com", Subject: "support", Message: "My wardrobe_door squeaks"}},
		{Written: contact.Written{FirstName: "Arjun", LastName: "Rao", Email: "arjun@example.com", Subject: "other", Message: "Hello"}},
	} {
		m.CreatedAt = at.Add(time.Duration(i) * time.Minute)
		if err := s.CreateContactMessage(ctx, &m, nil, nil); err != nil {
			t.Fatal(err)
		}
		made = append(made, m.ID)
	}
	list := func(q office.Query) []int64 {
		t.Helper()
		if q.Limit == 0 {
			q.Limit = 50
		}
		got, err := s.ListMessages(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		return idsOf(got, msgID)
	}
	sameIDs(t, "all", list(office.Query{}), []int64{made[2], made[1], made[0]})
	sameIDs(t, "page 1", list(office.Query{Limit: 2}), []int64{made[2], made[1]})
	sameIDs(t, "page 2", list(office.Query{Limit: 2, After: made[1]}), []int64{made[0]})
	sameIDs(t, "name", list(office.Query{Search: "meera nair"}), []int64{made[1]})
	sameIDs(t, "e-mail any case", list(office.Query{Search: "meera@"}), []int64{made[1]})
	sameIDs(t, "subject", list(office.Query{Search: "other"}), []int64{made[2]})
	sameIDs(t, "% literally", list(office.Query{Search: "100%"}), []int64{made[0]})
	sameIDs(t, "_ literally", list(office.Query{Search: "e_d"}), []int64{made[1]})
	sameIDs(t, "% alone matches no wildcard", list(office.Query{Search: "%o%"}), []int64{})

	m, err := s.SetMessageHandled(ctx, office.Change{ID: made[0], Version: 1, Handled: true, By: acct.ID, At: at})
	if err != nil || m.At == nil || m.By == nil || m.By.Name != "Asha Sales" || m.Version != 2 {
		t.Fatalf("mark handled: %+v %v", m, err)
	}
	yes, no := true, false
	sameIDs(t, "handled", list(office.Query{Handled: &yes}), []int64{made[0]})
	sameIDs(t, "not handled", list(office.Query{Handled: &no}), []int64{made[2], made[1]})
	if _, err := s.SetMessageHandled(ctx, office.Change{ID: made[0], Version: 1, Handled: false, By: acct.ID, At: at}); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("stale version: %v, want a conflict", err)
	}
	if _, err := s.SetMessageHandled(ctx, office.Change{ID: 999999, Version: 1, Handled: true, At: at}); fault.Code(err) != fault.ENOTFOUND {
		t.Fatalf("missing message: %v, want not found", err)
	}
	m, err = s.SetMessageHandled(ctx, office.Change{ID: made[0], Version: 2, Handled: false, By: acct.ID, At: at})
	if err != nil || m.At != nil || m.By != nil || m.Version != 3 {
		t.Fatalf("undo: %+v %v", m, err)
	}
}

func testOfficeSubscribers(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	for i, e := range []string{"a@example.com", "b@example.in", "c@example.com"} {
		if err := s.Subscribe(ctx, &newsletter.Subscription{Email: e, Page: "/", CreatedAt: at.Add(time.Duration(i) * time.Minute)}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.ListSubscribers(ctx, office.Query{Search: ".com", Limit: 50})
	if err != nil || len(got) != 2 || got[0].Email != "c@example.com" || got[1].Email != "a@example.com" || got[0].Version != 1 {
		t.Fatalf("search: %+v %v", got, err)
	}
	sub, err := s.SetSubscriberHandled(ctx, office.Change{ID: got[0].ID, Version: 1, Handled: true, At: at})
	if err != nil || sub.At == nil || sub.Version != 2 {
		t.Fatalf("mark: %+v %v", sub, err)
	}
	if _, err := s.SetSubscriberHandled(ctx, office.Change{ID: got[0].ID, Version: 1, Handled: true, At: at}); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("stale: %v", err)
	}
}

// testMailProblems: failed rows and long-pending ones are listed; sending again
// makes them due, once; a row leased to a worker is left alone.
func testMailProblems(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	now := time.Now().UTC()
	old, err := s.Enqueue(ctx, mail.Message{To: "a@example.com", Subject: "old"})
	if err != nil {
		t.Fatal(err)
	}
	problems, err := s.ListProblems(ctx, now.Add(time.Minute), 10)
	if err != nil || len(problems) != 1 || problems[0].ID != old {
		t.Fatalf("problems: %+v %v", problems, err)
	}
	if got, _ := s.ListProblems(ctx, now.Add(-time.Hour), 10); len(got) != 0 {
		t.Fatalf("a fresh pending mail is a problem: %+v", got)
	}
	items, err := s.Claim(ctx, "w", now, time.Minute, 10)
	if err != nil || len(items) != 1 {
		t.Fatalf("claim: %v %v", items, err)
	}
	if ok, err := s.RetryNow(ctx, old, now, Entry("test: RetryNow")); ok || err != nil {
		t.Fatalf("retry of a leased row: %v %v", ok, err)
	}
	if err := s.MarkFailed(ctx, old, "w", "550 no such mailbox"); err != nil {
		t.Fatal(err)
	}
	problems, _ = s.ListProblems(ctx, now.Add(-time.Hour), 10)
	if len(problems) != 1 || problems[0].Status != mail.StatusFailed || problems[0].LastError != "550 no such mailbox" {
		t.Fatalf("failed mail: %+v", problems)
	}
	if ok, err := s.RetryNow(ctx, old, now, Entry("test: RetryNow")); !ok || err != nil {
		t.Fatalf("retry of a failed row: %v %v", ok, err)
	}
	if items, _ := s.Claim(ctx, "w2", now, time.Minute, 10); len(items) != 1 || items[0].ID != old {
		t.Fatalf("after send again: %v", items)
	}
	if err := s.MarkSent(ctx, old, "w2", now); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.RetryNow(ctx, old, now, Entry("test: RetryNow")); ok || err != nil {
		t.Fatalf("retry of a sent row: %v %v", ok, err)
	}
	if ok, err := s.RetryNow(ctx, 999999, now, Entry("test: RetryNow")); ok || err != nil {
		t.Fatalf("retry of no row: %v %v", ok, err)
	}
}
