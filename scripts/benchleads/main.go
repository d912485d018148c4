// Command benchleads is make bench's measure of the lead inbox at volume. With
// -seed it fills a site database (SQLite file or PostgreSQL URL, migrated
// first) with -leads varied leads assigned among the sales accounts already
// there; with -url it signs in to a running site as a sales person and prints
// p50 and p95 of the inbox's list, filters, searches, deep page and counts:
//
//	benchleads -seed sqlite:./site.db -leads 100000
//	benchleads -url http://127.0.0.1:PORT -email sales@… -password … -label sqlite
package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

func main() {
	seed := flag.String("seed", "", "sqlite:/path/site.db or postgres://… to fill")
	leads := flag.Int("leads", 100_000, "leads to seed")
	target := flag.String("url", "", "the running site, http://127.0.0.1:PORT")
	email := flag.String("email", "", "a sales account's e-mail")
	password := flag.String("password", "", "its password")
	label := flag.String("label", "", "engine name for the table")
	runs := flag.Int("runs", 40, "timed requests per query")
	pid := flag.Int("pid", 0, "the site's process, whose CPU time per request is printed too")
	importRows := flag.Int("import", 0, "with -seed's database: time a CSV import of this many rows and its undo instead of seeding")
	flag.Parse()
	var err error
	switch {
	case *seed != "" && *importRows > 0:
		err = benchImport(*seed, *importRows, *label)
	case *seed != "":
		err = seedLeads(*seed, *leads)
	case *target != "":
		err = measure(*target, *email, *password, *label, *runs, *pid)
	default:
		err = fmt.Errorf("give -seed or -url")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchleads:", err)
		os.Exit(1)
	}
}

var (
	firstNames = []string{"Asha", "Ravi", "Meera", "Arjun", "Priya", "Kiran", "Anil", "Sunita", "Vikram", "Lakshmi",
		"Rahul", "Deepa", "Suresh", "Kavya", "Manoj", "Neha", "Sanjay", "Pooja", "Ajay", "Divya"}
	lastNames = []string{"Rao", "Sharma", "Iyer", "Patel", "Reddy", "Nair", "Gupta", "Singh", "Menon", "Das",
		"Kulkarni", "Joshi", "Verma", "Pillai", "Bose", "Chopra", "Mehta", "Shetty", "Khanna", "Agarwal"}
	pages     = []string{"/", "/estimate", "/city/pune", "/city/mumbai", "/designs/Modular-Kitchen-Designs", "/offers"}
	campaigns = []string{"", "", "", "diwali-2026", "monsoon", "kitchen-week", "brand"}
)

// seedMobile is lead i's number: about one in five repeats an earlier lead's.
func seedMobile(i int) string { return fmt.Sprintf("9%09d", (i*7919)%80_000+100_000_000) }

func seedLeads(dsn string, n int) error {
	ctx := context.Background()
	var (
		db     *sql.DB
		ph     func(k int) string
		driver string
		conn   string
	)
	if path, ok := strings.CutPrefix(dsn, "sqlite:"); ok {
		s, err := sqlstore.OpenSQLite(ctx, path)
		if err != nil {
			return err
		}
		s.Close()
		driver, conn = "sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)"
		ph = func(int) string { return "?" }
	} else {
		s, err := sqlstore.OpenPostgres(ctx, dsn)
		if err != nil {
			return err
		}
		s.Close()
		driver, conn = "pgx", dsn
		ph = func(k int) string { return fmt.Sprintf("$%d", k) }
	}
	db, err := sql.Open(driver, conn)
	if err != nil {
		return err
	}
	defer db.Close()
	var staff []int64
	rows, err := db.QueryContext(ctx, `SELECT id FROM staff_accounts WHERE role = 'sales' ORDER BY id`)
	if err != nil {
		return err
	}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return err
		}
		staff = append(staff, id)
	}
	rows.Close()
	r := rand.New(rand.NewPCG(14, 10))
	statuses := lead.Statuses()
	now := time.Now().UTC()
	const cols = 18
	const batch = 500
	for start := 0; start < n; start += batch {
		end := min(start+batch, n)
		var sb strings.Builder
		sb.WriteString(`INSERT INTO leads (property_type, location, name, mobile, email, whatsapp_updates, role, created_at,
			page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, mobile_digits, status, assignee_id) VALUES `)
		args := make([]any, 0, (end-start)*cols)
		for i := start; i < end; i++ {
			if i > start {
				sb.WriteString(",")
			}
			sb.WriteString("(")
			for c := range cols {
				if c > 0 {
					sb.WriteString(",")
				}
				sb.WriteString(ph(len(args) + c + 1))
			}
			sb.WriteString(")")
			name := firstNames[r.IntN(len(firstNames))] + " " + lastNames[r.IntN(len(lastNames))]
			digits := seedMobile(i)
			mobile := [...]string{digits, "+91 " + digits[:5] + " " + digits[5:], "0" + digits, "+91-" + digits}[r.IntN(4)]
			var email any
			if r.IntN(3) > 0 {
				email = strings.ToLower(strings.ReplaceAll(name, " ", ".")) + fmt.Sprint(i) + "@example.com"
			}
			// Spread over a year, in order, so ids and times rise together as they do live.
			created := now.Add(-time.Duration(n-i) * (365 * 24 * time.Hour / time.Duration(n)))
			createdArg := any(created.Truncate(time.Millisecond))
			if driver == "sqlite" {
				createdArg = created.Format("2006-01-02T15:04:05.000Z")
			}
			status := statuses[0]
			if age := n - i; age > 500 {
				status = statuses[r.IntN(len(statuses))]
			}
			var assignee any
			if len(staff) > 0 && (status != statuses[0] || r.IntN(2) == 0) {
				assignee = staff[r.IntN(len(staff))]
			}
			campaign := campaigns[r.IntN(len(campaigns))]
			source := ""
			if campaign != "" {
				source = "google"
			}
			args = append(args, contract.C.PropertyTypes[r.IntN(len(contract.C.PropertyTypes))],
				contract.C.Locations[r.IntN(len(contract.C.Locations))], name, mobile, email, r.IntN(2) == 0, "user", createdArg,
				pages[r.IntN(len(pages))], "", source, "", campaign, "", "", digits, status, assignee)
		}
		if _, err := db.ExecContext(ctx, sb.String(), args...); err != nil {
			return fmt.Errorf("insert: %w", err)
		}
	}
	// Follow-ups on one lead in ten, around today.
	today := time.Now().In(lead.India)
	for k := range 10 {
		day := today.AddDate(0, 0, k-5).Format("2006-01-02")
		q := `UPDATE leads SET follow_up_on = ` + ph(1) + ` WHERE id % 100 = ` + ph(2)
		if _, err := db.ExecContext(ctx, q, day, k*10); err != nil {
			return err
		}
	}
	// What autovacuum does after a bulk load on PostgreSQL: statistics, and the
	// visibility map that lets the counts read the status index alone.
	// SQLite gets no ANALYZE: the site never runs one, so the plans measured are the ones it gets.
	if driver == "pgx" {
		_, err = db.ExecContext(ctx, `VACUUM ANALYZE leads`)
	}
	return err
}

// cpuTime is the CPU (user + system) process pid has used so far; 0 when unknown.
// Unlike wall time it barely moves with other work on a shared machine.
func cpuTime(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if pid == 0 || err != nil {
		return 0
	}
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+2:]))
	var ticks int64
	for _, i := range []int{11, 12} { // utime and stime, counted after the command name
		var n int64
		fmt.Sscan(f[i], &n)
		ticks += n
	}
	return time.Duration(ticks) * 10 * time.Millisecond // USER_HZ is 100 on Linux
}

func measure(base, email, password, label string, runs, pid int) error {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	body, _ := json.Marshal(map[string]string{"email": email, "password": password})
	res, err := c.Post(base+"/api/admin/sign-in", "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != 200 {
		return fmt.Errorf("sign in: %s", res.Status)
	}
	get := func(q string) (map[string]any, error) {
		res, err := c.Get(base + "/api/admin/leads?" + q)
		if err != nil {
			return nil, err
		}
		defer res.Body.Close()
		var m map[string]any
		if err := json.NewDecoder(bufio.NewReader(res.Body)).Decode(&m); err != nil || res.StatusCode != 200 {
			return nil, fmt.Errorf("%s: %s %v", q, res.Status, err)
		}
		return m, nil
	}
	// Page 50: follow the cursor 49 times, then time the 50th page.
	after := ""
	for range 49 {
		m, err := get("after=" + url.QueryEscape(after))
		if err != nil {
			return err
		}
		next, _ := m["next"].(string)
		after = next
	}
	from := time.Now().In(lead.India).AddDate(0, -2, 0).Format("2006-01-02")
	to := time.Now().In(lead.India).AddDate(0, -1, 0).Format("2006-01-02")
	digits := seedMobile(4321)
	queries := []struct{ name, q string }{
		{"first page, no filter", ""},
		{"status filter (proposal sent)", "status=proposal_sent"},
		{"location + date range", "location=Pune&from=" + from + "&to=" + to},
		{"name search (\"kavya iyer\")", "q=" + url.QueryEscape("kavya iyer")},
		{"mobile search (+91-…)", "q=" + url.QueryEscape("+91-"+digits[:5]+"-"+digits[5:])},
		{"page 50 by cursor", "after=" + url.QueryEscape(after)},
		{"unassigned + status new", "assignee=none&status=new"},
	}
	// "first" is the first ask of a filter: its counts per status are not cached yet.
	fmt.Printf("\n%-44s %10s %10s %10s %8s %14s\n", "lead inbox at volume ("+label+")", "first", "p50", "p95", "rows", "site CPU/req")
	for _, qq := range queries {
		var took []time.Duration
		rows := 0
		var cpu0, first time.Duration
		for i := range runs + 3 {
			if i == 3 {
				cpu0 = cpuTime(pid)
			}
			t0 := time.Now()
			m, err := get(qq.q)
			if err != nil {
				return err
			}
			if i == 0 {
				first = time.Since(t0)
			}
			if i >= 3 { // the first few warm caches
				took = append(took, time.Since(t0))
			}
			list, _ := m["leads"].([]any)
			rows = len(list)
		}
		cpu := (cpuTime(pid) - cpu0) / time.Duration(runs)
		slices.Sort(took)
		fmt.Printf("%-44s %10s %10s %10s %8d %14s\n", qq.name, ms(first), ms(took[len(took)/2]), ms(took[len(took)*95/100]), rows, ms(cpu))
	}
	return measureExport(c, base, label, pid)
}

// measureExport times the CSV export of every lead (first byte, last byte, size)
// and the site's peak memory above idle while one, then three at once, run.
func measureExport(c *http.Client, base, label string, pid int) error {
	export := func(gz bool) (first, total time.Duration, size int64, err error) {
		req, _ := http.NewRequest("GET", base+"/api/admin/leads/export.csv", nil)
		if gz {
			req.Header.Set("Accept-Encoding", "gzip") // set by hand: the body is counted as sent, compressed
		}
		t0 := time.Now()
		res, err := c.Do(req)
		if err != nil {
			return 0, 0, 0, err
		}
		defer res.Body.Close()
		if res.StatusCode != 200 {
			return 0, 0, 0, fmt.Errorf("export: %s", res.Status)
		}
		var b [1]byte
		if _, err := io.ReadFull(res.Body, b[:]); err != nil {
			return 0, 0, 0, err
		}
		first = time.Since(t0)
		n, err := io.Copy(io.Discard, res.Body)
		return first, time.Since(t0), n + 1, err
	}
	fmt.Printf("\n%-44s %10s %10s %12s %16s\n", "lead export, every lead ("+label+")", "first byte", "last byte", "bytes sent", "peak RSS - idle")
	for _, run := range []struct {
		name   string
		gz     bool
		copies int
	}{{"CSV", false, 1}, {"CSV, gzip", true, 1}, {"CSV, three at once", false, 3}} {
		idle := procKB(pid, "VmRSS")
		resetPeak(pid)
		type result struct {
			first, total time.Duration
			size         int64
			err          error
		}
		results := make(chan result, run.copies)
		for range run.copies {
			go func() {
				f, t, n, err := export(run.gz)
				results <- result{f, t, n, err}
			}()
		}
		var worst result
		for range run.copies {
			r := <-results
			if r.err != nil {
				return r.err
			}
			worst.first, worst.total, worst.size = max(worst.first, r.first), max(worst.total, r.total), r.size
		}
		peak := "n/a"
		if idle > 0 {
			peak = fmt.Sprintf("%.1f MB", float64(procKB(pid, "VmHWM")-idle)/1024)
		}
		fmt.Printf("%-44s %10s %10s %12d %16s\n", run.name, ms(worst.first), ms(worst.total), worst.size, peak)
	}
	return nil
}

// procKB reads a kB field (VmRSS, VmHWM) of /proc/PID/status; 0 when unknown.
func procKB(pid int, field string) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if pid == 0 || err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			var kb int64
			fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(v), " kB"), &kb)
			return kb
		}
	}
	return 0
}

// resetPeak starts VmHWM (the peak resident size) again from the current size.
func resetPeak(pid int) {
	if pid != 0 {
		_ = os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", pid), []byte("5"), 0)
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000) }
