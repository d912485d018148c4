package quote

import (
	"fmt"
	"strings"
	"time"
)

// Version is one saved quote of a lead: v1, v2…; never changed once saved, only shared and accepted.
type Version struct {
	ID          int64     `json:"id"`
	LeadID      int64     `json:"leadId"`
	Number      int       `json:"number"`
	Note        string    `json:"note"`
	Changes     []string  `json:"changes"`
	CreatedAt   time.Time `json:"createdAt"`
	CreatedByID int64     `json:"-"`
	CreatedBy   string    `json:"createdBy"`
	ValidDays   int       `json:"validDays"`
	Terms       string    `json:"-"` // as they stood when the version was saved
	Computed
	SharedAt *time.Time  `json:"sharedAt"`
	Link     *string     `json:"link"`
	Accepted *Acceptance `json:"accepted"`
	Payment  *Payment    `json:"payment"`
	Locked   bool        `json:"locked"`
}

// Acceptance is who accepted a version, when, how and from where.
type Acceptance struct {
	Name       string    `json:"name"`
	At         time.Time `json:"at"`
	Channel    string    `json:"channel"` // ChannelCode or ChannelCall
	Address    string    `json:"address"`
	RecordedBy string    `json:"recordedBy"` // the member of staff who took it on a call ("" by code)
	Note       string    `json:"note"`
}

// How a version was accepted.
const (
	ChannelCode = "code" // the customer typed a one-time code on the quote page
	ChannelCall = "call" // staff recorded it given on a call
)

// ValidUntil is the last moment the shared version may be accepted (zero before it is shared).
func (v Version) ValidUntil() time.Time {
	if v.SharedAt == nil {
		return time.Time{}
	}
	return v.SharedAt.Add(time.Duration(v.ValidDays) * 24 * time.Hour)
}

// lineKey identifies a line across versions: its room, what it is and its tier.
func lineKey(room string, l Line) string {
	return strings.ToLower(room) + "\x00" + strings.ToLower(l.Name) + "\x00" + string(l.Tier)
}

func lineText(l Line) string {
	return fmt.Sprintf("%s (%s), %s %s", l.Name, TierLabel(l.Tier), l.Quantity, l.Unit.Short())
}

// Changes says in sentences what differs from prev to next (nil prev: the first version).
func Changes(prev *Computed, next Computed) []string {
	if prev == nil {
		return []string{"First version."}
	}
	var out []string
	old := map[string]Line{}
	oldRooms := map[string]bool{}
	for _, r := range prev.Rooms {
		oldRooms[strings.ToLower(r.Name)] = true
		for _, l := range r.Lines {
			old[lineKey(r.Name, l)] = l
		}
	}
	seen := map[string]bool{}
	for _, r := range next.Rooms {
		if !oldRooms[strings.ToLower(r.Name)] {
			out = append(out, "Added room "+r.Name+".")
		}
		for _, l := range r.Lines {
			k := lineKey(r.Name, l)
			seen[k] = true
			o, ok := old[k]
			if !ok {
				out = append(out, r.Name+": added "+lineText(l)+".")
				continue
			}
			out = append(out, lineChanges(r.Name, o, l)...)
		}
	}
	newRooms := map[string]bool{}
	for _, r := range next.Rooms {
		newRooms[strings.ToLower(r.Name)] = true
	}
	for _, r := range prev.Rooms {
		if !newRooms[strings.ToLower(r.Name)] {
			out = append(out, "Removed room "+r.Name+".")
			continue
		}
		for _, l := range r.Lines {
			if !seen[lineKey(r.Name, l)] {
				out = append(out, r.Name+": removed "+lineText(l)+".")
			}
		}
	}
	if prev.Totals.TotalPaise != next.Totals.TotalPaise {
		out = append(out, "Total "+Rupees(prev.Totals.TotalPaise)+" → "+Rupees(next.Totals.TotalPaise)+".")
	}
	if len(out) == 0 {
		out = []string{"No change to the lines."}
	}
	return out
}

func lineChanges(room string, o, l Line) []string {
	var out []string
	at := room + ": " + l.Name + " (" + TierLabel(l.Tier) + ")"
	if o.Quantity != l.Quantity {
		out = append(out, fmt.Sprintf("%s quantity %s → %s %s.", at, o.Quantity, l.Quantity, l.Unit.Short()))
	}
	if o.RatePaise != l.RatePaise {
		out = append(out, fmt.Sprintf("%s rate %s → %s.", at, Rupees(o.RatePaise), Rupees(l.RatePaise)))
	}
	if o.DiscountBp != l.DiscountBp {
		out = append(out, fmt.Sprintf("%s discount %s → %s.", at, Percent(o.DiscountBp), Percent(l.DiscountBp)))
	}
	if o.GSTBp != l.GSTBp {
		out = append(out, fmt.Sprintf("%s GST %s → %s.", at, Percent(o.GSTBp), Percent(l.GSTBp)))
	}
	return out
}
