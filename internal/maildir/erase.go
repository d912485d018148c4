package maildir

import (
	"bytes"
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
)

// maxMailBytes bounds one file read when looking for a person; larger files are read this far.
const maxMailBytes = 20 << 20

// EraseMatching deletes every mail in the folder that mentions one of needles (any case,
// in a header or any decoded part) and counts them: a person's erasure reaches the copies too.
func (s *Sender) EraseMatching(needles []string) (int64, error) {
	entries, err := os.ReadDir(s.dir)
	if os.IsNotExist(err) {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	lower := make([]string, 0, len(needles))
	for _, n := range needles {
		if n = strings.ToLower(strings.TrimSpace(n)); n != "" {
			lower = append(lower, n)
		}
	}
	var n int64
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".eml") {
			continue
		}
		path := filepath.Join(s.dir, e.Name())
		raw, err := readUpTo(path)
		if err != nil {
			return n, err
		}
		text := strings.ToLower(string(raw) + "\n" + decoded(raw))
		for _, needle := range lower {
			if strings.Contains(text, needle) {
				if err := os.Remove(path); err != nil {
					return n, err
				}
				n++
				break
			}
		}
	}
	return n, nil
}

func readUpTo(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, maxMailBytes))
}

// decoded is a mail's headers and parts as a person reads them (encoded words, quoted-printable, base64 undone).
func decoded(raw []byte) string {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return ""
	}
	var b strings.Builder
	dec := new(mime.WordDecoder)
	for k, vs := range msg.Header {
		for _, v := range vs {
			if d, err := dec.DecodeHeader(v); err == nil {
				b.WriteString(k + ": " + d + "\n")
			}
		}
	}
	part(&b, msg.Header.Get("Content-Type"), msg.Header.Get("Content-Transfer-Encoding"), msg.Body, 0)
	return b.String()
}

func part(b *strings.Builder, contentType, encoding string, body io.Reader, depth int) {
	mediaType, params, _ := mime.ParseMediaType(contentType)
	if strings.HasPrefix(mediaType, "multipart/") && depth < 5 {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			p, err := mr.NextRawPart()
			if err != nil {
				return
			}
			part(b, p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p, depth+1)
		}
	}
	switch strings.ToLower(encoding) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, &newlineStripper{r: body})
	}
	data, _ := io.ReadAll(io.LimitReader(body, maxMailBytes))
	b.Write(data)
	b.WriteByte('\n')
}

// newlineStripper drops CR and LF, which base64 bodies wrap at 76 characters.
type newlineStripper struct{ r io.Reader }

func (n *newlineStripper) Read(p []byte) (int, error) {
	k, err := n.r.Read(p)
	j := 0
	for _, c := range p[:k] {
		if c != '\r' && c != '\n' {
			p[j] = c
			j++
		}
	}
	return j, err
}
