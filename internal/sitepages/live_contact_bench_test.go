package sitepages

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/web"
)

// heldDetails is a CompanyDetails that always answers d.
type heldDetails struct{ d company.Details }

func (h heldDetails) CompanyDetails(context.Context) (company.Details, error) { return h.d, nil }
func (h heldDetails) CompanyVersion(context.Context) (int64, error)           { return h.d.Version, nil }

// BenchmarkServeQuotingPages: serving the FAQs and a city page costs the same order with changed details as with
// the built-in ones, since a rewritten page is made once per page and version and then served from memory.
func BenchmarkServeQuotingPages(b *testing.B) {
	fsys, built := web.Build()
	if !built {
		b.Skip("the front end is not built")
	}
	changed := company.Default()
	changed.Phone, changed.InfoEmail, changed.Version = "+91 98450 12345", "sales@casa.example", 2
	for _, d := range []company.Details{company.Default(), changed} {
		p, err := New(fsys, "", nil, slog.New(slog.NewTextHandler(io.Discard, nil)), time.Now)
		if err != nil {
			b.Fatal(err)
		}
		p.UseCompany(heldDetails{d})
		for _, path := range []string{"/faqs", "/city/bangalore"} {
			b.Run("version "+strconv.FormatInt(d.Version, 10)+path, func(b *testing.B) {
				req := httptest.NewRequest(http.MethodGet, path, nil)
				req.Header.Set("Accept-Encoding", "gzip")
				for b.Loop() {
					w := httptest.NewRecorder()
					p.ServePage(w, req)
					if w.Code != http.StatusOK {
						b.Fatalf("%s: %d", path, w.Code)
					}
				}
			})
		}
	}
}
