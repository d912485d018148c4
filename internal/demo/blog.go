package demo

import (
	"strings"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/web/app/content"
)

// builtInPost is one article of web/app/content/blog/posts.json.
type builtInPost struct {
	Slug     string   `json:"slug"`
	Title    string   `json:"title"`
	Category string   `json:"category"`
	Author   string   `json:"author"`
	IsoDate  string   `json:"isoDate"`
	Excerpt  string   `json:"excerpt"`
	Keywords []string `json:"keywords"`
	Image    string   `json:"image"`
	ImageAlt string   `json:"imageAlt"`
	Content  string   `json:"content"`
}

// BlogPosts are the four built-in articles as published posts, their texts exactly as the pages were built with.
func BlogPosts() []blog.Post {
	list := content.MustParse[[]builtInPost]("blog/posts.json", content.BlogSeed)
	posts := make([]blog.Post, len(list))
	for i, b := range list {
		posts[i] = blog.Post{Title: b.Title, Slug: b.Slug, Category: b.Category, Author: b.Author, DateShown: b.IsoDate,
			Cover: &blog.Image{URL: b.Image, Alt: b.ImageAlt}, BodyHTML: b.Content, Status: blog.Published,
			SEO: blog.SEO{Description: b.Excerpt, Keywords: strings.Join(b.Keywords, ", ")}}
	}
	return posts
}
