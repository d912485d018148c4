package httpapi

import (
	"net/http"
	"strconv"
	"time"

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
	ID        int64     `json:"id"`
	FirstName string    `json:"firstName"`
	LastName  string    `json:"lastName"`
	Email     string    `json:"email"`
	Phone     string    `json:"phone"`
	Subject   string    `json:"subject"`
	Message   string    `json:"message"`
	Page      string    `json:"page"`
	CreatedAt time.Time `json:"createdAt"`
	handledBody
}

func messageOf(m office.Message) messageBody {
	return messageBody{ID: m.ID, FirstName: m.FirstName, LastName: m.LastName, Email: m.Email, Phone: m.Phone,
		Subject: m.Subject, Message: m.Message, Page: m.Page, CreatedAt: m.CreatedAt, handledBody: handledOf(m.Handling)}
}

type subscriberBody struct {
	ID        int64     `json:"id"`
	Email     string    `json:"email"`
	Page      string    `json:"page"`
	CreatedAt time.Time `json:"createdAt"`
	handledBody
}

func subscriberOf(s office.Subscriber) subscriberBody {
	return subscriberBody{ID: s.ID, Email: s.Email, Page: s.Page, CreatedAt: s.CreatedAt, handledBody: handledOf(s.Handling)}
}

// officeQuery reads q, handled, after and limit; a bad value answers 400.
func officeQuery(w http.ResponseWriter, r *http.Request) (office.Query, bool) {
	v := r.URL.Query()
	q := office.Query{Search: v.Get("q")}
	switch v.Get("handled") {
	case "":
	case "true", "false":
		h := v.Get("handled") == "true"
		q.Handled = &h
	default:
		writeError(w, http.StatusBadRequest, office.Msg("badFilter"), map[string]string{"handled": office.Msg("badFilter")})
		return q, false
	}
	for _, p := range []struct {
		name string
		dst  *int64
	}{{"after", &q.After}, {"limit", new(int64)}} {
		if s := v.Get(p.name); s != "" {
			n, err := strconv.ParseInt(s, 10, 64)
			if err != nil || n < 1 {
				writeError(w, http.StatusBadRequest, office.Msg("badCursor"), map[string]string{p.name: office.Msg("badCursor")})
				return q, false
			}
			*p.dst = n
			if p.name == "limit" {
				q.Limit = int(min(n, 1000))
			}
		}
	}
	return q, true
}

// nextCursor is the cursor after a full page ending at id, else null.
func nextCursor(n, limit int, lastID int64) *string {
	if n == 0 || n < limit {
		return nil
	}
	c := strconv.FormatInt(lastID, 10)
	return &c
}

func pageLimit(q office.Query) int {
	if q.Limit <= 0 || q.Limit > office.T.Limits.PageSize {
		return office.T.Limits.PageSize
	}
	return q.Limit
}

func (s *server) listMessages(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	q, ok := officeQuery(w, r)
	if !ok {
		return
	}
	list, err := s.Office.Messages(r.Context(), q)
	if err != nil {
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
	q, ok := officeQuery(w, r)
	if !ok {
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

// handledChange reads {version, handled} of a PATCH; both are required.
func handledChange(w http.ResponseWriter, r *http.Request) (id, version int64, handled bool, ok bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id < 1 {
		writeError(w, http.StatusNotFound, office.Msg("badId"), nil)
		return 0, 0, false, false
	}
	var req struct {
		Version *int64 `json:"version"`
		Handled *bool  `json:"handled"`
	}
	if e := decodeAdmin(w, r, &req); e != nil {
		writeError(w, e.status, e.message, e.fields)
		return 0, 0, false, false
	}
	if versionMissing(w, req.Version) {
		return 0, 0, false, false
	}
	if req.Handled == nil {
		writeError(w, http.StatusBadRequest, office.Msg("badHandled"), map[string]string{"handled": office.Msg("badHandled")})
		return 0, 0, false, false
	}
	return id, *req.Version, *req.Handled, true
}

func (s *server) patchMessage(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, version, handled, ok := handledChange(w, r)
	if !ok {
		return
	}
	m, err := s.Office.MarkMessage(r.Context(), s.actor(r, acct), id, version, handled)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]messageBody{"message": messageOf(*m)})
}

func (s *server) patchSubscriber(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, version, handled, ok := handledChange(w, r)
	if !ok {
		return
	}
	sub, err := s.Office.MarkSubscriber(r.Context(), s.actor(r, acct), id, version, handled)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]subscriberBody{"subscriber": subscriberOf(*sub)})
}

var indiaTime = time.FixedZone("IST", 5*3600+1800)

func (s *server) exportMessages(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	q, ok := officeQuery(w, r)
	if !ok {
		return
	}
	d := s.startCSV(w, r, "messages", office.MessageExportHeader)
	if err := s.Office.RecordExport(d.ctx, s.actor(r, acct), "contact messages", r.URL.RawQuery); err != nil {
		d.finish(err)
		return
	}
	d.finish(s.Office.EachMessage(d.ctx, q, func(m office.Message) error { return d.row(office.MessageExportRow(m)) }))
}

func (s *server) exportSubscribers(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	q, ok := officeQuery(w, r)
	if !ok {
		return
	}
	d := s.startCSV(w, r, "subscribers", office.SubscriberExportHeader)
	if err := s.Office.RecordExport(d.ctx, s.actor(r, acct), "subscribers", r.URL.RawQuery); err != nil {
		d.finish(err)
		return
	}
	d.finish(s.Office.EachSubscriber(d.ctx, q, func(sub office.Subscriber) error { return d.row(office.SubscriberExportRow(sub)) }))
}
