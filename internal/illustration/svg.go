// Package illustration draws the site's SVG illustrations: rooms, homes,
// people, badges and service scenes, all in one editorial style. It is a
// build tool (cmd/artgen) and uses the standard library only.
package illustration

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"
)

// Canvas accumulates one SVG document: shared definitions and the drawing.
type Canvas struct {
	W, H  float64
	Title string
	defs  strings.Builder
	body  strings.Builder
	have  map[string]bool
	// Consecutive lines of one style are merged into a single path.
	lineKey string
	lineD   strings.Builder
}

// NewCanvas starts an SVG of w×h user units with an accessible title.
func NewCanvas(w, h float64, title string) *Canvas {
	return &Canvas{W: w, H: h, Title: title, have: map[string]bool{}}
}

// n formats a number with one decimal below 20 and none above, which keeps
// files small while small radii and strokes stay smooth.
func n(v float64) string {
	r := math.Round(v)
	if math.Abs(v) < 20 {
		r = math.Round(v*10) / 10
	}
	if r == 0 {
		return "0"
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}

// Def adds a definition once per document and returns its url() reference.
func (c *Canvas) Def(id, body string) string {
	if !c.have[id] {
		c.have[id] = true
		c.defs.WriteString(body)
	}
	return "url(#" + id + ")"
}

// Add appends raw markup to the drawing.
func (c *Canvas) Add(s string) {
	c.flush()
	c.body.WriteString(s)
}

func (c *Canvas) flush() {
	if c.lineKey == "" {
		return
	}
	c.body.WriteString(`<path d="` + c.lineD.String() + `" fill="none"` + c.lineKey + `/>`)
	c.lineKey = ""
	c.lineD.Reset()
}

func attr(fill, extra string) string {
	s := ` fill="` + fill + `"`
	if extra != "" {
		s += " " + extra
	}
	return s
}

// Rect draws an axis-aligned rectangle.
func (c *Canvas) Rect(x, y, w, h float64, fill, extra string) {
	if c.off(x, y, x+w, y+h) {
		return
	}
	c.Add(`<path d="M` + n(x) + " " + n(y) + "h" + n(w) + "v" + n(h) + "h" + n(-w) + `z"` + attr(fill, extra) + `/>`)
}

// off reports whether a box lies wholly outside the canvas (nothing to draw).
func (c *Canvas) off(x0, y0, x1, y1 float64) bool {
	return max(x0, x1) < 0 || min(x0, x1) > c.W || max(y0, y1) < 0 || min(y0, y1) > c.H
}

// RRect draws a rounded rectangle.
func (c *Canvas) RRect(x, y, w, h, r float64, fill, extra string) {
	c.Add(`<rect x="` + n(x) + `" y="` + n(y) + `" width="` + n(w) + `" height="` + n(h) + `" rx="` + n(r) + `"` + attr(fill, extra) + `/>`)
}

// Circle draws a circle.
func (c *Canvas) Circle(x, y, r float64, fill, extra string) {
	c.Add(`<circle cx="` + n(x) + `" cy="` + n(y) + `" r="` + n(r) + `"` + attr(fill, extra) + `/>`)
}

// Ellipse draws an ellipse.
func (c *Canvas) Ellipse(x, y, rx, ry float64, fill, extra string) {
	c.Add(`<ellipse cx="` + n(x) + `" cy="` + n(y) + `" rx="` + n(rx) + `" ry="` + n(ry) + `"` + attr(fill, extra) + `/>`)
}

// Line draws a stroked segment.
func (c *Canvas) Line(x1, y1, x2, y2 float64, stroke string, w float64, extra string) {
	key := ` stroke="` + stroke + `" stroke-width="` + n(w) + `"`
	if extra != "" {
		key += " " + extra
	}
	if key != c.lineKey {
		c.flush()
		c.lineKey = key
	} else {
		c.lineD.WriteByte(' ')
	}
	c.lineD.WriteString("M" + n(x1) + " " + n(y1) + " " + n(x2) + " " + n(y2))
}

// Poly draws a closed polygon from x,y pairs (as a compact path).
func (c *Canvas) Poly(fill, extra string, pts ...float64) {
	x0, y0, x1, y1 := pts[0], pts[1], pts[0], pts[1]
	for i := 2; i+1 < len(pts); i += 2 {
		x0, x1 = min(x0, pts[i]), max(x1, pts[i])
		y0, y1 = min(y0, pts[i+1]), max(y1, pts[i+1])
	}
	if c.off(x0, y0, x1, y1) {
		return
	}
	var b strings.Builder
	b.WriteByte('M')
	for i := 0; i+1 < len(pts); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(n(pts[i]) + " " + n(pts[i+1]))
	}
	c.Add(`<path d="` + b.String() + `z"` + attr(fill, extra) + `/>`)
}

// Path draws an SVG path.
func (c *Canvas) Path(d, fill, extra string) {
	c.Add(`<path d="` + d + `"` + attr(fill, extra) + `/>`)
}

// Text draws a text run; the content is escaped.
func (c *Canvas) Text(x, y, size float64, fill, extra, s string) {
	c.Add(`<text x="` + n(x) + `" y="` + n(y) + `" font-size="` + n(size) + `"` + attr(fill, extra) + `>` + html.EscapeString(s) + `</text>`)
}

// Stop is one gradient colour stop.
type Stop struct {
	Off   float64
	Color string
	Op    float64
}

// St builds a Stop.
func St(off float64, color string, op float64) Stop { return Stop{off, color, op} }

func stops(ss []Stop) string {
	var b strings.Builder
	for _, s := range ss {
		b.WriteString(`<stop offset="` + n(s.Off) + `" stop-color="` + s.Color + `"`)
		if s.Op < 1 {
			b.WriteString(` stop-opacity="` + strings.Replace(strconv.FormatFloat(math.Round(s.Op*100)/100, 'f', -1, 64), "0.", ".", 1) + `"`)
		}
		b.WriteString("/>")
	}
	return b.String()
}

// Grad defines a linear gradient in bounding-box units from (x1,y1) to (x2,y2).
func (c *Canvas) Grad(id string, x1, y1, x2, y2 float64, ss ...Stop) string {
	return c.Def(id, `<linearGradient id="`+id+`" x1="`+n(x1)+`" y1="`+n(y1)+`" x2="`+n(x2)+`" y2="`+n(y2)+`">`+stops(ss)+`</linearGradient>`)
}

// VGrad defines a top-to-bottom gradient.
func (c *Canvas) VGrad(id string, ss ...Stop) string {
	return c.Def(id, `<linearGradient id="`+id+`" x2="0" y2="1">`+stops(ss)+`</linearGradient>`)
}

// HGrad defines a left-to-right gradient (the SVG default direction).
func (c *Canvas) HGrad(id string, ss ...Stop) string {
	return c.Def(id, `<linearGradient id="`+id+`">`+stops(ss)+`</linearGradient>`)
}

// RGrad defines a radial gradient in bounding-box units.
func (c *Canvas) RGrad(id string, cx, cy, r float64, ss ...Stop) string {
	return c.Def(id, `<radialGradient id="`+id+`" cx="`+n(cx)+`" cy="`+n(cy)+`" r="`+n(r)+`">`+stops(ss)+`</radialGradient>`)
}

// Blur defines a Gaussian blur filter and returns the filter attribute.
func (c *Canvas) Blur(id string, std float64) string {
	c.Def(id, `<filter id="`+id+`" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="`+n(std)+`"/></filter>`)
	return `filter="url(#` + id + `)"`
}

// Bytes renders the finished document.
func (c *Canvas) Bytes() []byte {
	c.flush()
	var b strings.Builder
	w, h := n(c.W), n(c.H)
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="` + w + `" height="` + h + `" viewBox="0 0 ` + w + ` ` + h + `" role="img">`)
	b.WriteString(`<title>` + html.EscapeString(c.Title) + `</title>`)
	if c.defs.Len() > 0 {
		b.WriteString("<defs>" + c.defs.String() + "</defs>")
	}
	b.WriteString(c.body.String())
	b.WriteString("</svg>\n")
	return []byte(b.String())
}

// rgb is a colour in 0..255 components.
type rgb struct{ r, g, b float64 }

func parse(hex string) rgb {
	hex = strings.TrimPrefix(hex, "#")
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil || len(hex) != 6 {
		panic("illustration: bad colour " + hex)
	}
	return rgb{float64(v >> 16 & 255), float64(v >> 8 & 255), float64(v & 255)}
}

func (c rgb) hex() string {
	cl := func(v float64) int { return int(math.Max(0, math.Min(255, math.Round(v)))) }
	return fmt.Sprintf("#%02x%02x%02x", cl(c.r), cl(c.g), cl(c.b))
}

// mix blends colour a toward b by t (0..1).
func mix(a, b string, t float64) string {
	x, y := parse(a), parse(b)
	return rgb{x.r + (y.r-x.r)*t, x.g + (y.g-x.g)*t, x.b + (y.b-x.b)*t}.hex()
}

// dk darkens toward a warm near-black so shadows stay warm rather than grey.
func dk(c string, t float64) string { return mix(c, "#1e1712", t) }

// lt lightens toward a warm white.
func lt(c string, t float64) string { return mix(c, "#fffaf2", t) }

// Star draws a five-pointed star of outer radius r.
func (c *Canvas) Star(x, y, r float64, fill, extra string) {
	pts := make([]float64, 0, 20)
	for i := 0; i < 10; i++ {
		rr := r
		if i%2 == 1 {
			rr = r * 0.42
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, x+rr*math.Cos(a), y+rr*math.Sin(a))
	}
	c.Poly(fill, extra, pts...)
}
