package httpapi

import (
	"net/http"

	"github.com/nivaas-interiors/site/internal/sitepages"
)

// The answer pages of the no-JavaScript forms are drawn by sitepages; these short names keep
// form_handlers.go about what each form stores and says.
type (
	formPage    = sitepages.FormPage
	formView    = sitepages.FormView
	fieldView   = sitepages.FieldView
	hiddenField = sitepages.HiddenField
)

var options = sitepages.Options

// writeFormPage answers with page, rendered before the status is sent.
func (s *server) writeFormPage(w http.ResponseWriter, status int, page formPage) {
	s.Pages.WriteFormPage(w, status, page)
}
