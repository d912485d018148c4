package httpserver

import (
	"sync"
	"time"
)

// writeDeadlineSlack is how much earlier than asked a write deadline may fire: net/http moves it
// WriteTimeout ahead on every request, and re-arming the runtime's timer for each cost more than
// the rest of the deadline handling; a timeout of a minute that fires up to a second early is unchanged.
const writeDeadlineSlack = time.Second

// deadlines stand between net/http's settings of a connection's deadlines and the system.
// Per keep-alive request net/http sets the read deadline seven times and the write deadline
// twice (clearing it after the answer), and each setting re-arms a runtime timer. Only the
// last setting before a read or write matters, save while one is under way (net/http ends
// its background read with a deadline in the past): a deadline set while its direction is
// idle waits for the next read or write, and one set during it applies at once.
type deadlines struct {
	mu           sync.Mutex
	read, write  deadline
	readN, wrote int // reads and writes under way (0 or 1: net/http does one of each at a time)
}

type deadline struct {
	pending bool
	want    time.Time
	applied time.Time
	known   bool // applied is what the system holds
}

// apply gives the system t, unless slack allows keeping the applied deadline (at most slack earlier than t).
func (d *deadline) apply(t time.Time, slack time.Duration, set func(time.Time) error) error {
	d.pending = false
	if d.known && !t.IsZero() && !d.applied.IsZero() && !t.Before(d.applied) && t.Sub(d.applied) < slack {
		return nil
	}
	d.known = false
	if err := set(t); err != nil {
		return err
	}
	d.applied, d.known = t, true
	return nil
}

func (d *deadline) ask(t time.Time, busy bool, slack time.Duration, set func(time.Time) error) error {
	if busy {
		return d.apply(t, slack, set)
	}
	d.want, d.pending = t, true
	return nil
}

func (c *conn) SetReadDeadline(t time.Time) error {
	c.deadlines.mu.Lock()
	defer c.deadlines.mu.Unlock()
	return c.deadlines.read.ask(t, c.deadlines.readN > 0, 0, c.Conn.SetReadDeadline)
}

func (c *conn) SetWriteDeadline(t time.Time) error {
	c.deadlines.mu.Lock()
	defer c.deadlines.mu.Unlock()
	return c.deadlines.write.ask(t, c.deadlines.wrote > 0, writeDeadlineSlack, c.Conn.SetWriteDeadline)
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
	if d.read.pending {
		if err := d.read.apply(d.read.want, 0, c.Conn.SetReadDeadline); err != nil {
			d.mu.Unlock()
			return 0, err
		}
	}
	d.readN++
	d.mu.Unlock()
	n, err := c.Conn.Read(p)
	d.mu.Lock()
	d.readN--
	d.mu.Unlock()
	return n, err
}

// beginWrite applies a pending write deadline before the connection writes; endWrite must follow.
func (c *conn) beginWrite() error {
	d := &c.deadlines
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.write.pending {
		if err := d.write.apply(d.write.want, writeDeadlineSlack, c.Conn.SetWriteDeadline); err != nil {
			return err
		}
	}
	d.wrote++
	return nil
}

func (c *conn) endWrite() {
	c.deadlines.mu.Lock()
	c.deadlines.wrote--
	c.deadlines.mu.Unlock()
}
