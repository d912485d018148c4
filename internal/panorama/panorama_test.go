package panorama

import (
	"image"
	"image/jpeg"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// pixelAt returns the colour of the panorama in the direction (lon, lat) in degrees.
func pixelAt(img *image.RGBA, lon, lat float64) (r, g, b uint8) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	x := int((lon + 180) / 360 * float64(w))
	y := int((90 - lat) / 180 * float64(h))
	c := img.RGBAAt(min(x, w-1), min(y, h-1))
	return c.R, c.G, c.B
}

func TestRoomsSurroundTheViewer(t *testing.T) {
	for _, name := range []string{"living-room", "kitchen"} {
		img := Render(Build(name), 256, 128)
		// Straight up is the ceiling: bright and neutral.
		if r, g, b := pixelAt(img, 0, 89); r < 170 || g < 165 || b < 150 {
			t.Errorf("%s: ceiling too dark: %d,%d,%d", name, r, g, b)
		}
		// Straight down is the floor, warmer and darker than the ceiling.
		if r, _, b := pixelAt(img, 0, -89); r <= b {
			t.Errorf("%s: floor not warm: r=%d b=%d", name, r, b)
		}
	}
}

func TestWindowShowsTheSky(t *testing.T) {
	img := Render(Build("living-room"), 256, 128)
	// The living room's window is on the +X wall: longitude 90°, a little above eye level.
	r, g, b := pixelAt(img, 90, 15)
	if !(b > r && b > 150) {
		t.Errorf("expected sky through the window, got %d,%d,%d", r, g, b)
	}
}

func TestGardenHasSkyAboveAndLawnBelow(t *testing.T) {
	img := Render(Build("garden"), 256, 128)
	if r, _, b := pixelAt(img, 180, 70); b <= r {
		t.Errorf("garden sky not blue")
	}
	if r, g, b := pixelAt(img, 60, -30); !(g > r && g > b) {
		t.Errorf("garden lawn not green: %d,%d,%d", r, g, b)
	}
}

func TestVerticalEdgesStayVertical(t *testing.T) {
	// In an equirectangular image a vertical edge is a vertical line: the
	// pergola post must occupy the same columns at two heights.
	img := Render(Build("garden"), 512, 256)
	column := func(lat float64) int {
		y := int((90 - lat) / 180 * 256)
		for x := 256; x < 512; x++ {
			c := img.RGBAAt(x, y)
			if c.R > c.G && c.R < 150 && c.G < 110 { // brown post
				return x
			}
		}
		return -1
	}
	a, b := column(-5), column(5)
	if a < 0 || b < 0 || math.Abs(float64(a-b)) > 1 {
		t.Errorf("post edge moved between heights: %d vs %d", a, b)
	}
}

func TestWriteProducesEveryScene(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, 320, 160); err != nil {
		t.Fatal(err)
	}
	for _, name := range SceneNames {
		for file, w := range map[string]int{name + ".jpg": 320, name + "-small.jpg": 320, name + "-thumb.jpg": 320} {
			checkPanoramaSize(t, dir, file, w)
		}
	}
}

// A plain image stands in for a rendered one: rendering 4096 wide takes minutes under the race detector.
func TestPanoramaFilesHaveAPreviewAtMost1024WideAndASmallCopyAtMost2048Wide(t *testing.T) {
	dir := t.TempDir()
	if err := writeFiles(dir, "room", image.NewRGBA(image.Rect(0, 0, 4096, 2048))); err != nil {
		t.Fatal(err)
	}
	for file, w := range map[string]int{"room-preview.jpg": 1024, "room-small.jpg": 2048, "room.jpg": 4096, "room-thumb.jpg": 320} {
		checkPanoramaSize(t, dir, file, w)
	}
}

// checkPanoramaSize decodes the JPEG file in dir and wants it w wide and w/2 high.
func checkPanoramaSize(t *testing.T, dir, file string, w int) {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, file))
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(f)
	f.Close()
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if img.Bounds().Dx() != w || img.Bounds().Dy() != w/2 {
		t.Errorf("%s: size %v, want %d×%d", file, img.Bounds(), w, w/2)
	}
}
