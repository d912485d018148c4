package httpapi

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/staff"
)

// addMessageFrom stores a contact message with a phone, as the Contact Us form would.
func (a *adminEnv) addMessageFrom(t *testing.T, name, email, phone, text string) int64 {
	t.Helper()
	m := contact.Message{Written: contact.Written{FirstName: name, LastName: "Kumar", Email: email, Phone: phone, Subject: "sales", Message: text}, Page: "/Contactus", CreatedAt: a.clock.Now()}
	if err := a.db.CreateContactMessage(context.Background(), &m, nil, nil); err != nil {
		t.Fatal(err)
	}
	return m.ID
}

// TestMessageBecomesALeadAndIsAnswered: a message finds the lead with the same
// mobile (in another format) or e-mail, is added to it or made a new, assigned
// lead, and a mail reply goes through the outbox; each step is on the lead's
// history and in the audit log, and a stale version changes nothing. Both engines.
func TestMessageBecomesALeadAndIsAnswered(t *testing.T) {
	t.Parallel()
	adminEngines(t, testMessageBecomesALeadAndIsAnswered)
}

func testMessageBecomesALeadAndIsAnswered(t *testing.T, a *adminEnv) {
	sales, cookie := a.signedIn(t, staff.Sales)
	ctx := context.Background()
	known := a.lead(t, "Ravi Kumar", "98765 43210")
	msg := a.addMessageFrom(t, "Ravi", "ravi@example.com", "+91 98765-43210", "Do you do wardrobes?")
	path := "/api/admin/messages/" + strconv.FormatInt(msg, 10)

	res := a.as(t, cookie, "GET", path+"/leads", "", nil)
	body := decodeBody(t, res)
	leads, _ := body["leads"].([]any)
	staffList, _ := body["staff"].([]any)
	if res.StatusCode != 200 || len(leads) != 1 || leads[0].(map[string]any)["id"] != float64(known) ||
		leads[0].(map[string]any)["by"] != "mobile" || len(staffList) == 0 {
		t.Fatalf("matches: %d %v", res.StatusCode, body)
	}
	res = a.as(t, cookie, "POST", path+"/lead", `{"version":2,"leadId":`+strconv.FormatInt(known, 10)+`}`, nil)
	if body = decodeBody(t, res); res.StatusCode != 409 || body["error"] != fault.Message(fault.Stale("this message")) {
		t.Fatalf("stale: %d %v", res.StatusCode, body)
	}
	before := a.leadVersion(t, known)
	res = a.as(t, cookie, "POST", path+"/lead", `{"version":1,"leadId":`+strconv.FormatInt(known, 10)+`,"assigneeId":`+strconv.FormatInt(sales.ID, 10)+`}`, nil)
	body = decodeBody(t, res)
	m, _ := body["message"].(map[string]any)
	if res.StatusCode != 200 || m["leadId"] != float64(known) || m["handledAt"] == nil || m["version"] != float64(2) {
		t.Fatalf("add to lead: %d %v", res.StatusCode, body)
	}
	l, err := a.store.InboxLead(ctx, known)
	if err != nil || l.Assignee == nil || l.Assignee.ID != sales.ID || l.Version != before+1 {
		t.Fatalf("lead after: %+v %v", l, err)
	}
	events, _ := a.store.LeadEvents(ctx, known)
	if len(events) != 2 || events[0].Text != "Contact message (Sales): Do you do wardrobes?" || events[1].Text != "Assigned to "+sales.Name+"." {
		t.Fatalf("history: %+v", events)
	}
	res = a.as(t, cookie, "POST", path+"/lead", `{"version":2}`, nil)
	if body = decodeBody(t, res); res.StatusCode != 400 || body["error"] != office.Msg("alreadyLead") {
		t.Fatalf("twice: %d %v", res.StatusCode, body)
	}

	// The reply goes through the outbox to the writer, and onto the lead's history.
	_, _, _, mailsBefore := a.stored(t)
	res = a.as(t, cookie, "POST", path+"/reply", `{"version":2,"text":"Yes, we do.\nCall us any day."}`, nil)
	body = decodeBody(t, res)
	m, _ = body["message"].(map[string]any)
	if by, _ := m["repliedBy"].(map[string]any); res.StatusCode != 200 || m["repliedAt"] == nil || by["name"] != sales.Name {
		t.Fatalf("reply: %d %v", res.StatusCode, body)
	}
	if _, _, _, mails := a.stored(t); mails != mailsBefore+1 {
		t.Fatalf("%d mails queued, want %d", mails, mailsBefore+1)
	}
	items, err := a.store.Claim(ctx, "test", time.Now().Add(time.Hour), time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	var reply string
	for _, it := range items {
		if it.Message.To == "ravi@example.com" {
			out, err := mail.Deliverable(it)
			if err != nil {
				t.Fatal(err)
			}
			reply = out.Subject + "\n" + out.Text
		}
	}
	if !strings.Contains(reply, "Re: Sales") || !strings.Contains(reply, "Yes, we do.\nCall us any day.") || !strings.Contains(reply, "Do you do wardrobes?") {
		t.Fatalf("reply mail:\n%s", reply)
	}
	if events, _ = a.store.LeadEvents(ctx, known); events[len(events)-1].Text != "Replied by mail to ravi@example.com: Yes, we do.\nCall us any day." {
		t.Fatalf("history after reply: %+v", events)
	}

	// The export's notes (one query for a page of leads) hold the message and the reply, not the assignment.
	if notes, err := a.store.LeadNotes(ctx, []int64{known, 424242}); err != nil || len(notes[known]) != 2 || len(notes) != 1 {
		t.Fatalf("notes for the export: %+v %v", notes, err)
	}

	// A message nobody matches becomes a new lead, assigned, with its writer's details.
	other := a.addMessageFrom(t, "Meera", "meera@example.com", "", "Call me about a kitchen")
	opath := "/api/admin/messages/" + strconv.FormatInt(other, 10)
	if body = decodeBody(t, a.as(t, cookie, "GET", opath+"/leads", "", nil)); len(body["leads"].([]any)) != 0 {
		t.Fatalf("matches for a stranger: %v", body)
	}
	res = a.as(t, cookie, "POST", opath+"/lead", `{"version":1,"assigneeId":`+strconv.FormatInt(sales.ID, 10)+`}`, nil)
	body = decodeBody(t, res)
	m, _ = body["message"].(map[string]any)
	newID, _ := m["leadId"].(float64)
	if res.StatusCode != 200 || newID == 0 || newID == float64(known) {
		t.Fatalf("new lead: %d %v", res.StatusCode, body)
	}
	nl, err := a.store.InboxLead(ctx, int64(newID))
	if err != nil || nl.Name != "Meera Kumar" || nl.Email == nil || *nl.Email != "meera@example.com" || nl.Assignee == nil || nl.Status != "new" {
		t.Fatalf("the new lead: %+v %v", nl, err)
	}
	audit, err := a.staff.AuditLog(ctx, staff.AuditQuery{})
	if err != nil || audit[0].Action != "made contact message a lead" || audit[1].Action != "replied to contact message" || audit[2].Action != "made contact message a lead" {
		t.Fatalf("audit: %+v %v", audit, err)
	}
}

// TestMessageAnswerHostileInput: the new calls refuse bad ids, versions, leads,
// assignees and replies with their status and a readable sentence, and change nothing.
func TestMessageAnswerHostileInput(t *testing.T) {
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		sales := a.account(t, staff.Sales)
		editor := a.account(t, staff.Editor)
		cookie := a.signIn(t, sales)
		editorCookie := a.signIn(t, editor)
		msg := "/api/admin/messages/" + strconv.FormatInt(a.addMessageFrom(t, "Ravi", "ravi@example.com", "9876543210", "Hi"), 10)
		gone := a.lead(t, "Gone", "9876500000")
		kept := a.lead(t, "Kept", "9876500001")
		merge := jsonOf(map[string]int64{"version": a.leadVersion(t, kept), "otherId": gone, "otherVersion": a.leadVersion(t, gone)})
		if res := a.as(t, cookie, "POST", "/api/admin/leads/"+strconv.FormatInt(kept, 10)+"/merge", merge, nil); res.StatusCode != 200 {
			t.Fatalf("merge: %d %s", res.StatusCode, bodyText(t, res))
		}
		cases := []struct {
			name, cookie, method, target, body string
			want                               int
			field                              string
		}{
			{"lead: id not a number", cookie, "POST", "/api/admin/messages/abc/lead", `{"version":1}`, 404, ""},
			{"lead: id zero", cookie, "POST", "/api/admin/messages/0/lead", `{"version":1}`, 404, ""},
			{"lead: missing message", cookie, "POST", "/api/admin/messages/424242/lead", `{"version":1}`, 404, ""},
			{"lead: no version", cookie, "POST", msg + "/lead", `{}`, 400, "version"},
			{"lead: version a string", cookie, "POST", msg + "/lead", `{"version":"1"}`, 400, ""},
			{"lead: stale version", cookie, "POST", msg + "/lead", `{"version":9}`, 409, ""},
			{"lead: lead zero", cookie, "POST", msg + "/lead", `{"version":1,"leadId":0}`, 400, "leadId"},
			{"lead: lead negative", cookie, "POST", msg + "/lead", `{"version":1,"leadId":-3}`, 400, "leadId"},
			{"lead: lead missing", cookie, "POST", msg + "/lead", `{"version":1,"leadId":424242}`, 400, "leadId"},
			{"lead: lead merged away", cookie, "POST", msg + "/lead", `{"version":1,"leadId":` + strconv.FormatInt(gone, 10) + `}`, 400, "leadId"},
			{"lead: assignee an editor", cookie, "POST", msg + "/lead", `{"version":1,"assigneeId":` + strconv.FormatInt(editor.ID, 10) + `}`, 400, "assigneeId"},
			{"lead: assignee missing", cookie, "POST", msg + "/lead", `{"version":1,"assigneeId":424242}`, 400, "assigneeId"},
			{"lead: smuggled name", cookie, "POST", msg + "/lead", `{"version":1,"name":"Evil"}`, 400, ""},
			{"lead: not JSON", cookie, "POST", msg + "/lead", `version=1`, 400, ""},
			{"lead: editor", editorCookie, "POST", msg + "/lead", `{"version":1}`, 403, ""},
			{"lead: GET", cookie, "GET", msg + "/lead", "", 405, ""},
			{"matches: missing message", cookie, "GET", "/api/admin/messages/424242/leads", "", 404, ""},
			{"matches: editor", editorCookie, "GET", msg + "/leads", "", 403, ""},
			{"reply: no text", cookie, "POST", msg + "/reply", `{"version":1}`, 400, "text"},
			{"reply: blank text", cookie, "POST", msg + "/reply", `{"version":1,"text":" \n "}`, 400, "text"},
			{"reply: NUL in text", cookie, "POST", msg + "/reply", `{"version":1,"text":"a\u0000b"}`, 400, "text"},
			{"reply: too long", cookie, "POST", msg + "/reply", `{"version":1,"text":"` + strings.Repeat("x", office.T.Limits.Reply+1) + `"}`, 400, "text"},
			{"reply: broken UTF-8", cookie, "POST", msg + "/reply", "{\"version\":1,\"text\":\"a\xffb\"}", 400, ""},
			{"reply: stale version", cookie, "POST", msg + "/reply", `{"version":5,"text":"Hello"}`, 409, ""},
			{"reply: smuggled address", cookie, "POST", msg + "/reply", `{"version":1,"text":"Hello","to":"x@evil.example"}`, 400, ""},
			{"reply: missing message", cookie, "POST", "/api/admin/messages/424242/reply", `{"version":1,"text":"Hello"}`, 404, ""},
			{"reply: editor", editorCookie, "POST", msg + "/reply", `{"version":1,"text":"Hello"}`, 403, ""},
		}
		_, _, _, mailsBefore := a.stored(t)
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				a.hostileCall(t, c.cookie, c.method, c.target, c.body, c.want, c.field)
			})
		}
		a.noErrorLogged(t)
		list, err := a.db.ListMessages(context.Background(), office.Query{Limit: 10})
		if err != nil || len(list) != 1 || list[0].Version != 1 || list[0].LeadID != nil || list[0].RepliedAt != nil {
			t.Fatalf("message after the table: %+v %v", list, err)
		}
		if _, _, _, mails := a.stored(t); mails != mailsBefore {
			t.Fatalf("the table queued %d mails", mails-mailsBefore)
		}
	})
}
