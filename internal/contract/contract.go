// Package contract is the one definition of what the visitor forms accept:
// choices, length limits, readable messages and the mobile, phone and e-mail
// rules. It reads web/app/content/contract.json, which the front end reads too.
package contract

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/web/app/content"
)

// Choice is one option of a select: the value sent and the label shown.
type Choice struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Category is one gallery type: its URL slug and its display label.
type Category struct {
	Slug  string `json:"slug"`
	Label string `json:"label"`
}

// Messages are the sentences a visitor reads next to a field or above a form.
type Messages struct {
	Required       string `json:"required"`
	FormIncomplete string `json:"formIncomplete"`
	Mobile         string `json:"mobile"`
	Email          string `json:"email"`
	Phone          string `json:"phone"`
	Choice         string `json:"choice"`
	Control        string `json:"control"`
	TooLong        string `json:"tooLong"` // "{max}" stands for the limit
	CountryCode    string `json:"countryCode"`
	// StaleEdit answers a staff edit made on a version that is no longer current; "{this}" names the thing.
	StaleEdit       string `json:"staleEdit"`
	VersionRequired string `json:"versionRequired"` // a staff edit that names no version
	NoSuchItem      string `json:"noSuchItem"`      // a path whose {id} is not a positive whole number
}

// Limits are the longest texts accepted, in characters.
type Limits struct {
	Name           int `json:"name"`
	Mobile         int `json:"mobile"` // as typed, with spaces, dashes and a country prefix
	Email          int `json:"email"`  // the SMTP path limit (RFC 5321)
	EmailLocalPart int `json:"emailLocalPart"`
	Phone          int `json:"phone"`
	Message        int `json:"message"`
	Page           int `json:"page"`
	Referrer       int `json:"referrer"`
	UTM            int `json:"utm"`
}

// MobilePrefix is a country prefix dropped before the digits are judged;
// Length 0 drops it whatever the length, else only from a number of that length.
type MobilePrefix struct {
	Prefix string `json:"prefix"`
	Length int    `json:"length"`
}

// Rules holds the patterns; each is plain enough to mean the same in RE2 and JavaScript.
type Rules struct {
	Email            string         `json:"email"`
	MobileSeparators string         `json:"mobileSeparators"`
	MobilePrefixes   []MobilePrefix `json:"mobilePrefixes"`
	MobileDigits     string         `json:"mobileDigits"`
	Phone            string         `json:"phone"`
}

// Contract mirrors contract.json.
type Contract struct {
	CountryCode       string      `json:"countryCode"`
	PropertyTypes     []string    `json:"propertyTypes"`
	Locations         []string    `json:"locations"`
	ContactSubjects   []Choice    `json:"contactSubjects"`
	GalleryCategories []Category  `json:"galleryCategories"`
	Tiers             []string    `json:"tiers"`
	CatalogPage       CatalogPage `json:"catalogPage"`
	Messages          Messages    `json:"messages"`
	Limits            Limits      `json:"limits"`
	Rules             Rules       `json:"rules"`
}

// CatalogPage ties the server's filled-in gallery and projects pages to the
// front end: the id of the data element and of the first card's photo slot, the
// <img sizes> of their photos (a preload's imagesizes must equal them to be used),
// and the size an image that does not say its own is drawn at.
type CatalogPage struct {
	DataID       string `json:"dataId"`
	FirstPhotoID string `json:"firstPhotoId"`
	GallerySizes string `json:"gallerySizes"`
	ProjectSizes string `json:"projectSizes"`
	ImageWidth   int    `json:"imageWidth"`
	ImageHeight  int    `json:"imageHeight"`
}

// C is contract.json parsed at start-up; a broken file stops the program at once.
var C = content.MustParseStrict[Contract]("contract.json", content.Contract)

var (
	emailPattern     = regexp.MustCompile(C.Rules.Email)
	mobileSeparators = regexp.MustCompile(C.Rules.MobileSeparators)
	mobileDigits     = regexp.MustCompile(C.Rules.MobileDigits)
	phonePattern     = regexp.MustCompile(C.Rules.Phone)
)

// TooLong is the message for a text over max characters.
func TooLong(max int) string {
	return strings.ReplaceAll(C.Messages.TooLong, "{max}", strconv.Itoa(max))
}

// IsEmail reports whether s is an address the mailer can send to and a person
// would accept: an ASCII dot-atom local part and a dotted domain of letters,
// digits and hyphens ending in a letters-only TLD, within the SMTP limits.
func IsEmail(s string) bool {
	at := strings.LastIndexByte(s, '@')
	return len(s) <= C.Limits.Email && at >= 0 && at <= C.Limits.EmailLocalPart && emailPattern.MatchString(s)
}

// NormalizeMobile returns the 10 digits of an Indian mobile number and true, or
// "", false. Separators and a leading country code (bare or in brackets) or trunk prefix are tolerated.
func NormalizeMobile(s string) (string, bool) {
	d := mobileSeparators.ReplaceAllString(strings.TrimSpace(s), "")
	for _, p := range C.Rules.MobilePrefixes {
		if strings.HasPrefix(d, p.Prefix) && (p.Length == 0 || len(d) == p.Length) {
			d = d[len(p.Prefix):]
			break
		}
	}
	if !mobileDigits.MatchString(d) {
		return "", false
	}
	return d, true
}

// MobileKey is the one key a mobile number is matched by everywhere (duplicate leads, imports, contact
// messages, data requests): its last ten digits, which for a number NormalizeMobile accepts are the ten
// it returns; fewer for a number that has fewer ("" for none), as leads written before the rule keep them.
func MobileKey(s string) string {
	d := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
	return d[max(0, len(d)-10):]
}

// IsMobile reports whether s, as typed, is an Indian mobile number within the length limit.
func IsMobile(s string) bool {
	if len(s) > C.Limits.Mobile {
		return false
	}
	_, ok := NormalizeMobile(s)
	return ok
}

// IsPhone reports whether s is a phone number of digits, spaces, plus and dashes within the limit.
func IsPhone(s string) bool {
	return len(s) <= C.Limits.Phone && phonePattern.MatchString(s)
}

// CategorySlugs returns the gallery slugs in display order.
func CategorySlugs() []string {
	out := make([]string, len(C.GalleryCategories))
	for i, c := range C.GalleryCategories {
		out[i] = c.Slug
	}
	return out
}

// SubjectValues returns the contact subjects' values in display order.
func SubjectValues() []string {
	out := make([]string, len(C.ContactSubjects))
	for i, c := range C.ContactSubjects {
		out[i] = c.Value
	}
	return out
}
