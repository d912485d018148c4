package newsletter

import (
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
)

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name    string
		req     SubscribeRequest
		wantMsg string
		field   string
	}{
		{"valid", SubscribeRequest{Email: "Meera@Example.com", Page: "/Guides/Design-Tips"}, "", ""},
		{"missing", SubscribeRequest{Email: "  "}, RequiredMessage, "email"},
		{"bad", SubscribeRequest{Email: "meera"}, textfield.MsgEmail, "email"},
		{"too long", SubscribeRequest{Email: strings.Repeat("m", 250) + "@x.in"}, textfield.MsgEmail, "email"},
		{"page too long", SubscribeRequest{Email: "m@x.in", Page: strings.Repeat("p", 301)}, textfield.MsgTooLong(300), "page"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.req.Validate()
			if tc.wantMsg == "" {
				if err != nil {
					t.Fatalf("Validate() = %v", err)
				}
				return
			}
			if fault.Code(err) != fault.EINVALID || fault.Message(err) != tc.wantMsg || fault.FieldsOf(err)[tc.field] == "" {
				t.Fatalf("Validate() = %v %v", err, fault.FieldsOf(err))
			}
		})
	}
}
