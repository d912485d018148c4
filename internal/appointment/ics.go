package appointment

import (
	"bytes"
	"strconv"
	"strings"
	"time"

	"github.com/emersion/go-ical"
)

// Invitation methods: a booking's mail asks to add or update the event, or cancels it.
const (
	MethodRequest = "REQUEST"
	MethodCancel  = "CANCEL"
	MethodPublish = "PUBLISH" // calendar feeds
)

// Event is one booking as a calendar shows it.
type Event struct {
	Booking   Booking
	Place     Place
	Organizer string // "mailto:" address of the company
	ManageURL string // the signed link to change or cancel; "" in staff feeds
	LeadURL   string // the lead's page in the back-office; "" in the visitor's invitation
}

// Location is where the meeting happens as an invitation says it.
func (e Event) Location() string {
	switch {
	case e.Place.Kind == KindVideo:
		return C.VideoLocation
	case e.Place.Kind == KindHome:
		return "Your home, " + e.Place.City
	case e.Place.Address != "":
		return e.Place.Name + ", " + e.Place.Address
	}
	return e.Place.Name
}

// Calendar writes events as one iCalendar file with method (REQUEST, CANCEL or PUBLISH), times in India time.
func Calendar(method, name string, events []Event, now time.Time) ([]byte, error) {
	cal := ical.NewCalendar()
	cal.Props.SetText(ical.PropProductID, "-//Nivaas Interiors//Appointments//EN")
	cal.Props.SetText(ical.PropVersion, "2.0")
	cal.Props.SetText(ical.PropMethod, method)
	if name != "" {
		setRaw(cal.Props, "X-WR-CALNAME", name)
	}
	setRaw(cal.Props, "X-WR-TIMEZONE", India.String())
	cal.Children = append(cal.Children, indiaZone())
	for _, e := range events {
		ev := ical.NewEvent()
		b := e.Booking
		ev.Props.SetText(ical.PropUID, b.UID)
		ev.Props.SetDateTime(ical.PropDateTimeStamp, now.UTC())
		ev.Props.SetDateTime(ical.PropDateTimeStart, b.Start.In(India))
		ev.Props.SetDateTime(ical.PropDateTimeEnd, b.End.In(India))
		setRaw(ev.Props, ical.PropSequence, strconv.Itoa(b.Sequence))
		ev.Props.SetText(ical.PropSummary, icalText.Replace(summary(e)))
		ev.Props.SetText(ical.PropLocation, icalText.Replace(e.Location()))
		ev.Props.SetText(ical.PropDescription, icalText.Replace(description(e)))
		status := "CONFIRMED"
		if b.Status == StatusCancelled || method == MethodCancel {
			status = "CANCELLED"
		}
		ev.Props.SetText(ical.PropStatus, status)
		if e.Organizer != "" {
			org := ical.NewProp(ical.PropOrganizer)
			org.SetValueType(ical.ValueCalendarAddress)
			org.Value = e.Organizer
			org.Params.Set(ical.ParamCommonName, "Nivaas Interiors")
			ev.Props.Set(org)
		}
		cal.Children = append(cal.Children, ev.Component)
	}
	var out bytes.Buffer
	if err := ical.NewEncoder(&out).Encode(cal); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// icalText makes every line break a line feed, which iCalendar text escapes; a carriage return it refuses,
// and a place saved with one by an earlier release must not stop its invitations and feeds.
var icalText = strings.NewReplacer("\r\n", "\n", "\r", "\n")

func summary(e Event) string {
	if e.LeadURL != "" {
		return "Consultation: " + e.Booking.Name + " (" + e.Place.Name + ")"
	}
	return "Free design consultation with Nivaas Interiors"
}

func description(e Event) string {
	d := "Free design consultation: " + e.Place.Name + "."
	if e.LeadURL != "" {
		d += "\nVisitor: " + e.Booking.Name + ", " + e.Booking.Mobile + "\nLead: " + e.LeadURL
	}
	if e.ManageURL != "" {
		d += "\nTo reschedule or cancel: " + e.ManageURL
	}
	return d
}

// indiaZone is Asia/Kolkata as a VTIMEZONE: India time has had no daylight saving since 1945.
func indiaZone() *ical.Component {
	tz := ical.NewComponent(ical.CompTimezone)
	tz.Props.SetText(ical.PropTimezoneID, India.String())
	std := ical.NewComponent(ical.CompTimezoneStandard)
	setRaw(std.Props, ical.PropDateTimeStart, "19700101T000000")
	setRaw(std.Props, ical.PropTimezoneOffsetFrom, "+0530")
	setRaw(std.Props, ical.PropTimezoneOffsetTo, "+0530")
	std.Props.SetText(ical.PropTimezoneName, "IST")
	tz.Children = append(tz.Children, std)
	return tz
}

// setRaw sets a property written exactly as value, in its default value type (no VALUE=TEXT).
func setRaw(props ical.Props, name, value string) {
	p := ical.NewProp(name)
	p.Value = value
	props.Set(p)
}
