package lead

import (
	"context"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// View is a named filter of the list, kept for the member of staff who saved it.
type View struct {
	ID        int64
	Name      string
	Query     string // the list's query string, as the address bar holds it
	CreatedAt time.Time
}

// ViewStore keeps saved views.
type ViewStore interface {
	// LeadViews returns staffID's views by name.
	LeadViews(ctx context.Context, staffID int64) ([]View, error)
	// AddLeadView stores v for staffID, setting v.ID, unless staffID has max views
	// already or one of the same name (any letter case): fault.EINVALID.
	AddLeadView(ctx context.Context, staffID int64, v *View, max int) error
	// DeleteLeadView removes staffID's view id, if staffID has one of that id.
	DeleteLeadView(ctx context.Context, staffID, id int64) error
}

// Bounds of saved views.
const (
	MaxViews     = 50
	maxViewName  = 60
	maxViewQuery = 2000
)

// viewKeys are the list's filters a view may hold (not its cursor or page size).
var viewKeys = []string{"status", "location", "propertyType", "from", "to", "page", "campaign", "assignee", "q"}

// Views are the saved views of the person signed in.
func (s *Service) Views(ctx context.Context, acct *staff.Account) ([]View, error) {
	return fault.Stored(s.store.LeadViews(ctx, acct.ID))
}

// SaveView keeps the list's filters query under name for the person signed in.
func (s *Service) SaveView(ctx context.Context, acct *staff.Account, name, query string) (*View, error) {
	name = strings.TrimSpace(name)
	bad := map[string]string{}
	if name == "" {
		bad["name"] = "Please give the view a name."
	} else if msg := textfield.Check(name, maxViewName, false); msg != "" {
		bad["name"] = msg
	}
	q, msg := viewQuery(query)
	if msg != "" {
		bad["query"] = msg
	}
	if len(bad) > 0 {
		return nil, fault.Invalid("The view cannot be saved.", bad)
	}
	v := &View{Name: name, Query: q, CreatedAt: s.now().UTC().Truncate(time.Millisecond)}
	if err := s.store.AddLeadView(ctx, acct.ID, v, MaxViews); err != nil {
		return nil, fault.FromStore(err)
	}
	return v, nil
}

// DeleteView removes one of the signed-in person's views. Deleting is idempotent:
// a view already gone, or someone else's, is left as it is and answers nil.
func (s *Service) DeleteView(ctx context.Context, acct *staff.Account, id int64) error {
	if id < 1 {
		return nil
	}
	return fault.FromStore(s.store.DeleteLeadView(ctx, acct.ID, id))
}

// viewQuery checks a view's query by the list's own rules and writes it in one order; "" and a sentence when it is not one.
func viewQuery(raw string) (string, string) {
	const wrong = "These filters cannot be saved; please set them again from the list."
	if len(raw) > maxViewQuery || !utf8.ValidString(raw) {
		return "", wrong
	}
	vals, err := url.ParseQuery(strings.TrimPrefix(raw, "?"))
	if err != nil {
		return "", wrong
	}
	get := func(k string) string { return vals.Get(k) }
	for k, v := range vals {
		if !slices.Contains(viewKeys, k) || len(v) > 1 {
			return "", wrong
		}
	}
	if _, err := (FilterRequest{Status: get("status"), Location: get("location"), PropertyType: get("propertyType"),
		From: get("from"), To: get("to"), Page: get("page"), Campaign: get("campaign"), Assignee: get("assignee"), Q: get("q")}).Filter(); err != nil {
		return "", wrong
	}
	out := url.Values{}
	for _, k := range viewKeys {
		if v := strings.TrimSpace(get(k)); v != "" {
			out.Set(k, v)
		}
	}
	return out.Encode(), ""
}

// viewCountText is the refusal when a person has as many views as they may keep.
func viewCountText() string {
	return "You have " + strconv.Itoa(MaxViews) + " saved views, the most one person may keep. Please delete one first."
}

// ErrTooManyViews and ErrViewName are the store's refusals of AddLeadView.
var (
	ErrTooManyViews = fault.Invalid(viewCountText(), map[string]string{"name": viewCountText()})
	ErrViewName     = fault.Invalid("You have a view of this name already.", map[string]string{"name": "Please choose another name, or delete the other view first."})
)
