package content

// SiteSettings mirrors web/app/content/settings.json, the single source of
// company details for both the pages and the server (mail, API).
type SiteSettings struct {
	BrandName         string   `json:"brandName"`
	LogoText          string   `json:"logoText"`
	LogoTagline       string   `json:"logoTagline"`
	Phone             string   `json:"phone"`
	PhoneHref         string   `json:"phoneHref"`
	WhatsappNumber    string   `json:"whatsappNumber"`
	WhatsappGreeting  string   `json:"whatsappGreeting"`
	InfoEmail         string   `json:"infoEmail"`
	MailFrom          string   `json:"mailFrom"`
	OfficeAddress     string   `json:"officeAddress"`
	GrievanceOfficer  string   `json:"grievanceOfficer"`
	Social            Social   `json:"social"`
	Offer             Offer    `json:"offer"`
	Claims            Claims   `json:"claims"`
	ReviewFigures     Figures  `json:"reviewFigures"`
	ExperienceCentres []string `json:"experienceCentres"`
}

// Offer is the offer bar's and the home page promotion's offer.
type Offer struct {
	Enabled       bool   `json:"enabled"`
	Percent       int    `json:"percent"`
	WarrantyYears int    `json:"warrantyYears"`
	MinimumOrder  string `json:"minimumOrder"`
	DeadlineDay   int    `json:"deadlineDay"` // the offer runs to this day of the month (the month's last day when shorter)
}

// Claims are the home page's headline figures the company may change.
type Claims struct {
	Designers string `json:"designers"`
	Homes     string `json:"homes"`
}

// Figures are the review summary of /reviews.
type Figures struct {
	AverageRating     string `json:"averageRating"`
	HappyCustomers    string `json:"happyCustomers"`
	ProjectsCompleted string `json:"projectsCompleted"`
}

// Social holds the footer's social network links.
type Social struct {
	Facebook  string `json:"facebook"`
	YouTube   string `json:"youtube"`
	Instagram string `json:"instagram"`
	Twitter   string `json:"twitter"`
	LinkedIn  string `json:"linkedin"`
}

// Settings is settings.json parsed at start-up; a broken file stops the program
// at once rather than serving a site with blank contact details.
var Settings = MustParse[SiteSettings]("settings.json", settingsJSON)
