package httpapi

// Who looked at whom (issue 28, item 5): the one recorder the handlers call when staff open
// a lead or message, search them or export anything, and the owner's access log.

import (
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// recordAccess writes one look at records (nil on a site wired without the log; the same look again
// within accesslog.RepeatWindow is one entry). A failure refuses the request: personal data is shown
// only when the showing is on record.
func (s *server) recordAccess(r *http.Request, acct *staff.Account, action string, q url.Values, kind accesslog.Kind, ids []int64) error {
	if s.AccessLog == nil {
		return nil
	}
	if kind == accesslog.Everything {
		return s.AccessLog.RecordAll(r.Context(), s.actor(r, acct), action, kind, nil)
	}
	shape := ""
	if q != nil {
		shape = accesslog.Shape(q)
	}
	return s.AccessLog.RecordView(r.Context(), s.actor(r, acct), action, shape, kind, ids)
}

// recordExport writes an export's entry once its rows are out: one without a filter covered every record of kind.
func (s *server) recordExport(r *http.Request, acct *staff.Account, action string, q url.Values, kind accesslog.Kind, c *idCollector) error {
	if s.AccessLog == nil {
		return nil
	}
	if kind == accesslog.Everything || accesslog.Shape(q) == "everything" {
		return s.AccessLog.RecordAll(r.Context(), s.actor(r, acct), action, kind, c.ids, c.count)
	}
	return s.AccessLog.Record(r.Context(), s.actor(r, acct), action, accesslog.Shape(q), kind, c.ids, c.count)
}

// idCollector keeps the ids an export wrote, up to the log's bound, and counts them all.
type idCollector struct {
	ids   []int64
	count int
}

func (c *idCollector) add(id int64) {
	c.count++
	if len(c.ids) < accesslog.MaxIDs {
		c.ids = append(c.ids, id)
	}
}

type accessEntryBody struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	Actor   string    `json:"actor"`
	Action  string    `json:"action"`
	Shape   string    `json:"shape"`
	Total   int       `json:"total"`
	Records []string  `json:"records"` // "L12", "M7": the first few; Total says how many
	AllOf   string    `json:"allOf"`
}

// accessRecordsShown bounds the ids one entry shows on the page; the person filter finds the rest.
const accessRecordsShown = 20

// accessLog is the owner's log, newest first (GET /api/admin/access-log?staff=ID&person=…&after=ID).
func (s *server) accessLog(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	q := r.URL.Query()
	for name, vals := range q {
		if len(vals) > 1 {
			s.failWith(w, r, fault.Invalid("Please give the filter "+strconv.Quote(name)+" once.", map[string]string{name: "Given more than once."}))
			return
		}
	}
	after, _, err := pageParams(q, "after")
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	var actorID int64
	if v := q.Get("staff"); v != "" {
		if actorID, err = strconv.ParseInt(v, 10, 64); err != nil || actorID < 1 {
			s.failWith(w, r, fault.Invalid("Please choose a staff member from the list.", map[string]string{"staff": "Not one of the staff."}))
			return
		}
	}
	entries, err := s.AccessLog.Log(r.Context(), actorID, q.Get("person"), after)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	accounts, err := s.Staff.Accounts(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	people := make([]personBody, 0, len(accounts))
	for _, a := range accounts {
		people = append(people, personBody{ID: a.ID, Name: a.Name + " (" + a.Email + ")"})
	}
	out := struct {
		Entries []accessEntryBody `json:"entries"`
		Next    *string           `json:"next"`
		Staff   []personBody      `json:"staff"`
	}{Entries: make([]accessEntryBody, 0, len(entries)), Staff: people}
	for _, e := range entries {
		b := accessEntryBody{ID: e.ID, At: e.At, Actor: e.ActorEmail, Action: e.Action, Shape: e.Shape, Total: e.Total,
			AllOf: string(e.AllOf), Records: []string{}}
		for _, ref := range e.Records[:min(len(e.Records), accessRecordsShown)] {
			b.Records = append(b.Records, ref.Label())
		}
		out.Entries = append(out.Entries, b)
	}
	if len(entries) > 0 {
		out.Next = nextCursor(len(entries), accesslog.PageSize, entries[len(entries)-1].ID)
	}
	writeJSON(w, http.StatusOK, out)
}

func leadIDs(leads []lead.Lead) []int64 {
	ids := make([]int64, len(leads))
	for i, l := range leads {
		ids[i] = l.ID
	}
	return ids
}
