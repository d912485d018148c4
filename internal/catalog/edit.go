package catalog

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// DesignInput is what the editor sets on a design (POST body; a PATCH is applied onto it).
type DesignInput struct {
	Category    string   `json:"category"`
	Type        string   `json:"type"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	Features    []string `json:"features"`
	Images      []Image  `json:"images"`
	YTUrl       string   `json:"ytUrl"`
	Status      Status   `json:"status"`
}

// DesignPatch is a PATCH: the version read and the fields changed.
type DesignPatch struct {
	Version     int64     `json:"version"`
	Category    *string   `json:"category"`
	Type        *string   `json:"type"`
	Title       *string   `json:"title"`
	Description *string   `json:"description"`
	Features    *[]string `json:"features"`
	Images      *[]Image  `json:"images"`
	YTUrl       *string   `json:"ytUrl"`
	Status      *Status   `json:"status"`
}

// ProjectInput is what the editor sets on a project; CreatedAt nil means now (on create) or unchanged.
type ProjectInput struct {
	ProjectText
	Images    []Image    `json:"images"`
	CreatedAt *time.Time `json:"createdAt"`
	Status    Status     `json:"status"`
}

// ProjectPatch is a PATCH of a project.
type ProjectPatch struct {
	Version      int64      `json:"version"`
	Name         *string    `json:"name"`
	Designer     *string    `json:"designer"`
	Area         *string    `json:"area"`
	PropertyType *string    `json:"propertyType"`
	Timeline     *string    `json:"timeline"`
	Location     *string    `json:"location"`
	CaseBrief    *string    `json:"caseBrief"`
	Images       *[]Image   `json:"images"`
	CreatedAt    *time.Time `json:"createdAt"`
	Status       *Status    `json:"status"`
}

// InputOf is the editable part of d.
func InputOf(d *AdminDesign) DesignInput {
	return DesignInput{Category: d.Category, Type: d.Type, Title: d.Title, Description: d.Description,
		Features: slices.Clone(d.Features), Images: slices.Clone(d.Images), YTUrl: d.YTUrl, Status: d.Status}
}

// Apply returns cur's fields with the patch's changes on top.
func (p DesignPatch) Apply(cur DesignInput) DesignInput {
	set(&cur.Category, p.Category)
	set(&cur.Type, p.Type)
	set(&cur.Title, p.Title)
	set(&cur.Description, p.Description)
	set(&cur.Features, p.Features)
	set(&cur.Images, p.Images)
	set(&cur.YTUrl, p.YTUrl)
	set(&cur.Status, p.Status)
	return cur
}

// ProjectInputOf is the editable part of p.
func ProjectInputOf(p *AdminProject) ProjectInput {
	at := p.CreatedAt
	return ProjectInput{ProjectText: p.ProjectText, Images: slices.Clone(p.Images), CreatedAt: &at, Status: p.Status}
}

// Apply returns cur's fields with the patch's changes on top.
func (p ProjectPatch) Apply(cur ProjectInput) ProjectInput {
	set(&cur.Name, p.Name)
	set(&cur.Designer, p.Designer)
	set(&cur.Area, p.Area)
	set(&cur.PropertyType, p.PropertyType)
	set(&cur.Timeline, p.Timeline)
	set(&cur.Location, p.Location)
	set(&cur.CaseBrief, p.CaseBrief)
	set(&cur.Images, p.Images)
	set(&cur.Status, p.Status)
	if p.CreatedAt != nil {
		cur.CreatedAt = p.CreatedAt
	}
	return cur
}

func set[T any](dst *T, v *T) {
	if v != nil {
		*dst = *v
	}
}

// Validate trims in's texts, normalises its video link and reports every problem
// as a fault.EINVALID with per-field messages (images as "images.N.alt").
func (in *DesignInput) Validate() error {
	l := Texts.Limits
	textfield.TrimSpace(&in.Category, &in.Type, &in.Title, &in.Description, &in.YTUrl)
	var p textfield.Problems
	p.Choice("category", in.Category, true, Categories)
	p.Choice("type", in.Type, true, DesignTypes)
	if in.Title == "" {
		p.Add("title", Texts.Messages.TitleRequired)
	}
	p.Text("title", in.Title, false, l.Title, false)
	p.Text("description", in.Description, false, l.Description, true)
	in.Features = checkFeatures(&p, in.Features)
	in.YTUrl = checkYouTube(&p, in.YTUrl)
	checkStatus(&p, &in.Status)
	in.Images = checkImages(&p, in.Images, in.Status == Published)
	return p.Err(Texts.Messages.FixFields)
}

// Validate trims in's texts and reports every problem as a fault.EINVALID.
func (in *ProjectInput) Validate() error {
	l := Texts.Limits
	textfield.TrimSpace(&in.Name, &in.Designer, &in.Area, &in.PropertyType, &in.Timeline, &in.Location, &in.CaseBrief)
	var p textfield.Problems
	if in.Name == "" {
		p.Add("name", Texts.Messages.NameRequired)
	}
	p.Text("name", in.Name, false, l.Name, false)
	p.Text("designer", in.Designer, false, l.Designer, false)
	p.Text("area", in.Area, false, l.Area, false)
	p.Choice("propertyType", in.PropertyType, false, contract.C.PropertyTypes)
	p.Text("timeline", in.Timeline, false, l.Timeline, false)
	p.Text("location", in.Location, false, l.Location, false)
	p.Text("caseBrief", in.CaseBrief, false, l.CaseBrief, true)
	checkStatus(&p, &in.Status)
	in.Images = checkImages(&p, in.Images, in.Status == Published)
	return p.Err(Texts.Messages.FixFields)
}

func checkStatus(p *textfield.Problems, s *Status) {
	if *s == "" {
		*s = Draft // nothing reaches visitors unless someone says so
	}
	if *s != Draft && *s != Published {
		p.Add("status", textfield.MsgChoice)
	}
}

// checkFeatures trims each feature and drops empty ones.
func checkFeatures(p *textfield.Problems, list []string) []string {
	out := make([]string, 0, len(list))
	for _, f := range list {
		if f = strings.TrimSpace(f); f != "" {
			p.Add("features", textfield.Check(f, Texts.Limits.Feature, false))
			out = append(out, f)
		}
	}
	if len(out) > Texts.Limits.Features {
		p.Add("features", tooMany(Texts.Limits.Features))
	}
	return out
}

func checkYouTube(p *textfield.Problems, link string) string {
	if link == "" {
		return ""
	}
	if len(link) > Texts.Limits.YTUrl {
		p.Add("ytUrl", textfield.MsgTooLong(Texts.Limits.YTUrl))
		return link
	}
	norm, ok := NormalizeYouTube(link)
	if !ok {
		p.Add("ytUrl", Texts.Messages.YouTube)
		return link
	}
	return norm
}

var (
	mediaHash   = regexp.MustCompile(`^[0-9a-f]{64}$`)
	colour      = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)
	dataImage   = regexp.MustCompile(`^data:image/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$`)
	demoArtPath = regexp.MustCompile(`^/[A-Za-z0-9._~/-]+\.(svg|png|jpg|jpeg|webp)$`)
)

// maxSide bounds an image's stated side: nothing the pipeline makes is larger.
const maxSide = 20000

// checkImages keeps the images in order, trimming alt texts; each is either an
// uploaded photo or a demo illustration of this site, and needs alt text once
// published (a draft saves with what the editor has so far).
func checkImages(p *textfield.Problems, list []Image, publishing bool) []Image {
	if list == nil {
		list = []Image{}
	}
	if len(list) > Texts.Limits.Images {
		p.Add("images", tooMany(Texts.Limits.Images))
		return list
	}
	for i := range list {
		im := &list[i]
		key := "images." + strconv.Itoa(i)
		im.Alt = strings.TrimSpace(im.Alt)
		if im.Alt == "" && publishing {
			// The form's sentence names all of them; each photo's own says what to do.
			p.Add("images", Texts.Messages.PhotosUndescribed)
			p.Add(key+".alt", Texts.Messages.AltRequired)
		} else if msg := textfield.Check(im.Alt, Texts.Limits.Alt, false); msg != "" {
			p.Add(key+".alt", msg)
			p.Add("images", msg)
		}
		if !imageShapeOK(im) {
			p.Add(key, Texts.Messages.BadImage)
			p.Add("images", Texts.Messages.BadImage)
		}
	}
	return list
}

func imageShapeOK(im *Image) bool {
	if im.Media == "" {
		// A demo illustration: a path on this site, nothing else.
		return demoArtPath.MatchString(im.URL) && !strings.Contains(im.URL, "..") && !strings.HasPrefix(im.URL, "//") &&
			im.Placeholder == "" && im.Widths == nil && im.Width >= 0 && im.Width <= maxSide && im.Height >= 0 && im.Height <= maxSide
	}
	if im.URL != "" || !mediaHash.MatchString(im.Media) {
		return false
	}
	if im.Width < 1 || im.Width > maxSide || im.Height < 1 || im.Height > maxSide {
		return false
	}
	if im.Placeholder != "" && (len(im.Placeholder) > Texts.Limits.Placeholder ||
		!(colour.MatchString(im.Placeholder) || dataImage.MatchString(im.Placeholder))) {
		return false
	}
	if len(im.Widths) == 0 || len(im.Widths) > 8 {
		return false
	}
	for i, w := range im.Widths {
		if w < 1 || w > maxSide || (i > 0 && w <= im.Widths[i-1]) {
			return false
		}
	}
	return true
}
