//go:build !linux

package maildir

import (
	"errors"
	"os"
)

var errNoUnnamed = errors.New("files without a name are Linux's")

// openUnnamed: elsewhere a mail is drafted under a temporary name.
func openUnnamed(string) (*os.File, error) { return nil, errNoUnnamed }

func linkUnnamed(*os.File, string) error { return errNoUnnamed }
