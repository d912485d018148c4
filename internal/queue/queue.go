// Package queue holds what the site's durable work queues share (the mail outbox, the inbound webhook
// deliveries, the WhatsApp messages): how long a failed attempt waits, how much of its error is kept, and
// the name a worker leases rows under.
package queue

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"time"
)

// Backoff is the delay after the attempt-th failed attempt (1-based): first, doubling each time, at most limit.
func Backoff(attempt int, first, limit time.Duration) time.Duration {
	d := first
	for i := 1; i < attempt && d < limit; i++ {
		d *= 2
	}
	return min(d, limit)
}

// MaxErrorText bounds a stored error, in bytes, so a chatty server or platform cannot bloat a queue.
const MaxErrorText = 1000

// ErrorText is err's text as a queue row keeps it.
func ErrorText(err error) string {
	s := err.Error()
	if len(s) > MaxErrorText {
		s = s[:MaxErrorText]
	}
	return s
}

// WorkerID names a worker uniquely across processes and hosts: host, process, tag (may be empty), random.
func WorkerID(tag string) string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "host"
	}
	var b [4]byte
	_, _ = rand.Read(b[:])
	if tag != "" {
		tag += "-"
	}
	return fmt.Sprintf("%s-%d-%s%s", host, os.Getpid(), tag, hex.EncodeToString(b[:]))
}
