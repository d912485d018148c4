package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime/debug"
	"strings"
	"time"
)

// version names the release: `make build VERSION=v1.4.0` sets it (-X main.version);
// unset, releaseVersion reads the commit Go stamped into the binary.
var version string

// releaseVersion is version, else the commit built (with -dirty for uncommitted
// changes) and its time, else "devel".
func releaseVersion() string {
	if version != "" {
		return version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	var rev, at, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value[:min(12, len(s.Value))]
		case "vcs.time":
			at = " (" + s.Value + ")"
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "-dirty"
			}
		}
	}
	if rev == "" {
		return "devel"
	}
	return rev + dirty + at
}

// healthURL is /healthz of a site listening on addr (ADDR), reached over loopback
// when addr names no host.
func healthURL(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "http://" + addr + "/healthz"
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port) + "/healthz"
}

// health is `site health [URL]`: exit 0 when the site answers /healthz with 200.
// A scratch container has no curl, so its HEALTHCHECK runs the binary itself.
func health(ctx context.Context, cfg Config, args []string, out io.Writer) error {
	url := healthURL(cfg.Addr)
	switch {
	case len(args) == 1 && strings.HasPrefix(args[0], "http"):
		url = args[0]
	case len(args) > 0:
		return errUsage
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("health: %w", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("health: %s answered %s", url, res.Status)
	}
	_, err = fmt.Fprintln(out, "ok", url)
	return err
}
