package httpapi

// The owner's company details: the offer, phone, WhatsApp, e-mail, address, social links,
// grievance contact, claims and review figures, saved at the version read with an audit entry.
// Every page shows a saved change within seconds (internal/sitepages/company_pages.go).

import (
	"net/http"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// errNoCompany answers the routes on a site wired without company details.
var errNoCompany = &fault.Error{Code: fault.ENOTFOUND, Message: "Company details are not kept on this site."}

// companyDetails is the current details with their version (GET /api/admin/company).
func (s *server) companyDetails(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	if s.company == nil {
		s.failWith(w, r, errNoCompany)
		return
	}
	d, err := s.company.Details(r.Context())
	s.answer(w, r, http.StatusOK, err, d)
}

// saveCompany replaces them at the version the owner saw (PUT /api/admin/company).
func (s *server) saveCompany(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	if s.company == nil {
		s.failWith(w, r, errNoCompany)
		return
	}
	var req company.Details
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	d, err := s.company.Save(r.Context(), s.actor(r, acct), req)
	s.answer(w, r, http.StatusOK, err, d)
}
