package panorama

import (
	"fmt"
	"image"
	"image/jpeg"
	"os"
	"path/filepath"

	"golang.org/x/image/draw"
)

// Write renders every scene into dir as NAME.jpg (w×h) and NAME-thumb.jpg.
func Write(dir string, w, h int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, name := range SceneNames {
		img := Render(Build(name), w, h)
		if err := writeJPEG(filepath.Join(dir, name+".jpg"), img, 82); err != nil {
			return err
		}
		thumb := image.NewRGBA(image.Rect(0, 0, 320, 160))
		draw.CatmullRom.Scale(thumb, thumb.Bounds(), img, img.Bounds(), draw.Src, nil)
		if err := writeJPEG(filepath.Join(dir, name+"-thumb.jpg"), thumb, 80); err != nil {
			return err
		}
	}
	return nil
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
