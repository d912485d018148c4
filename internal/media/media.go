// Package media turns an uploaded photo into the metadata-free, upright,
// resized variants the site serves, and says what may be uploaded. It knows
// nothing of HTTP or SQL: storage is the Store interface.
package media

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Limits of an upload. MaxBytes is the contract's 25 MB (26,214,400 bytes).
const (
	MaxBytes  = 25 << 20
	MaxPixels = 50_000_000 // decoded, a 50 MP photo is ~200 MB of RGBA: the memory bound of one job
	MaxSide   = 16_384     // no real camera makes a longer side; a strip of pixels is a bomb too
)

// Widths are the responsive widths made, never wider than the photo itself.
var Widths = []int{480, 960, 1600}

// Formats are the encodings each width is made in, in the order a <picture> lists them.
var Formats = []string{"webp", "jpeg"}

// Image is what the back-office keeps of an uploaded photo (a design's or
// project's images entry carries the same fields).
type Image struct {
	Hash        string   `json:"hash"` // hex SHA-256 of the processed master
	Width       int      `json:"width"`
	Height      int      `json:"height"`
	Placeholder string   `json:"placeholder"` // "#rrggbb", shown before the photo arrives
	Widths      []int    `json:"widths"`
	Formats     []string `json:"formats"`
}

// Variant is one stored encoding of a photo. Format "master" is the processed
// original (upright, metadata-free) at the largest width served, kept so the
// served sizes can be made again; the full-size original is not kept (see variants).
type Variant struct {
	Width       int
	Format      string // "webp", "jpeg" or "master"
	ContentType string
	Bytes       []byte
}

// MasterFormat names the processed original among a photo's variants.
const MasterFormat = "master"

// Processed is a photo ready to store: its description, master and variants.
type Processed struct {
	Image
	Variants []Variant // the master first
}

// ErrNoPhoto is the store's answer for a photo, or a size of one, it does not hold.
var ErrNoPhoto = fault.Errorf(fault.ENOTFOUND, "There is no such photo.")

// Store keeps photos. The SQL store implements it; an S3-compatible one may follow.
type Store interface {
	// SaveMedia stores p once: a photo with the same hash already there is kept as it is
	// (created false). uploadedBy is the staff account's id; auditOf(created), when not nil,
	// is written in the same transaction.
	SaveMedia(ctx context.Context, p *Processed, uploadedBy int64, now time.Time, auditOf func(created bool) staff.AuditEvent) (created bool, err error)
	// MediaImage returns the stored description of hash; ErrNoPhoto when there is none.
	MediaImage(ctx context.Context, hash string) (*Image, error)
	// MediaVariant returns one stored variant; ErrNoPhoto when there is none.
	MediaVariant(ctx context.Context, hash string, width int, format string) (*Variant, error)
	// DeleteUnusedMedia removes photos created before olderThan that no design or
	// project refers to, and returns how many went.
	DeleteUnusedMedia(ctx context.Context, olderThan time.Time) (int, error)
	// MediaLibrary lists the stored photos, newest first, at most limit.
	MediaLibrary(ctx context.Context, limit int) ([]Stored, error)
	// DeleteMedia removes photo hash and all its variants with audit; false (and no entry) when there was none.
	DeleteMedia(ctx context.Context, hash string, audit staff.AuditEvent) (bool, error)
}

// URL is where a variant is served: /media/<hash>/<width>.<webp|jpg>.
func URL(hash string, width int, format string) string {
	ext := format
	if format == "jpeg" {
		ext = "jpg"
	}
	return "/media/" + hash + "/" + strconv.Itoa(width) + "." + ext
}

// ContentType is the MIME type of a variant format.
func ContentType(format string) string {
	switch format {
	case "webp":
		return "image/webp"
	case "jpeg", MasterFormat:
		return "image/jpeg"
	}
	return "application/octet-stream"
}

// Reason says why an upload was refused, so each edge can answer in its own terms.
type Reason int

const (
	Empty         Reason = iota + 1 // nothing was sent
	TooLarge                        // over MaxBytes
	NotAPhoto                       // not an image we read, whatever its name
	TooManyPixels                   // the header claims more than MaxPixels or MaxSide
	Damaged                         // truncated or corrupt
	Busy                            // processing did not finish in time
)

// Refusal is an upload refused with a sentence the uploader can act on.
type Refusal struct {
	Reason  Reason
	Message string
}

func (r *Refusal) Error() string { return "media: " + r.Message }

// Messages of refusals; the sentence style of the contract.
const (
	MsgEmpty     = "The file is empty. Please choose a photo."
	MsgTooLarge  = "This photo is larger than 25 MB. Please send a smaller one."
	MsgNotAPhoto = "This file is not a photo we can read. Please send a JPEG, PNG or WebP."
	MsgHEIC      = "iPhone HEIC photos cannot be read here yet. Please send it as JPEG (on the iPhone: Settings, Camera, Formats, Most Compatible)."
	MsgDamaged   = "This photo is damaged or incomplete. Please send it again."
	MsgBusy      = "Photos are taking too long to process right now. Please try again in a minute."
)

func refuse(reason Reason, msg string) error { return &Refusal{Reason: reason, Message: msg} }

func tooManyPixels(w, h int) error {
	return refuse(TooManyPixels, fmt.Sprintf("This photo is too large to process (%d × %d pixels). Please send one of at most 50 megapixels.", w, h))
}

// RefusalOf returns err's refusal, if it is one.
func RefusalOf(err error) (*Refusal, bool) {
	var r *Refusal
	ok := errors.As(err, &r)
	return r, ok
}
