package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// benchImport times the import of a CSV of n rows into the seeded database (one
// row in twenty a mobile that is already a lead, mobiles written four ways), then
// the undo of the whole import, and prints both as rows of the table.
func benchImport(dsn string, n int, label string) error {
	ctx := context.Background()
	var s *sqlstore.Store
	var err error
	if path, ok := strings.CutPrefix(dsn, "sqlite:"); ok {
		s, err = sqlstore.OpenSQLite(ctx, path)
	} else {
		s, err = sqlstore.OpenPostgres(ctx, dsn)
	}
	if err != nil {
		return err
	}
	defer s.Close()
	team, err := s.SalesTeam(ctx)
	if err != nil || len(team) == 0 {
		return fmt.Errorf("no staff to import as: %v", err)
	}
	var b strings.Builder
	b.WriteString("\ufeffName;Mobile;Email;BHK;City;Created On\n")
	for i := range n {
		digits := fmt.Sprintf("8%09d", 100_000_000+i) // numbers the seed never uses
		if i%20 == 0 {
			digits = seedMobile(i)
		}
		mobile := [...]string{"+91 " + digits, "0" + digits, "91-" + digits, "(+91) " + digits[:5] + " " + digits[5:]}[i%4]
		fmt.Fprintf(&b, "%s %d;%s;import%d@example.com;%dBHK;Bengaluru;%02d/10/2026\n", firstNames[i%len(firstNames)], i, mobile, i, i%3+1, i%28+1)
	}
	svc := leadimport.NewService(s, nil)
	by := staff.Actor{ID: team[0].ID, Email: team[0].Email, Address: "bench"}
	start := time.Now()
	rep, err := svc.Import(ctx, by, leadimport.Request{FileName: "bench.csv", Data: []byte(b.String()), Commit: true})
	if err != nil {
		return err
	}
	took := time.Since(start)
	start = time.Now()
	if err := svc.Undo(ctx, by, rep.ID); err != nil {
		return err
	}
	undo := time.Since(start)
	fmt.Printf("\n%-44s %10s %10s %10s\n", "CSV import ("+label+")", "import", "undo", "rows/s")
	fmt.Printf("%-44s %8.2f s %8.2f s %10.0f\n", fmt.Sprintf("  %d rows, %.0f KB: %d new, %d linked, %d refused", n, float64(b.Len())/1024,
		rep.Created, rep.Linked, len(rep.Refused)), took.Seconds(), undo.Seconds(), float64(n)/took.Seconds())
	return nil
}
