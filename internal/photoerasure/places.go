// Package photoerasure erases the photos a person appears in, on their erasure request (issue 28):
// it finds every design, project, blog post, review and city page showing a photo, takes the photo
// off each through that feature's own editing service (its version check, revision and audit entry,
// as an editor's save), then deletes the photo with every size and format made of it.
package photoerasure

import (
	"context"
	"strings"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
)

// Place is one page item showing a photo.
type Place struct {
	Kind  string `json:"kind"` // design, project, post, review or city
	ID    int64  `json:"id,omitempty"`
	Slug  string `json:"slug,omitempty"` // a city page's
	Title string `json:"title"`
	Path  string `json:"path"` // the public page it is shown on
	// Alt is the photo's description there: what staff search for.
	Alt string `json:"alt,omitempty"`
}

// uses is every place showing each photo, by hash.
type uses map[string][]Place

func (u uses) add(hash string, p Place) {
	if hash != "" {
		u[hash] = append(u[hash], p)
	}
}

// mediaHashOf is the photo hash of an address /media/<hash>/<file>, "" for any other.
func mediaHashOf(url string) string {
	rest, ok := strings.CutPrefix(url, "/media/")
	if !ok {
		return ""
	}
	hash, _, ok := strings.Cut(rest, "/")
	if !ok || len(hash) != 64 {
		return ""
	}
	return hash
}

// findUses reads every design, project, post, review and city page for the photos they show.
func (s *Service) findUses(ctx context.Context) (uses, error) {
	u := uses{}
	for _, category := range catalog.Categories {
		for _, tier := range catalog.DesignTypes {
			list, err := s.catalog.Designs(ctx, category, tier)
			if err != nil {
				return nil, err
			}
			for _, d := range list {
				for _, im := range d.Images {
					u.add(im.Media, Place{Kind: "design", ID: d.ID, Title: d.Title, Path: "/design-gallery/" + d.Category, Alt: im.Alt})
				}
			}
		}
	}
	projects, err := s.catalog.Projects(ctx)
	if err != nil {
		return nil, err
	}
	for _, p := range projects {
		for _, im := range p.Images {
			u.add(im.Media, Place{Kind: "project", ID: p.ID, Title: p.Name, Path: "/recent-projects", Alt: im.Alt})
		}
	}
	if err := s.postUses(ctx, u); err != nil {
		return nil, err
	}
	return u, s.listUses(ctx, u)
}

// postUses adds the posts' covers, share images and photos in their text.
func (s *Service) postUses(ctx context.Context, u uses) error {
	return s.eachPost(ctx, func(p *blog.Post) error {
		for hash, alt := range postPhotos(p) {
			u.add(hash, Place{Kind: "post", ID: p.ID, Title: p.Title, Path: "/blogs/" + p.Slug, Alt: alt})
		}
		return nil
	})
}

// eachPost calls fn with every post and its text (none when the site has no blog); fn's error stops it.
func (s *Service) eachPost(ctx context.Context, fn func(*blog.Post) error) error {
	if s.blog == nil {
		return nil
	}
	posts, err := s.blog.Posts(ctx, "", "")
	if err != nil {
		return err
	}
	for _, listed := range posts {
		p, err := s.blog.Post(ctx, listed.ID)
		if fault.Code(err) == fault.ENOTFOUND {
			continue // deleted meanwhile
		}
		if err == nil {
			err = fn(p)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// postPhotos is each photo post p shows, with its description.
func postPhotos(p *blog.Post) map[string]string {
	found := map[string]string{}
	for _, im := range []*blog.Image{p.Cover, p.SEO.SocialImage} {
		if im != nil {
			if h := imageHash(im); h != "" {
				found[h] = im.Alt
			}
		}
	}
	for _, im := range bodyImages(p.BodyHTML) {
		if h := mediaHashOf(im.src); h != "" {
			found[h] = im.alt
		}
	}
	return found
}

// imageHash is the photo a post's cover or share image is.
func imageHash(im *blog.Image) string {
	if h := mediaHashOf(im.URL); h != "" {
		return h
	}
	if len(im.MediaID) == 64 {
		return string(im.MediaID)
	}
	return ""
}

// listUses adds the reviews' customer photos and the city pages' hero photos.
func (s *Service) listUses(ctx context.Context, u uses) error {
	if s.site == nil {
		return nil
	}
	reviews, err := s.site.Reviews(ctx)
	if err != nil {
		return err
	}
	for _, r := range reviews.Items {
		u.add(mediaHashOf(r.Customer.Image), Place{Kind: "review", ID: int64(r.ID), Title: "Review by " + r.Customer.Name, Path: "/reviews"})
	}
	cities, err := s.site.Cities(ctx)
	if err != nil {
		return err
	}
	for _, c := range cities.Items {
		u.add(mediaHashOf(c.Image), Place{Kind: "city", Slug: c.Slug, Title: c.Name, Path: "/city/" + c.Slug, Alt: c.ImageAlt})
	}
	return nil
}
