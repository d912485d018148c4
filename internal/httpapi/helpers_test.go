package httpapi

import (
	"context"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"testing"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/newsletter"
)

// newStaticHandler builds the handler for page tests, which never reach a store.
func newStaticHandler(t *testing.T, site fs.FS, siteURL string) http.Handler {
	t.Helper()
	h, err := New(Deps{
		Leads:      lead.NewService(nil, nil),
		Contacts:   contact.NewService(nil, nil, nil),
		Newsletter: newsletter.NewService(nil, nil),
		Catalog:    nilCatalog{},
		Mail:       mail.NewService(nil, nil, mail.ServiceConfig{}),
		Ready:      func(context.Context) error { return nil },
		Site:       site,
		SiteURL:    siteURL,
		Logger:     slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// nilCatalog stands in until the SQLite store lands; page tests never call it.
type nilCatalog struct{ catalog.Store }
