package main

import (
	"net/netip"
	"reflect"
	"testing"

	"github.com/nivaas-interiors/site/web"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestLoadConfig(t *testing.T) {
	for _, tc := range []struct {
		name    string
		env     map[string]string
		want    Config
		wantErr bool
	}{
		{"defaults", nil, Config{Addr: ":8080", DataDir: "./data", MailFrom: web.Settings.MailFrom, RateLimitPerMinute: 10, MemoryLimit: 384 << 20}, false},
		{"everything set", map[string]string{
			"ADDR": "127.0.0.1:9000", "DATA_DIR": "/var/lib/site", "DATABASE_URL": "postgres://db/site",
			"SMTP_URL": "smtp://mail.example:587", "MAIL_FROM": "Site <site@example.in>", "SITE_URL": "https://www.example.in/",
			"RATE_LIMIT_PER_MINUTE": "0", "TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7 ,fd00::/8", "METRICS_ADDR": "127.0.0.1:9090",
			"MEMORY_LIMIT": "1GiB",
		}, Config{
			Addr: "127.0.0.1:9000", DataDir: "/var/lib/site", DatabaseURL: "postgres://db/site", SMTPURL: "smtp://mail.example:587",
			MailFrom: "Site <site@example.in>", SiteURL: "https://www.example.in", RateLimitPerMinute: 0,
			TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.168.1.7/32"), netip.MustParsePrefix("fd00::/8")},
			MetricsAddr:    "127.0.0.1:9090", MemoryLimit: 1 << 30,
		}, false},
		{"blank values take defaults", map[string]string{"ADDR": " ", "RATE_LIMIT_PER_MINUTE": ""},
			Config{Addr: ":8080", DataDir: "./data", MailFrom: web.Settings.MailFrom, RateLimitPerMinute: 10, MemoryLimit: 384 << 20}, false},
		{"memory limit in bytes", map[string]string{"MEMORY_LIMIT": "419430400"},
			Config{Addr: ":8080", DataDir: "./data", MailFrom: web.Settings.MailFrom, RateLimitPerMinute: 10, MemoryLimit: 400 << 20}, false},
		{"GOMEMLIMIT wins", map[string]string{"GOMEMLIMIT": "300MiB", "MEMORY_LIMIT": "1GiB"},
			Config{Addr: ":8080", DataDir: "./data", MailFrom: web.Settings.MailFrom, RateLimitPerMinute: 10}, false},
		{"memory limit in MB", map[string]string{"MEMORY_LIMIT": "400MB"}, Config{}, true},
		{"memory limit too small", map[string]string{"MEMORY_LIMIT": "1MiB"}, Config{}, true},
		{"memory limit without a number", map[string]string{"MEMORY_LIMIT": "MiB"}, Config{}, true},
		{"negative rate", map[string]string{"RATE_LIMIT_PER_MINUTE": "-1"}, Config{}, true},
		{"rate not a number", map[string]string{"RATE_LIMIT_PER_MINUTE": "ten"}, Config{}, true},
		{"bad proxy", map[string]string{"TRUSTED_PROXIES": "10.0.0.0/33"}, Config{}, true},
		{"site url without scheme", map[string]string{"SITE_URL": "www.example.in"}, Config{}, true},
	} {
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
