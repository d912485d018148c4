package sitepages

import (
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/sitecontent"
)

// A city page and the FAQ page as the build writes them, with the marks of city-page.tsx and faqs.tsx.
const (
	markedCity = `<html><head><title>Chennai</title><meta property="og:image" content="https://x.example/art/cities/chennai.svg"/></head><body>` +
		`<img data-live-img="city.hero" src="/art/cities/chennai.svg" alt="Chennai flat" width="1600"/>` +
		`<p data-live="city.centre">Chennai</p><p data-live-show="city-note">Visit us on OMR.</p><div id="city-projects"></div></body></html>`
	markedFAQs = `<html><head></head><body><ul data-live-list="faq-topics"><li><a href="#one" data-live-field="topic" class="t">One</a></li><li><a href="#two" data-live-field="topic" class="t">Two</a></li></ul>` +
		`<div class="contents" data-live-list="faq-sections"><section aria-labelledby="one" data-live-field="section"><h2 id="one" data-live-field="topic">One</h2>` +
		`<div data-live-list="faqs.one" data-live-field="questions"><details name="one" data-live-field="group"><summary><span data-live-field="question">Q1</span></summary><p data-live-field="answer">A1</p></details></div></section>` +
		`<section aria-labelledby="two" data-live-field="section"><h2 id="two" data-live-field="topic">Two</h2><div data-live-list="faqs.two" data-live-field="questions"></div></section></div></body></html>`
)

func TestFillCityOwnPartsAndProjects(t *testing.T) {
	city := sitecontent.CityPage{Slug: "coimbatore", Base: "chennai", Name: `Coimbatore <b>&</b>`, Image: "/media/abc/1280.webp",
		ImageAlt: `RS Puram "home"`, Centre: "Centre </p><script>alert(1)</script>"}
	projects := []cityProject{
		{ID: 2, Name: "Rao villa", Designer: "Anita", Location: "Peelamedu", Image: &catalog.Image{Media: "abc", Widths: []int{480, 960}, Placeholder: "#aabbcc"}},
		{ID: 1, Name: "Iyer </h3>home", Designer: "Ravi", Location: "RS Puram", Image: &catalog.Image{URL: "/art/designs/2bhk/normal-1.svg"}},
	}
	cur := &liveContent{block: []byte(`<script type="application/json" id="site-content-data">{}</script>`)}
	got := string(fillContent([]byte(markedCity), cur, &city, projects))
	for _, want := range []string{
		`src="/media/abc/1280.webp" alt="RS Puram &#34;home&#34;"`,
		`<p data-live="city.centre">Centre &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p><div id="city-projects">`,
		`content="https://x.example/media/abc/1280.webp"`,
		`<h2 id="city-projects-heading" class="text-title">Our recent projects in Coimbatore &lt;b&gt;&amp;&lt;/b&gt;</h2>`,
		`<source type="image/webp" srcset="/media/abc/480.webp 480w, /media/abc/960.webp 960w"`,
		`style="background-color:#aabbcc"`,
		`<h3 class="text-xl leading-snug">Iyer &lt;/h3&gt;home</h3>`,
		`Peelamedu · Designed by Anita`,
		`id="city-projects-data">{"projects":[{"id":2,`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("filled city page lacks %s\n%s", want, got)
		}
	}
	if strings.Contains(got, "Visit us on OMR") || strings.Index(got, "Rao villa") > strings.Index(got, "Iyer") || strings.Contains(got, "<script>alert") {
		t.Errorf("note kept, projects out of order, or text escaped its element:\n%s", got)
	}
	// Nothing chosen, nothing own: the built parts stay and the slot stays empty.
	plain := sitecontent.CityPage{Slug: "chennai", Base: "chennai", Name: "Chennai"}
	got = string(fillContent([]byte(markedCity), cur, &plain, nil))
	if !strings.Contains(got, `<p data-live-show="city-note">Visit us on OMR.</p><div id="city-projects"></div>`) || !strings.Contains(got, `src="/art/cities/chennai.svg"`) {
		t.Errorf("a page with no own parts changed:\n%s", got)
	}
}

func TestFillFAQTopics(t *testing.T) {
	cur := &liveContent{faqs: []sitecontent.FAQCategory{
		{ID: "two", Title: "Second, renamed", FAQs: []sitecontent.FAQ{{Question: "Moved <i>here</i>?", Answer: "Yes."}}},
		{ID: "new-topic", Title: "New topic", FAQs: []sitecontent.FAQ{{Question: "N1", Answer: "A"}, {Question: "N2", Answer: "B"}}},
	}}
	got := string(fillContent([]byte(markedFAQs), cur, nil, nil))
	for _, want := range []string{
		`<li><a href="#two" data-live-field="topic" class="t">Second, renamed</a></li><li><a href="#new-topic" data-live-field="topic" class="t">New topic</a></li></ul>`,
		`<section aria-labelledby="two" data-live-field="section"><h2 id="two" data-live-field="topic">Second, renamed</h2><div data-live-list="faqs.two" data-live-field="questions"><details name="two" data-live-field="group"><summary><span data-live-field="question">Moved &lt;i&gt;here&lt;/i&gt;?</span>`,
		`<h2 id="new-topic" data-live-field="topic">New topic</h2><div data-live-list="faqs.new-topic" data-live-field="questions"><details name="new-topic"`,
		`<span data-live-field="question">N2</span>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("filled FAQ page lacks %s\n%s", want, got)
		}
	}
	if strings.Contains(got, ">One<") || strings.Contains(got, "Q1") {
		t.Errorf("a topic no longer saved is still shown:\n%s", got)
	}
}
