package demo

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
)

var (
	imageURL  = regexp.MustCompile(`^/art/designs/([a-z0-9-]+)/(normal|luxury|ultra-premium)-([1-8])\.svg$`)
	videoForm = map[string]*regexp.Regexp{
		"watch": regexp.MustCompile(`^https://www\.youtube\.com/watch\?v=[A-Za-z0-9_-]{11}$`),
		"short": regexp.MustCompile(`^https://youtu\.be/[A-Za-z0-9_-]{11}$`),
		"embed": regexp.MustCompile(`^https://www\.youtube\.com/embed/[A-Za-z0-9_-]{11}$`),
	}
	// A sentence ends at . ! or ? followed by a space or the end; "₹3.2 lakh" is one sentence.
	sentenceEnd  = regexp.MustCompile(`[.!?](\s+|$)`)
	placeholders = []string{"lorem", "ipsum", "todo", "tbd", "xxx", "placeholder"}
)

func sentences(text string) []string {
	var out []string
	for _, s := range sentenceEnd.Split(strings.TrimSpace(text), -1) {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func checkNoPlaceholder(t *testing.T, where, text string) {
	t.Helper()
	lower := strings.ToLower(text)
	for _, p := range placeholders {
		if regexp.MustCompile(`\b` + p + `\b`).MatchString(lower) {
			t.Errorf("%s contains placeholder text %q", where, p)
		}
	}
}

func TestDesignsCoverEveryCategoryAndTier(t *testing.T) {
	designs, _ := Catalog()
	count := map[[2]string]int{}
	for _, d := range designs {
		count[[2]string{d.Category, d.Type}]++
	}
	for _, c := range catalog.Categories {
		for _, ty := range catalog.DesignTypes {
			if n := count[[2]string{c, ty}]; n < 6 {
				t.Errorf("%s / %s: %d designs, want at least 6", c, ty, n)
			}
		}
	}
	if len(count) != len(catalog.Categories)*len(catalog.DesignTypes) {
		t.Errorf("designs span %d category × type pairs, want exactly %d", len(count), len(catalog.Categories)*len(catalog.DesignTypes))
	}
	if len(designs) < 198 {
		t.Errorf("%d designs, want at least 198", len(designs))
	}
}

func TestDesignFields(t *testing.T) {
	designs, _ := Catalog()
	positions := map[[2]string][]int{}
	ids := map[int64]bool{}
	for _, d := range designs {
		where := fmt.Sprintf("%s / %s #%d %q", d.Category, d.Type, d.Position, d.Title)
		if d.ID <= 0 || ids[d.ID] {
			t.Errorf("%s: id %d missing or repeated", where, d.ID)
		}
		ids[d.ID] = true
		positions[[2]string{d.Category, d.Type}] = append(positions[[2]string{d.Category, d.Type}], d.Position)
		if strings.TrimSpace(d.Title) == "" || len(strings.Fields(d.Title)) < 3 {
			t.Errorf("%s: title too thin", where)
		}
		if n := len(sentences(d.Description)); n < 2 || n > 4 {
			t.Errorf("%s: description has %d sentences, want 2–4: %q", where, n, d.Description)
		}
		if n := len(d.Features); n < 3 || n > 6 {
			t.Errorf("%s: %d features, want 3–6", where, n)
		}
		for _, f := range d.Features {
			if strings.TrimSpace(f) == "" {
				t.Errorf("%s: empty feature", where)
			}
		}
		checkNoPlaceholder(t, where, d.Title+" "+d.Description+" "+strings.Join(d.Features, " "))
		checkDesignImages(t, where, d)
	}
	for key, got := range positions {
		want := make([]int, len(got))
		for i := range want {
			want[i] = i + 1
		}
		if !slices.Equal(got, want) {
			t.Errorf("%v: positions %v, want %v", key, got, want)
		}
	}
}

func checkDesignImages(t *testing.T, where string, d catalog.Design) {
	t.Helper()
	if len(d.Images) < 3 {
		t.Errorf("%s: %d images, want at least 3", where, len(d.Images))
	}
	seenN := map[string]bool{}
	seenAlt := map[string]bool{}
	for _, img := range d.Images {
		m := imageURL.FindStringSubmatch(img.URL)
		if m == nil {
			t.Errorf("%s: image URL %q does not match the illustration pattern", where, img.URL)
			continue
		}
		if m[1] != Rooms[d.Category] {
			t.Errorf("%s: image room %q, want %q", where, m[1], Rooms[d.Category])
		}
		if m[2] != Tiers[d.Type] {
			t.Errorf("%s: image tier %q, want %q", where, m[2], Tiers[d.Type])
		}
		if n, _ := strconv.Atoi(m[3]); n < 1 || n > ImageVariants || seenN[m[3]] {
			t.Errorf("%s: image variant %s out of range or repeated", where, m[3])
		}
		seenN[m[3]] = true
		if strings.TrimSpace(img.Alt) == "" || seenAlt[img.Alt] {
			t.Errorf("%s: alt text %q empty or repeated", where, img.Alt)
		}
		seenAlt[img.Alt] = true
	}
}

func TestFirstImagesDifferWithinATier(t *testing.T) {
	designs, _ := Catalog()
	first := map[[2]string]map[string]bool{}
	for _, d := range designs {
		key := [2]string{d.Category, d.Type}
		if first[key] == nil {
			first[key] = map[string]bool{}
		}
		if d.Position <= ImageVariants && first[key][d.Images[0].URL] {
			t.Errorf("%v #%d: first image %s already leads another design", key, d.Position, d.Images[0].URL)
		}
		first[key][d.Images[0].URL] = true
	}
}

func TestVideoLinksUseAllThreeForms(t *testing.T) {
	designs, _ := Catalog()
	forms := map[string]int{}
	withVideo := 0
	for _, d := range designs {
		if d.YTUrl == "" {
			continue
		}
		withVideo++
		matched := ""
		for name, re := range videoForm {
			if re.MatchString(d.YTUrl) {
				matched = name
			}
		}
		if matched == "" {
			t.Errorf("%q: video link %q is in none of the three forms", d.Title, d.YTUrl)
		}
		forms[matched]++
	}
	for name := range videoForm {
		if forms[name] == 0 {
			t.Errorf("no design uses the %s link form", name)
		}
	}
	if withVideo < len(designs)/4 || withVideo == len(designs) {
		t.Errorf("%d of %d designs have a video, want about every third", withVideo, len(designs))
	}
}

func TestWritingIsNeverRepeated(t *testing.T) {
	designs, projects := Catalog()
	titles := map[string]string{}
	descriptions := map[string]string{}
	seenSentence := map[string]string{}
	note := func(where, text string) {
		for _, s := range sentences(text) {
			key := strings.ToLower(s)
			if prev, ok := seenSentence[key]; ok {
				t.Errorf("sentence %q appears in both %s and %s", s, prev, where)
			}
			seenSentence[key] = where
		}
	}
	for _, d := range designs {
		if prev, ok := titles[strings.ToLower(d.Title)]; ok {
			t.Errorf("title %q repeated (%s and %s/%s)", d.Title, prev, d.Category, d.Type)
		}
		titles[strings.ToLower(d.Title)] = d.Category + "/" + d.Type
		if prev, ok := descriptions[d.Description]; ok {
			t.Errorf("description of %q repeats that of %q", d.Title, prev)
		}
		descriptions[d.Description] = d.Title
		note(d.Title, d.Description)
	}
	for _, p := range projects {
		note(p.Name, p.CaseBrief)
	}
}

func TestProjects(t *testing.T) {
	_, projects := Catalog()
	if len(projects) < 12 {
		t.Fatalf("%d projects, want at least 12", len(projects))
	}
	designers := map[string]bool{}
	for _, d := range Designers {
		designers[d.Name] = true
	}
	propertyTypes := []string{"1 BHK", "2 BHK", "3 BHK", "4+ BHK / Duplex"}
	names := map[string]bool{}
	created := map[time.Time]bool{}
	oldest, newest := projects[0].CreatedAt, projects[0].CreatedAt
	for i, p := range projects {
		where := fmt.Sprintf("project %q", p.Name)
		for field, v := range map[string]string{"name": p.Name, "designer": p.Designer, "area": p.Area, "propertyType": p.PropertyType, "timeline": p.Timeline, "location": p.Location, "caseBrief": p.CaseBrief} {
			if strings.TrimSpace(v) == "" {
				t.Errorf("%s: %s is empty", where, field)
			}
		}
		if p.ID != int64(i+1) {
			t.Errorf("%s: id %d, want %d", where, p.ID, i+1)
		}
		if names[p.Name] {
			t.Errorf("%s: name repeated", where)
		}
		names[p.Name] = true
		if !designers[p.Designer] {
			t.Errorf("%s: designer %q is not in Designers", where, p.Designer)
		}
		if !slices.Contains(propertyTypes, p.PropertyType) {
			t.Errorf("%s: property type %q is not a spec choice", where, p.PropertyType)
		}
		if !regexp.MustCompile(`^[0-9],?[0-9]{3} sq ft$|^[0-9]{3} sq ft$`).MatchString(p.Area) {
			t.Errorf("%s: area %q, want like \"1,250 sq ft\"", where, p.Area)
		}
		if !regexp.MustCompile(`^[0-9]+ days$`).MatchString(p.Timeline) {
			t.Errorf("%s: timeline %q, want like \"45 days\"", where, p.Timeline)
		}
		if n := len(sentences(p.CaseBrief)); n < 3 || n > 5 {
			t.Errorf("%s: case brief has %d sentences, want 3–5", where, n)
		}
		checkNoPlaceholder(t, where, p.Name+" "+p.CaseBrief)
		if n := len(p.Images); n < 4 || n > 6 {
			t.Errorf("%s: %d images, want 4–6", where, n)
		}
		seen := map[string]bool{}
		for _, img := range p.Images {
			m := imageURL.FindStringSubmatch(img.URL)
			if m == nil || !slices.Contains(roomsOf(), m[1]) {
				t.Errorf("%s: image URL %q is not a design illustration", where, img.URL)
			}
			if seen[img.URL] || strings.TrimSpace(img.Alt) == "" {
				t.Errorf("%s: image %q repeated or without alt text", where, img.URL)
			}
			seen[img.URL] = true
		}
		if p.CreatedAt.IsZero() || created[p.CreatedAt] {
			t.Errorf("%s: createdAt %v missing or repeated", where, p.CreatedAt)
		}
		created[p.CreatedAt] = true
		if i > 0 && !p.CreatedAt.Before(projects[i-1].CreatedAt) {
			t.Errorf("%s: not ordered newest first", where)
		}
		if p.CreatedAt.Before(oldest) {
			oldest = p.CreatedAt
		}
		if p.CreatedAt.After(newest) {
			newest = p.CreatedAt
		}
	}
	if span := newest.Sub(oldest); span < 300*24*time.Hour || span > 550*24*time.Hour {
		t.Errorf("projects span %v, want them spread over about 18 months", span)
	}
}

func roomsOf() []string {
	var rooms []string
	for _, r := range Rooms {
		rooms = append(rooms, r)
	}
	return rooms
}

func TestDesigners(t *testing.T) {
	if len(Designers) != 6 {
		t.Fatalf("%d designers, want 6", len(Designers))
	}
	for i, d := range Designers {
		if d.Name == "" || d.Role == "" || d.Speciality == "" || d.Years <= 0 {
			t.Errorf("designer %d has an empty field: %+v", i+1, d)
		}
		if want := fmt.Sprintf("/art/people/designer-%d.svg", i+1); d.Portrait != want {
			t.Errorf("designer %d portrait %q, want %q", i+1, d.Portrait, want)
		}
	}
}

func TestCatalogIsDeterministicAndFresh(t *testing.T) {
	d1, p1 := Catalog()
	d2, p2 := Catalog()
	if !reflect.DeepEqual(d1, d2) || !reflect.DeepEqual(p1, p2) {
		t.Fatal("two calls returned different content")
	}
	d1[0].Features[0] = "changed"
	p1[0].Images[0].URL = "changed"
	d3, p3 := Catalog()
	if d3[0].Features[0] == "changed" || p3[0].Images[0].URL == "changed" {
		t.Error("a caller's change leaked into the next call")
	}
}

// The tiers must read differently: Normal stays practical, Luxury names its
// marble, brass, fluting or cove light, Ultra Premium at least two of
// statement lighting, rich stone and bespoke detailing.
func TestTierReadsInTheWords(t *testing.T) {
	var (
		richForNormal = regexp.MustCompile(`(?i)onyx|chandelier|italian marble|calacatta|statuario`)
		luxury        = regexp.MustCompile(`(?i)marble|brass|flut|cove`)
		ultraGroups   = []*regexp.Regexp{
			regexp.MustCompile(`(?i)statement|chandelier|pendant|light`),
			regexp.MustCompile(`(?i)onyx|marble|granite|stone|travertine|calacatta|statuario`),
			regexp.MustCompile(`(?i)bespoke|hand-|made-to-measure|drawn|craftsm|custom|artisan|workshop`),
		}
	)
	designs, _ := Catalog()
	for _, d := range designs {
		text := d.Title + " " + d.Description + " " + strings.Join(d.Features, " ")
		switch d.Type {
		case "Normal":
			if m := richForNormal.FindString(text); m != "" {
				t.Errorf("Normal design %q mentions %q", d.Title, m)
			}
		case "Luxury":
			if !luxury.MatchString(text) {
				t.Errorf("Luxury design %q names no marble, brass, fluting or cove light", d.Title)
			}
		case "Ultra Premium":
			hits := 0
			for _, re := range ultraGroups {
				if re.MatchString(text) {
					hits++
				}
			}
			if hits < 2 {
				t.Errorf("Ultra Premium design %q reads like a lower tier", d.Title)
			}
		}
	}
}
