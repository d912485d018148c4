package illustration

import "fmt"

// Person describes a stylised bust portrait.
type Person struct {
	Title   string
	Woman   bool
	Skin    string
	Hair    string // short, side, long, bun, curly, bald, braid
	HairCol string
	Attire  string // kurta, shirt, blazer, saree, kurti, sweater
	Cloth   string
	Trim    string
	Bg      string
	Glasses bool
	Bindi   bool
	Beard   bool
}

var skins = []string{"#f0c8a4", "#e1ad86", "#c98f66", "#a97452", "#8c5a3c", "#6f4630"}

// People are the designers, founders and customers shown on the site.
var People = map[string][]Person{
	"designer": {
		{"Designer portrait: woman with a low bun, sage kurti and brass earrings", true, skins[1], "bun", "#2b1d16", "kurti", "#8fa58a", "#e7d6b4", "#efe2cf", false, true, false},
		{"Designer portrait: man with short hair and glasses in a teak blazer", false, skins[3], "side", "#1f1712", "blazer", "#7a5234", "#f4efe6", "#e3e6dc", true, false, false},
		{"Designer portrait: woman with long wavy hair in a terracotta shirt", true, skins[2], "long", "#24170f", "shirt", "#c0694a", "#f3e3d3", "#eee6dc", false, false, false},
		{"Designer portrait: man with a trimmed beard in an indigo kurta", false, skins[4], "short", "#17110d", "kurta", "#3f5173", "#d9c49a", "#efe7d9", false, false, true},
		{"Designer portrait: woman with a braid and glasses in a mustard sweater", true, skins[0], "braid", "#3a2618", "sweater", "#d3a148", "#f2ead9", "#e4e9e6", true, false, false},
		{"Designer portrait: man with curly hair in a sage shirt", false, skins[2], "curly", "#20160f", "shirt", "#7f9c84", "#f4efe6", "#f1e4d4", false, false, false},
	},
	"founder": {
		{"Founder portrait: woman with short grey hair in an ivory saree with a brass border", true, skins[2], "bun", "#8e8a86", "saree", "#efe5d2", "#c39a55", "#e6dccd", true, true, false},
		{"Founder portrait: man with silver hair and beard in a charcoal blazer", false, skins[1], "side", "#9a958f", "blazer", "#3a3733", "#f4efe6", "#e9e1d4", false, false, true},
	},
	"customer": {
		{"Customer portrait: woman smiling, hair tied back, in a teal kurti", true, skins[3], "bun", "#1c130e", "kurti", "#3f7f7a", "#f0d9a8", "#f2e8da", false, true, false},
		{"Customer portrait: man with a moustache and beard in a checked shirt", false, skins[2], "short", "#1b130e", "shirt", "#b96b4b", "#f4efe6", "#e6ebe3", false, false, true},
		{"Customer portrait: young woman with long hair in a cream sweater", true, skins[1], "long", "#2a1a12", "sweater", "#efe2c8", "#d9c6a4", "#efe1d3", false, false, false},
		{"Customer portrait: older man with glasses, balding, in an olive kurta", false, skins[4], "bald", "#b4aea6", "kurta", "#7d7a4f", "#e7d6b4", "#ece4d6", true, false, false},
		{"Customer portrait: woman with curly hair in a plum saree", true, skins[5], "curly", "#17100b", "saree", "#7d3f56", "#d8b06a", "#e8e4dc", false, true, false},
		{"Customer portrait: man with neat side-parted hair in a navy shirt", false, skins[0], "side", "#3b2a1f", "shirt", "#34445e", "#f4efe6", "#f0e6d7", false, false, false},
	},
}

// Portrait draws a 480×480 bust on a soft background.
func Portrait(p Person) *Canvas {
	c := NewCanvas(480, 480, p.Title)
	c.Rect(0, 0, 480, 480, c.VGrad("bg", St(0, lt(p.Bg, 0.4), 1), St(1, p.Bg, 1)), "")
	c.Circle(240, 250, 190, lt(p.Bg, 0.25), "")
	hair := p.HairCol
	skin := p.Skin
	shade := dk(skin, 0.18)
	// Hair that falls behind the shoulders goes first.
	switch p.Hair {
	case "long":
		c.Path("M158 200c-10 90-6 170-24 230h212c-18-60-14-140-24-230z", hair, "")
	case "braid":
		c.Path("M300 260c30 40 36 90 30 150", "none", `stroke="`+hair+`" stroke-width="26" stroke-linecap="round"`)
	case "bun":
		c.Circle(240, 122, 38, hair, "")
	}
	// Neck with the chin's shadow.
	c.Path("M208 270v70c0 16 64 16 64 0v-70z", skin, "")
	c.Path("M208 292c20 18 44 18 64 0v-22h-64z", shade, `opacity=".6"`)
	p.attire(c)
	// Ears, head, and a soft shade on the side away from the light.
	c.Ellipse(168, 228, 13, 22, shade, "")
	c.Ellipse(312, 228, 13, 22, shade, "")
	c.Ellipse(240, 212, 72, 88, skin, "")
	c.Ellipse(240, 212, 72, 88, c.HGrad("face", St(0.45, "#000000", 0), St(1, "#3b2416", 0.22)), "")
	if p.Woman && p.Hair != "bald" {
		c.Circle(170, 252, 5, p.Trim, "")
		c.Circle(310, 252, 5, p.Trim, "")
	}
	// Features: brows, eyes, nose, smile, cheeks.
	brow := dk(hair, 0.1)
	if hair == "#b4aea6" || hair == "#9a958f" || hair == "#8e8a86" {
		brow = "#6b625a"
	}
	c.Path("M196 192q16-10 32-2M252 190q16-8 32 2", "none", `stroke="`+brow+`" stroke-width="5" stroke-linecap="round"`)
	c.Ellipse(212, 214, 6, 7, "#2a1c14", "")
	c.Ellipse(268, 214, 6, 7, "#2a1c14", "")
	c.Path("M240 222q-8 26 2 32 6 2 10-2", "none", `stroke="`+dk(skin, 0.3)+`" stroke-width="3" stroke-linecap="round"`)
	c.Path("M216 268q24 18 48 0", "none", `stroke="`+mix(dk(skin, 0.35), "#b0473f", 0.35)+`" stroke-width="5" stroke-linecap="round"`)
	c.Ellipse(200, 250, 14, 8, "#e0836a", `opacity=".18"`)
	c.Ellipse(282, 250, 14, 8, "#e0836a", `opacity=".18"`)
	if p.Bindi {
		c.Circle(240, 184, 4.5, "#a8323a", "")
	}
	if p.Beard {
		c.Path("M170 226c4 70 36 96 70 96s66-26 70-96c-14 30-30 34-40 30-10-4-20-6-30-6s-20 2-30 6c-10 4-26 0-40-30z", hair, "")
		c.Path("M220 266q20 8 40 0", "none", `stroke="`+mix(dk(skin, 0.35), "#b0473f", 0.35)+`" stroke-width="5" stroke-linecap="round"`)
	}
	// Hair over the head.
	switch p.Hair {
	case "short":
		c.Path("M166 206c-4-70 40-104 80-102 44 2 76 36 68 100-8-26-20-44-40-52-30 14-70 16-108 54z", hair, "")
	case "side":
		c.Path("M166 210c-8-74 36-110 80-108 46 2 80 40 70 104-6-30-16-50-34-62-34 16-74 4-116 66z", hair, "")
	case "long", "braid", "bun":
		c.Path("M164 226c-10-80 30-124 78-124 50 0 86 42 74 124-6-50-30-82-64-96-16 30-48 52-88 96z", hair, "")
	case "curly":
		for _, q := range [][3]float64{{180, 160, 30}, {210, 134, 32}, {246, 124, 34}, {282, 138, 32}, {304, 168, 28}, {172, 196, 22}, {308, 200, 22}} {
			c.Circle(q[0], q[1], q[2], hair, "")
		}
	case "bald":
		c.Path("M168 228c-6-20-2-40 6-50 0 30 6 44 6 60zM312 228c6-20 2-40-6-50 0 30-6 44-6 60z", hair, "")
	}
	if p.Glasses {
		g := `stroke="#2b211b" stroke-width="3.5"`
		c.Circle(212, 216, 20, "#ffffff", `fill-opacity=".12" `+g)
		c.Circle(268, 216, 20, "#ffffff", `fill-opacity=".12" `+g)
		c.Path("M232 214q8-6 16 0", "none", g)
	}
	return c
}

// attire draws the clothing over the shoulders.
func (p Person) attire(c *Canvas) {
	cl, tr := p.Cloth, p.Trim
	body := "M40 480c6-80 50-118 120-134 20 16 50 24 80 24s60-8 80-24c70 16 114 54 120 134z"
	c.Path(body, cl, "")
	c.Path(body, c.HGrad("cloth", St(0.4, "#000000", 0), St(1, "#2a1a10", 0.25)), "")
	c.Path(body, c.Tex("fabric"), "")
	switch p.Attire {
	case "kurta":
		c.Path("M214 340h52v22c-8 6-44 6-52 0z", dk(cl, 0.15), "")
		c.Line(240, 362, 240, 470, dk(cl, 0.3), 3, "")
		for _, y := range []float64{380, 405, 430} {
			c.Circle(240, y, 3.5, tr, "")
		}
	case "shirt":
		c.Path("M200 340l40 40 40-40 14 30-54 24-54-24z", lt(cl, 0.15), "")
		c.Line(240, 380, 240, 480, dk(cl, 0.25), 2, "")
	case "blazer":
		c.Path("M196 344l44 60 44-60 20 6 36 130H140l36-130z", tr, "")
		c.Path("M188 346l52 124-30 10-60-120zM292 346l-52 124 30 10 60-120z", dk(cl, 0.1), "")
	case "saree":
		c.Path("M300 350c-60 30-110 80-150 130h90c20-40 60-80 110-104z", lt(cl, 0.1), "")
		c.Path("M300 350c-60 30-110 80-150 130", "none", `stroke="`+tr+`" stroke-width="10"`)
		c.Path("M206 344q34 22 68 0", "none", `stroke="`+tr+`" stroke-width="6"`)
	case "kurti":
		c.Path("M206 342q34 40 68 0", "none", `stroke="`+tr+`" stroke-width="8"`)
		c.Path("M320 352c-30 50-46 90-52 128h40c4-40 20-80 44-118z", tr, `opacity=".85"`)
	case "sweater":
		c.Path("M204 340q36 26 72 0l6 16q-42 30-84 0z", dk(cl, 0.15), "")
		for x := 90.0; x < 400; x += 22 {
			c.Line(x, 420, x+4, 480, dk(cl, 0.12), 2, `opacity=".6"`)
		}
	}
}

// PortraitFiles renders every portrait as people/{role}-{n}.svg.
func PortraitFiles() []File {
	var out []File
	for _, role := range []string{"designer", "founder", "customer"} {
		for i, p := range People[role] {
			out = append(out, File{fmt.Sprintf("people/%s-%d.svg", role, i+1), Portrait(p).Bytes()})
		}
	}
	return out
}
