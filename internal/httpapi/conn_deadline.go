package httpapi

import (
	"sync"
	"time"
)

// writeDeadlineSlack is how much earlier than asked a write deadline may fire: net/http
// moves it WriteTimeout ahead on every request, and re-arming the runtime's timer each time
// cost more than the rest of the deadline handling; a timeout of a minute that fires a second early is unchanged.
const writeDeadlineSlack = time.Second

// deadlines holds a connection's read and write deadlines between net/http's settings of
// them and the system: net/http sets the read deadline five times per request, and
// only the last setting before each read matters (see conn.Read), save while a read is
// under way (the background read net/http aborts with a deadline in the past).
type deadlines struct {
	mu       sync.Mutex
	reading  bool      // a Read is under way: a new read deadline applies at once
	readSet  bool      // read is still to be applied before the next Read
	read     time.Time // the read deadline asked for
	writeSet bool
	write    time.Time // the write deadline applied
}

// SetReadDeadline applies t at once when a read is under way, otherwise before the next read.
func (c *conn) SetReadDeadline(t time.Time) error {
	d := &c.deadlines
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.reading {
		d.readSet = false
		return c.Conn.SetReadDeadline(t)
	}
	d.read, d.readSet = t, true
	return nil
}

// SetWriteDeadline keeps the deadline applied when t is at most writeDeadlineSlack later.
func (c *conn) SetWriteDeadline(t time.Time) error {
	d := &c.deadlines
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.writeSet && !t.IsZero() && !d.write.IsZero() && !t.Before(d.write) && t.Sub(d.write) < writeDeadlineSlack {
		return nil
	}
	if err := c.Conn.SetWriteDeadline(t); err != nil {
		return err
	}
	d.write, d.writeSet = t, true
	return nil
}

func (c *conn) SetDeadline(t time.Time) error {
	if err := c.SetReadDeadline(t); err != nil {
		return err
	}
	return c.SetWriteDeadline(t)
}

func (c *conn) Read(p []byte) (int, error) {
	d := &c.deadlines
	d.mu.Lock()
	if d.readSet {
		d.readSet = false
		if err := c.Conn.SetReadDeadline(d.read); err != nil {
			d.mu.Unlock()
			return 0, err
		}
	}
	d.reading = true
	d.mu.Unlock()
	n, err := c.Conn.Read(p)
	d.mu.Lock()
	d.reading = false
	d.mu.Unlock()
	return n, err
}
