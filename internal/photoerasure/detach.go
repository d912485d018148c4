package photoerasure

import (
	"context"
	"encoding/json"
	"errors"
	"slices"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/staff"
)

// errStale is a pass that met a page changed meanwhile: the next pass reads it again.
var errStale = errors.New("photoerasure: a page changed meanwhile")

// detach takes the photos in gone off every page showing them, one save per page through its
// feature's service; it counts the pages changed. A stale save is left for the next pass.
func (s *Service) detach(ctx context.Context, by staff.Actor, gone map[string]bool) (int64, error) {
	var places int64
	stale := false
	note := func(err error) error {
		if fault.Code(err) == fault.ECONFLICT {
			stale = true
			return nil
		}
		if err == nil {
			places++
		}
		return err
	}
	for _, step := range []func(context.Context, staff.Actor, map[string]bool, func(error) error) error{
		s.detachDesigns, s.detachProjects, s.detachPosts, s.detachReviews, s.detachCities,
	} {
		if err := step(ctx, by, gone, note); err != nil {
			return places, err
		}
	}
	if stale {
		return places, errStale
	}
	return places, nil
}

// without is images less the photos in gone; changed says whether any went.
func without(images []catalog.Image, gone map[string]bool) ([]catalog.Image, bool) {
	kept := slices.DeleteFunc(slices.Clone(images), func(im catalog.Image) bool { return gone[im.Media] })
	return kept, len(kept) != len(images)
}

func (s *Service) detachDesigns(ctx context.Context, by staff.Actor, gone map[string]bool, note func(error) error) error {
	for _, category := range catalog.Categories {
		for _, tier := range catalog.DesignTypes {
			list, err := s.catalog.Designs(ctx, category, tier)
			if err != nil {
				return err
			}
			for _, d := range list {
				if kept, changed := without(d.Images, gone); changed {
					_, err := s.catalog.ChangeDesign(ctx, by, d.ID, catalog.DesignPatch{Version: d.Version, Images: &kept})
					if err := note(err); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

func (s *Service) detachProjects(ctx context.Context, by staff.Actor, gone map[string]bool, note func(error) error) error {
	list, err := s.catalog.Projects(ctx)
	if err != nil {
		return err
	}
	for _, p := range list {
		if kept, changed := without(p.Images, gone); changed {
			_, err := s.catalog.ChangeProject(ctx, by, p.ID, catalog.ProjectPatch{Version: p.Version, Images: &kept})
			if err := note(err); err != nil {
				return err
			}
		}
	}
	return nil
}

// detachPosts saves each post showing a photo without it: the cover or share image cleared (the
// post then shows the default cover), the photo and its figure taken out of the text.
func (s *Service) detachPosts(ctx context.Context, by staff.Actor, gone map[string]bool, note func(error) error) error {
	return s.eachPost(ctx, func(p *blog.Post) error {
		fields := map[string]any{"version": p.Version}
		for h := range postPhotos(p) {
			if !gone[h] {
				continue
			}
			if p.Cover != nil && imageHash(p.Cover) == h {
				fields["cover"] = nil
			}
			if p.SEO.SocialImage != nil && imageHash(p.SEO.SocialImage) == h {
				fields["seo"] = map[string]any{"socialImage": nil}
			}
			fields["bodyHtml"] = dropPhotos(p.BodyHTML, gone)
		}
		if len(fields) == 1 {
			return nil
		}
		body, err := json.Marshal(fields)
		if err != nil {
			return err
		}
		var c blog.Change
		if err := json.Unmarshal(body, &c); err != nil {
			return err
		}
		_, err = s.blog.Change(ctx, by, p.ID, c)
		return note(err)
	})
}

// detachReviews gives each review showing one of the photos the site's own drawing instead (a review
// must have a picture), in one save of the list.
func (s *Service) detachReviews(ctx context.Context, by staff.Actor, gone map[string]bool, note func(error) error) error {
	if s.site == nil {
		return nil
	}
	r, err := s.site.Reviews(ctx)
	if err != nil {
		return err
	}
	n := 0
	for i := range r.Items {
		if gone[mediaHashOf(r.Items[i].Customer.Image)] {
			r.Items[i].Customer.Image = sitecontent.C.DefaultReviewImage
			n++
		}
	}
	if n == 0 {
		return nil
	}
	_, err = s.site.SaveReviews(ctx, by, r)
	return noteEach(note, err, n)
}

// detachCities clears the hero photo of each city page showing one (the page then shows its built picture).
func (s *Service) detachCities(ctx context.Context, by staff.Actor, gone map[string]bool, note func(error) error) error {
	if s.site == nil {
		return nil
	}
	c, err := s.site.Cities(ctx)
	if err != nil {
		return err
	}
	n := 0
	for i := range c.Items {
		if gone[mediaHashOf(c.Items[i].Image)] {
			c.Items[i].Image, c.Items[i].ImageAlt = "", ""
			n++
		}
	}
	if n == 0 {
		return nil
	}
	_, err = s.site.SaveCities(ctx, by, c)
	return noteEach(note, err, n)
}

// noteEach notes one list save that changed n places.
func noteEach(note func(error) error, err error, n int) error {
	if err != nil {
		return note(err)
	}
	for range n {
		if err := note(nil); err != nil {
			return err
		}
	}
	return nil
}
