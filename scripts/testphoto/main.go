// Command testphoto writes a JPEG colour gradient of -w × -h pixels to stdout:
// the photo the image test uploads and the upgrade fixture stores.
//
//	go run ./scripts/testphoto -w 1000 -h 700 > photo.jpg
package main

import (
	"flag"
	"image"
	"image/color"
	"image/jpeg"
	"log"
	"os"
)

func main() {
	w := flag.Int("w", 640, "width in pixels")
	h := flag.Int("h", 480, "height in pixels")
	flag.Parse()
	img := image.NewRGBA(image.Rect(0, 0, *w, *h))
	for y := range *h {
		for x := range *w {
			img.Set(x, y, color.RGBA{uint8(x * 255 / *w), uint8(y * 255 / *h), 100, 255})
		}
	}
	if err := jpeg.Encode(os.Stdout, img, &jpeg.Options{Quality: 80}); err != nil {
		log.Fatal(err)
	}
}
