// Command panogen renders the 360° panoramas of the 360 views page at build time.
package main

import (
	"flag"
	"log"

	"github.com/nivaas-interiors/site/internal/panorama"
)

func main() {
	out := flag.String("out", "web/public/art/panoramas", "folder to write the JPEG panoramas into")
	width := flag.Int("width", 4096, "panorama width in pixels (height is half)")
	flag.Parse()
	if err := panorama.Write(*out, *width, *width/2); err != nil {
		log.Fatal(err)
	}
}
