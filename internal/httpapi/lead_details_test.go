package httpapi

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestLeadDetailsEdit (issue 41 item 11): sales correct a lead that came from a contact message, adding a city
// and a property type; the lead moves one version on, the timeline says what changed, the audit names the fields
// but no values, the mobile's repeat key follows the mobile, and a stale version is refused with the stale sentence.
func TestLeadDetailsEdit(t *testing.T) {
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		_, cookie := a.signedIn(t, staff.Sales)
		msg := &lead.Enquiry{Name: "Meera", Mobile: "9123456789", Role: lead.Role, CreatedAt: a.clock.Now()}
		if err := a.store.CreateLead(context.Background(), msg, nil, nil); err != nil {
			t.Fatal(err)
		}
		twin := a.lead(t, "Asha Rao", "9876543210")
		path := "/api/admin/leads/" + strconv.FormatInt(msg.ID, 10) + "/details"
		res := a.as(t, cookie, "PATCH", path, jsonOf(map[string]any{"version": 1, "name": " Meera Iyer ", "mobile": "+91 98765 43210",
			"email": "meera@example.com", "location": "Pune", "propertyType": "3 BHK"}), nil)
		if res.StatusCode != 200 {
			t.Fatalf("edit: %d %s", res.StatusCode, bodyText(t, res))
		}
		got := decodeBody(t, res)["lead"].(map[string]any)
		if got["version"] != float64(2) || got["name"] != "Meera Iyer" || got["location"] != "Pune" || got["propertyType"] != "3 BHK" ||
			got["email"] != "meera@example.com" || got["mobileDigits"] != "9876543210" || got["duplicateCount"] != float64(1) {
			t.Fatalf("edited lead %v", got)
		}
		detail := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/leads/"+strconv.FormatInt(msg.ID, 10), "", nil))
		events := detail["events"].([]any)
		last := events[len(events)-1].(map[string]any) // its own kind: a correction is no contact (lead.ContactKinds)
		if last["text"] != "Details changed: name, mobile, e-mail, city Pune, property type 3 BHK." || last["kind"] != "details" {
			t.Fatalf("timeline line %v", last)
		}
		if dups := detail["duplicates"].([]any); len(dups) != 1 || dups[0].(map[string]any)["id"] != float64(twin) {
			t.Fatalf("duplicates after the new mobile %v", dups)
		}
		log, err := a.staff.AuditLog(context.Background(), staff.AuditQuery{Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		e := log[0]
		if e.Detail != "name, mobile, e-mail, city, property type" || e.Summary != "changed lead "+strconv.FormatInt(msg.ID, 10)+"'s details (name, mobile, e-mail, city, property type)" {
			t.Fatalf("audit %+v", e)
		}
		for _, personal := range []string{"Meera", "9876543210", "98765", "meera@"} {
			if strings.Contains(e.Detail+e.Summary+e.Subject, personal) {
				t.Fatalf("audit keeps %q: %+v", personal, e)
			}
		}
		// Sending the same details again changes nothing; a stale version is refused.
		res = a.as(t, cookie, "PATCH", path, jsonOf(map[string]any{"version": 2, "name": "Meera Iyer", "mobile": "+91 98765 43210",
			"email": "meera@example.com", "location": "Pune", "propertyType": "3 BHK"}), nil)
		if v := decodeBody(t, res)["lead"].(map[string]any)["version"]; res.StatusCode != 200 || v != float64(2) {
			t.Fatalf("same details: %d version %v", res.StatusCode, v)
		}
		m := a.hostileCall(t, cookie, "PATCH", path, `{"version":1,"name":"Meera","mobile":"9876543210"}`, 409, "")
		if m["error"] != fault.Message(fault.Stale("this lead")) {
			t.Fatalf("stale answer %q", m["error"])
		}
	})
}

// TestLeadDetailsHostileInput: the details edit is judged by the public form's rules; each refusal is a sentence
// and changes nothing.
func TestLeadDetailsHostileInput(t *testing.T) {
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		_, cookie := a.signedIn(t, staff.Sales)
		id := a.lead(t, "Asha Rao", "9876543210")
		path := "/api/admin/leads/" + strconv.FormatInt(id, 10) + "/details"
		// body is a valid edit with some fields replaced by raw JSON values.
		body := func(swap ...string) string {
			f := map[string]string{"version": "1", "name": `"Asha"`, "mobile": `"9876543210"`, "location": `"Pune"`, "propertyType": `"2 BHK"`}
			for i := 0; i+1 < len(swap); i += 2 {
				f[swap[i]] = swap[i+1]
			}
			var parts []string
			for k, v := range f {
				parts = append(parts, strconv.Quote(k)+":"+v)
			}
			return "{" + strings.Join(parts, ",") + "}"
		}
		cases := []struct {
			name, body string
			want       int
		}{
			{"bad mobile", body("mobile", `"12345"`), 400},
			{"mobile starting with 5", body("mobile", `"5876543210"`), 400},
			{"no name", body("name", `"   "`), 400},
			{"too long name", body("name", `"`+strings.Repeat("n", 201)+`"`), 400},
			{"unknown city", body("location", `"Atlantis"`), 400},
			{"unknown property type", body("propertyType", `"Castle"`), 400},
			{"bad e-mail", body("email", `"not-an-address"`), 400},
			{"bell in name", body("name", `"Asha\u0007"`), 400},
			{"NUL in name", body("name", `"Asha\u0000"`), 400},
			{"newline in name", body("name", `"Asha\nRao"`), 400},
			{"broken UTF-8 in name", "{\"version\":1,\"name\":\"Asha\xff\",\"mobile\":\"9876543210\"}", 400},
			{"unknown field", body("status", `"won"`), 400},
			{"name a number", `{"version":1,"name":7,"mobile":"9876543210"}`, 400},
			{"no version", `{"name":"Asha","mobile":"9876543210"}`, 400},
			{"array body", `[` + body() + `]`, 400},
			{"oversized body", body("email", `"`+strings.Repeat("e", 200_000)+`"`), 413},
			{"missing lead", "", 404},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				target := path
				if c.name == "missing lead" {
					target, c.body = "/api/admin/leads/424242/details", body()
				}
				a.hostileCall(t, cookie, "PATCH", target, c.body, c.want, "")
			})
		}
		a.noErrorLogged(t)
		if v := a.leadVersion(t, id); v != 1 {
			t.Fatalf("lead version after the hostile table: %d", v)
		}
	})
}
