package main

import (
	"errors"
	"fmt"
	"math"
	"net/netip"
	"net/url"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/diskspace"
	"github.com/nivaas-interiors/site/web/app/content"
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
	ShutdownTimeout    time.Duration  // SHUTDOWN_TIMEOUT, default 20s: how long requests in flight may finish after SIGTERM
	// MemoryLimit (MEMORY_LIMIT, default 384 MiB: a 512 MB server) is the Go
	// memory limit serve sets; 0 when GOMEMLIMIT is set, which the runtime applied.
	MemoryLimit int64
	// WebhookAllowPrivate (WEBHOOK_ALLOW_PRIVATE_ADDRESSES=1) lets the CRM webhook reach loopback
	// and private addresses, never the machine's own others: for browser tests against a local server only.
	WebhookAllowPrivate bool
	// TLSDomains (TLS_DOMAINS, comma-separated, the canonical name first) turns on HTTPS on
	// HTTPSAddr with certificates from ACMEDirectory, and HTTPAddr for challenges and redirects.
	TLSDomains    []string
	ACMEEmail     string // ACME_EMAIL, the CA account's contact
	ACMEDirectory string // ACME_DIRECTORY, default Let's Encrypt's production CA
	ACMECARoot    string // ACME_CA_ROOT, a PEM file of roots trusted for the ACME directory's own HTTPS (a test CA)
	HTTPSAddr     string // HTTPS_ADDR, default :443
	HTTPAddr      string // HTTP_ADDR, default :80
	// TLSCertFile and TLSKeyFile (TLS_CERT_FILE, TLS_KEY_FILE) serve HTTPS with this certificate instead of ACME.
	TLSCertFile, TLSKeyFile string
	DiskWarnBytes           int64         // DISK_WARN_BYTES, default 1 GiB: warn in the log when DATA_DIR has less free
	OutboxRetention         time.Duration // OUTBOX_RETENTION, default 30d: sent rows no lead shows are deleted after it
	Backup                  BackupConfig
	AdLeads                 AdLeadsConfig
	// SiteKey (SITE_KEY, 64 hex digits) seals the database's secrets and signs backups; when
	// unset the key is read from SiteKeyFile (SITE_KEY_FILE, default DATA_DIR + ".key"), made on first start.
	SiteKey, SiteKeyFile string
	WhatsApp             WhatsAppConfig
	Razorpay             RazorpayConfig
}

// WhatsAppConfig is the WhatsApp Business Cloud API's account. Without a token and a phone number id
// the site runs as before: nothing is ever queued for WhatsApp. The secrets are never logged.
type WhatsAppConfig struct {
	Token         string // WHATSAPP_TOKEN: a system user's access token (Bearer)
	PhoneNumberID string // WHATSAPP_PHONE_NUMBER_ID: the business number's id, which messages are sent from
	AppSecret     string // WHATSAPP_APP_SECRET: signs the webhook's deliveries (X-Hub-Signature-256)
	VerifyToken   string // WHATSAPP_VERIFY_TOKEN: the webhook's subscription check
	APIURL        string // WHATSAPP_API_URL, default https://graph.facebook.com/v21.0
}

// Configured reports whether messages can be sent: a token and a phone number id.
func (w WhatsAppConfig) Configured() bool { return w.Token != "" && w.PhoneNumberID != "" }

// Webhook reports whether the webhook takes deliveries: an app secret to check them with.
func (w WhatsAppConfig) Webhook() bool { return w.AppSecret != "" }

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
		MailFrom:    get("MAIL_FROM", content.Settings.MailFrom),
		SiteURL:     strings.TrimRight(get("SITE_URL", ""), "/"),
		MetricsAddr: get("METRICS_ADDR", ""),
		CPUProfile:  get("CPU_PROFILE", ""),

		ACMEEmail:     get("ACME_EMAIL", ""),
		ACMEDirectory: get("ACME_DIRECTORY", ""),
		ACMECARoot:    get("ACME_CA_ROOT", ""),
		HTTPSAddr:     get("HTTPS_ADDR", ":443"),
		HTTPAddr:      get("HTTP_ADDR", ":80"),
		TLSCertFile:   get("TLS_CERT_FILE", ""),
		TLSKeyFile:    get("TLS_KEY_FILE", ""),
		SiteKey:       get("SITE_KEY", ""),
		SiteKeyFile:   get("SITE_KEY_FILE", ""),
	}
	rate, err := strconv.Atoi(get("RATE_LIMIT_PER_MINUTE", "10"))
	if err != nil || rate < 0 {
		return Config{}, fmt.Errorf("RATE_LIMIT_PER_MINUTE: want a whole number ≥ 0, got %q", getenv("RATE_LIMIT_PER_MINUTE"))
	}
	c.RateLimitPerMinute = rate
	if c.ShutdownTimeout, err = time.ParseDuration(get("SHUTDOWN_TIMEOUT", "20s")); err != nil || c.ShutdownTimeout <= 0 {
		return Config{}, fmt.Errorf("SHUTDOWN_TIMEOUT: want a duration such as 20s, got %q", getenv("SHUTDOWN_TIMEOUT"))
	}
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
	if c.AdLeads, err = loadAdLeads(get); err != nil {
		return Config{}, err
	}
	if c.Backup, err = loadBackupConfig(get, c.DataDir); err != nil {
		return Config{}, err
	}
	warn, err := strconv.ParseInt(get("DISK_WARN_BYTES", strconv.Itoa(diskspace.DefaultWarnBytes)), 10, 64)
	if err != nil || warn < 0 {
		return Config{}, fmt.Errorf("DISK_WARN_BYTES: want a number of bytes ≥ 0, got %q", getenv("DISK_WARN_BYTES"))
	}
	c.DiskWarnBytes = warn
	if c.OutboxRetention, err = parseDays(get("OUTBOX_RETENTION", "30d")); err != nil {
		return Config{}, fmt.Errorf("OUTBOX_RETENTION: want a duration such as 30d or 72h, got %q", getenv("OUTBOX_RETENTION"))
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
	if err := c.loadTLS(get("TLS_DOMAINS", "")); err != nil {
		return Config{}, err
	}
	if c.WhatsApp, err = loadWhatsApp(get); err != nil {
		return Config{}, err
	}
	if c.Razorpay, err = loadRazorpay(get); err != nil {
		return Config{}, err
	}
	if c.SiteURL != "" && !strings.HasPrefix(c.SiteURL, "https://") && !strings.HasPrefix(c.SiteURL, "http://") {
		return Config{}, fmt.Errorf("SITE_URL: want an origin such as https://www.example.in, got %q", c.SiteURL)
	}
	return c, nil
}

// defaultWhatsAppAPI is the Graph API version the Cloud API's documented shapes were written against.
const defaultWhatsAppAPI = "https://graph.facebook.com/v21.0"

// loadWhatsApp reads the Cloud API's settings; an error names the variable, never its value (they are secrets).
func loadWhatsApp(get func(key, def string) string) (WhatsAppConfig, error) {
	w := WhatsAppConfig{Token: get("WHATSAPP_TOKEN", ""), PhoneNumberID: get("WHATSAPP_PHONE_NUMBER_ID", ""),
		AppSecret: get("WHATSAPP_APP_SECRET", ""), VerifyToken: get("WHATSAPP_VERIFY_TOKEN", ""),
		APIURL: strings.TrimRight(get("WHATSAPP_API_URL", defaultWhatsAppAPI), "/")}
	for name, v := range map[string]string{"WHATSAPP_TOKEN": w.Token, "WHATSAPP_APP_SECRET": w.AppSecret, "WHATSAPP_VERIFY_TOKEN": w.VerifyToken} {
		if strings.ContainsFunc(v, func(r rune) bool { return r <= ' ' || r == 0x7f }) {
			return w, fmt.Errorf("%s: holds spaces or control characters", name)
		}
	}
	if w.PhoneNumberID != "" && strings.ContainsFunc(w.PhoneNumberID, func(r rune) bool { return r < '0' || r > '9' }) {
		return w, fmt.Errorf("WHATSAPP_PHONE_NUMBER_ID: want the number's id (digits), got %q", w.PhoneNumberID)
	}
	if (w.Token == "") != (w.PhoneNumberID == "") {
		return w, errors.New("WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together")
	}
	if u, err := url.Parse(w.APIURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil || u.RawQuery != "" {
		return w, fmt.Errorf("WHATSAPP_API_URL: want an address such as https://graph.facebook.com/v21.0, got %q", w.APIURL)
	}
	return w, nil
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

// parseDays reads a positive duration in Go's syntax (72h) or in whole days (30d).
func parseDays(s string) (time.Duration, error) {
	var d time.Duration
	var err error
	if days, ok := strings.CutSuffix(s, "d"); ok {
		var n int
		n, err = strconv.Atoi(days)
		d = time.Duration(n) * 24 * time.Hour
	} else {
		d, err = time.ParseDuration(s)
	}
	if err == nil && d <= 0 {
		err = fmt.Errorf("not positive")
	}
	return d, err
}

// loadTLS checks the HTTPS settings; with TLS_DOMAINS, SITE_URL defaults to the canonical name.
func (c *Config) loadTLS(domains string) error {
	for _, d := range strings.Split(domains, ",") {
		if d = strings.ToLower(strings.TrimSpace(d)); d == "" {
			continue
		}
		if !hostname.MatchString(d) {
			return fmt.Errorf("TLS_DOMAINS: want names such as www.example.in,example.in, got %q", d)
		}
		c.TLSDomains = append(c.TLSDomains, d)
	}
	if (c.TLSCertFile == "") != (c.TLSKeyFile == "") {
		return errors.New("TLS_CERT_FILE and TLS_KEY_FILE go together")
	}
	if !c.HTTPS() {
		if c.ACMEEmail != "" || c.ACMEDirectory != "" || c.ACMECARoot != "" {
			return errors.New("ACME_EMAIL, ACME_DIRECTORY and ACME_CA_ROOT need TLS_DOMAINS")
		}
		c.HTTPSAddr, c.HTTPAddr = "", ""
		return nil
	}
	if c.ACMEDirectory != "" && !strings.HasPrefix(c.ACMEDirectory, "https://") {
		return fmt.Errorf("ACME_DIRECTORY: want an https:// URL, got %q", c.ACMEDirectory)
	}
	if c.SiteURL == "" && len(c.TLSDomains) > 0 {
		c.SiteURL = "https://" + c.TLSDomains[0]
	}
	return nil
}

// HTTPS reports whether the site serves HTTPS itself (TLS_DOMAINS or a certificate file).
func (c Config) HTTPS() bool { return len(c.TLSDomains) > 0 || c.TLSCertFile != "" }

// hostname is a DNS name of at least two labels: no scheme, port, path or wildcard.
var hostname = regexp.MustCompile(`^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$`)

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
