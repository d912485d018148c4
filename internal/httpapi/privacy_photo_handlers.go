package httpapi

import (
	"net/http"

	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
)

// privacyErase erases the records of an open erasure request, and the photos picked that show
// them (POST …/requests/{id}/erase), answering the counts and a sentence (nothing found: nothing
// erased). The body is bounded by maxBody and the photos by count.
func (s *server) privacyErase(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	c, ok := s.privacyChange(w, r)
	if !ok {
		return
	}
	var photos privacy.Photos
	if s.Photos != nil {
		photos = s.Photos
	}
	erased, err := s.Privacy.Erase(r.Context(), s.actor(r, acct), c, photos)
	s.answer(w, r, http.StatusOK, err, erased)
}

// maxPhotoSearch bounds the picker's search words, in bytes.
const maxPhotoSearch = 200

// privacyPhotos is the photo picker's list: the library's photos matching q, each with where it
// is used (GET /api/admin/privacy/photos?q=).
func (s *server) privacyPhotos(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	q := r.URL.Query().Get("q")
	if len(q) > maxPhotoSearch {
		q = q[:maxPhotoSearch]
	}
	list, more, err := s.Photos.Library(r.Context(), q)
	s.answer(w, r, http.StatusOK, err, map[string]any{"photos": list, "more": more})
}
