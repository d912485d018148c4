package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/staff"
)

// handledBody is who handled a row, for both lists.
type handledBody struct {
	HandledAt *time.Time     `json:"handledAt"`
	HandledBy *office.Person `json:"handledBy"`
	Version   int64          `json:"version"`
}

func handledOf(h office.Handling) handledBody {
	return handledBody{HandledAt: h.At, HandledBy: h.By, Version: h.Version}
}

type messageBody struct {
	ID int64 `json:"id"`
	contact.Written
	Page      string         `json:"page"`
	CreatedAt time.Time      `json:"createdAt"`
	LeadID    *int64         `json:"leadId"`
	RepliedAt *time.Time     `json:"repliedAt"`
	RepliedBy *office.Person `json:"repliedBy"`
	handledBody
}

func messageOf(m office.Message) messageBody {
	return messageBody{ID: m.ID, Written: m.Written, Page: m.Page, CreatedAt: m.CreatedAt, LeadID: m.LeadID,
		RepliedAt: m.RepliedAt, RepliedBy: m.RepliedBy, handledBody: handledOf(m.Handling)}
}

type subscriberBody struct {
	ID        int64     `json:"id"`
	Email     string    `json:"email"`
	Page      string    `json:"page"`
	CreatedAt time.Time `json:"createdAt"`
	// UnsubscribedAt is when they withdrew their newsletter consent (absent while it stands).
	UnsubscribedAt *time.Time `json:"unsubscribedAt,omitempty"`
	handledBody
}

func subscriberOf(s office.Subscriber) subscriberBody {
	return subscriberBody{ID: s.ID, Email: s.Email, Page: s.Page, CreatedAt: s.CreatedAt, UnsubscribedAt: s.UnsubscribedAt,
		handledBody: handledOf(s.Handling)}
}

// officeQuery reads q, handled, after and limit.
func officeQuery(r *http.Request) (office.Query, error) {
	v := r.URL.Query()
	q := office.Query{Search: v.Get("q")}
	switch v.Get("handled") {
	case "":
	case "true", "false":
		h := v.Get("handled") == "true"
		q.Handled = &h
	default:
		return q, fault.Invalid(office.Msg("badFilter"), map[string]string{"handled": office.Msg("badFilter")})
	}
	var err error
	q.After, q.Limit, err = pageParams(v, "after")
	return q, err
}

// nextCursor is the office lists' "next" (nextPage), as text.
func nextCursor(n, limit int, lastID int64) *string {
	next := nextPage(n, limit, lastID)
	if next == nil {
		return nil
	}
	c := strconv.FormatInt(*next, 10)
	return &c
}

func pageLimit(q office.Query) int {
	if q.Limit <= 0 || q.Limit > office.T.Limits.PageSize {
		return office.T.Limits.PageSize
	}
	return q.Limit
}

func (s *server) listMessages(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	q, err := officeQuery(r)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	list, err := s.Office.Messages(r.Context(), q)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	// The list shows each message whole, so every page of it is on record.
	action, ids := accesslog.ViewedMessages, make([]int64, len(list))
	if q.Search != "" {
		action = accesslog.SearchedMessages
	}
	for i, m := range list {
		ids[i] = m.ID
	}
	if err := s.recordAccess(r, acct, action, r.URL.Query(), accesslog.Message, ids); err != nil {
		s.failWith(w, r, err)
		return
	}
	out := struct {
		Messages []messageBody `json:"messages"`
		Next     *string       `json:"next"`
	}{Messages: make([]messageBody, 0, len(list))}
	for _, m := range list {
		out.Messages = append(out.Messages, messageOf(m))
	}
	if len(list) > 0 {
		out.Next = nextCursor(len(list), pageLimit(q), list[len(list)-1].ID)
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *server) listSubscribers(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	q, err := officeQuery(r)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	list, err := s.Office.Subscribers(r.Context(), q)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := struct {
		Subscribers []subscriberBody `json:"subscribers"`
		Next        *string          `json:"next"`
	}{Subscribers: make([]subscriberBody, 0, len(list))}
	for _, sub := range list {
		out.Subscribers = append(out.Subscribers, subscriberOf(sub))
	}
	if len(list) > 0 {
		out.Next = nextCursor(len(list), pageLimit(q), list[len(list)-1].ID)
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *server) patchMessage(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var mark office.Mark
	if id, ok := s.pathAndBody(w, r, decodeAdmin, &mark); ok {
		if m, err := s.Office.MarkMessage(r.Context(), s.actor(r, acct), id, mark); err != nil {
			s.failWith(w, r, err)
		} else {
			writeJSON(w, http.StatusOK, map[string]messageBody{"message": messageOf(*m)})
		}
	}
}

func (s *server) patchSubscriber(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var mark office.Mark
	if id, ok := s.pathAndBody(w, r, decodeAdmin, &mark); ok {
		if sub, err := s.Office.MarkSubscriber(r.Context(), s.actor(r, acct), id, mark); err != nil {
			s.failWith(w, r, err)
		} else {
			writeJSON(w, http.StatusOK, map[string]subscriberBody{"subscriber": subscriberOf(*sub)})
		}
	}
}

func (s *server) exportMessages(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	q, err := officeQuery(r)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	d := s.startCSV(w, r, "messages", office.MessageExportHeader)
	if err := s.Office.RecordExport(d.ctx, s.actor(r, acct), "contact messages", accesslog.Shape(r.URL.Query())); err != nil {
		d.finish(err)
		return
	}
	var ids idCollector
	err = s.Office.EachMessage(d.ctx, q, func(m office.Message) error { ids.add(m.ID); return d.row(office.MessageExportRow(m)) })
	if err == nil {
		err = s.recordExport(r, acct, accesslog.ExportedMessages, r.URL.Query(), accesslog.Message, &ids)
	}
	d.finish(err)
}

func (s *server) exportSubscribers(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	q, err := officeQuery(r)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	d := s.startCSV(w, r, "subscribers", office.SubscriberExportHeader)
	if err := s.Office.RecordExport(d.ctx, s.actor(r, acct), "subscribers", accesslog.Shape(r.URL.Query())); err != nil {
		d.finish(err)
		return
	}
	var ids idCollector
	err = s.Office.EachSubscriber(d.ctx, q, func(sub office.Subscriber) error { ids.add(sub.ID); return d.row(office.SubscriberExportRow(sub)) })
	if err == nil {
		err = s.recordExport(r, acct, accesslog.ExportedSubs, r.URL.Query(), accesslog.Subscriber, &ids)
	}
	d.finish(err)
}
