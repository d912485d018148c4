package content

import (
	"time"
	_ "time/tzdata" // Asia/Kolkata on machines without a zone database
)

// India is appointments.json's timeZone, the one zone of the site's hours: bookings and the response target read it.
var India = mustZone(MustParse[struct {
	TimeZone string `json:"timeZone"`
}]("appointments.json", Appointments).TimeZone)

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic("web/app/content/appointments.json: time zone " + name + ": " + err.Error())
	}
	return loc
}
