package httpapi

import (
	"net/http"
	"net/url"
	"strconv"
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/adspend"
	"github.com/nivaas-interiors/site/internal/staff"
)

// spendUploads is how many spend files are read at once (each up to 5 MB, some 25 MB once read); more wait a moment.
const spendUploads = 3

func newSpendRoom() *semaphore.Weighted { return semaphore.NewWeighted(spendUploads) }

// spendMappingFields are the query's names of the columns an owner maps.
var spendMappingFields = []string{"day", "campaign", "amount", "campaignId", "currency"}

// importSpend previews or (commit=1) saves a CSV export of daily ad spend (POST /api/admin/ad-spend/imports):
// the body is the file; platform= names its platform, and day=, campaign=, amount= (and campaignId=, currency=,
// -1 for none) map its columns when its header is not one the site knows.
func (s *server) importSpend(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	q := r.URL.Query()
	if !onceEach(w, q) {
		return
	}
	req := adspend.Request{FileName: fileName(r), Platform: q.Get("platform"), Commit: q.Get("commit") == "1"}
	if req.Platform != "" && adspend.PlatformNames[req.Platform] == "" {
		writeError(w, http.StatusBadRequest, "Please choose Meta, Google or Other.", map[string]string{"platform": "Not one of the platforms."})
		return
	}
	if q.Has("day") || q.Has("campaign") || q.Has("amount") {
		m := adspend.NoMapping
		for i, into := range []*int{&m.Day, &m.Campaign, &m.Amount, &m.CampaignID, &m.Currency} {
			v, ok := q[spendMappingFields[i]]
			if !ok {
				continue
			}
			col, err := strconv.Atoi(v[0])
			if err != nil || col < -1 || col > 200 {
				writeError(w, http.StatusBadRequest, "Some columns are not mapped right.", map[string]string{spendMappingFields[i]: "Please choose one of the file's columns."})
				return
			}
			*into = col
		}
		req.Mapping = &m
	}
	if !s.spendRoom.TryAcquire(1) {
		w.Header().Set("Retry-After", "5")
		writeError(w, http.StatusServiceUnavailable, "Other spend files are being read just now. Please try again in a few seconds.", nil)
		return
	}
	defer s.spendRoom.Release(1)
	data, ok := readCSVUpload(w, r, adspend.MaxBytes, "The file is larger than 5 MB. Please export a shorter period.")
	if !ok {
		return
	}
	req.Data = data
	rep, err := s.Spend.Import(r.Context(), s.actor(r, acct), req)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	rows := make([]spendRowBody, 0, min(len(rep.Spend), 50))
	for _, row := range rep.Spend[:min(len(rep.Spend), 50)] {
		rows = append(rows, spendRowOf(row))
	}
	status := http.StatusOK
	if rep.Saved {
		status = http.StatusCreated
	}
	writeJSON(w, status, map[string]any{"header": rep.Header, "sample": rep.Sample, "mapping": rep.Mapping, "needsMapping": rep.NeedsMapping,
		"rows": rep.Rows, "campaignDays": len(rep.Spend), "spend": rows, "spendPaise": rep.Paise, "from": rep.From, "to": rep.To,
		"refused": append([]adspend.Refusal{}, rep.Refused...), "saved": rep.Saved})
}

type spendRowBody struct {
	ID         int64     `json:"id"`
	Day        string    `json:"day"`
	Platform   string    `json:"platform"`
	Campaign   string    `json:"campaign"`
	CampaignID string    `json:"campaignId"`
	Paise      int64     `json:"spendPaise"`
	UpdatedAt  time.Time `json:"updatedAt"`
}

func spendRowOf(r adspend.Row) spendRowBody {
	return spendRowBody{r.ID, r.Day, r.Platform, r.Campaign, r.CampaignID, r.Paise, r.UpdatedAt}
}

// spendRows lists a period's spend rows (GET /api/admin/ad-spend?from=&to=; both absent: the last 30 days).
func (s *server) spendRows(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	q := r.URL.Query()
	if !onceEach(w, q) {
		return
	}
	p, list, err := s.Spend.List(r.Context(), q.Get("from"), q.Get("to"))
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := make([]spendRowBody, len(list))
	for i, row := range list {
		out[i] = spendRowOf(row)
	}
	writeJSON(w, http.StatusOK, map[string]any{"period": p, "rows": out, "limit": adspend.MaxListed})
}

// enterSpend keeps one typed day's spend of a campaign (POST /api/admin/ad-spend).
func (s *server) enterSpend(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var e adspend.Entry
	if !s.bodyOrFail(w, r, decodeAdmin, &e) {
		return
	}
	row, err := s.Spend.Enter(r.Context(), s.actor(r, acct), e)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"row": spendRowOf(row)})
}

// deleteSpend removes one spend row (DELETE /api/admin/ad-spend/{id}).
func (s *server) deleteSpend(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	if err := s.Spend.Delete(r.Context(), s.actor(r, acct), id); err != nil {
		s.failWith(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// returnBody is one campaign's figures in a period: the counts, and the costs in paise and the return on
// spend worked out on the server (null where there is nothing to divide by).
type returnBody struct {
	adspend.Return
	CostPerLead   *int64   `json:"costPerLead"`
	CostPerBooked *int64   `json:"costPerBooked"`
	CostPerWon    *int64   `json:"costPerWon"`
	ReturnOnSpend *float64 `json:"returnOnSpend"`
}

type campaignBody struct {
	Platform string     `json:"platform"`
	Campaign string     `json:"campaign"`
	Now      returnBody `json:"now"`
	Before   returnBody `json:"before"`
}

func returnOf(r adspend.Return) returnBody {
	return returnBody{r, r.CostPerLead(), r.CostPerBooked(), r.CostPerWon(), r.ReturnOnSpend()}
}

func campaignsOf(list []adspend.Campaign) []campaignBody {
	out := make([]campaignBody, len(list))
	for i, c := range list {
		out[i] = campaignBody{c.Platform, c.Campaign, returnOf(c.Now), returnOf(c.Before)}
	}
	return out
}

// spendFigures reads the query's period (from, to; both absent: the last 30 days) and its figures.
func (s *server) spendFigures(r *http.Request, q url.Values) (*adspend.Figures, error) {
	p, err := s.periodOf(q)
	if err != nil {
		return nil, err
	}
	return s.Spend.Figures(r.Context(), p)
}

// spendReturn is the dashboard's "Spend and return" (GET /api/admin/dashboard/spend?from=&to=).
func (s *server) spendReturn(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	f, err := s.spendFigures(r, r.URL.Query())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	total := campaignsOf([]adspend.Campaign{f.Total})[0]
	writeJSON(w, http.StatusOK, map[string]any{"period": f.Period, "previous": f.Previous, "campaigns": campaignsOf(f.Campaigns),
		"platforms": campaignsOf(f.Platforms), "total": total})
}

// exportSpendReturn is the "Spend and return" table as CSV (GET /api/admin/dashboard/spend/export.csv?from=&to=).
func (s *server) exportSpendReturn(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	q := r.URL.Query()
	f, err := s.spendFigures(r, q)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if err := s.recordExport(r, acct, accesslog.ExportedDashboard, q, accesslog.Lead, &idCollector{}); err != nil {
		s.failWith(w, r, err)
		return
	}
	header := []string{"platform", "campaign"}
	for _, when := range []string{"", ", period before"} {
		for _, h := range []string{"spend (INR)", "leads", "cost per lead (INR)", "consultations booked", "cost per consultation (INR)",
			"customers won", "cost per customer won (INR)", "won value (INR)", "return on spend"} {
			header = append(header, h+when)
		}
	}
	d := s.startCSV(w, r, "spend-and-return", header)
	for _, c := range append(f.Campaigns, f.Platforms...) {
		name := c.Campaign
		if name == "" {
			name = "All campaigns"
		}
		row := []string{adspend.PlatformNames[c.Platform], name}
		for _, ret := range []adspend.Return{c.Now, c.Before} {
			row = append(row, rupeeText(&ret.Paise), countText(ret.Leads), rupeeText(ret.CostPerLead()), countText(ret.Booked),
				rupeeText(ret.CostPerBooked()), countText(ret.Won), rupeeText(ret.CostPerWon()), strconv.FormatInt(ret.WonValue, 10), ratioText(ret.ReturnOnSpend()))
		}
		if err := d.row(row); err != nil {
			d.finish(err)
			return
		}
	}
	d.finish(nil)
}

// rupeeText writes paise as rupees with two decimals for a spreadsheet ("" for none).
func rupeeText(paise *int64) string {
	if paise == nil {
		return ""
	}
	return strconv.FormatInt(*paise/100, 10) + "." + strconv.FormatInt(100+*paise%100, 10)[1:]
}

func ratioText(v *float64) string {
	if v == nil {
		return ""
	}
	return strconv.FormatFloat(*v, 'f', 2, 64)
}
