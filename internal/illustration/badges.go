package illustration

import (
	"fmt"
	"math"
)

// Awards are invented recognitions; none names a real organisation.
var Awards = []struct{ Name, Line, Year string }{
	{"Design Excellence", "Residential Interiors", "2024"},
	{"Craft & Finish", "Modular Furniture Honour", "2023"},
	{"Homemakers' Choice", "Customer Experience", "2024"},
	{"Green Spaces", "Sustainable Interiors", "2022"},
	{"Space Innovation", "Compact Home Planning", "2023"},
	{"Studio of the Year", "Interior Design Studios", "2025"},
}

// Suppliers are invented material partners; none is a real brand.
var Suppliers = []struct{ Name, Kind string }{
	{"Arvelle", "Laminates"},
	{"Tarkash", "Natural Stone"},
	{"Noorvi", "Lighting"},
	{"Saptak", "Hardware"},
	{"Ekanta", "Fabrics"},
	{"Vellora", "Glass"},
	{"Kaarigar", "Plywood"},
	{"Mitti & Co", "Paints"},
}

// AwardBadge draws a 320×160 laurel medallion with the award's name.
func AwardBadge(i int) *Canvas {
	a := Awards[i]
	c := NewCanvas(320, 160, fmt.Sprintf("Award badge: %s, %s, %s", a.Name, a.Line, a.Year))
	brass := []string{"#c39a55", "#b8894a", "#c9a25e", "#a98b5a", "#bf9350", "#c7a05c"}[i]
	c.RRect(1, 1, 318, 158, 14, "#fbf7f0", `stroke="#eadfcd"`)
	cx, cy := 74.0, 80.0
	for side := -1.0; side <= 1; side += 2 {
		for j := 0; j < 7; j++ {
			t := (215 - float64(j)*17) * math.Pi / 180
			x, y := cx+46*math.Cos(t), cy-46*math.Sin(t)
			a := math.Atan2(math.Cos(t), math.Sin(t))
			if side > 0 {
				x, a = 2*cx-x, math.Pi-a
			}
			c.Leaf(x, y, a-side*0.35, 20, dk(brass, 0.05+0.1*float64(j%2)))
		}
	}
	c.Circle(cx, cy, 36, c.Grad("medal", 0, 0, 1, 1, St(0, lt(brass, 0.45), 1), St(0.5, brass, 1), St(1, dk(brass, 0.3), 1)), "")
	c.Circle(cx, cy, 29, "none", `stroke="#fff6e2" stroke-width="1.5" opacity=".7"`)
	c.Star(cx, cy-4, 13, "#fff6e2", "")
	c.Text(cx, cy+19, 9, "#fff6e2", `text-anchor="middle" font-family="Georgia,serif" font-weight="bold"`, a.Year)
	c.Text(136, 70, 19, "#2b2420", `font-family="Georgia,serif"`, a.Name)
	c.Text(136, 94, 12, "#6b5a4a", `font-family="Helvetica,Arial,sans-serif" letter-spacing="1"`, a.Line)
	c.Line(136, 108, 196, 108, brass, 2, "")
	return c
}

// SupplierMark draws a 320×160 invented wordmark with a simple symbol.
func SupplierMark(i int) *Canvas {
	s := Suppliers[i]
	c := NewCanvas(320, 160, fmt.Sprintf("Supplier mark: %s %s", s.Name, s.Kind))
	ink := []string{"#3b3430", "#4a3b30", "#33403a", "#3d3a45", "#5a3d33", "#2f3f48", "#4b3a2a", "#6a4a38"}[i]
	accent := []string{"#b4573d", "#8d7f68", "#c39a55", "#6f8578", "#c0703f", "#5f7d8c", "#a0703f", "#c8694a"}[i]
	cx, cy := 62.0, 80.0
	switch i % 4 {
	case 0: // arch
		c.Path("M40 106V78a22 22 0 0 1 44 0v28z", accent, "")
		c.Path("M52 106V80a10 10 0 0 1 20 0v26z", "#fbf7f0", "")
	case 1: // stacked slabs
		for j := 0; j < 3; j++ {
			c.RRect(cx-24+float64(j)*4, cy-24+float64(j)*16, 48-float64(j)*8, 12, 3, []string{accent, ink, lt(accent, 0.3)}[j], "")
		}
	case 2: // sun ring
		c.Circle(cx, cy, 24, "none", `stroke="`+accent+`" stroke-width="6"`)
		c.Circle(cx, cy, 9, ink, "")
	default: // diamond weave
		c.Poly(accent, "", cx, cy-26, cx+26, cy, cx, cy+26, cx-26, cy)
		c.Poly("#fbf7f0", "", cx, cy-12, cx+12, cy, cx, cy+12, cx-12, cy)
	}
	c.Text(104, 84, 30, ink, `font-family="Georgia,serif" letter-spacing=".5"`, s.Name)
	c.Text(106, 106, 11, accent, `font-family="Helvetica,Arial,sans-serif" letter-spacing="3"`, upper(s.Kind))
	return c
}

func upper(s string) string {
	b := []byte(s)
	for i, ch := range b {
		if ch >= 'a' && ch <= 'z' {
			b[i] = ch - 32
		}
	}
	return string(b)
}

// BadgeFiles renders badges/award-{1..6}.svg and badges/supplier-{1..8}.svg.
func BadgeFiles() []File {
	var out []File
	for i := range Awards {
		out = append(out, File{fmt.Sprintf("badges/award-%d.svg", i+1), AwardBadge(i).Bytes()})
	}
	for i := range Suppliers {
		out = append(out, File{fmt.Sprintf("badges/supplier-%d.svg", i+1), SupplierMark(i).Bytes()})
	}
	return out
}
