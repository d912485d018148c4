package catalog

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/web"
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
	DesignStale, ProjectStale, DesignMissing, ProjectMissing             string // the *Stale two: the editor's until it reads contract.json's staleEdit (fault.Stale)
	FixFields, PhotosUndescribed                                         string
}

// Studio is web/app/content/studio.json, read by the editor's forms too.
var Studio = mustParseStudio(web.StudioJSON)

func mustParseStudio(data []byte) struct {
	Statuses []struct{ Value, Label string }
	Limits   StudioLimits
	Messages StudioMessages
} {
	var s struct {
		Statuses []struct{ Value, Label string }
		Limits   StudioLimits
		Messages StudioMessages
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		panic("catalog: web/app/content/studio.json: " + err.Error())
	}
	return s
}

// tooMany is the message for a list over max entries.
func tooMany(max int) string {
	return strings.ReplaceAll(Studio.Messages.TooMany, "{max}", strconv.Itoa(max))
}
