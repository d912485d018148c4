package httpapi

// The editor's reviews, FAQs and city pages: each list read with its version and saved whole at
// that version with an audit entry (settings.go). Every page shows a saved change within seconds
// (internal/sitepages/site_content_pages.go).

import "github.com/nivaas-interiors/site/internal/fault"

// errNoSiteContent answers the routes on a site wired without site content.
var errNoSiteContent = &fault.Error{Code: fault.ENOTFOUND, Message: "Reviews, FAQs and city pages are not kept on this site."}

// siteContentOnly is h on a site that keeps site content; elsewhere the route answers errNoSiteContent.
func (s *server) siteContentOnly(h adminHandler) adminHandler {
	return s.keptOr(s.SiteContent != nil, errNoSiteContent, h)
}
