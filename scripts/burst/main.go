// Command burst is make bench's load generator for a burst of visitors: n
// clients, each on its own connection, post one lead at the same moment to a
// site on 127.0.0.1, and it prints how they were answered:
//
//	201=N 503=N other=N failed=N p50=… p99=… took=…
//
// (-created 200 counts PocketBase's answer to a record it stored, for make bench's comparison.)
package main

import (
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
)

const leadBody = `{"propertyType":"2 BHK","location":"Pune","name":"Burst Visitor","mobile":"9876543210","email":null,"whatsappUpdates":false,"page":"/bench"}`

func main() {
	target := flag.String("url", "", "the site's lead endpoint, http://127.0.0.1:PORT/api/leads")
	clients := flag.Int("clients", 2000, "clients posting at once (at most 5000)")
	timeout := flag.Duration("timeout", time.Minute, "how long one client waits for its answer")
	created := flag.Int("created", http.StatusCreated, "the status that acknowledges a stored lead")
	flag.Parse()
	u, err := url.Parse(*target)
	if err != nil || u.Hostname() != "127.0.0.1" || *clients < 1 || *clients > 5000 {
		fmt.Fprintln(os.Stderr, "burst: -url must be on 127.0.0.1 and -clients between 1 and 5000")
		os.Exit(2)
	}
	// No keep-alive: every client is a visitor with a connection of its own.
	client := &http.Client{Timeout: *timeout, Transport: &http.Transport{DisableKeepAlives: true}}

	var (
		mu        sync.Mutex
		codes     = map[int]int{}
		failed    int
		latencies []time.Duration
		wg        sync.WaitGroup
	)
	start := make(chan struct{})
	for range *clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			began := time.Now()
			res, err := client.Post(*target, "application/json", strings.NewReader(leadBody))
			if err == nil {
				_, err = io.Copy(io.Discard, res.Body)
				res.Body.Close()
			}
			took := time.Since(began)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				failed++
				return
			}
			codes[res.StatusCode]++
			latencies = append(latencies, took)
		}()
	}
	began := time.Now()
	close(start)
	wg.Wait()
	took := time.Since(began)

	other := 0
	for code, n := range codes {
		if code != *created && code != http.StatusServiceUnavailable {
			other += n
		}
	}
	slices.Sort(latencies)
	fmt.Printf("%d=%d 503=%d other=%d failed=%d p50=%s p99=%s took=%s\n",
		*created, codes[*created], codes[http.StatusServiceUnavailable], other, failed,
		quantile(latencies, 0.50), quantile(latencies, 0.99), took.Round(time.Millisecond))
}

// quantile of sorted latencies, in milliseconds.
func quantile(sorted []time.Duration, q float64) string {
	if len(sorted) == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0fms", float64(sorted[int(q*float64(len(sorted)-1))])/float64(time.Millisecond))
}
