package lead

import (
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// CreateRequest is the body of POST /api/leads (DESIGN.md "API").
// Role and createdAt are not fields: a client cannot set them.
type CreateRequest struct {
	PropertyType    string  `json:"propertyType"`
	Location        string  `json:"location"`
	Name            string  `json:"name"`
	Mobile          string  `json:"mobile"`
	Email           *string `json:"email"`
	WhatsappUpdates bool    `json:"whatsappUpdates"`
	Attribution
	consent.Seen
}

// MobileMessage is the one sentence for a bad mobile number, in browser and server alike.
var MobileMessage = textfield.MsgMobile

// RequiredMessage is the modal's sentence for a missing required field (spec section 8).
var RequiredMessage = textfield.MsgFormIncomplete
