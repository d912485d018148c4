// Package web holds the built front end; the content files it shares with Go are package content
// (web/app/content), which domain packages read without depending on the built pages.
package web

import (
	"embed"
	"io/fs"
)

// build holds build/client after `npm run build`; the committed README keeps
// the pattern matching on a fresh clone. "all:" keeps __spa-fallback.html.
//
//go:embed all:build
var build embed.FS

// Build returns the built client files and whether the front end was built
// (build/client/index.html exists).
func Build() (fs.FS, bool) {
	return clientOf(build)
}

func clientOf(root fs.FS) (fs.FS, bool) {
	sub, err := fs.Sub(root, "build/client")
	if err != nil {
		return nil, false
	}
	if _, err := fs.Stat(sub, "index.html"); err != nil {
		return nil, false
	}
	return sub, true
}
