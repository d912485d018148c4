package quote

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// DraftLine is a line as the quote builder sends it: for a price-list item only what the person chooses;
// the name, unit, rate and GST come from the price list. A one-off line (ItemID 0) brings its own.
type DraftLine struct {
	ItemID     int64    `json:"itemId"`
	Tier       Tier     `json:"tier"`
	Quantity   Quantity `json:"quantity"`
	DiscountBp int64    `json:"discountBp"`
	Name       string   `json:"name,omitempty"`
	Unit       Unit     `json:"unit,omitempty"`
	RatePaise  int64    `json:"ratePaise,omitempty"`
	GSTBp      int64    `json:"gstBp,omitempty"`
}

// DraftRoom is a room as the quote builder sends it.
type DraftRoom struct {
	Name  string      `json:"name"`
	Lines []DraftLine `json:"lines"`
}

// Draft is a quote as the builder sends it, saved as the next version.
type Draft struct {
	Rooms   []DraftRoom `json:"rooms"`
	Note    string      `json:"note"`
	BasedOn int         `json:"basedOn"` // the latest version number the person saw (0: none)
}

// Price turns the draft into priced rooms: price-list lines take the list's name, unit, rate and GST;
// every discount must be within role's limit. Problems come back under their JSON paths.
func Price(d Draft, s Settings, role staff.Role) ([]Room, error) {
	limit := s.DiscountLimits.Of(role)
	if limit < 0 {
		return nil, fault.Errorf(fault.EFORBIDDEN, "%s", msg("noQuoteRole"))
	}
	p := problems{}
	count := 0
	for _, r := range d.Rooms {
		count += len(r.Lines)
	}
	if len(d.Rooms) == 0 || len(d.Rooms) > C.Limits.Rooms || count > C.Limits.Lines {
		p.add("rooms", "roomsRange")
		return nil, p.err()
	}
	if utf8.RuneCountInString(d.Note) > C.Limits.Note || !utf8.ValidString(d.Note) {
		p.add("note", "noteLong")
	}
	rooms := make([]Room, len(d.Rooms))
	for i, dr := range d.Rooms {
		at := "rooms." + strconv.Itoa(i) + "."
		rooms[i].Name = strings.TrimSpace(dr.Name)
		if !nameOK(rooms[i].Name) {
			p.add(at+"name", "nameRequired")
		}
		if len(dr.Lines) == 0 {
			p.add(at+"lines", "roomEmpty")
		}
		rooms[i].Lines = make([]Line, len(dr.Lines))
		for j, dl := range dr.Lines {
			rooms[i].Lines[j] = priceLine(dl, s, limit, at+"lines."+strconv.Itoa(j)+".", p)
		}
	}
	if err := p.err(); err != nil {
		return nil, err
	}
	return rooms, nil
}

func priceLine(dl DraftLine, s Settings, limit int64, at string, p problems) Line {
	l := Line{ItemID: dl.ItemID, Tier: dl.Tier, Quantity: dl.Quantity, DiscountBp: dl.DiscountBp}
	if !dl.Tier.Valid() {
		p.add(at+"tier", "tier")
	}
	if dl.Quantity <= 0 || int64(dl.Quantity) > C.Limits.MaxQuantity*100 {
		p.add(at+"quantity", "quantityRange")
	}
	switch {
	case !bpOK(dl.DiscountBp):
		p.add(at+"discountBp", "discountRange")
	case dl.DiscountBp > limit:
		if _, ok := p[at+"discountBp"]; !ok {
			p[at+"discountBp"] = strings.ReplaceAll(msg("discountOverLimit"), "{percent}", Percent(limit))
		}
	}
	if dl.ItemID == 0 {
		l.Name, l.Unit, l.RatePaise, l.GSTBp = strings.TrimSpace(dl.Name), dl.Unit, dl.RatePaise, dl.GSTBp
		if !nameOK(l.Name) {
			p.add(at+"name", "nameRequired")
		}
		if !l.Unit.Valid() {
			p.add(at+"unit", "unit")
		}
		if l.RatePaise < 0 || l.RatePaise > C.Limits.MaxRatePaise {
			p.add(at+"ratePaise", "rateRange")
		}
		if !validGST(l.GSTBp) {
			p.add(at+"gstBp", "gstRate")
		}
		return l
	}
	it, ok := s.Item(dl.ItemID)
	if !ok {
		p.add(at+"itemId", "itemUnknown")
		return l
	}
	l.Name, l.Unit, l.RatePaise, l.GSTBp = it.Name, it.Unit, it.Rates.Of(dl.Tier), it.GSTBp
	if dl.Tier.Valid() && l.RatePaise == 0 {
		p.add(at+"tier", "tierNotOffered")
	}
	return l
}

func validGST(bp int64) bool {
	for _, r := range C.GSTRatesBp {
		if r == bp {
			return true
		}
	}
	return false
}
