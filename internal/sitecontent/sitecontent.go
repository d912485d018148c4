// Package sitecontent holds what the editor edits besides the catalog and the blog: the
// reviews (home page and /reviews), the FAQs and the city pages, each kept as one
// versioned list. Their limits, messages and page texts are web/app/content/site-content.json,
// read here and by the front end; the built-in reviews are testimonials.json.
package sitecontent

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Config mirrors site-content.json.
type Config struct {
	Limits struct {
		// BodyBytes bounds one save's request: a whole list.
		BodyBytes       int64 `json:"bodyBytes"`
		Reviews         int   `json:"reviews"`
		ReviewText      int   `json:"reviewText"`
		CustomerName    int   `json:"customerName"`
		ReviewCity      int   `json:"reviewCity"`
		ReviewProject   int   `json:"reviewProject"`
		Photo           int   `json:"photo"`
		FAQs            int   `json:"faqs"`
		Question        int   `json:"question"`
		Answer          int   `json:"answer"`
		CityPages       int   `json:"cityPages"`
		CitySlug        int   `json:"citySlug"`
		CityName        int   `json:"cityName"`
		MetaTitle       int   `json:"metaTitle"`
		MetaDescription int   `json:"metaDescription"`
		CityText        int   `json:"cityText"`
		Localities      int   `json:"localities"`
		Locality        int   `json:"locality"`
		CityProjects    int   `json:"cityProjects"`
		ImageAlt        int   `json:"imageAlt"`
		Centre          int   `json:"centre"`
		FAQTopics       int   `json:"faqTopics"`
		FAQTopic        int   `json:"faqTopic"`
	} `json:"limits"`
	Messages      map[string]string `json:"messages"`
	Texts         map[string]string `json:"texts"`
	BuiltinCities []string          `json:"builtinCities"`
	// DefaultReviewImage is a review's picture until one is chosen, and again once its photo is erased.
	DefaultReviewImage string `json:"defaultReviewImage"`
	// DataID is the id of the JSON block a filled page carries for the front end.
	DataID string `json:"dataId"`
	// CityProjectsDataID is the id of the JSON block of a city page's projects; CityProjectsSizes their <img sizes>.
	CityProjectsDataID string `json:"cityProjectsDataId"`
	CityProjectsSizes  string `json:"cityProjectsSizes"`
}

// C is site-content.json, read at start-up.
var C = content.MustParse[Config]("site-content.json", content.SiteContent)

func msg(key string) string { return C.Messages[key] }

// Customer is who wrote a review.
type Customer struct {
	Name     string `json:"name"`
	Location string `json:"location"`
	Image    string `json:"image"`
}

// Review is one testimonial; the list's order is the pages' order.
type Review struct {
	ID       int      `json:"id"`
	Text     string   `json:"text"`
	Rating   int      `json:"rating"`
	Customer Customer `json:"customer"`
	Project  string   `json:"project"`
	Hidden   bool     `json:"hidden,omitempty"`
}

// Reviews is the whole list with the version it was read at.
type Reviews struct {
	Items   []Review `json:"items"`
	Version int64    `json:"version"`
}

// DefaultReviews is testimonials.json at version 1 (nothing saved yet).
func DefaultReviews() Reviews {
	return Reviews{Items: content.MustParse[[]Review]("testimonials.json", content.Testimonials), Version: 1}
}

// Visible is the reviews the pages show, in order.
func (r Reviews) Visible() []Review {
	return slices.DeleteFunc(slices.Clone(r.Items), func(x Review) bool { return x.Hidden })
}

// photoPath is a picture of the site's own: an uploaded photo (/media/…) or a built one (/art/…).
var photoPath = regexp.MustCompile(`^/(media|art)/[A-Za-z0-9][A-Za-z0-9._-]*(/[A-Za-z0-9][A-Za-z0-9._-]*)*$`)

// Validate tidies r and checks it against the limits; new reviews (id 0) get the next free id.
func (r *Reviews) Validate() error {
	var p textfield.Problems
	l := C.Limits
	atMost(&p, "items", len(r.Items), l.Reviews)
	next := 1
	for _, x := range r.Items {
		next = max(next, x.ID+1)
	}
	seen := map[int]bool{}
	for i := range r.Items {
		x := &r.Items[i]
		f := "items." + strconv.Itoa(i) + "."
		textfield.TrimSpace(&x.Text, &x.Customer.Name, &x.Customer.Location, &x.Customer.Image, &x.Project)
		if x.ID <= 0 || seen[x.ID] {
			x.ID, next = next, next+1
		}
		seen[x.ID] = true
		p.Text(f+"text", x.Text, true, l.ReviewText, true)
		if x.Rating < 1 || x.Rating > 5 {
			p.Add(f+"rating", msg("rating"))
		}
		p.Text(f+"customer.name", x.Customer.Name, true, l.CustomerName, false)
		p.Text(f+"customer.location", x.Customer.Location, true, l.ReviewCity, false)
		p.Text(f+"project", x.Project, true, l.ReviewProject, false)
		p.Text(f+"customer.image", x.Customer.Image, true, l.Photo, false)
		if x.Customer.Image != "" && (!photoPath.MatchString(x.Customer.Image) || strings.Contains(x.Customer.Image, "..")) {
			p.Add(f+"customer.image", msg("photo"))
		}
	}
	return problems(&p)
}

// atMost is the one rule for a list's length: over limit, key says there are too many.
func atMost(p *textfield.Problems, key string, n, limit int) {
	if n > limit {
		p.Add(key, msg("tooMany"))
	}
}

// problems is p's error with the one sentence above the form; each field says what is wrong with it.
func problems(p *textfield.Problems) error {
	err := p.Err(msg("invalid"))
	if fe, ok := err.(*fault.Error); ok {
		fe.Message = msg("invalid")
	}
	return err
}

// FAQ is one question and its answer.
type FAQ struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// FAQCategory is a group of FAQs under its title, as /faqs shows them.
type FAQCategory struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	FAQs  []FAQ  `json:"faqs"`
}

// FAQs is the whole list; nil Categories means the built-in ones (web/app/content/faqs.ts).
type FAQs struct {
	Categories []FAQCategory `json:"categories"`
	Version    int64         `json:"version"`
}

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Validate tidies f and checks it against the limits; a new topic (no id) gets one made from its title.
func (f *FAQs) Validate() error {
	var p textfield.Problems
	l := C.Limits
	atMost(&p, "categories", len(f.Categories), l.FAQTopics)
	n := 0
	seen := map[string]bool{}
	for i := range f.Categories {
		c := &f.Categories[i]
		textfield.TrimSpace(&c.ID, &c.Title)
		if c.ID != "" {
			seen[c.ID] = true
		}
	}
	for i := range f.Categories {
		c := &f.Categories[i]
		k := "categories." + strconv.Itoa(i) + "."
		p.Text(k+"title", c.Title, true, l.FAQTopic, false)
		if c.ID == "" {
			c.ID = freeSlug(c.Title, seen, l.CitySlug)
		} else if !slugPattern.MatchString(c.ID) || len(c.ID) > l.CitySlug {
			p.Add(k+"id", msg("slug"))
		}
		if slices.IndexFunc(f.Categories[:i], func(x FAQCategory) bool { return x.ID == c.ID }) >= 0 {
			p.Add(k+"title", msg("topicTaken"))
		}
		if len(c.FAQs) == 0 {
			p.Add(k+"faqs", msg("topicEmpty"))
		}
		for j := range c.FAQs {
			q := &c.FAQs[j]
			n++
			textfield.TrimSpace(&q.Question, &q.Answer)
			fk := k + "faqs." + strconv.Itoa(j) + "."
			p.Text(fk+"question", q.Question, true, l.Question, false)
			p.Text(fk+"answer", q.Answer, true, l.Answer, true)
		}
	}
	atMost(&p, "categories", n, l.FAQs)
	return problems(&p)
}

var notSlug = regexp.MustCompile(`[^a-z0-9]+`)

// freeSlug is title as an address part (/faqs#prices) no other topic has, marked taken.
func freeSlug(title string, taken map[string]bool, limit int) string {
	base := strings.Trim(notSlug.ReplaceAllString(strings.ToLower(title), "-"), "-")
	if len(base) > limit-4 {
		base = strings.TrimRight(base[:limit-4], "-")
	}
	if base == "" {
		base = "topic"
	}
	id := base
	for i := 2; taken[id]; i++ {
		id = base + "-" + strconv.Itoa(i)
	}
	taken[id] = true
	return id
}

// CityPage is an edited built-in city page (Slug is one of C.BuiltinCities) or an added one,
// which is served from the pre-rendered page of Base with its own texts put in.
type CityPage struct {
	Slug            string   `json:"slug"`
	Base            string   `json:"base"`
	Name            string   `json:"name"`
	MetaTitle       string   `json:"metaTitle"`
	MetaDescription string   `json:"metaDescription"`
	HeroIntro       string   `json:"heroIntro"`
	TypicalHomes    string   `json:"typicalHomes"`
	Climate         string   `json:"climate"`
	Localities      []string `json:"localities"`
	// Projects are the published projects the page shows, in order; none: the page shows none, as built.
	Projects []int64 `json:"projects,omitempty"`
	// Image and ImageAlt are the hero photo; "" keeps the built (or base city's) picture.
	Image    string `json:"image,omitempty"`
	ImageAlt string `json:"imageAlt,omitempty"`
	// Centre is the experience centre's name and address; "" keeps the built (or base city's) centres.
	Centre string `json:"centre,omitempty"`
}

// Added reports whether c is a city page of its own rather than an edited built-in one.
func (c CityPage) Added() bool { return !IsBuiltinCity(c.Slug) }

// IsBuiltinCity reports whether slug is one of the eight pre-rendered city pages.
func IsBuiltinCity(slug string) bool { return slices.Contains(C.BuiltinCities, slug) }

// Cities is every edited or added city page; a built-in city not listed shows its built texts.
type Cities struct {
	Items   []CityPage `json:"items"`
	Version int64      `json:"version"`
}

// Find returns the page saved for slug.
func (c Cities) Find(slug string) (CityPage, bool) {
	i := slices.IndexFunc(c.Items, func(x CityPage) bool { return x.Slug == slug })
	if i < 0 {
		return CityPage{}, false
	}
	return c.Items[i], true
}

// Validate tidies c and checks it against the limits.
func (c *Cities) Validate() error {
	var p textfield.Problems
	l := C.Limits
	atMost(&p, "items", len(c.Items), l.CityPages)
	seen := map[string]bool{}
	for i := range c.Items {
		x := &c.Items[i]
		f := "items." + strconv.Itoa(i) + "."
		textfield.TrimSpace(&x.Slug, &x.Base, &x.Name, &x.MetaTitle, &x.MetaDescription, &x.HeroIntro, &x.TypicalHomes, &x.Climate, &x.Image, &x.ImageAlt, &x.Centre)
		switch {
		case !slugPattern.MatchString(x.Slug) || len(x.Slug) > l.CitySlug:
			p.Add(f+"slug", msg("slug"))
		case seen[x.Slug]:
			p.Add(f+"slug", msg("slugTaken"))
		}
		seen[x.Slug] = true
		if IsBuiltinCity(x.Slug) {
			x.Base = x.Slug
		} else if !IsBuiltinCity(x.Base) {
			p.Add(f+"base", msg("base"))
		}
		p.Text(f+"name", x.Name, true, l.CityName, false)
		p.Text(f+"metaTitle", x.MetaTitle, true, l.MetaTitle, false)
		p.Text(f+"metaDescription", x.MetaDescription, true, l.MetaDescription, false)
		p.Text(f+"heroIntro", x.HeroIntro, true, l.CityText, true)
		p.Text(f+"typicalHomes", x.TypicalHomes, true, l.CityText, true)
		p.Text(f+"climate", x.Climate, true, l.CityText, true)
		atMost(&p, f+"localities", len(x.Localities), l.Localities)
		for j := range x.Localities {
			textfield.TrimSpace(&x.Localities[j])
			p.Text(f+"localities."+strconv.Itoa(j), x.Localities[j], true, l.Locality, false)
		}
		x.validateOwn(&p, f)
	}
	return problems(&p)
}

// validateOwn checks the page's hero photo, centre and projects (their being published is the service's check).
func (x *CityPage) validateOwn(p *textfield.Problems, f string) {
	l := C.Limits
	p.Text(f+"image", x.Image, false, l.Photo, false)
	if x.Image != "" && (!photoPath.MatchString(x.Image) || strings.Contains(x.Image, "..")) {
		p.Add(f+"image", msg("photo"))
	}
	p.Text(f+"imageAlt", x.ImageAlt, x.Image != "", l.ImageAlt, false)
	if x.Image == "" && x.ImageAlt != "" {
		x.ImageAlt = ""
	}
	p.Text(f+"centre", x.Centre, false, l.Centre, true)
	atMost(p, f+"projects", len(x.Projects), l.CityProjects)
	seen := map[int64]bool{}
	for _, id := range x.Projects {
		if id <= 0 || seen[id] {
			p.Add(f+"projects", msg("project"))
			break
		}
		seen[id] = true
	}
}

// CheckProjects adds a problem for every page showing a project not in published.
func (c *Cities) CheckProjects(published map[int64]bool) error {
	var p textfield.Problems
	for i, x := range c.Items {
		for _, id := range x.Projects {
			if !published[id] {
				p.Add("items."+strconv.Itoa(i)+".projects", msg("project"))
				break
			}
		}
	}
	return problems(&p)
}

// HeadingName is the h1's city name as the pages write it: the slug with its first letter capitalised.
func HeadingName(slug string) string {
	if slug == "" {
		return "Your City"
	}
	return strings.ToUpper(slug[:1]) + slug[1:]
}

// CityTexts are the strings a city page shows for c, by the name its element carries in data-live
// (web/app/content/cities builds the same ones).
func CityTexts(c CityPage) map[string]string {
	r := strings.NewReplacer("{name}", c.Name, "{heading}", HeadingName(c.Slug))
	t := map[string]string{
		"city.name": c.Name, "city.heroIntro": c.HeroIntro, "city.typicalHomes": c.TypicalHomes, "city.climate": c.Climate,
		"city.centre": c.Centre, // "" keeps the built centres
	}
	for _, k := range []string{"cityHeading", "cityBenefits", "cityLocal", "cityWhere", "cityReady", "citySolutions", "cityBudgets",
		"citySpaceAlt", "cityBedroomAlt"} {
		t["city."+strings.TrimPrefix(k, "city")] = r.Replace(C.Texts[k])
	}
	return t
}

// CityCrumb is the breadcrumb's name of c's page.
func CityCrumb(c CityPage) string { return strings.ReplaceAll(C.Texts["cityCrumb"], "{name}", c.Name) }
