package sitepages

// The /faqs page's topics as the editor saved them: the side menu's links and one section per
// topic, each written from the first built one (web/app/routes/faqs.tsx marks their parts).

import (
	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/sitecontent"
)

// faqTopics writes the topic menu's links from its first item.
func faqTopics(tmpl []byte, topics []sitecontent.FAQCategory) []byte {
	var out []byte
	for _, c := range topics {
		out = append(out, rewriteFields(tmpl, map[string]field{"topic": {text: &c.Title, attrs: map[string]*string{"href": ptr("#" + c.ID)}}})...)
	}
	return out
}

// faqSections writes each topic's section, its heading and its questions, from the first built section.
func faqSections(tmpl []byte, topics []sitecontent.FAQCategory) []byte {
	isQuestion := func(_ string, a map[string]string) bool { return a["data-live-field"] == "group" }
	questions := elements(tmpl, isQuestion)
	if len(questions) == 0 {
		return tmpl
	}
	var out []byte
	for _, c := range topics {
		var qs []byte
		for _, q := range c.FAQs {
			qs = append(qs, rewriteFields(questions[0], map[string]field{
				"group":    {attrs: map[string]*string{"name": &c.ID}},
				"question": {text: &q.Question},
				"answer":   {raw: []byte(company.ContactHTML(q.Answer))}, // the details it quotes marked for the company fill
			})...)
		}
		out = append(out, rewriteFields(tmpl, map[string]field{
			"section":   {attrs: map[string]*string{"aria-labelledby": &c.ID}},
			"topic":     {text: &c.Title, attrs: map[string]*string{"id": &c.ID}},
			"questions": {raw: nonEmpty(qs), attrs: map[string]*string{"data-live-list": ptr("faqs." + c.ID)}},
		})...)
	}
	return out
}

// nonEmpty keeps an empty list's content empty rather than unset (rewriteFields copies an unset one as it was).
func nonEmpty(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}
