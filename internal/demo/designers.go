package demo

// Designer is one member of the design team, credited on recent projects
// and shown on the home page.
type Designer struct {
	Name       string `json:"name"`
	Role       string `json:"role"`
	Years      int    `json:"years"` // years of experience
	Speciality string `json:"speciality"`
	Portrait   string `json:"portrait"`
}

// Designers is the design team; every demo project names one of them.
var Designers = []Designer{
	{Name: "Ananya Raghavan", Role: "Principal Designer", Years: 14, Speciality: "Modular kitchens and storage planning for compact city flats", Portrait: "/art/people/designer-1.svg"},
	{Name: "Kabir Malhotra", Role: "Senior Interior Designer", Years: 11, Speciality: "Luxury living rooms, stone and layered lighting", Portrait: "/art/people/designer-2.svg"},
	{Name: "Meera Pillai", Role: "Senior Interior Designer", Years: 9, Speciality: "Bedrooms, wardrobes and calm, climate-friendly finishes", Portrait: "/art/people/designer-3.svg"},
	{Name: "Arjun Deshpande", Role: "Lead Designer, Turnkey Homes", Years: 12, Speciality: "Full-home 3 BHK and duplex interiors delivered to a fixed timeline", Portrait: "/art/people/designer-4.svg"},
	{Name: "Sana Qureshi", Role: "Interior Designer", Years: 7, Speciality: "Kids' rooms, study corners and playful colour", Portrait: "/art/people/designer-5.svg"},
	{Name: "Rohan Bhattacharya", Role: "Senior Interior Designer", Years: 10, Speciality: "Bathrooms, wet areas and waterproof detailing", Portrait: "/art/people/designer-6.svg"},
}
