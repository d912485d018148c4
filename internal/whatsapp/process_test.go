package whatsapp_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// TestHostileDeliveries: what a signed but broken (or hostile) delivery holds never crashes processing:
// a body that is not the Cloud API's fails for good, a message without a usable id or sender is skipped,
// unknown types are kept as a placeholder, texts are made valid and bounded, and huge arrays are cut.
func TestHostileDeliveries(t *testing.T) {
	f := newFixture(t, storetest.OpenSQLite(t))
	ctx := context.Background()
	now := f.clock.Now().Unix()
	msg := func(wamid, rest string) string {
		return `{"from":"919822200000","id":"` + wamid + `","timestamp":"` + fmt.Sprint(now) + `",` + rest + `}`
	}
	var many, ticks []string
	for i := range 300 {
		many = append(many, textMessage("919822200000", fmt.Sprintf("wamid.many-%d", i), "x", now))
	}
	for i := range 20000 {
		ticks = append(ticks, statusOf(fmt.Sprintf("wamid.nobody-%d", i), "read", now, ""))
	}
	long := make([]byte, 10000)
	for i := range long {
		long[i] = 'a'
	}
	for _, tc := range []struct {
		name      string
		body      []byte
		permanent bool
		want      string // the text of the message stored ("" for none)
	}{
		{"not JSON", []byte(`entry=1`), true, ""},
		{"another platform's object", []byte(`{"object":"page","entry":[]}`), true, ""},
		{"entry a text", []byte(`{"object":"whatsapp_business_account","entry":"x"}`), true, ""},
		{"no entry", []byte(`{"object":"whatsapp_business_account"}`), false, ""},
		{"a change of another field", []byte(`{"object":"whatsapp_business_account","entry":[{"changes":[{"field":"account_update","value":{"messages":[` +
			textMessage("919822200000", "wamid.acct", "x", now) + `]}}]}]}`), false, ""},
		{"a message without an id", webhook(nil, []string{`{"from":"919822200000","type":"text","text":{"body":"no id"}}`}, nil), false, ""},
		{"a message without a sender", webhook(nil, []string{`{"id":"wamid.nofrom","type":"text","text":{"body":"no sender"}}`}, nil), false, ""},
		{"a sender not a number", webhook(nil, []string{`{"from":"91 98222 00000; DROP","id":"wamid.badfrom","type":"text","text":{"body":"x"}}`}, nil), false, ""},
		{"a message a number", webhook(nil, []string{`5`, `null`, `"text"`}, nil), false, ""},
		{"text of another type", webhook(nil, []string{msg("wamid.textnum", `"type":"text","text":{"body":5}`)}, nil), false, ""},
		{"an unknown type", webhook(nil, []string{msg("wamid.holo", `"type":"hologram","hologram":{"x":1}`)}, nil), false, "[hologram]"},
		{"a type with markup", webhook(nil, []string{msg("wamid.markup", `"type":"<script>"`)}, nil), false, "[message]"},
		{"an image with a caption", webhook(nil, []string{msg("wamid.img", `"type":"image","image":{"id":"m1","caption":"My kitchen now"}`)}, nil), false, "[image] My kitchen now"},
		{"an audio", webhook(nil, []string{msg("wamid.audio", `"type":"audio","audio":{"id":"m2"}`)}, nil), false, "[audio]"},
		{"a text without a body", webhook(nil, []string{msg("wamid.nobody", `"type":"text"`)}, nil), false, "[text]"},
		{"a button reply", webhook(nil, []string{msg("wamid.btn", `"type":"button","button":{"text":"Yes, book me","payload":"yes"}`)}, nil), false, "Yes, book me"},
		{"broken UTF-8 and controls", webhook(nil, []string{msg("wamid.utf", "\"type\":\"text\",\"text\":{\"body\":\"caf\xe9 \\u0007bell\\nline\"}")}, nil), false, "caf bell\nline"},
		{"a text of 10,000 characters", webhook(nil, []string{textMessage("919822200000", "wamid.long", string(long), now)}, nil), false, string(long[:4096])},
		{"a timestamp from the future", webhook(nil, []string{`{"from":"919822200000","id":"wamid.future","timestamp":"99999999999","type":"text","text":{"body":"later"}}`}, nil), false, "later"},
		{"a referral of another shape", webhook(nil, []string{msg("wamid.ref", `"type":"text","text":{"body":"ad"},"referral":"x"`)}, nil), false, ""},
		{"a status of an unknown kind", webhook(nil, nil, []string{statusOf("wamid.x", "exploded", now, "nivaas-wa-1")}), false, ""},
		{"20,000 ticks for nobody", webhook(nil, nil, ticks), false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := f.messageCount()
			start := time.Now()
			err := f.deliver(tc.body)
			var perm *inbound.PermanentError
			if errors.As(err, &perm) != tc.permanent || (err != nil && !tc.permanent) {
				t.Fatalf("err = %v, want permanent %v", err, tc.permanent)
			}
			if time.Since(start) > 20*time.Second {
				t.Fatalf("took %s", time.Since(start))
			}
			after := f.messageCount()
			if tc.want == "" && after != before {
				t.Fatalf("stored %d messages, want none", after-before)
			}
			if tc.want != "" {
				if after != before+1 {
					t.Fatalf("stored %d messages, want one", after-before)
				}
				if got := f.lastText(); got != tc.want {
					t.Fatalf("stored %q, want %q", got, tc.want)
				}
			}
		})
	}
	before := f.messageCount()
	if err := f.deliver(webhook(nil, many, nil)); err != nil {
		t.Fatal(err)
	}
	if n := f.messageCount() - before; n != 200 {
		t.Fatalf("300 messages in one delivery filed %d, want the first 200", n)
	}
	if err := f.deliver(webhook(nil, many, nil)); err != nil || f.messageCount()-before != 200 {
		t.Fatalf("the replay filed more: %v", err)
	}
	if got := f.leadsOf("919822200000"); len(got) != 1 {
		t.Fatalf("%d leads for one number", len(got))
	}
	_ = ctx
}

func (f *fixture) messageCount() int {
	leads := f.leadsOf("919822200000")
	if len(leads) == 0 {
		return 0
	}
	return len(f.messagesAll(leads[0].ID))
}

func (f *fixture) messagesAll(id int64) []whatsapp.Message {
	list, err := f.s.WhatsAppMessages(context.Background(), id, 5000)
	if err != nil {
		f.t.Fatal(err)
	}
	return list
}

func (f *fixture) lastText() string {
	leads := f.leadsOf("919822200000")
	m := f.messagesAll(leads[0].ID)
	return m[len(m)-1].Text
}
