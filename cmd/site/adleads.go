package main

import (
	"cmp"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/graphapi"
	"github.com/nivaas-interiors/site/internal/httpapi"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// AdLeadsConfig is where leads from ads' own forms come from; a platform left unset takes none (its
// webhook answers 404).
type AdLeadsConfig struct {
	// Meta lead ads: META_VERIFY_TOKEN (the subscription check), META_APP_SECRET (the deliveries'
	// signature), META_PAGE_TOKEN (reads each lead from the Graph API) and META_GRAPH_URL (default Meta's).
	MetaVerifyToken, MetaAppSecret, MetaPageToken, MetaGraphURL string
	// GoogleLeadsKey (GOOGLE_LEADS_KEY) is the key Google Ads lead forms send with each lead.
	GoogleLeadsKey string
}

// meta reports whether Meta lead ads are set up.
func (c AdLeadsConfig) meta() bool {
	return c.MetaVerifyToken != "" && c.MetaAppSecret != "" && c.MetaPageToken != ""
}

// loadAdLeads reads AdLeadsConfig; Meta's three secrets go together.
func loadAdLeads(get func(key, def string) string) (AdLeadsConfig, error) {
	c := AdLeadsConfig{MetaVerifyToken: get("META_VERIFY_TOKEN", ""), MetaAppSecret: get("META_APP_SECRET", ""),
		MetaPageToken: get("META_PAGE_TOKEN", ""), MetaGraphURL: strings.TrimRight(get("META_GRAPH_URL", ""), "/"),
		GoogleLeadsKey: get("GOOGLE_LEADS_KEY", "")}
	if set := c.MetaVerifyToken != "" || c.MetaPageToken != ""; set && !c.meta() {
		return c, fmt.Errorf("META_VERIFY_TOKEN, META_APP_SECRET and META_PAGE_TOKEN: Meta lead ads need all three")
	}
	if c.MetaGraphURL != "" && !strings.HasPrefix(c.MetaGraphURL, "https://") && !strings.HasPrefix(c.MetaGraphURL, "http://") {
		return c, fmt.Errorf("META_GRAPH_URL: want a web address such as %s, got %q", graphapi.DefaultURL, c.MetaGraphURL)
	}
	return c, nil
}

// wireAdLeads adds the ad platforms' processors to processors and their webhooks to deps and returns the
// service (its silence mail runs in serve); kick wakes automatic assignment.
func wireAdLeads(cfg AdLeadsConfig, db *sqlstore.Store, notifier lead.Notifier, kick func(), processors map[string]inbound.Processor, deps *httpapi.Deps) *adlead.Service {
	graph := graphapi.Client{URL: cmp.Or(cfg.MetaGraphURL, graphapi.DefaultURL), PageToken: cfg.MetaPageToken, HTTP: &http.Client{Timeout: 15 * time.Second}}
	svc := adlead.NewService(db, notifier, graph, kick, time.Now)
	deps.AdLeads = svc
	if cfg.meta() {
		processors["meta"] = svc.Meta()
		deps.MetaHooks = append(deps.MetaHooks, httpapi.MetaHook{Path: "/api/hooks/meta", Source: "meta",
			AppSecret: cfg.MetaAppSecret, VerifyToken: cfg.MetaVerifyToken})
	}
	if cfg.GoogleLeadsKey != "" {
		processors["google"] = svc.Google()
		deps.GoogleLeadsKey = cfg.GoogleLeadsKey
	}
	return svc
}
