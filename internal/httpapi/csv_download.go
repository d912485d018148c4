package httpapi

import (
	"compress/gzip"
	"context"
	"errors"
	"io"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/nivaas-interiors/site/internal/csvexport"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sitepages"
)

// csvDownload streams one CSV file row by row as the store reads it, so the
// first byte leaves in milliseconds and memory stays flat however many rows
// there are; gzip-compressed when the client accepts it. The status and headers
// go out with the first row: a store that fails before any row still gets a JSON error.
type csvDownload struct {
	s      *server
	w      http.ResponseWriter
	r      *http.Request
	name   string // the file's name (csvexport.FileName)
	header []string
	zw     *gzip.Writer
	cw     *csvexport.Writer
	ctx    *stallContext // what the store reads under: ends when no row came for a store deadline
}

// startCSV prepares a download named kind-YYYY-MM-DD.csv (India date) with header as its first row.
func (s *server) startCSV(w http.ResponseWriter, r *http.Request, kind string, header []string) *csvDownload {
	return &csvDownload{s: s, w: w, r: r, name: csvexport.FileName(kind, s.Now().In(lead.India)), header: header,
		ctx: newStallContext(r.Context(), s.StoreDeadline)}
}

// stallContext ends with context.DeadlineExceeded once no progress was made for
// d: an export may take minutes, but no read of the store may hang longer than
// any other admin call's (a frozen database answers 503, not a hung download).
type stallContext struct {
	context.Context
	d       time.Duration
	timer   *time.Timer
	stalled atomic.Bool
}

func newStallContext(parent context.Context, d time.Duration) *stallContext {
	ctx, cancel := context.WithCancel(parent)
	c := &stallContext{Context: ctx, d: d}
	c.timer = time.AfterFunc(d, func() { c.stalled.Store(true); cancel() })
	return c
}

// progress restarts the wait; stop ends the guard when the export is done.
func (c *stallContext) progress() { c.timer.Reset(c.d) }
func (c *stallContext) stop()     { c.timer.Stop() }

func (c *stallContext) Err() error {
	if c.stalled.Load() {
		return context.DeadlineExceeded
	}
	return c.Context.Err()
}

// row writes one row, starting the file first; an error means the client went away.
func (d *csvDownload) row(cells []string) error {
	d.ctx.progress()
	if d.cw == nil {
		d.start()
		d.cw.Write(cells)
		return d.flush() // the first row goes out at once
	}
	d.cw.Write(cells)
	return d.cw.Err()
}

func (d *csvDownload) start() {
	h := d.w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+d.name+`"`)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Add("Vary", "Accept-Encoding")
	var out io.Writer = d.w
	if sitepages.AcceptsGzip(d.r) {
		h.Set("Content-Encoding", "gzip")
		d.zw, _ = gzip.NewWriterLevel(d.w, gzip.BestSpeed) // a CSV compresses ~5× even so, at a fraction of the CPU
		out = d.zw
	}
	d.w.WriteHeader(http.StatusOK)
	d.cw = csvexport.NewWriter(out)
	d.cw.Write(d.header)
}

func (d *csvDownload) flush() error {
	if err := d.cw.Flush(); err != nil {
		return err
	}
	if d.zw != nil {
		if err := d.zw.Flush(); err != nil {
			return err
		}
	}
	return http.NewResponseController(d.w).Flush()
}

// finish ends the file after the store's reading ended with err. Before any
// row, err is answered as JSON; after rows went out, the connection is cut so
// that a client never takes a file that stops short for a whole one.
func (d *csvDownload) finish(err error) {
	d.ctx.stop()
	if errors.Is(err, errAnswered) {
		return // the session could not be saved; its error is the answer
	}
	if err != nil && d.cw == nil {
		d.s.failWith(d.w, d.r, err)
		return
	}
	if d.cw == nil {
		d.start()
	}
	if err == nil {
		err = d.cw.Flush()
	}
	if err == nil && d.zw != nil {
		err = d.zw.Close()
	}
	if err != nil {
		d.s.Logger.WarnContext(d.r.Context(), "export cut short", "path", loggedPath(d.r), "err", err)
		panic(http.ErrAbortHandler)
	}
}
