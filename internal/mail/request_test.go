package mail

import (
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
)

func validRequest() NotificationRequest {
	return NotificationRequest{
		To: "asha@example.com", Name: "Asha Rao", Email: "asha@example.com", CountryCode: "+91",
		Mobile: "98765 43210", PropertyType: "2 BHK", Location: "Pune",
	}
}

func TestNotificationRequestValidate(t *testing.T) {
	tests := []struct {
		name      string
		edit      func(r *NotificationRequest)
		wantField string // "" = valid
		wantMsg   string
	}{
		{"valid", func(r *NotificationRequest) {}, "", ""},
		{"spaces trimmed", func(r *NotificationRequest) { r.To = "  asha@example.com "; r.Name = " Asha " }, "", ""},
		{"email and location optional", func(r *NotificationRequest) { r.Email = ""; r.Location = "" }, "", ""},
		{"mobile with +91 prefix", func(r *NotificationRequest) { r.Mobile = "+91 98765-43210" }, "", ""},
		{"to missing", func(r *NotificationRequest) { r.To = "" }, "to", lead.RequiredMessage},
		{"to not an address", func(r *NotificationRequest) { r.To = "asha" }, "to", "Please enter a valid e-mail address."},
		{"to a list", func(r *NotificationRequest) { r.To = "a@example.com,b@example.com" }, "to", "Please enter a valid e-mail address."},
		{"to with display name", func(r *NotificationRequest) { r.To = "Asha <a@example.com>" }, "to", "Please enter a valid e-mail address."},
		{"to with header injection", func(r *NotificationRequest) { r.To = "a@example.com\r\nBcc: x@example.com" }, "to", "Please enter a valid e-mail address."},
		{"name missing", func(r *NotificationRequest) { r.Name = "  " }, "name", lead.RequiredMessage},
		{"name too long", func(r *NotificationRequest) { r.Name = strings.Repeat("a", 101) }, "name", "Please use at most 100 characters."},
		{"name at limit", func(r *NotificationRequest) { r.Name = strings.Repeat("अ", 100) }, "", ""},
		{"name with line break", func(r *NotificationRequest) { r.Name = "Asha\r\nBcc: x@example.com" }, "name", "Please remove line breaks and special characters."},
		{"email bad", func(r *NotificationRequest) { r.Email = "asha@" }, "email", "Please enter a valid e-mail address."},
		{"country code missing", func(r *NotificationRequest) { r.CountryCode = "" }, "countryCode", lead.RequiredMessage},
		{"country code other", func(r *NotificationRequest) { r.CountryCode = "+1" }, "countryCode", "Only Indian mobile numbers (+91) are accepted."},
		{"mobile missing", func(r *NotificationRequest) { r.Mobile = "" }, "mobile", lead.RequiredMessage},
		{"mobile starts with 5", func(r *NotificationRequest) { r.Mobile = "5876543210" }, "mobile", lead.MobileMessage},
		{"mobile too short", func(r *NotificationRequest) { r.Mobile = "98765" }, "mobile", lead.MobileMessage},
		{"property type missing", func(r *NotificationRequest) { r.PropertyType = "" }, "propertyType", lead.RequiredMessage},
		{"property type unknown", func(r *NotificationRequest) { r.PropertyType = "Villa" }, "propertyType", "Please choose one of the listed options."},
		{"location unknown", func(r *NotificationRequest) { r.Location = "Paris" }, "location", "Please choose one of the listed options."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := validRequest()
			tt.edit(&r)
			err := r.Validate()
			if tt.wantField == "" {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			if fault.Code(err) != fault.EINVALID {
				t.Fatalf("Validate() = %v, want code %s", err, fault.EINVALID)
			}
			fields := fault.FieldsOf(err)
			if fields[tt.wantField] == "" {
				t.Fatalf("fields = %v, want a problem with %q", fields, tt.wantField)
			}
			if got := fault.Message(err); got != tt.wantMsg {
				t.Fatalf("message = %q, want %q", got, tt.wantMsg)
			}
		})
	}
}
