// Command leadcount is make bench's count of the leads a server stored: the rows of the leads table of
// a SQLite file (the site's, or PocketBase's collection) or of a PostgreSQL database, read while the server
// runs. Any release's schema has that table; the export would count them too, but reads each lead's
// repeats, slow when a benchmark posted thousands from one mobile.
package main

import (
	"database/sql"
	"flag"
	"fmt"
	"os"

	_ "github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite"
)

func main() {
	file := flag.String("sqlite", "", "the SQLite database file")
	url := flag.String("postgres", "", "the PostgreSQL database URL")
	flag.Parse()
	driver, dsn := "sqlite", "file:"+*file+"?mode=ro&_pragma=busy_timeout(10000)"
	if *url != "" {
		driver, dsn = "pgx", *url
	} else if *file == "" {
		fmt.Fprintln(os.Stderr, "leadcount: give -sqlite FILE or -postgres URL")
		os.Exit(2)
	}
	db, err := sql.Open(driver, dsn)
	if err == nil {
		var n int64
		if err = db.QueryRow(`SELECT count(*) FROM leads`).Scan(&n); err == nil {
			fmt.Println(n)
			return
		}
	}
	fmt.Fprintln(os.Stderr, "leadcount:", err)
	os.Exit(1)
}
