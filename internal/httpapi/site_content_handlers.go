package httpapi

// The editor's reviews, FAQs and city pages: each list read with its version and saved whole at
// that version with an audit entry. Every page shows a saved change within seconds
// (internal/sitepages/site_content_pages.go).

import (
	"context"
	"net/http"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/staff"
)

// errNoSiteContent answers the routes on a site wired without site content.
var errNoSiteContent = &fault.Error{Code: fault.ENOTFOUND, Message: "Reviews, FAQs and city pages are not kept on this site."}

// siteContentRead answers GET with the list read returns.
func siteContentRead[T any](s *server, read func(*sitecontent.Service, context.Context) (T, error)) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
		if s.siteContent == nil {
			s.failWith(w, r, errNoSiteContent)
			return
		}
		v, err := read(s.siteContent, r.Context())
		s.answer(w, r, http.StatusOK, err, v)
	}
}

// siteContentSave answers PUT: the whole list at the version the editor saw.
func siteContentSave[T any](s *server, save func(*sitecontent.Service, context.Context, staff.Actor, T) (T, error)) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		if s.siteContent == nil {
			s.failWith(w, r, errNoSiteContent)
			return
		}
		var req T
		if err := decodeAdminUpTo(w, r, &req, sitecontent.C.Limits.BodyBytes); err != nil {
			s.failWith(w, r, err)
			return
		}
		v, err := save(s.siteContent, r.Context(), s.actor(r, acct), req)
		s.answer(w, r, http.StatusOK, err, v)
	}
}
