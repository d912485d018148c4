package httpapi

import (
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// dashboardBody is the dashboard page's data (contracts.md "Dashboard"); durations are whole seconds, null for none.
type dashboardBody struct {
	Period        dashboard.Period       `json:"period"`
	Previous      dashboard.Period       `json:"previous"`
	Everyone      bool                   `json:"everyone"`
	Bucket        string                 `json:"bucket"`
	Series        []dashboard.Point      `json:"series"`
	Leads         dashboard.Compare      `json:"leads"`
	Won           dashboard.Compare      `json:"won"`
	WonValue      dashboard.CompareValue `json:"wonValue"`
	Response      responseBody           `json:"response"`
	Funnel        []stageBody            `json:"funnel"`
	Sources       []sourceRowBody        `json:"sources"`
	Referrers     []groupRowBody         `json:"referrers"`
	Pages         []groupRowBody         `json:"pages"`
	Cities        []groupRowBody         `json:"cities"`
	PropertyTypes []groupRowBody         `json:"propertyTypes"`
	People        []dashPersonBody       `json:"people"`
}

type responseBody struct {
	TargetSeconds    int64  `json:"targetSeconds"`
	MedianSeconds    *int64 `json:"medianSeconds"`
	PrevMedianSecs   *int64 `json:"prevMedianSeconds"`
	Leads            int    `json:"leads"` // held to the target: imported leads are not
	Answered         int    `json:"answered"`
	WithinTarget     int    `json:"withinTarget"`
	PrevLeads        int    `json:"prevLeads"`
	PrevWithinTarget int    `json:"prevWithinTarget"`
}

type stageBody struct {
	Status        string   `json:"status"`
	Leads         int      `json:"leads"`
	Conversion    *float64 `json:"conversion"`
	MedianSeconds *int64   `json:"medianSeconds"`
}

type groupRowBody struct {
	Key       string `json:"key"`
	Leads     int    `json:"leads"`
	PrevLeads int    `json:"prevLeads"`
	Won       int    `json:"won"`
}

type sourceRowBody struct {
	Source    string `json:"source"`
	Medium    string `json:"medium"`
	Campaign  string `json:"campaign"`
	Leads     int    `json:"leads"`
	PrevLeads int    `json:"prevLeads"`
	Won       int    `json:"won"`
}

type dashPersonBody struct {
	ID                    int64  `json:"id"`
	Name                  string `json:"name"`
	Leads                 int    `json:"leads"`
	MedianResponseSeconds *int64 `json:"medianResponseSeconds"`
	Bookings              int    `json:"bookings"`
	Won                   int    `json:"won"`
	WonValue              int64  `json:"wonValue"`
}

func seconds(d *time.Duration) *int64 {
	if d == nil {
		return nil
	}
	s := int64(d.Round(time.Second) / time.Second)
	return &s
}

func groupRows(gs []dashboard.Group) []groupRowBody {
	out := make([]groupRowBody, len(gs))
	for i, g := range gs {
		out[i] = groupRowBody{Key: g.Key[0], Leads: g.Leads, PrevLeads: g.PrevLeads, Won: g.Won}
	}
	return out
}

func dashboardOf(r *dashboard.Report) dashboardBody {
	b := dashboardBody{Period: r.Period, Previous: r.Previous, Everyone: r.Everyone, Bucket: r.Bucket,
		Series: r.Series, Leads: r.Leads, Won: r.Won, WonValue: r.WonValue,
		Response: responseBody{TargetSeconds: int64(r.Response.Target / time.Second), MedianSeconds: seconds(r.Response.Median),
			PrevMedianSecs: seconds(r.Response.PrevMedian), Leads: r.Response.Leads, Answered: r.Response.Answered, WithinTarget: r.Response.WithinTarget,
			PrevLeads: r.Response.PrevLeads, PrevWithinTarget: r.Response.PrevWithinTarget},
		Referrers: groupRows(r.Referrers), Pages: groupRows(r.Pages), Cities: groupRows(r.Cities), PropertyTypes: groupRows(r.PropertyTypes)}
	for _, st := range r.Funnel {
		b.Funnel = append(b.Funnel, stageBody{st.Status, st.Leads, st.Conversion, seconds(st.Median)})
	}
	b.Sources = []sourceRowBody{}
	for _, g := range r.Sources {
		b.Sources = append(b.Sources, sourceRowBody{g.Key[0], g.Key[1], g.Key[2], g.Leads, g.PrevLeads, g.Won})
	}
	b.People = []dashPersonBody{}
	for _, p := range r.People {
		b.People = append(b.People, dashPersonBody{p.ID, p.Name, p.Leads, seconds(p.MedianResponse), p.Bookings, p.Won, p.WonValue})
	}
	return b
}

// periodOf reads the period of a dashboard query (from, to: India dates; both absent: the last 30 days), each name once.
func (s *server) periodOf(q url.Values) (dashboard.Period, error) {
	for name, vals := range q {
		if len(vals) > 1 {
			return dashboard.Period{}, fault.Invalid("Please give "+strconv.Quote(name)+" once.", map[string]string{name: "Given more than once."})
		}
	}
	return dashboard.ParsePeriod(q.Get("from"), q.Get("to"), s.Now())
}

// dashboardReport reads the period of the query for acct.
func (s *server) dashboardReport(r *http.Request, acct *staff.Account, q url.Values) (*dashboard.Report, error) {
	p, err := s.periodOf(q)
	if err != nil {
		return nil, err
	}
	return s.Dashboard.Report(r.Context(), acct, p)
}

// dashboardData is the dashboard (GET /api/admin/dashboard): an owner's of everyone, anyone else's of their own leads.
func (s *server) dashboardData(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	rep, err := s.dashboardReport(r, acct, r.URL.Query())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, dashboardOf(rep))
}

// dashboardTables are the dashboard's tables as CSV: header and rows of each.
var dashboardTables = map[string]func(b dashboardBody) ([]string, [][]string){
	"series": func(b dashboardBody) ([]string, [][]string) {
		rows := [][]string{}
		for _, p := range b.Series {
			rows = append(rows, []string{p.Label, countText(p.Leads), countText(p.PrevLeads)})
		}
		return []string{b.Bucket + " from (IST)", "leads", "leads, period before"}, rows
	},
	"sources": func(b dashboardBody) ([]string, [][]string) {
		rows := [][]string{}
		for _, g := range b.Sources {
			rows = append(rows, []string{g.Source, g.Medium, g.Campaign, countText(g.Leads), countText(g.PrevLeads), countText(g.Won)})
		}
		return []string{"utm_source", "utm_medium", "utm_campaign", "leads", "leads, period before", "won"}, rows
	},
	"referrers":     groupCSV("referrer", func(b dashboardBody) []groupRowBody { return b.Referrers }),
	"pages":         groupCSV("landing page", func(b dashboardBody) []groupRowBody { return b.Pages }),
	"cities":        groupCSV("city", func(b dashboardBody) []groupRowBody { return b.Cities }),
	"propertyTypes": groupCSV("property type", func(b dashboardBody) []groupRowBody { return b.PropertyTypes }),
	"funnel": func(b dashboardBody) ([]string, [][]string) {
		rows := [][]string{}
		for _, st := range b.Funnel {
			conv := ""
			if st.Conversion != nil {
				conv = strconv.FormatFloat(*st.Conversion*100, 'f', 1, 64)
			}
			rows = append(rows, []string{lead.StatusLabel(st.Status), countText(st.Leads), conv, secs(st.MedianSeconds)})
		}
		return []string{"stage", "leads", "conversion from the stage before (%)", "median time in stage (s)"}, rows
	},
	"people": func(b dashboardBody) ([]string, [][]string) {
		rows := [][]string{}
		for _, p := range b.People {
			rows = append(rows, []string{p.Name, countText(p.Leads), secs(p.MedianResponseSeconds), countText(p.Bookings), countText(p.Won),
				strconv.FormatInt(p.WonValue, 10)})
		}
		return []string{"salesperson", "leads", "median first response (s)", "bookings", "won", "won value (INR)"}, rows
	},
}

func countText(n int) string { return strconv.Itoa(n) }

func secs(s *int64) string {
	if s == nil {
		return ""
	}
	return strconv.FormatInt(*s, 10)
}

func groupCSV(name string, rows func(dashboardBody) []groupRowBody) func(dashboardBody) ([]string, [][]string) {
	return func(b dashboardBody) ([]string, [][]string) {
		out := [][]string{}
		for _, g := range rows(b) {
			out = append(out, []string{g.Key, countText(g.Leads), countText(g.PrevLeads), countText(g.Won)})
		}
		return []string{name, "leads", "leads, period before", "won"}, out
	}
}

// exportDashboard is one of the dashboard's tables as CSV (GET /api/admin/dashboard/export.csv?table=…&from=…&to=…).
func (s *server) exportDashboard(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	q := r.URL.Query()
	table, ok := dashboardTables[q.Get("table")]
	if !ok || len(q["table"]) > 1 {
		s.failWith(w, r, fault.Invalid("Please choose one of the dashboard's tables.", map[string]string{"table": "Not one of the tables."}))
		return
	}
	rep, err := s.dashboardReport(r, acct, q)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if err := s.recordExport(r, acct, accesslog.ExportedDashboard, q, accesslog.Lead, &idCollector{}); err != nil {
		s.failWith(w, r, err)
		return
	}
	header, rows := table(dashboardOf(rep))
	d := s.startCSV(w, r, "dashboard-"+q.Get("table"), header)
	for _, row := range rows {
		if err := d.row(row); err != nil {
			d.finish(err)
			return
		}
	}
	d.finish(nil)
}
