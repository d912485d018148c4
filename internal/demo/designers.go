package demo

import "github.com/nivaas-interiors/site/web/app/content"

// Designer is one member of the design team, credited on recent projects
// and shown on the home page.
type Designer struct {
	Name       string `json:"name"`
	Role       string `json:"role"`
	Years      int    `json:"years"` // years of experience
	Speciality string `json:"speciality"`
	Portrait   string `json:"portrait"`
}

// Designers is the design team (web/app/content/designers.json, which the pages
// show too); every demo project names one of them.
var Designers = content.MustParse[[]Designer]("designers.json", content.Designers)
