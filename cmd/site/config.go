package main

import (
	"fmt"
	"math"
	"net/netip"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/web"
)

// Config is the whole configuration, read from the environment in one place.
type Config struct {
	Addr               string         // ADDR, default :8080
	DataDir            string         // DATA_DIR, default ./data (SQLite file and .eml folder)
	DatabaseURL        string         // DATABASE_URL; empty means SQLite in DataDir
	SMTPURL            string         // SMTP_URL; empty means .eml files in DataDir/mail
	MailFrom           string         // MAIL_FROM, default settings.json mailFrom
	SiteURL            string         // SITE_URL, origin for canonical links; empty keeps the build origin
	RateLimitPerMinute int            // RATE_LIMIT_PER_MINUTE, default 10; 0 turns it off
	TrustedProxies     []netip.Prefix // TRUSTED_PROXIES, comma-separated CIDRs
	MetricsAddr        string         // METRICS_ADDR; empty means no /metrics listener
	CPUProfile         string         // CPU_PROFILE; serve writes a Go CPU profile there when it stops (benchmarks)
	// MemoryLimit (MEMORY_LIMIT, default 384 MiB: a 512 MB server) is the Go
	// memory limit serve sets; 0 when GOMEMLIMIT is set, which the runtime applied.
	MemoryLimit int64
	// WebhookAllowPrivate (WEBHOOK_ALLOW_PRIVATE_ADDRESSES=1) lets the CRM webhook reach
	// loopback and private addresses: for browser tests against a local server only.
	WebhookAllowPrivate bool
}

// LoadConfig reads the configuration through getenv (os.Getenv in production).
func LoadConfig(getenv func(string) string) (Config, error) {
	get := func(key, def string) string {
		if v := strings.TrimSpace(getenv(key)); v != "" {
			return v
		}
		return def
	}
	c := Config{
		Addr:        get("ADDR", ":8080"),
		DataDir:     get("DATA_DIR", "./data"),
		DatabaseURL: get("DATABASE_URL", ""),
		SMTPURL:     get("SMTP_URL", ""),
		MailFrom:    get("MAIL_FROM", web.Settings.MailFrom),
		SiteURL:     strings.TrimRight(get("SITE_URL", ""), "/"),
		MetricsAddr: get("METRICS_ADDR", ""),
		CPUProfile:  get("CPU_PROFILE", ""),
	}
	rate, err := strconv.Atoi(get("RATE_LIMIT_PER_MINUTE", "10"))
	if err != nil || rate < 0 {
		return Config{}, fmt.Errorf("RATE_LIMIT_PER_MINUTE: want a whole number ≥ 0, got %q", getenv("RATE_LIMIT_PER_MINUTE"))
	}
	c.RateLimitPerMinute = rate
	if getenv("GOMEMLIMIT") == "" {
		if c.MemoryLimit, err = parseBytes(get("MEMORY_LIMIT", "384MiB")); err != nil {
			return Config{}, fmt.Errorf("MEMORY_LIMIT: want bytes such as 384MiB or 1GiB, got %q", getenv("MEMORY_LIMIT"))
		}
	}
	switch v := get("WEBHOOK_ALLOW_PRIVATE_ADDRESSES", "0"); v {
	case "0", "1":
		c.WebhookAllowPrivate = v == "1"
	default:
		return Config{}, fmt.Errorf("WEBHOOK_ALLOW_PRIVATE_ADDRESSES: want 0 or 1, got %q", v)
	}
	for _, s := range strings.Split(get("TRUSTED_PROXIES", ""), ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		p, err := parsePrefix(s)
		if err != nil {
			return Config{}, fmt.Errorf("TRUSTED_PROXIES: %w", err)
		}
		c.TrustedProxies = append(c.TrustedProxies, p)
	}
	if c.SiteURL != "" && !strings.HasPrefix(c.SiteURL, "https://") && !strings.HasPrefix(c.SiteURL, "http://") {
		return Config{}, fmt.Errorf("SITE_URL: want an origin such as https://www.example.in, got %q", c.SiteURL)
	}
	return c, nil
}

// parseBytes reads a size as GOMEMLIMIT spells it: a whole number and one of
// B, KiB, MiB, GiB, TiB (none: bytes); at least 64 MiB, under which the site cannot run.
func parseBytes(s string) (int64, error) {
	num := strings.TrimRight(s, "BKMGTi")
	shift := map[string]uint{"": 0, "B": 0, "KiB": 10, "MiB": 20, "GiB": 30, "TiB": 40}
	sh, ok := shift[s[len(num):]]
	n, err := strconv.ParseInt(num, 10, 64)
	if !ok || err != nil || n < 0 || n > math.MaxInt64>>sh || n<<sh < 64<<20 {
		return 0, fmt.Errorf("bad size %q", s)
	}
	return n << sh, nil
}

// parsePrefix accepts a CIDR or a single address (as a /32 or /128).
func parsePrefix(s string) (netip.Prefix, error) {
	if p, err := netip.ParsePrefix(s); err == nil {
		return p.Masked(), nil
	}
	a, err := netip.ParseAddr(s)
	if err != nil {
		return netip.Prefix{}, fmt.Errorf("%q is neither a CIDR nor an address", s)
	}
	return netip.PrefixFrom(a, a.BitLen()), nil
}
