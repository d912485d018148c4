package sitepages

import "net/http"

// ServeAdminApp answers every /admin path with the back-office app's page and status 200:
// the back-office is client-rendered, never pre-rendered, never kept and never indexed.
func (s *Pages) ServeAdminApp(w http.ResponseWriter, r *http.Request) {
	if s.site == nil || s.site.adminApp == nil {
		s.ServePage(w, r)
		return
	}
	w.Header().Set("X-Robots-Tag", "noindex, nofollow")
	s.ServeAsset(w, r, s.site.adminApp, http.StatusOK)
}
