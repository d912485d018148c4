package catalog

import (
	"context"
	"regexp"
	"strconv"
)

// uploadTarget is what the editor says a photo is for ("design 12", "project 3",
// or "design" while a new one is unsaved); anything else is ignored.
var uploadTarget = regexp.MustCompile(`^(design|project)(?: ([1-9][0-9]{0,17}))?$`)

// UploadSentence is the audit log's sentence for a photo upload: "uploaded
// kitchen-1.jpg to 'L-shaped Sage Kitchen'", with the title as it is now, since
// the entry must read the same after the item is renamed or deleted.
func (s *Service) UploadSentence(ctx context.Context, file, target string) string {
	what := "a photo"
	if file != "" {
		what = file
	}
	m := uploadTarget.FindStringSubmatch(target)
	if m == nil {
		return "uploaded " + what
	}
	noun := m[1]
	if m[2] == "" {
		return "uploaded " + what + " for a new " + noun
	}
	id, _ := strconv.ParseInt(m[2], 10, 64)
	var title string
	if noun == "design" {
		if d, err := s.store.AdminDesign(ctx, id); err == nil {
			title = d.Title
		}
	} else if p, err := s.store.AdminProject(ctx, id); err == nil {
		title = p.Name
	}
	if title == "" {
		return "uploaded " + what + " for " + noun + " #" + m[2]
	}
	return "uploaded " + what + " to " + Quoted(title)
}
