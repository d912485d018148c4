import { settings } from "../settings";
import { centre, type CityContent } from "./city-content";

export const kolkata: CityContent = {
  slug: "kolkata",
  displayName: "Kolkata",
  metaTitle: `Home Interior Designers in Kolkata | ${settings.brandName}`,
  metaDescription:
    "Interiors for Kolkata flats and heritage homes in Salt Lake, New Town and South Kolkata: monsoon-ready materials, high-ceiling storage and warm, timeless design.",
  image: "/art/cities/kolkata.svg",
  imageAlt:
    "Kolkata home with high ceilings, a carved wooden bookcase and a reading chair by a tall window",
  heroIntro:
    "Kolkata homes range from new towers in New Town to old family flats with high ceilings and thick walls. We bring the same care to both: interiors that respect the books, the music and the family heirlooms, and that hold up through one of India’s wettest monsoons.",
  typicalHomes:
    "We work on 2 BHK flats of 700 to 850 sq ft carpet and 3 BHK flats of 1,000 to 1,300 sq ft, and on older homes with 11-foot ceilings where rooms are large and walls are not quite straight.",
  climate:
    "The monsoon lasts from June to September and the air stays humid for most of the year, so damp walls are common in older buildings. We treat walls for seepage before installing anything, use boiling-water-proof plywood in wet areas, and keep wardrobes raised on legs in ground-floor flats.",
  localities: [
    "Salt Lake",
    "New Town",
    "Rajarhat",
    "EM Bypass",
    "Behala",
    "Garia",
    "Tollygunge",
    "Dum Dum",
  ],
  calculatorCity: "other",
  budgetRanges: [
    {
      home: "2 BHK, about 750 sq ft",
      sqFt: 750,
      range: "₹9 lakh to ₹13.5 lakh",
    },
    {
      home: "3 BHK, about 1,100 sq ft",
      sqFt: 1100,
      range: "₹13 lakh to ₹20 lakh",
    },
    {
      home: "Heritage flat refit, about 1,500 sq ft",
      sqFt: 1500,
      range: "₹18 lakh to ₹27 lakh",
    },
  ],
  experienceCentres: [centre("Kolkata")],
  experienceCentreNote:
    "Our Kolkata experience centre shows full kitchens and wardrobes; bring photographs of your old furniture and we will plan around the pieces you want to keep.",
  spaceSaving: [
    "High ceilings are Kolkata’s hidden storage. We run wardrobes and bookshelves up to the ceiling with a library ladder or a second tier of lofts, which can add more storage than an extra room.",
    "In newer New Town flats we use slim-profile furniture, a dining bench with drawers and a TV wall that doubles as a bookcase. The result is up to 20% extra space without losing the warm, lived-in feel families here love.",
  ],
  bedroom: [
    "Bedrooms in older Kolkata homes are large and airy but have uneven walls and old wiring. We rewire where needed, build wardrobes with adjustable scribing so they sit flush, and keep the four-poster or family bed if you want to.",
    "In new flats we plan a compact wardrobe with a loft, a wall-mounted study for children and thick cotton curtains that keep the room dim on summer afternoons.",
  ],
  solutions: [
    {
      title: "Library walls",
      text: "Floor-to-ceiling bookshelves with doors on the lower half to keep dust and damp away from old books.",
    },
    {
      title: "Heritage-friendly refits",
      text: "New kitchens and bathrooms in old homes, with wiring and plumbing brought up to date and the character left intact.",
    },
    {
      title: "Seepage-first approach",
      text: "Walls are checked with a moisture meter and treated before any unit goes against them.",
    },
    {
      title: "Raised wardrobes",
      text: "Units on legs or a plinth in ground-floor flats, so a flooded street does not reach your clothes.",
    },
    {
      title: "Music and reading corners",
      text: "A nook for the harmonium or the reading chair, with a shelf and a warm lamp.",
    },
    {
      title: "Compact New Town kitchens",
      text: "L-shaped modulars with tall units and a chimney sized for mustard-oil cooking.",
    },
  ],
};
