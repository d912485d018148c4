package mediatest

import (
	"bytes"
	"image/png"
	"testing"
)

// A striped PNG decodes, in every shape and size, to its first row repeated.
func TestStripedPNG(t *testing.T) {
	for _, s := range PNGShapes {
		for _, sz := range [][2]int{{1, 1}, {3, 5}, {100, 37}, {1000, 20}} {
			data := StripedPNG(sz[0], sz[1], s)
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("%s %v: %v", s.Name, sz, err)
			}
			if img.Bounds().Dx() != sz[0] || img.Bounds().Dy() != sz[1] {
				t.Fatal(img.Bounds())
			}
			// every row equals the first
			for y := 1; y < sz[1]; y++ {
				for x := 0; x < sz[0]; x++ {
					if img.At(x, y) != img.At(x, 0) {
						t.Fatalf("%s %v: row %d differs", s.Name, sz, y)
					}
				}
			}
		}
	}
}
