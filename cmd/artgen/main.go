// Command artgen writes the site's illustrations (SVG) into a folder.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/nivaas-interiors/site/internal/illustration"
)

func main() {
	out := flag.String("out", "web/public/art", "folder to write the illustrations into")
	flag.Parse()
	start := time.Now()
	count, err := illustration.Write(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, "artgen:", err)
		os.Exit(1)
	}
	fmt.Printf("artgen: wrote %d illustrations to %s in %s\n", count, *out, time.Since(start).Round(time.Millisecond))
}
