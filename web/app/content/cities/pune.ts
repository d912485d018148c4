import { settings } from "../settings";
import { centre, type CityContent } from "./city-content";

export const pune: CityContent = {
  slug: "pune",
  displayName: "Pune",
  metaTitle: `Home Interior Designers in Pune | ${settings.brandName}`,
  metaDescription:
    "Interiors for Pune apartments in Hinjewadi, Baner, Kharadi and beyond: compact modular kitchens, wardrobes and study rooms designed for heavy monsoons.",
  image: "/art/cities/pune.svg",
  imageAlt:
    "Pune 2 BHK with a compact modular kitchen, a study corner and rain on the balcony glass",
  heroIntro:
    "Pune’s new homes sit next to its IT parks, and many of our clients are young couples buying their first flat. We design interiors that make a compact 2 BHK work hard, look calm, and come through the city’s heavy monsoon without swelling doors or damp walls.",
  typicalHomes:
    "Typical projects are 2 BHK apartments of 650 to 800 sq ft carpet and 3 BHK apartments of 950 to 1,150 sq ft, mostly in new towers in the western and eastern suburbs.",
  climate:
    "The monsoon is long and heavy from June to September, especially towards the ghats, and then the air dries out quickly. We use boiling-water-proof plywood in wet areas, leave expansion gaps in shutters so they do not stick in July, and seal balcony-facing walls before any unit goes against them.",
  localities: [
    "Hinjewadi",
    "Wakad",
    "Baner",
    "Balewadi",
    "Kharadi",
    "Viman Nagar",
    "Hadapsar",
    "Wagholi",
  ],
  calculatorCity: "pune",
  budgetRanges: [
    {
      home: "1 BHK, about 420 sq ft",
      sqFt: 420,
      range: "₹5.5 lakh to ₹8.5 lakh",
    },
    {
      home: "2 BHK, about 750 sq ft",
      sqFt: 750,
      range: "₹10 lakh to ₹15 lakh",
    },
    {
      home: "3 BHK, about 1,050 sq ft",
      sqFt: 1050,
      range: "₹14 lakh to ₹21 lakh",
    },
  ],
  experienceCentres: [centre("Pune")],
  experienceCentreNote:
    "Our Pune experience centre has full-size kitchens and wardrobes to open and compare; designers there know most of the new projects in the city.",
  spaceSaving: [
    "A 2 BHK in Wakad or Kharadi usually has one bedroom that has to be a guest room, a study and a store at once. We fit it with a wall bed or a sofa-cum-bed, a desk that folds into the wardrobe run, and lofts for everything the family keeps for once a year.",
    "Compact L-shaped kitchens get corner carousels, a tall unit for the fridge and microwave, and a breakfast ledge at the window. Planned together, these ideas give up to 20% extra space in a home that looked full on the builder’s plan.",
  ],
  bedroom: [
    "Master bedrooms in new Pune towers are often 10 by 12 feet. We use a bed with hydraulic storage, a slim sliding wardrobe with a loft, and side tables mounted on the wall so the floor stays clear for cleaning.",
    "For the monsoon we keep wardrobes a few centimetres off the external wall and add a small dehumidifier socket inside the larger units.",
  ],
  solutions: [
    {
      title: "First-home packages",
      text: "Kitchen, two wardrobes and a TV unit planned together, so a young couple can move in on budget and add the rest later.",
    },
    {
      title: "Study-cum-guest rooms",
      text: "A wall bed, a fold-away desk and a bookshelf give one room three lives.",
    },
    {
      title: "Monsoon-proof shutters",
      text: "Expansion gaps, sealed edges and boiling-water-proof plywood where water splashes, so doors close as smoothly in August as in March.",
    },
    {
      title: "Compact L-shaped kitchens",
      text: "Corner carousels and a tall appliance unit that make a 7 by 8 foot kitchen hold everything.",
    },
    {
      title: "Balcony utility zones",
      text: "Washing-machine units with a sink and drying rack, screened from the living room.",
    },
    {
      title: "Children’s rooms that grow",
      text: "A bunk or trundle bed now and a desk wall that still works when they are sixteen.",
    },
  ],
};
