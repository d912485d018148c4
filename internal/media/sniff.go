package media

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/jpeg"
	"image/png"

	xwebp "golang.org/x/image/webp"
)

// kind is a photo's real type, read from its first bytes whatever its name or Content-Type says.
type kind int

const (
	unknown kind = iota
	kindJPEG
	kindPNG
	kindWebP
	kindHEIC
)

// sniff reads the type from the magic bytes.
func sniff(b []byte) kind {
	switch {
	case len(b) >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF:
		return kindJPEG
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return kindPNG
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return kindWebP
	case len(b) >= 12 && string(b[4:8]) == "ftyp":
		switch string(b[8:12]) {
		case "heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1":
			return kindHEIC
		}
	}
	return unknown
}

// config reads the pixel size from the header alone, before anything is decoded.
func config(k kind, b []byte) (image.Config, error) {
	r := bytes.NewReader(b)
	switch k {
	case kindJPEG:
		return jpeg.DecodeConfig(r)
	case kindPNG:
		return png.DecodeConfig(r)
	default:
		return xwebp.DecodeConfig(r)
	}
}

// decode decodes the whole photo; config has vouched for its size.
func decode(k kind, b []byte) (image.Image, error) {
	r := bytes.NewReader(b)
	switch k {
	case kindJPEG:
		return jpeg.Decode(r)
	case kindPNG:
		return png.Decode(r)
	default:
		return xwebp.Decode(r)
	}
}

// orientation returns the EXIF orientation (1–8) of a JPEG, PNG or WebP; 1 when it has none.
func orientation(k kind, b []byte) int {
	var tiff []byte
	switch k {
	case kindJPEG:
		tiff = jpegExif(b)
	case kindPNG:
		tiff = pngChunk(b, "eXIf")
	case kindWebP:
		tiff = webpChunk(b, "EXIF")
	}
	tiff = bytes.TrimPrefix(tiff, []byte("Exif\x00\x00"))
	if o := tiffOrientation(tiff); o >= 1 && o <= 8 {
		return o
	}
	return 1
}

// jpegExif returns the TIFF data of a JPEG's APP1 Exif segment, walking the markers up to the scan.
func jpegExif(b []byte) []byte {
	for i := 2; i+4 <= len(b); {
		if b[i] != 0xFF {
			return nil
		}
		marker := b[i+1]
		if marker == 0xFF { // fill byte
			i++
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // start of scan, end of image: no metadata after
			return nil
		}
		if marker >= 0xD0 && marker <= 0xD7 || marker == 0x01 { // markers without a length
			i += 2
			continue
		}
		n := int(binary.BigEndian.Uint16(b[i+2:]))
		if n < 2 || i+2+n > len(b) {
			return nil
		}
		seg := b[i+4 : i+2+n]
		if marker == 0xE1 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
			return seg[6:]
		}
		i += 2 + n
	}
	return nil
}

// pngChunk returns the data of the first chunk named name.
func pngChunk(b []byte, name string) []byte {
	for i := 8; i+8 <= len(b); {
		n := int(binary.BigEndian.Uint32(b[i:]))
		if n < 0 || i+12+n > len(b) {
			return nil
		}
		if string(b[i+4:i+8]) == name {
			return b[i+8 : i+8+n]
		}
		if string(b[i+4:i+8]) == "IDAT" {
			return nil // eXIf must come before the image data
		}
		i += 12 + n
	}
	return nil
}

// webpChunk returns the data of the first RIFF chunk named name.
func webpChunk(b []byte, name string) []byte {
	for i := 12; i+8 <= len(b); {
		n := int(binary.LittleEndian.Uint32(b[i+4:]))
		if n < 0 || i+8+n > len(b) {
			return nil
		}
		if string(b[i:i+4]) == name {
			return b[i+8 : i+8+n]
		}
		i += 8 + n + n&1 // chunks are padded to an even size
	}
	return nil
}

// tiffOrientation reads tag 0x0112 of IFD0; 0 when absent or unreadable.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 0
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0
	}
	if bo.Uint16(t[2:]) != 42 {
		return 0
	}
	ifd := int(bo.Uint32(t[4:]))
	if ifd < 8 || ifd+2 > len(t) {
		return 0
	}
	count := int(bo.Uint16(t[ifd:]))
	for e := 0; e < count; e++ {
		p := ifd + 2 + 12*e
		if p+12 > len(t) {
			return 0
		}
		if bo.Uint16(t[p:]) == 0x0112 && bo.Uint16(t[p+2:]) == 3 { // SHORT
			return int(bo.Uint16(t[p+8:]))
		}
	}
	return 0
}
