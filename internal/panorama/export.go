package panorama

import (
	"fmt"
	"image"
	"image/jpeg"
	"os"
	"path/filepath"

	"golang.org/x/image/draw"
)

// previewWidth is the width of the still shown in the viewer's frame until the panorama is on screen.
const previewWidth = 1024

// Write renders every scene into dir as NAME.jpg (w×h), NAME-preview.jpg (at most 1024 wide) and NAME-thumb.jpg.
func Write(dir string, w, h int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, name := range SceneNames {
		img := Render(Build(name), w, h)
		if err := writeJPEG(filepath.Join(dir, name+".jpg"), img, 82); err != nil {
			return err
		}
		if err := writeJPEG(filepath.Join(dir, name+"-preview.jpg"), scaled(img, min(previewWidth, w)), 72); err != nil {
			return err
		}
		if err := writeJPEG(filepath.Join(dir, name+"-thumb.jpg"), scaled(img, 320), 80); err != nil {
			return err
		}
	}
	return nil
}

// scaled returns img at width w, keeping its proportions.
func scaled(img image.Image, w int) image.Image {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, w, w*b.Dy()/b.Dx()))
	draw.CatmullRom.Scale(out, out.Bounds(), img, b, draw.Src, nil)
	return out
}

func writeJPEG(path string, img image.Image, quality int) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := jpeg.Encode(f, img, &jpeg.Options{Quality: quality}); err != nil {
		f.Close()
		return fmt.Errorf("encode %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
