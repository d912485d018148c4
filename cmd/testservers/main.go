// Command testservers builds the servers the tests run (internal/testservers) ahead of the tests: CI starts it while
// the machine is still installing packages, so the build takes idle cores instead of the Go tests' busy ones.
package main

import (
	"fmt"
	"os"

	"github.com/nivaas-interiors/site/internal/testservers"
)

func main() {
	failed := false
	for _, build := range []func() (string, error){testservers.Versitygw, testservers.Pebble} {
		path, err := build()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			failed = true
			continue
		}
		fmt.Println(path)
	}
	if failed {
		os.Exit(1)
	}
}
