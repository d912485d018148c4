package consent

import (
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
)

func TestNoticeRecordsAndHash(t *testing.T) {
	at := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	if Current.Hash("en") == Current.Hash("hi") || len(Current.Hash("hi")) != 64 {
		t.Fatalf("hashes: en %q, hi %q", Current.Hash("en"), Current.Hash("hi"))
	}
	recs, err := Current.Records(Seen{ClientAddress: "203.0.113.9"}, at, PurposeEstimate, PurposeWhatsApp)
	if err != nil || len(recs) != 2 || recs[0].Language != Current.DefaultLanguage || recs[0].NoticeVersion != Current.Version ||
		recs[1].Purpose != PurposeWhatsApp || recs[1].ClientAddress != "203.0.113.9" {
		t.Fatalf("Records with nothing named = %+v, %v (the page's default notice)", recs, err)
	}
	for _, seen := range []Seen{{NoticeVersion: Current.Version + 1}, {NoticeVersion: -1}, {NoticeLanguage: "xx"}} {
		if _, err := Current.Records(seen, at, PurposeEstimate); fault.Code(err) != fault.EINVALID || fault.Message(err) != UnknownNotice {
			t.Errorf("Records(%+v) = %v, want the reload sentence", seen, err)
		}
	}
	for _, l := range Current.Languages {
		for _, p := range Current.Purposes {
			if l.PurposeLabels[p] == "" {
				t.Errorf("language %s has no words for purpose %s", l.Code, p)
			}
		}
	}
}

func TestLinkTokens(t *testing.T) {
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	sig := NewSigner([]byte("key"))
	token := sig.Token(KindLead, 42, now)
	if kind, id, err := sig.Record(token, now.Add(LinkLife-time.Minute)); err != nil || kind != KindLead || id != 42 {
		t.Fatalf("Record = %v %d %v", kind, id, err)
	}
	if _, _, err := sig.Record(token, now.Add(LinkLife+time.Minute)); err != ErrLinkInvalid {
		t.Errorf("expired link accepted: %v", err)
	}
	if _, _, err := NewSigner([]byte("other")).Record(token, now); err != ErrLinkInvalid {
		t.Errorf("link checked with another key accepted: %v", err)
	}
}
