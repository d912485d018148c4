package main

import (
	"fmt"
	"net/netip"
	"path/filepath"
	"strconv"
	"strings"
	"time"

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
	// WebhookAllowPrivate (WEBHOOK_ALLOW_PRIVATE_ADDRESSES=1) lets the CRM webhook reach
	// loopback and private addresses: for browser tests against a local server only.
	WebhookAllowPrivate bool
	Backup              BackupConfig
}

// BackupConfig is the scheduled backup of serve and the defaults of `site backup`.
type BackupConfig struct {
	Every        time.Duration // BACKUP_EVERY, default 24h; 0 (or "off") turns scheduled backups off
	Keep         int           // BACKUP_KEEP, default 7: the newest kept
	KeepDays     int           // BACKUP_KEEP_DAYS, default 0: also keep those younger than this many days
	Dir          string        // BACKUP_DIR, default DATA_DIR/backups
	S3URL        string        // BACKUP_S3_URL: s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=…&insecure=1]
	AgeRecipient string        // BACKUP_AGE_RECIPIENT: age1… public key the backups are encrypted to
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
	switch v := get("WEBHOOK_ALLOW_PRIVATE_ADDRESSES", "0"); v {
	case "0", "1":
		c.WebhookAllowPrivate = v == "1"
	default:
		return Config{}, fmt.Errorf("WEBHOOK_ALLOW_PRIVATE_ADDRESSES: want 0 or 1, got %q", v)
	}
	if c.Backup, err = loadBackupConfig(get, c.DataDir); err != nil {
		return Config{}, err
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

func loadBackupConfig(get func(key, def string) string, dataDir string) (BackupConfig, error) {
	b := BackupConfig{Dir: get("BACKUP_DIR", filepath.Join(dataDir, "backups")), S3URL: get("BACKUP_S3_URL", ""),
		AgeRecipient: get("BACKUP_AGE_RECIPIENT", "")}
	switch every := get("BACKUP_EVERY", "24h"); every {
	case "0", "off":
	default:
		d, err := time.ParseDuration(every)
		if err != nil || d < time.Second {
			return b, fmt.Errorf("BACKUP_EVERY: want a duration such as 24h or 6h (or off), got %q", every)
		}
		b.Every = d
	}
	for _, v := range []struct {
		key, def string
		to       *int
	}{{"BACKUP_KEEP", "7", &b.Keep}, {"BACKUP_KEEP_DAYS", "0", &b.KeepDays}} {
		n, err := strconv.Atoi(get(v.key, v.def))
		if err != nil || n < 0 {
			return b, fmt.Errorf("%s: want a whole number ≥ 0, got %q", v.key, get(v.key, v.def))
		}
		*v.to = n
	}
	return b, nil
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
