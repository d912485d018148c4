package catalog

import (
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/web/app/content"
)

// Limits are the longest texts and lists the editor accepts (catalog.json).
type Limits struct {
	Title, Description, Feature, Features, Images, Alt, YTUrl int
	Name, Designer, Area, Timeline, Location, CaseBrief       int
	Placeholder                                               int
}

// Messages are the editor's sentences (catalog.json).
type Messages struct {
	AltRequired, TitleRequired, NameRequired, YouTube, TooMany, BadImage string
	DesignMissing, ProjectMissing, FixFields, PhotosUndescribed          string
}

// Texts is web/app/content/catalog.json, read by the editor's forms too.
var Texts = content.MustParseStrict[struct {
	Statuses []struct{ Value, Label string }
	Limits   Limits
	Messages Messages
}]("catalog.json", content.Catalog)

// tooMany is the message for a list over max entries.
func tooMany(max int) string {
	return strings.ReplaceAll(Texts.Messages.TooMany, "{max}", strconv.Itoa(max))
}
