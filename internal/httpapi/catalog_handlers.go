package httpapi

import (
	"net/http"
	"strings"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// listDesigns answers GET /api/designs?category=&type= with a list, empty for an unknown category.
func (s *server) listDesigns(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	category, designType := strings.TrimSpace(q.Get("category")), strings.TrimSpace(q.Get("type"))
	fields := map[string]string{}
	if category == "" {
		fields["category"] = "This field is required."
	}
	if designType == "" {
		fields["type"] = "This field is required."
	}
	if len(fields) > 0 {
		s.failWith(w, r, fault.Invalid("Please give both a category and a design type.", fields))
		return
	}
	// Garbled text names no category there is: the answer for an unknown one.
	if !textfield.Clean(category, false) || !textfield.Clean(designType, false) {
		writeJSON(w, http.StatusOK, []catalog.Design{})
		return
	}
	designs, err := s.Catalog.PublishedDesigns(r.Context(), category, designType)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if designs == nil {
		designs = []catalog.Design{}
	}
	writeJSON(w, http.StatusOK, designs)
}

// listRecentProjects answers GET /api/recent-projects, newest first.
func (s *server) listRecentProjects(w http.ResponseWriter, r *http.Request) {
	projects, err := s.Catalog.RecentProjects(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if projects == nil {
		projects = []catalog.Project{}
	}
	writeJSON(w, http.StatusOK, projects)
}
