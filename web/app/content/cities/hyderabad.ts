import { settings } from "../settings";
import { centre, type CityContent } from "./city-content";

export const hyderabad: CityContent = {
  slug: "hyderabad",
  displayName: "Hyderabad",
  metaTitle: `Home Interior Designers in Hyderabad | ${settings.brandName}`,
  metaDescription:
    "Interiors for spacious Hyderabad apartments and villas in Gachibowli, Kondapur and Kokapet: heat-smart finishes, large kitchens and elegant living rooms.",
  image: "/art/cities/hyderabad.svg",
  imageAlt:
    "Large Hyderabad living room with a marble-finish TV wall, sheer curtains and a dining area beyond",
  heroIntro:
    "Hyderabad’s apartments are some of the most generous in the country, and families here entertain often. We design homes in the western corridor and beyond that make good use of the extra room, stay cool through dry summers, and look their best when the whole family gathers.",
  typicalHomes:
    "Most of our projects are 2 BHK apartments of 900 to 1,100 sq ft carpet, 3 BHK apartments of 1,300 to 1,700 sq ft in high-rise gated communities, and villas in Kokapet and Tellapur.",
  climate:
    "Summers are hot and dry, above 40°C from April to June, with dust blowing in from construction sites nearby. We choose matte finishes that hide dust, heat-reflective blinds for west-facing rooms, and closed shutters on display units.",
  localities: [
    "Gachibowli",
    "Kondapur",
    "Madhapur",
    "Kokapet",
    "Tellapur",
    "Manikonda",
    "Kukatpally",
    "Miyapur",
  ],
  calculatorCity: "hyderabad",
  budgetRanges: [
    {
      home: "2 BHK, about 950 sq ft",
      sqFt: 950,
      range: "₹12.5 lakh to ₹19 lakh",
    },
    {
      home: "3 BHK, about 1,400 sq ft",
      sqFt: 1400,
      range: "₹18.5 lakh to ₹28 lakh",
    },
    {
      home: "Villa, about 2,400 sq ft",
      sqFt: 2400,
      range: "₹32 lakh to ₹48 lakh",
    },
  ],
  experienceCentres: [centre("Hyderabad")],
  experienceCentreNote:
    "See our luxury and ultra premium finishes in person at the Hyderabad experience centre, with a designer who can walk you through costs side by side.",
  spaceSaving: [
    "Bigger homes still run out of storage, just later. We plan a dedicated utility and store room off the kitchen, a deep crockery unit for festival cooking, and a full-height entrance unit for shoes, keys and bags, so the living room never becomes the store room.",
    "In the living and dining area we use one long built-in wall that carries the TV, display and bar, leaving the floor open for gatherings. Planned this way, a home gains up to 20% extra usable space.",
  ],
  bedroom: [
    "Master bedrooms here are often 12 by 14 feet with an attached dressing area. We design walk-through wardrobes with a dresser and full-length mirror, and a headboard wall in fabric or fluted panels.",
    "West-facing bedrooms get blackout curtains, a light ceiling colour and a fan-and-light layout that keeps the room comfortable in May.",
  ],
  solutions: [
    {
      title: "Kitchens for big families",
      text: "Island or parallel layouts with two cooking zones, a tall pantry and a separate utility for heavy washing.",
    },
    {
      title: "Elegant living rooms",
      text: "Marble-finish TV walls, layered lighting and a seating plan for twelve guests.",
    },
    {
      title: "Walk-through wardrobes",
      text: "Dresser, shoe wall and hanging space in a passage between the bedroom and the bathroom.",
    },
    {
      title: "Heat-smart finishes",
      text: "Matte laminates, reflective blinds and light ceilings that keep rooms cooler in summer.",
    },
    {
      title: "Villa interiors",
      text: "Double-height living rooms, staircases and home theatres, planned floor by floor.",
    },
    {
      title: "Guest rooms for visiting family",
      text: "A comfortable bed, a wardrobe with lockers and an attached bathroom that are ready for long stays.",
    },
  ],
};
