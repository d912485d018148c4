package sqlstore_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestReadyFailsWhenTheDiskIsFull: on a real tmpfs filled to the last block,
// Ready says so and a photo save is "unavailable, try again", not a bug; with
// room again, the copy is ready again.
func TestReadyFailsWhenTheDiskIsFull(t *testing.T) {
	dir := storetest.SmallDisk(t, "16m")
	ctx := context.Background()
	db, err := sqlstore.OpenSQLite(ctx, filepath.Join(dir, "site.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Ready(ctx); err != nil {
		t.Fatalf("ready on an empty disk: %v", err)
	}
	free := storetest.FillDisk(t, dir)
	time.Sleep(1100 * time.Millisecond) // past the cached answer
	if err := db.Ready(ctx); err == nil {
		t.Fatal("ready on a full disk")
	}
	photo := &media.Processed{Image: media.Image{Hash: "f0", Width: 1, Height: 1, Widths: []int{1}},
		Variants: []media.Variant{{Width: 1, Format: "jpeg", ContentType: "image/jpeg", Bytes: make([]byte, 1<<20)}}}
	if _, err := db.SaveMedia(ctx, photo, 1, time.Now(), nil); fault.Code(err) != fault.EUNAVAILABLE {
		t.Fatalf("photo save on a full disk: %v (code %q), want unavailable", err, fault.Code(err))
	}
	free()
	time.Sleep(1100 * time.Millisecond)
	if err := db.Ready(ctx); err != nil {
		t.Fatalf("ready once room is back: %v", err)
	}
}
