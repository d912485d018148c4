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

func TestReadAloud(t *testing.T) {
	at := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	for _, r := range []Reading{{}, {NoticeLanguage: "hi"}, {NoticeRead: true, NoticeLanguage: "xx"}} {
		if _, err := Current.ReadAloud(r, 7, at, PurposeAppointment); fault.Code(err) != fault.EINVALID || fault.Message(err) == "" {
			t.Errorf("ReadAloud(%+v) = %v, want a sentence refusing it", r, err)
		}
	}
	recs, err := Current.ReadAloud(Reading{NoticeRead: true}, 7, at, PurposeAppointment)
	if err != nil || len(recs) != 1 || recs[0].RecordedBy != 7 || recs[0].ClientAddress != "" || recs[0].Language != Current.DefaultLanguage ||
		recs[0].NoticeHash != Current.SpokenHash(Current.DefaultLanguage) || recs[0].NoticeHash == Current.Hash(Current.DefaultLanguage) {
		t.Fatalf("ReadAloud = %+v, %v", recs, err)
	}
	for _, l := range Current.Languages {
		if l.SpokenNotice == "" || l.StaffConfirmation == "" {
			t.Errorf("language %s has no spoken notice or staff confirmation", l.Code)
		}
	}
}

func TestAddressTokens(t *testing.T) {
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	sig := NewSigner([]byte("key"))
	token := sig.AddressToken(" Meera@Example.com", now)
	if !IsAddressToken(token) || len(token) > MaxAddressToken {
		t.Fatalf("token %q", token)
	}
	if got, err := sig.Address(token, now.Add(LinkLife-time.Minute)); err != nil || got != "meera@example.com" {
		t.Fatalf("Address = %q, %v", got, err)
	}
	if _, err := sig.Address(token, now.Add(LinkLife+time.Minute)); err != ErrLinkInvalid {
		t.Errorf("expired address link accepted: %v", err)
	}
	if _, err := NewSigner([]byte("other")).Address(token, now); err != ErrLinkInvalid {
		t.Errorf("address link checked with another key accepted: %v", err)
	}
	if _, _, err := sig.Record(token, now); err != ErrLinkInvalid {
		t.Errorf("an address link read as a record's: %v", err)
	}
	if _, err := sig.Address(sig.Token(KindLead, 42, now), now); err != ErrLinkInvalid {
		t.Errorf("a record link read as an address's: %v", err)
	}
}
