package contact

import (
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault/faulttest"
	"github.com/nivaas-interiors/site/internal/textfield"
)

func valid() CreateRequest {
	return CreateRequest{Written: Written{FirstName: "Ravi", LastName: "Kumar", Email: "ravi@example.com", Subject: "sales", Message: "Please call me about a 3 BHK.\nEvenings are best."}}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name       string
		edit       func(r *CreateRequest)
		wantMsg    string
		wantFields []string
	}{
		{"valid", func(r *CreateRequest) {}, "", nil},
		{"phone with country code", func(r *CreateRequest) { r.Phone = "+91 98765-43210" }, "", nil},
		{"every subject", func(r *CreateRequest) { r.Subject = "partnership" }, "", nil},
		{"message with CRLF", func(r *CreateRequest) { r.Message = "line one\r\nline two" }, "", nil},
		{"message 5000 characters", func(r *CreateRequest) { r.Message = strings.Repeat("म", 5000) }, "", nil},
		{"all missing", func(r *CreateRequest) { *r = CreateRequest{} }, RequiredMessage, []string{"email", "firstName", "lastName", "message", "subject"}},
		{"blank message", func(r *CreateRequest) { r.Message = " \n " }, RequiredMessage, []string{"message"}},
		{"bad email", func(r *CreateRequest) { r.Email = "ravi.example.com" }, textfield.MsgEmail, []string{"email"}},
		{"unknown subject", func(r *CreateRequest) { r.Subject = "Select a subject" }, textfield.MsgChoice, []string{"subject"}},
		{"phone letters", func(r *CreateRequest) { r.Phone = "call me" }, PhoneMessage, []string{"phone"}},
		{"phone too long", func(r *CreateRequest) { r.Phone = "+91 98765 43210 98765" }, PhoneMessage, []string{"phone"}},
		{"phone no digits", func(r *CreateRequest) { r.Phone = "+ -" }, PhoneMessage, []string{"phone"}},
		{"first name too long", func(r *CreateRequest) { r.FirstName = strings.Repeat("x", 101) }, textfield.MsgTooLong(100), []string{"firstName"}},
		{"last name newline", func(r *CreateRequest) { r.LastName = "Ku\nmar" }, textfield.MsgControl, []string{"lastName"}},
		{"message too long", func(r *CreateRequest) { r.Message = strings.Repeat("x", 5001) }, textfield.MsgTooLong(5000), []string{"message"}},
		{"message control char", func(r *CreateRequest) { r.Message = "hi\x1b[31m" }, textfield.MsgControl, []string{"message"}},
		{"page too long", func(r *CreateRequest) { r.Page = strings.Repeat("p", 301) }, textfield.MsgTooLong(300), []string{"page"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := valid()
			tc.edit(&r)
			faulttest.Validated(t, r.Validate(), tc.wantMsg, tc.wantFields)
		})
	}
}
