package storetest

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// Photo is a processed photo named hash (64 hex digits from seed), with a master and two variants.
func Photo(seed string) *media.Processed {
	hash := strings.Repeat(seed, 64)[:64]
	return &media.Processed{
		Image: media.Image{Hash: hash, Width: 1200, Height: 900, Placeholder: "#a0522d", Widths: []int{480, 960}, Formats: media.Formats},
		Variants: []media.Variant{
			{Width: 1200, Format: media.MasterFormat, ContentType: "image/jpeg", Bytes: []byte("master " + seed)},
			{Width: 480, Format: "webp", ContentType: "image/webp", Bytes: []byte("RIFF 480 " + seed)},
			{Width: 480, Format: "jpeg", ContentType: "image/jpeg", Bytes: []byte{0xFF, 0xD8, 0x00, 0xFF}},
		},
	}
}

func testMedia(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	p := Photo("c0ffee")
	created, err := s.SaveMedia(ctx, p, 7, at, nil)
	if err != nil || !created {
		t.Fatalf("save: created %v, %v", created, err)
	}
	again := Photo("c0ffee")
	again.Variants[1].Bytes = []byte("other bytes")
	if created, err := s.SaveMedia(ctx, again, 8, at, nil); err != nil || created {
		t.Fatalf("save again: created %v, %v", created, err)
	}
	img, err := s.MediaImage(ctx, p.Hash)
	if err != nil || img.Width != 1200 || img.Height != 900 || img.Placeholder != "#a0522d" || len(img.Widths) != 2 || img.Widths[1] != 960 || len(img.Formats) != 2 {
		t.Fatalf("image: %+v, %v", img, err)
	}
	v, err := s.MediaVariant(ctx, p.Hash, 480, "webp")
	if err != nil || string(v.Bytes) != "RIFF 480 c0ffee" || v.ContentType != "image/webp" {
		t.Fatalf("variant: %+v, %v (a repeat upload must not replace the bytes)", v, err)
	}
	if v, err := s.MediaVariant(ctx, p.Hash, 1200, media.MasterFormat); err != nil || string(v.Bytes) != "master c0ffee" {
		t.Fatalf("master: %+v, %v", v, err)
	}
	if v, err := s.MediaVariant(ctx, p.Hash, 480, "jpeg"); err != nil || len(v.Bytes) != 4 || v.Bytes[3] != 0xFF {
		t.Fatalf("binary bytes: %+v, %v", v, err)
	}
	if _, err := s.MediaVariant(ctx, p.Hash, 960, "webp"); fault.Code(err) != fault.ENOTFOUND {
		t.Errorf("missing width: %v", err)
	}
	if _, err := s.MediaImage(ctx, strings.Repeat("0", 64)); fault.Code(err) != fault.ENOTFOUND {
		t.Errorf("missing photo: %v", err)
	}
	// Copies of the site storing one new photo at once: one stores it, the others store nothing.
	var wg sync.WaitGroup
	results := make(chan bool, 4)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			created, err := s.SaveMedia(ctx, Photo("beef"), 7, at, nil)
			if err != nil {
				t.Error(err)
			}
			results <- created
		}()
	}
	wg.Wait()
	close(results)
	n := 0
	for c := range results {
		if c {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d of 4 concurrent saves created the photo", n)
	}
}
