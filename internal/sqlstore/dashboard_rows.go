package sqlstore

// The dashboard's lead rows turned into values. At 100,000 rows the driver's cost is per
// column, so SQLite's rows come packed in one text each, and every instant is read from the
// fixed-width text SQLite keeps it in (strftime in SQL cost more than the rest of the row).

import (
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/dashboard"
)

// leadTimeCols are the instants a lead row carries: created, first response, then Funnel[1:] reached.
var leadTimeCols = []string{"l.created_at", "l.first_response_at", "l.contacted_at", "l.visit_booked_at", "l.proposal_sent_at", "l.won_at"}

// packedLead is a SQLite lead row as one text: id, status, assignee (0: nobody), won value, 1 for an
// imported lead (else 0), then the six instants ("-" for none), separated by spaces (none of them holds one); then the texts the groupings count
// by, each as its length in bytes, ":" and itself, so that no character inside them can be misread.
var packedLead = func() string {
	parts := []string{"l.id", "l.status", "coalesce(l.assignee_id, 0)", "coalesce(l.won_value, 0)", "CASE WHEN l.import_id IS NULL THEN 0 ELSE 1 END"}
	for _, c := range leadTimeCols {
		parts = append(parts, "coalesce("+c+", '-')")
	}
	packed := strings.Join(parts, ", ' ', ") + ", ' '"
	for _, c := range []string{"l.utm_source", "l.utm_medium", "l.utm_campaign", "l.page", "l.location", "l.property_type"} {
		packed += ", octet_length(" + c + "), ':', " + c
	}
	// One concat() builds the text once; a chain of || copies it at every step.
	return "concat(" + packed + ")"
}()

// errPackedLead is a packed row not as packedLead writes it.
var errPackedLead = errors.New("dashboard: unreadable lead row")

// readPackedLead reads rows of packedLead.
func readPackedLead(rows *sql.Rows, slab *timeSlab) func() (dashboard.LeadTimes, error) {
	var v string
	return func() (l dashboard.LeadTimes, err error) {
		if err := rows.Scan(&v); err != nil {
			return l, err
		}
		var f [11]string
		for i := range f {
			var ok bool
			if f[i], v, ok = strings.Cut(v, " "); !ok {
				return l, errPackedLead
			}
		}
		var at [6]*time.Time
		for i, t := range f[5:] {
			if t == "-" {
				continue
			}
			if at[i], err = slab.parse(t); err != nil {
				return l, err
			}
		}
		l.Status, l.Imported = f[1], f[4] == "1"
		l.ID, err = strconv.ParseInt(f[0], 10, 64)
		if err == nil {
			l.AssigneeID, err = strconv.ParseInt(f[2], 10, 64)
		}
		if err == nil {
			l.WonValue, err = strconv.ParseInt(f[3], 10, 64)
		}
		for _, into := range []*string{&l.Source, &l.Medium, &l.Campaign, &l.Page, &l.City, &l.PropertyType} {
			n, rest, ok := strings.Cut(v, ":")
			size, perr := strconv.Atoi(n)
			if !ok || perr != nil || size > len(rest) {
				return l, errPackedLead
			}
			*into, v = rest[:size], rest[size:]
		}
		if err != nil || at[0] == nil || v != "" {
			return l, errPackedLead
		}
		l.CreatedAt, l.FirstResponse, l.Reached = *at[0], at[1], slab.reached(at[2:])
		return l, nil
	}
}

// readLeadColumns reads PostgreSQL's lead rows, a column a value and the instants as whole seconds.
func readLeadColumns(rows *sql.Rows, slab *timeSlab) func() (dashboard.LeadTimes, error) {
	var l dashboard.LeadTimes
	var secs [6]sql.NullInt64
	dest := []any{&l.ID, &l.Status, &l.AssigneeID, &l.WonValue, &l.Imported}
	for i := range secs {
		dest = append(dest, &secs[i])
	}
	dest = append(dest, &l.Source, &l.Medium, &l.Campaign, &l.Page, &l.City, &l.PropertyType)
	return func() (dashboard.LeadTimes, error) {
		l = dashboard.LeadTimes{}
		if err := rows.Scan(dest...); err != nil {
			return l, err
		}
		var at [6]*time.Time
		for i, n := range secs {
			if n.Valid {
				at[i] = slab.at(n.Int64)
			}
		}
		l.CreatedAt, l.FirstResponse, l.Reached = *at[0], at[1], slab.reached(at[2:])
		return l, nil
	}
}

// timeSlab hands out the instants and stage lists of many lead rows from a few large blocks
// instead of five small allocations a row.
type timeSlab struct {
	times   []time.Time
	reaches []*time.Time
}

// at is a whole Unix second as an instant kept in the slab.
func (sl *timeSlab) at(secs int64) *time.Time {
	if len(sl.times) == cap(sl.times) {
		sl.times = make([]time.Time, 0, 4096)
	}
	sl.times = append(sl.times, time.Unix(secs, 0).UTC())
	return &sl.times[len(sl.times)-1]
}

// parse reads a SQLite instant (timeFormat) to the whole second, as strftime('%s') does.
func (sl *timeSlab) parse(v string) (*time.Time, error) {
	if secs, ok := unixOfStamp(v); ok {
		return sl.at(secs), nil
	}
	t, err := time.Parse(time.RFC3339Nano, v)
	if err != nil {
		return nil, err
	}
	return sl.at(t.Unix()), nil
}

// reached copies a row's stage instants into the slab.
func (sl *timeSlab) reached(at []*time.Time) []*time.Time {
	if len(sl.reaches)+len(at) > cap(sl.reaches) {
		sl.reaches = make([]*time.Time, 0, 4096*len(at))
	}
	n := len(sl.reaches)
	sl.reaches = append(sl.reaches, at...)
	return sl.reaches[n : n+len(at) : n+len(at)]
}

// unixOfStamp reads "2006-01-02T15:04:05.000Z" (timeFormat) to whole Unix seconds without time.Parse's
// generality: false for anything else, which the caller parses the slow way.
func unixOfStamp(v string) (int64, bool) {
	if len(v) != len(timeFormat) || v[4] != '-' || v[7] != '-' || v[10] != 'T' || v[13] != ':' || v[16] != ':' || v[19] != '.' || v[23] != 'Z' {
		return 0, false
	}
	var n [6]int64
	for i, from := range []int{0, 5, 8, 11, 14, 17} {
		to := from + 2
		if i == 0 {
			to = 4
		}
		for _, c := range []byte(v[from:to]) {
			if c < '0' || c > '9' {
				return 0, false
			}
			n[i] = n[i]*10 + int64(c-'0')
		}
	}
	y, mo, d, h, mi, sec := n[0], n[1], n[2], n[3], n[4], n[5]
	if mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 59 {
		return 0, false
	}
	return daysFromCivil(y, mo, d)*86400 + h*3600 + mi*60 + sec, true
}

// daysFromCivil is the days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm;
// the years here are after 2000, so no negative eras).
func daysFromCivil(y, m, d int64) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400
	yoe := y - era*400
	doy := (153*((m+9)%12)+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}
