package catalog

import (
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/web/app/content"
)

// StudioLimits are the longest texts and lists the editor accepts (studio.json).
type StudioLimits struct {
	Title, Description, Feature, Features, Images, Alt, YTUrl int
	Name, Designer, Area, Timeline, Location, CaseBrief       int
	Placeholder                                               int
}

// StudioMessages are the editor's sentences (studio.json).
type StudioMessages struct {
	AltRequired, TitleRequired, NameRequired, YouTube, TooMany, BadImage string
	DesignMissing, ProjectMissing, FixFields, PhotosUndescribed          string
}

// Studio is web/app/content/studio.json, read by the editor's forms too.
var Studio = content.MustParseStrict[struct {
	Statuses []struct{ Value, Label string }
	Limits   StudioLimits
	Messages StudioMessages
}]("catalog.json", content.Catalog)

// tooMany is the message for a list over max entries.
func tooMany(max int) string {
	return strings.ReplaceAll(Studio.Messages.TooMany, "{max}", strconv.Itoa(max))
}
