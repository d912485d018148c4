package maildir

import (
	"bufio"
	"io"
	"net/mail"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// maxHeaderBytes bounds what is read of one file to learn whom it went to.
const maxHeaderBytes = 64 << 10

// EraseCopies deletes the copies of outbox rows ids (a file is named after its row's Message-ID,
// "outbox-<id>-…") and those addressed to, or answering to, one of addresses, and counts them: an
// erasure reaches the copies of the mails it took, and no file is searched for anything else.
func (s *Sender) EraseCopies(ids []int64, addresses []string) (int64, error) {
	entries, err := os.ReadDir(s.dir)
	if os.IsNotExist(err) {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	prefixes := make([]string, len(ids))
	for i, id := range ids {
		prefixes[i] = "outbox-" + strconv.FormatInt(id, 10) + "-"
	}
	var n int64
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".eml") || strings.HasPrefix(name, ".") {
			continue
		}
		path := filepath.Join(s.dir, name)
		gone := hasAnyPrefix(name, prefixes)
		if !gone && len(addresses) > 0 {
			if gone, err = addressedTo(path, addresses); err != nil {
				return n, err
			}
		}
		if gone {
			if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
				return n, err
			}
			n++
		}
	}
	return n, nil
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// addressedTo says the mail in path goes to, or answers to, exactly one of addresses.
func addressedTo(path string, addresses []string) (bool, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return false, nil
	} else if err != nil {
		return false, err
	}
	defer f.Close()
	msg, err := mail.ReadMessage(bufio.NewReader(io.LimitReader(f, maxHeaderBytes)))
	if err != nil {
		return false, nil // not a mail this folder wrote: left alone
	}
	for _, h := range []string{"To", "Reply-To"} {
		list, err := msg.Header.AddressList(h)
		if err != nil {
			continue
		}
		for _, a := range list {
			for _, want := range addresses {
				if strings.EqualFold(a.Address, want) {
					return true, nil
				}
			}
		}
	}
	return false, nil
}
