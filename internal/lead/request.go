package lead

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
	// Website is the honeypot: invisible to people, filled by bots.
	Website string `json:"website,omitempty"`
}

// MobileMessage is the one sentence for a bad mobile number, in browser and server alike.
const MobileMessage = "Please enter a valid 10-digit mobile number."

// RequiredMessage is the modal's sentence for a missing required field (spec section 8).
const RequiredMessage = "Please fill in all required fields."
