// Package appointment is the booking of free consultations: where and when the
// team meets visitors (availability the owner keeps), the free slots in India
// time, the booking rules, and the signed links that change a booking without
// an account. No HTTP and no SQL here.
package appointment

import (
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Config mirrors web/app/content/appointments.json, shared with the pages.
type Config struct {
	Kinds    []struct{ Value, Label string } `json:"kinds"`
	Defaults struct {
		Opens            string `json:"opens"`
		Closes           string `json:"closes"`
		OpenDays         []int  `json:"openDays"`
		SlotMinutes      int    `json:"slotMinutes"`
		CentreCapacity   int    `json:"centreCapacity"`
		HomeCapacity     int    `json:"homeCapacity"`
		VideoCapacity    int    `json:"videoCapacity"`
		MinNoticeMinutes int    `json:"minNoticeMinutes"`
		HorizonDays      int    `json:"horizonDays"`
	} `json:"defaults"`
	CentreAddresses map[string]string `json:"centreAddresses"`
	CityAliases     map[string]string `json:"cityAliases"` // a lead's city → the centre nearest it (the pages suggest it)
	VideoLocation   string            `json:"videoLocation"`
	TimeZone        string            `json:"timeZone"`
	Messages        struct {
		SlotTaken           string `json:"slotTaken"`
		SlotNotOffered      string `json:"slotNotOffered"`
		NoSuchPlace         string `json:"noSuchPlace"`
		LinkInvalid         string `json:"linkInvalid"`
		AlreadyBooked       string `json:"alreadyBooked"`
		TooLateToChange     string `json:"tooLateToChange"`
		Cancelled           string `json:"cancelled"`
		AvailabilityInvalid string `json:"availabilityInvalid"`
	} `json:"messages"`
	Texts map[string]string `json:"texts"`
}

// C is appointments.json parsed at start-up; a broken file stops the program at once.
var C = content.MustParseStrict("appointments.json", content.Appointments, func(c Config) string {
	if c.Messages.SlotTaken == "" || c.Defaults.SlotMinutes <= 0 || c.Defaults.HorizonDays <= 0 {
		return "its messages or defaults are missing"
	}
	return ""
})

// India is the one time zone of every appointment (appointments.json's timeZone).
var India = content.India

// The verdicts a visitor can get, each the one sentence of the contract.
var (
	ErrSlotTaken         = fault.Errorf(fault.ECONFLICT, "%s", C.Messages.SlotTaken)
	ErrSlotNotOffered    = fault.Errorf(fault.EINVALID, "%s", C.Messages.SlotNotOffered)
	ErrNoSuchPlace       = fault.Errorf(fault.EINVALID, "%s", C.Messages.NoSuchPlace)
	ErrLinkInvalid       = fault.Errorf(fault.ENOTFOUND, "%s", C.Messages.LinkInvalid)
	ErrAlreadyBooked     = fault.Errorf(fault.ECONFLICT, "%s", C.Messages.AlreadyBooked)
	ErrTooLate           = fault.Errorf(fault.ECONFLICT, "%s", C.Messages.TooLateToChange)
	ErrStale             = fault.Stale("this appointment")
	ErrAvailabilityStale = fault.Stale("the availability")
	ErrNoBooking         = fault.Errorf(fault.ENOTFOUND, "There is no such appointment.")
	ErrNoDesigner        = fault.Invalid("Choose an active member of staff as the designer.", map[string]string{"staffId": "Choose an active member of staff as the designer."})
)
