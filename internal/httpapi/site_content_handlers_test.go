package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/staff"
)

// siteContentBody is a valid save of the list name at its current version, with fields (JSON members).
func siteContentBody(a *adminEnv, name, fields string) func(t *testing.T, _ *staff.Account) string {
	return func(t *testing.T, _ *staff.Account) string {
		_, v, err := a.store.SiteDocument(t.Context(), name)
		if err != nil {
			t.Fatal(err)
		}
		return `{"version":` + strconv.FormatInt(v, 10) + `,` + fields + `}`
	}
}

// TestSiteContentHostileInput: every hostile save of the three lists is refused with one sentence a person can
// read, nothing is stored, and the version stays; a stale save gets the one stale sentence.
func TestSiteContentHostileInput(t *testing.T) {
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Editor))
	review := func(over string) string {
		return `{"version":1,"items":[{"text":"Good.","rating":5,"project":"2 BHK","customer":{"name":"A","location":"B","image":"/art/people/customer-1.svg"}` + over + `}]}`
	}
	city := func(slug, base, extra string) string {
		return `{"version":1,"items":[{"slug":"` + slug + `","base":"` + base + `","name":"X","metaTitle":"T","metaDescription":"D","heroIntro":"H","typicalHomes":"T","climate":"C","localities":[]` + extra + `}]}`
	}
	long := strings.Repeat("a", sitecontent.C.Limits.ReviewText+1)
	cases := []struct{ name, path, body string }{
		{"reviews not JSON", "reviews", `{"version":1,"items":[`},
		{"reviews unknown field", "reviews", `{"version":1,"items":[],"admin":true}`},
		{"reviews no version", "reviews", `{"items":[]}`},
		{"reviews version 0", "reviews", `{"version":0,"items":[]}`},
		{"rating 0", "reviews", strings.Replace(review(""), `"rating":5`, `"rating":0`, 1)},
		{"rating 6", "reviews", strings.Replace(review(""), `"rating":5`, `"rating":6`, 1)},
		{"rating text", "reviews", strings.Replace(review(""), `"rating":5`, `"rating":"5"`, 1)},
		{"photo javascript:", "reviews", strings.Replace(review(""), "/art/people/customer-1.svg", "javascript:alert(1)", 1)},
		{"photo elsewhere", "reviews", strings.Replace(review(""), "/art/people/customer-1.svg", "https://evil.example/x.png", 1)},
		{"photo protocol-relative", "reviews", strings.Replace(review(""), "/art/people/customer-1.svg", "//evil.example/x.png", 1)},
		{"photo climbs out", "reviews", strings.Replace(review(""), "/art/people/customer-1.svg", "/media/../admin", 1)},
		{"photo with quote", "reviews", strings.Replace(review(""), "/art/people/customer-1.svg", `/art/x\" onerror=\"alert(1)`, 1)},
		{"text too long", "reviews", strings.Replace(review(""), `"Good."`, `"`+long+`"`, 1)},
		{"text empty", "reviews", strings.Replace(review(""), `"Good."`, `"   "`, 1)},
		{"name control character", "reviews", strings.Replace(review(""), `"name":"A"`, `"name":"A\u0007"`, 1)},
		{"name missing", "reviews", strings.Replace(review(""), `"name":"A"`, `"name":""`, 1)},
		{"too many reviews", "reviews", `{"version":1,"items":[` + strings.TrimSuffix(strings.Repeat(strings.TrimSuffix(strings.TrimPrefix(review(""), `{"version":1,"items":[`), `]}`)+",", sitecontent.C.Limits.Reviews+1), ",") + `]}`},
		{"body over the bound", "reviews", `{"version":1,"items":[],"x":"` + strings.Repeat("a", int(sitecontent.C.Limits.BodyBytes)) + `"}`},
		{"faq empty answer", "faqs", `{"version":1,"categories":[{"id":"g","title":"G","faqs":[{"question":"Q?","answer":""}]}]}`},
		{"faq bad id", "faqs", `{"version":1,"categories":[{"id":"<script>","title":"G","faqs":[]}]}`},
		{"faq question too long", "faqs", `{"version":1,"categories":[{"id":"g","title":"G","faqs":[{"question":"` + strings.Repeat("q", sitecontent.C.Limits.Question+1) + `","answer":"A"}]}]}`},
		{"city slug with slash", "cities", city("../admin", "chennai", "")},
		{"city slug upper case", "cities", city("Coimbatore", "chennai", "")},
		{"city slug with script", "cities", city("<script>", "chennai", "")},
		{"city slug empty", "cities", city("", "chennai", "")},
		{"city base unknown", "cities", city("coimbatore", "atlantis", "")},
		{"city base is itself added", "cities", city("coimbatore", "coimbatore", "")},
		{"city twice", "cities", `{"version":1,"items":[` + strings.TrimSuffix(strings.TrimPrefix(city("coimbatore", "chennai", ""), `{"version":1,"items":[`), `]}`) + "," + strings.TrimSuffix(strings.TrimPrefix(city("coimbatore", "chennai", ""), `{"version":1,"items":[`), `]}`) + `]}`},
		{"city locality empty", "cities", strings.Replace(city("coimbatore", "chennai", ""), `"localities":[]`, `"localities":[""]`, 1)},
		{"city locality control", "cities", strings.Replace(city("coimbatore", "chennai", ""), `"localities":[]`, `"localities":["a\u0000b"]`, 1)},
		{"city unknown field", "cities", city("coimbatore", "chennai", `,"html":"<script>alert(1)</script>"`)},
		{"city photo javascript:", "cities", city("coimbatore", "chennai", `,"image":"javascript:alert(1)","imageAlt":"A"`)},
		{"city photo elsewhere", "cities", city("coimbatore", "chennai", `,"image":"https://evil.example/x.jpg","imageAlt":"A"`)},
		{"city photo climbs out", "cities", city("coimbatore", "chennai", `,"image":"/media/../admin","imageAlt":"A"`)},
		{"city photo with quote", "cities", city("coimbatore", "chennai", `,"image":"/art/x\" onerror=\"alert(1)","imageAlt":"A"`)},
		{"city photo without alt", "cities", city("coimbatore", "chennai", `,"image":"/media/abc/1280.webp","imageAlt":"  "`)},
		{"city photo alt too long", "cities", city("coimbatore", "chennai", `,"image":"/media/abc/1280.webp","imageAlt":"`+strings.Repeat("a", sitecontent.C.Limits.ImageAlt+1)+`"`)},
		{"city centre too long", "cities", city("coimbatore", "chennai", `,"centre":"`+strings.Repeat("a", sitecontent.C.Limits.Centre+1)+`"`)},
		{"city centre control", "cities", city("coimbatore", "chennai", `,"centre":"a\u0007b"`)},
		{"city project unknown", "cities", city("coimbatore", "chennai", `,"projects":[99999]`)},
		{"city project zero", "cities", city("coimbatore", "chennai", `,"projects":[0]`)},
		{"city project negative", "cities", city("mumbai", "mumbai", `,"projects":[-1]`)},
		{"city project text", "cities", city("coimbatore", "chennai", `,"projects":["1; DROP TABLE"]`)},
		{"city project twice", "cities", city("coimbatore", "chennai", `,"projects":[1,1]`)},
		{"city too many projects", "cities", city("coimbatore", "chennai", `,"projects":[`+strings.TrimSuffix(strings.Repeat("1,", sitecontent.C.Limits.CityProjects+1), ",")+`]`)},
		{"faq topic empty", "faqs", `{"version":1,"categories":[{"id":"g","title":"G","faqs":[]}]}`},
		{"faq topic no name", "faqs", `{"version":1,"categories":[{"id":"","title":" ","faqs":[{"question":"Q?","answer":"A"}]}]}`},
		{"faq topic name too long", "faqs", `{"version":1,"categories":[{"id":"","title":"` + strings.Repeat("t", sitecontent.C.Limits.FAQTopic+1) + `","faqs":[{"question":"Q?","answer":"A"}]}]}`},
		{"faq topic twice", "faqs", `{"version":1,"categories":[{"id":"g","title":"G","faqs":[{"question":"Q?","answer":"A"}]},{"id":"g","title":"H","faqs":[{"question":"Q?","answer":"A"}]}]}`},
		{"faq topic id with quote", "faqs", `{"version":1,"categories":[{"id":"g\" onclick=\"x","title":"G","faqs":[{"question":"Q?","answer":"A"}]}]}`},
		{"faq too many topics", "faqs", `{"version":1,"categories":[` + strings.TrimSuffix(strings.Repeat(`{"id":"","title":"G","faqs":[{"question":"Q?","answer":"A"}]},`, sitecontent.C.Limits.FAQTopics+1), ",") + `]}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := a.as(t, cookie, "PUT", "/api/admin/site-content/"+c.path, c.body, nil)
			if res.StatusCode != http.StatusBadRequest && res.StatusCode != http.StatusRequestEntityTooLarge {
				t.Fatalf("status %d: %s", res.StatusCode, bodyText(t, res))
			}
			msg, _ := decodeBody(t, res)["error"].(string)
			if msg == "" || !strings.HasSuffix(msg, ".") || strings.Contains(msg, "json") || strings.Contains(msg, "sql") {
				t.Errorf("error %q is not a sentence a person can read", msg)
			}
			if _, v, err := a.store.SiteDocument(t.Context(), c.path); err != nil || v != 1 {
				t.Errorf("version after a refused save = %d, %v", v, err)
			}
		})
	}
	// A save at a version that moved on gets the one stale sentence.
	if res := a.as(t, cookie, "PUT", "/api/admin/site-content/reviews", review(""), nil); res.StatusCode != http.StatusOK {
		t.Fatalf("valid save: %d %s", res.StatusCode, bodyText(t, res))
	}
	res := a.as(t, cookie, "PUT", "/api/admin/site-content/reviews", review(""), nil)
	if res.StatusCode != http.StatusConflict || decodeBody(t, res)["error"] != "Someone else changed the reviews while you were editing. Reload to see their change, then make yours again." {
		t.Fatalf("stale save: %d", res.StatusCode)
	}
}
