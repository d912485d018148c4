package httpapi

// The owner's company details: the offer, phone, WhatsApp, e-mail, address, social links,
// grievance contact, claims and review figures, saved at the version read with an audit entry (settings.go).
// Every page shows a saved change within seconds (internal/sitepages/company_pages.go).

import "github.com/nivaas-interiors/site/internal/fault"

// errNoCompany answers the routes on a site wired without company details.
var errNoCompany = &fault.Error{Code: fault.ENOTFOUND, Message: "Company details are not kept on this site."}

// companyOnly is h on a site that keeps company details; elsewhere the route answers errNoCompany.
func (s *server) companyOnly(h adminHandler) adminHandler {
	return s.keptOr(s.Company != nil, errNoCompany, h)
}
