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

// smallWidth is the panorama phones download: a phone's viewer shows no more detail
// than this, and the full file is four times the pixels to fetch, decode and upload.
const smallWidth = 2048

// Write renders every scene into dir as NAME.jpg (w×h), NAME-small.jpg (at most
// 2048 wide), NAME-preview.jpg (at most 1024 wide) and NAME-thumb.jpg.
func Write(dir string, w, h int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, name := range SceneNames {
		if err := writeFiles(dir, name, Render(Build(name), w, h)); err != nil {
			return err
		}
	}
	return nil
}

// writeFiles writes img and its smaller copies as the files of scene name.
func writeFiles(dir, name string, img image.Image) error {
	w := img.Bounds().Dx()
	if err := writeJPEG(filepath.Join(dir, name+".jpg"), img, 82); err != nil {
		return err
	}
	if err := writeJPEG(filepath.Join(dir, name+"-small.jpg"), scaled(img, min(smallWidth, w)), 82); err != nil {
		return err
	}
	if err := writeJPEG(filepath.Join(dir, name+"-preview.jpg"), scaled(img, min(previewWidth, w)), 72); err != nil {
		return err
	}
	return writeJPEG(filepath.Join(dir, name+"-thumb.jpg"), scaled(img, 320), 80)
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
