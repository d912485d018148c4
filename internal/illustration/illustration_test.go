package illustration

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// svgInfo is what a parsed SVG file tells us about itself.
type svgInfo struct {
	width, height, viewBox, title string
	images                        int
}

func parseSVG(t *testing.T, name string, data []byte) svgInfo {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	var info svgInfo
	depth := 0
	inTitle := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: not well-formed XML: %v", name, err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			depth++
			if depth == 1 {
				if el.Name.Local != "svg" {
					t.Fatalf("%s: root is <%s>, want <svg>", name, el.Name.Local)
				}
				for _, a := range el.Attr {
					switch a.Name.Local {
					case "width":
						info.width = a.Value
					case "height":
						info.height = a.Value
					case "viewBox":
						info.viewBox = a.Value
					}
				}
			}
			if el.Name.Local == "image" {
				info.images++
			}
			inTitle = depth == 2 && el.Name.Local == "title"
		case xml.CharData:
			if inTitle {
				info.title += string(el)
			}
		case xml.EndElement:
			depth--
			inTitle = false
		}
	}
	return info
}

// expected lists every contract file with its canvas size and byte budget.
func expected() map[string][3]int {
	want := map[string][3]int{}
	rooms := []string{"modular-kitchen", "wardrobe", "bedroom", "living-room", "dining-room", "home-office", "kids-bedroom", "bathroom", "1bhk", "2bhk", "3bhk"}
	for _, r := range rooms {
		for _, tier := range []string{"normal", "luxury", "ultra-premium"} {
			for v := 1; v <= 8; v++ {
				want[fmt.Sprintf("designs/%s/%s-%d.svg", r, tier, v)] = [3]int{1200, 900, 20 << 10}
			}
		}
	}
	for i := 1; i <= 2; i++ {
		want[fmt.Sprintf("hero/slide-%d.svg", i)] = [3]int{1600, 900, 20 << 10}
	}
	for _, c := range []string{"mumbai", "delhi-ncr", "bangalore", "chennai", "pune", "hyderabad", "kolkata", "ahmedabad"} {
		want["cities/"+c+".svg"] = [3]int{1600, 900, 20 << 10}
	}
	for _, b := range []string{"fashionable-wardrobe-designs-2025", "future-of-interiors-2025", "latest-design-articles-2025", "modern-kitchen-design-trends-2025"} {
		want["blog/"+b+".svg"] = [3]int{1200, 675, 20 << 10}
	}
	for _, s := range []string{"civil", "electrical", "false-ceiling", "painting"} {
		for i := 1; i <= 4; i++ {
			want[fmt.Sprintf("services/%s-%d.svg", s, i)] = [3]int{1200, 900, 16 << 10}
		}
	}
	for role, count := range map[string]int{"designer": 6, "founder": 2, "customer": 6} {
		for i := 1; i <= count; i++ {
			want[fmt.Sprintf("people/%s-%d.svg", role, i)] = [3]int{480, 480, 12 << 10}
		}
	}
	for kind, count := range map[string]int{"award": 6, "supplier": 8} {
		for i := 1; i <= count; i++ {
			want[fmt.Sprintf("badges/%s-%d.svg", kind, i)] = [3]int{320, 160, 12 << 10}
		}
	}
	return want
}

func TestWriteProducesExactlyTheContractFiles(t *testing.T) {
	dir := t.TempDir()
	count, err := Write(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := expected()
	if count != len(want) {
		t.Errorf("Write reported %d files, want %d", count, len(want))
	}
	seen := map[string]bool{}
	titles := map[string]string{}
	var total, over12 int
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(p, dir+string(filepath.Separator)))
		seen[rel] = true
		spec, ok := want[rel]
		if !ok {
			t.Errorf("unexpected file %s", rel)
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		total += len(data)
		if len(data) > 12<<10 {
			over12++
		}
		if len(data) > spec[2] {
			t.Errorf("%s is %d bytes, budget %d", rel, len(data), spec[2])
		}
		info := parseSVG(t, rel, data)
		w, h := fmt.Sprint(spec[0]), fmt.Sprint(spec[1])
		if info.width != w || info.height != h || info.viewBox != "0 0 "+w+" "+h {
			t.Errorf("%s: width=%q height=%q viewBox=%q, want %s×%s", rel, info.width, info.height, info.viewBox, w, h)
		}
		if len(strings.TrimSpace(info.title)) < 8 {
			t.Errorf("%s: title %q is missing or too short", rel, info.title)
		}
		if info.images > 0 || bytes.Contains(data, []byte("data:image")) {
			t.Errorf("%s embeds a bitmap", rel)
		}
		if other, dup := titles[info.title]; dup {
			t.Errorf("%s and %s share the title %q", rel, other, info.title)
		}
		titles[info.title] = rel
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for p := range want {
		if !seen[p] {
			t.Errorf("missing %s", p)
		}
	}
	t.Logf("%d files, %d KB in all, %d over 12 KB", len(seen), total>>10, over12)
}

func TestOutputIsDeterministic(t *testing.T) {
	a, b := All(), All()
	if len(a) != len(b) {
		t.Fatalf("runs differ in length: %d vs %d", len(a), len(b))
	}
	for i := range a {
		if a[i].Path != b[i].Path || !bytes.Equal(a[i].Data, b[i].Data) {
			t.Fatalf("%s differs between runs", a[i].Path)
		}
	}
}

func TestVariantsDiffer(t *testing.T) {
	for _, r := range Rooms {
		for tier := Normal; tier <= Ultra; tier++ {
			seen := map[string]int{}
			for v := 1; v <= Variants; v++ {
				f := Design(r, tier, v)
				body := string(f.Data[bytes.Index(f.Data, []byte("</title>")):])
				if prev, dup := seen[body]; dup {
					t.Errorf("%s %s: variations %d and %d draw the same picture", r.Slug, tier.Slug(), prev, v)
				}
				seen[body] = v
			}
		}
	}
}

func TestTiersReadDifferently(t *testing.T) {
	// Luxury and Ultra Premium rooms carry cove light; only Ultra carries
	// the onyx glow or statement fixtures; Normal carries neither.
	for _, r := range Rooms[:8] {
		normal := string(Design(r, Normal, 1).Data)
		luxury := string(Design(r, Luxury, 1).Data)
		ultra := string(Design(r, Ultra, 2).Data)
		if strings.Contains(normal, `id="cove"`) {
			t.Errorf("%s: Normal has cove lighting", r.Slug)
		}
		if !strings.Contains(luxury, `id="cove"`) || !strings.Contains(ultra, `id="cove2"`) {
			t.Errorf("%s: Luxury or Ultra Premium lacks its layered cove lighting", r.Slug)
		}
		if strings.Contains(luxury, `id="veinD"`) == false && strings.Contains(luxury, `id="veinL"`) == false {
			t.Errorf("%s: Luxury has no marble", r.Slug)
		}
		if !strings.Contains(ultra, `id="veinD"`) {
			t.Errorf("%s: Ultra Premium has no dark stone", r.Slug)
		}
	}
}

func TestHomesShowTheirBedroomCount(t *testing.T) {
	for beds := 1; beds <= 3; beds++ {
		rooms, _, _ := planFor(beds, 1)
		got := 0
		for _, r := range rooms {
			if r.kind == "bedroom" {
				got++
			}
		}
		if got != beds {
			t.Errorf("%d BHK plan has %d bedrooms", beds, got)
		}
		title := Home(beds, Normal, 1).Title
		if !strings.HasPrefix(title, fmt.Sprintf("%d BHK", beds)) {
			t.Errorf("title %q does not name the home size", title)
		}
	}
}

func TestNoRealBrandNames(t *testing.T) {
	real := []string{"Hettich", "Hafele", "Häfele", "Blum", "Greenply", "Century", "Asian Paints", "Kajaria", "Jaquar", "Philips", "Merino", "Saint-Gobain", "Livspace", "HomeLane"}
	for _, f := range BadgeFiles() {
		for _, name := range real {
			if bytes.Contains(bytes.ToLower(f.Data), bytes.ToLower([]byte(name))) {
				t.Errorf("%s mentions %s", f.Path, name)
			}
		}
	}
}
