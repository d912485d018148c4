package main

import (
	"net/netip"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/web/app/content"
)

func backupDefaults(dir string) BackupConfig {
	return BackupConfig{Every: 24 * time.Hour, Keep: 7, Dir: dir}
}

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestLoadConfig(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		env     map[string]string
		want    Config
		wantErr bool
	}{
		{"defaults", nil, Config{Addr: ":8080", DataDir: "./data", MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10, ShutdownTimeout: 20 * time.Second,
			DiskWarnBytes: 1 << 30, OutboxRetention: 30 * 24 * time.Hour, MemoryLimit: 384 << 20, Backup: backupDefaults("data/backups")}, false},
		{"everything set", map[string]string{
			"ADDR": "127.0.0.1:9000", "DATA_DIR": "/var/lib/site", "DATABASE_URL": "postgres://db/site",
			"SMTP_URL": "smtp://mail.example:587", "MAIL_FROM": "Site <site@example.in>", "SITE_URL": "https://www.example.in/",
			"RATE_LIMIT_PER_MINUTE": "0", "TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7 ,fd00::/8", "METRICS_ADDR": "127.0.0.1:9090",
			"SHUTDOWN_TIMEOUT": "1m30s", "DISK_WARN_BYTES": "5000000000", "OUTBOX_RETENTION": "72h", "MEMORY_LIMIT": "1GiB",
		}, Config{
			Addr: "127.0.0.1:9000", DataDir: "/var/lib/site", DatabaseURL: "postgres://db/site", SMTPURL: "smtp://mail.example:587",
			MailFrom: "Site <site@example.in>", SiteURL: "https://www.example.in", RateLimitPerMinute: 0,
			TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.168.1.7/32"), netip.MustParsePrefix("fd00::/8")},
			MetricsAddr:    "127.0.0.1:9090", ShutdownTimeout: 90 * time.Second, DiskWarnBytes: 5_000_000_000, OutboxRetention: 72 * time.Hour, Backup: backupDefaults("/var/lib/site/backups"), MemoryLimit: 1 << 30,
		}, false},
		{"backups", map[string]string{"BACKUP_EVERY": "6h", "BACKUP_KEEP": "0", "BACKUP_KEEP_DAYS": "30", "BACKUP_DIR": "/backups",
			"BACKUP_S3_URL": "s3://k:s@s3.example:9000/b", "BACKUP_AGE_RECIPIENT": "age1xyz"},
			Config{Addr: ":8080", DataDir: "./data", MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10, ShutdownTimeout: 20 * time.Second, DiskWarnBytes: 1 << 30, OutboxRetention: 30 * 24 * time.Hour, MemoryLimit: 384 << 20, Backup: BackupConfig{
				Every: 6 * time.Hour, KeepDays: 30, Dir: "/backups", S3URL: "s3://k:s@s3.example:9000/b", AgeRecipient: "age1xyz"}}, false},
		{"backups off", map[string]string{"BACKUP_EVERY": "off"},
			Config{Addr: ":8080", DataDir: "./data", MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10, ShutdownTimeout: 20 * time.Second, DiskWarnBytes: 1 << 30, OutboxRetention: 30 * 24 * time.Hour, MemoryLimit: 384 << 20, Backup: BackupConfig{Keep: 7, Dir: "data/backups"}}, false},
		{"backup interval not a duration", map[string]string{"BACKUP_EVERY": "daily"}, Config{}, true},
		{"negative backup count", map[string]string{"BACKUP_KEEP": "-1"}, Config{}, true},
		{"blank values take defaults", map[string]string{"ADDR": " ", "RATE_LIMIT_PER_MINUTE": ""},
			Config{Addr: ":8080", DataDir: "./data", MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10, ShutdownTimeout: 20 * time.Second,
				DiskWarnBytes: 1 << 30, OutboxRetention: 30 * 24 * time.Hour, MemoryLimit: 384 << 20, Backup: backupDefaults("data/backups")}, false},
		{"memory limit in bytes", map[string]string{"MEMORY_LIMIT": "419430400"},
			Config{Addr: ":8080", DataDir: "./data", MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10, ShutdownTimeout: 20 * time.Second, DiskWarnBytes: 1 << 30, OutboxRetention: 30 * 24 * time.Hour, Backup: backupDefaults("data/backups"), MemoryLimit: 400 << 20}, false},
		{"GOMEMLIMIT wins", map[string]string{"GOMEMLIMIT": "300MiB", "MEMORY_LIMIT": "1GiB"},
			Config{Addr: ":8080", DataDir: "./data", MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10, ShutdownTimeout: 20 * time.Second, DiskWarnBytes: 1 << 30, OutboxRetention: 30 * 24 * time.Hour, Backup: backupDefaults("data/backups")}, false},
		{"memory limit in MB", map[string]string{"MEMORY_LIMIT": "400MB"}, Config{}, true},
		{"memory limit too small", map[string]string{"MEMORY_LIMIT": "1MiB"}, Config{}, true},
		{"memory limit without a number", map[string]string{"MEMORY_LIMIT": "MiB"}, Config{}, true},
		{"negative rate", map[string]string{"RATE_LIMIT_PER_MINUTE": "-1"}, Config{}, true},
		{"rate not a number", map[string]string{"RATE_LIMIT_PER_MINUTE": "ten"}, Config{}, true},
		{"bad proxy", map[string]string{"TRUSTED_PROXIES": "10.0.0.0/33"}, Config{}, true},
		{"shutdown timeout without unit", map[string]string{"SHUTDOWN_TIMEOUT": "20"}, Config{}, true},
		{"retention in days", map[string]string{"OUTBOX_RETENTION": "7d"}, Config{Addr: ":8080", DataDir: "./data", MailFrom: content.Settings.MailFrom,
			RateLimitPerMinute: 10, ShutdownTimeout: 20 * time.Second, DiskWarnBytes: 1 << 30, OutboxRetention: 7 * 24 * time.Hour, MemoryLimit: 384 << 20, Backup: backupDefaults("data/backups")}, false},
		{"retention not positive", map[string]string{"OUTBOX_RETENTION": "0d"}, Config{}, true},
		{"disk warning not a number", map[string]string{"DISK_WARN_BYTES": "1GB"}, Config{}, true},
		{"site url without scheme", map[string]string{"SITE_URL": "www.example.in"}, Config{}, true},
		{"https with ACME", map[string]string{"TLS_DOMAINS": " WWW.Example.in, example.in ", "ACME_EMAIL": "it@example.in"}, Config{
			Addr: ":8080", DataDir: "./data", MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10, SiteURL: "https://www.example.in",
			TLSDomains: []string{"www.example.in", "example.in"}, ACMEEmail: "it@example.in", HTTPSAddr: ":443", HTTPAddr: ":80",
			ShutdownTimeout: 20 * time.Second, DiskWarnBytes: 1 << 30, OutboxRetention: 30 * 24 * time.Hour, MemoryLimit: 384 << 20, Backup: backupDefaults("data/backups"),
		}, false},
		{"https with a certificate file", map[string]string{"TLS_CERT_FILE": "/c.pem", "TLS_KEY_FILE": "/k.pem", "HTTPS_ADDR": "127.0.0.1:8443", "HTTP_ADDR": "127.0.0.1:8080"}, Config{
			Addr: ":8080", DataDir: "./data", MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10,
			TLSCertFile: "/c.pem", TLSKeyFile: "/k.pem", HTTPSAddr: "127.0.0.1:8443", HTTPAddr: "127.0.0.1:8080",
			ShutdownTimeout: 20 * time.Second, DiskWarnBytes: 1 << 30, OutboxRetention: 30 * 24 * time.Hour, MemoryLimit: 384 << 20, Backup: backupDefaults("data/backups"),
		}, false},
		{"domain with a scheme", map[string]string{"TLS_DOMAINS": "https://www.example.in"}, Config{}, true},
		{"wildcard domain", map[string]string{"TLS_DOMAINS": "*.example.in"}, Config{}, true},
		{"single-label domain", map[string]string{"TLS_DOMAINS": "localhost"}, Config{}, true},
		{"ACME without domains", map[string]string{"ACME_EMAIL": "it@example.in"}, Config{}, true},
		{"plain-HTTP ACME directory", map[string]string{"TLS_DOMAINS": "www.example.in", "ACME_DIRECTORY": "http://ca/dir"}, Config{}, true},
		{"certificate without key", map[string]string{"TLS_CERT_FILE": "/c.pem"}, Config{}, true},
		{"whatsapp", map[string]string{"WHATSAPP_TOKEN": "EAAG-token", "WHATSAPP_PHONE_NUMBER_ID": "106540352242922", "WHATSAPP_APP_SECRET": "s3cret",
			"WHATSAPP_VERIFY_TOKEN": "v-token", "WHATSAPP_API_URL": "http://127.0.0.1:9999/v21.0/"}, Config{Addr: ":8080", DataDir: "./data",
			MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10, ShutdownTimeout: 20 * time.Second, DiskWarnBytes: 1 << 30,
			OutboxRetention: 30 * 24 * time.Hour, MemoryLimit: 384 << 20, Backup: backupDefaults("data/backups"), WhatsApp: WhatsAppConfig{
				Token: "EAAG-token", PhoneNumberID: "106540352242922", AppSecret: "s3cret", VerifyToken: "v-token", APIURL: "http://127.0.0.1:9999/v21.0"}}, false},
		{"whatsapp token without a phone number id", map[string]string{"WHATSAPP_TOKEN": "t"}, Config{}, true},
		{"whatsapp phone number id not digits", map[string]string{"WHATSAPP_TOKEN": "t", "WHATSAPP_PHONE_NUMBER_ID": "../me"}, Config{}, true},
		{"whatsapp token with a line break", map[string]string{"WHATSAPP_TOKEN": "t\r\nX-Evil: 1", "WHATSAPP_PHONE_NUMBER_ID": "1"}, Config{}, true},
		{"whatsapp api url not a url", map[string]string{"WHATSAPP_API_URL": "graph.facebook.com"}, Config{}, true},
		{"razorpay", map[string]string{"RAZORPAY_KEY_ID": "rzp_test_1", "RAZORPAY_KEY_SECRET": "s3cret", "RAZORPAY_WEBHOOK_SECRET": "w-secret",
			"RAZORPAY_API_URL": "http://127.0.0.1:9998/"}, Config{Addr: ":8080", DataDir: "./data",
			MailFrom: content.Settings.MailFrom, RateLimitPerMinute: 10, ShutdownTimeout: 20 * time.Second, DiskWarnBytes: 1 << 30,
			OutboxRetention: 30 * 24 * time.Hour, MemoryLimit: 384 << 20, Backup: backupDefaults("data/backups"), Razorpay: RazorpayConfig{
				KeyID: "rzp_test_1", KeySecret: "s3cret", WebhookSecret: "w-secret", APIURL: "http://127.0.0.1:9998"}}, false},
		{"razorpay key without its secret", map[string]string{"RAZORPAY_KEY_ID": "rzp_test_1"}, Config{}, true},
		{"razorpay without a webhook secret", map[string]string{"RAZORPAY_KEY_ID": "rzp_test_1", "RAZORPAY_KEY_SECRET": "s"}, Config{}, true},
		{"razorpay secret with a line break", map[string]string{"RAZORPAY_KEY_ID": "k", "RAZORPAY_KEY_SECRET": "s\r\nX: 1", "RAZORPAY_WEBHOOK_SECRET": "w"}, Config{}, true},
		{"razorpay api url not a url", map[string]string{"RAZORPAY_API_URL": "api.razorpay.com"}, Config{}, true},
	} {
		if !tc.wantErr && tc.want.WhatsApp.APIURL == "" {
			tc.want.WhatsApp.APIURL = defaultWhatsAppAPI
		}
		t.Run(tc.name, func(t *testing.T) {
			got, err := LoadConfig(env(tc.env))
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tc.wantErr)
			}
			if !tc.wantErr && !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got  %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

// TestAdLeadsConfig: Meta lead ads take their three secrets together, the Graph API's address is a web
// address, and nothing set takes no ad leads.
func TestAdLeadsConfig(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	c, err := LoadConfig(env())
	if err != nil || c.AdLeads.meta() || c.AdLeads.GoogleLeadsKey != "" || c.AdLeads.MetaGraphURL != "" {
		t.Fatalf("unset = %+v, %v", c.AdLeads, err)
	}
	if _, err := LoadConfig(env("META_VERIFY_TOKEN", "v", "META_APP_SECRET", "s")); err == nil || !strings.Contains(err.Error(), "META_PAGE_TOKEN") {
		t.Fatalf("two of Meta's three = %v, want an error naming them", err)
	}
	if _, err := LoadConfig(env("META_GRAPH_URL", "graph.local")); err == nil {
		t.Fatal("a Graph API address without its scheme was taken")
	}
	c, err = LoadConfig(env("META_VERIFY_TOKEN", "v", "META_APP_SECRET", "s", "META_PAGE_TOKEN", "p", "META_GRAPH_URL", "http://127.0.0.1:9/v21.0/", "GOOGLE_LEADS_KEY", "g"))
	if err != nil || !c.AdLeads.meta() || c.AdLeads.MetaGraphURL != "http://127.0.0.1:9/v21.0" || c.AdLeads.GoogleLeadsKey != "g" {
		t.Fatalf("all set = %+v, %v", c.AdLeads, err)
	}
}
