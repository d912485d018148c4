import { settings } from "../settings";
import { centre, type CityContent } from "./city-content";

export const chennai: CityContent = {
  slug: "chennai",
  displayName: "Chennai",
  metaTitle: `Home Interior Designers in Chennai | ${settings.brandName}`,
  metaDescription:
    "Interiors for Chennai homes built for humidity and sea breeze: corrosion-proof hardware, airy layouts, pooja rooms and modular kitchens that last. Free consultation.",
  image: "/art/cities/chennai.svg",
  imageAlt:
    "Airy Chennai home with a wooden pooja unit, light cotton curtains and a ceiling fan",
  heroIntro:
    "Chennai homes need to breathe. We design interiors from the OMR IT corridor to Anna Nagar that keep air moving through the rooms, stand up to the salt in the sea breeze, and give the pooja room the place it deserves.",
  typicalHomes:
    "We mostly furnish 2 BHK apartments of 800 to 1,000 sq ft and 3 BHK apartments of 1,150 to 1,400 sq ft, as well as independent houses where families add a floor for the next generation.",
  climate:
    "Coastal humidity and heat last most of the year, and the north-east monsoon brings heavy rain from October to December. We use boiling-water-proof plywood in kitchens and bathrooms, stainless-steel 304 hardware that does not rust in sea air, and louvred or jaali shutters on wardrobes so clothes do not get musty.",
  localities: [
    "OMR",
    "Velachery",
    "Anna Nagar",
    "Porur",
    "Tambaram",
    "Perungudi",
    "Medavakkam",
    "ECR",
  ],
  calculatorCity: "chennai",
  budgetRanges: [
    {
      home: "2 BHK, about 850 sq ft",
      sqFt: 850,
      range: "₹11 lakh to ₹17 lakh",
    },
    {
      home: "3 BHK, about 1,200 sq ft",
      sqFt: 1200,
      range: "₹16 lakh to ₹24 lakh",
    },
    {
      home: "Independent house, about 1,800 sq ft",
      sqFt: 1800,
      range: "₹24 lakh to ₹36 lakh",
    },
  ],
  experienceCentres: [centre("Chennai")],
  experienceCentreNote:
    "Visit our Chennai experience centre to see kitchens in finishes chosen for the coast, or book a designer visit to your home.",
  spaceSaving: [
    "Chennai kitchens work hard: grinding, tempering and two meals cooked fresh every day. We give the wet-grinder and mixer a dedicated pull-out with a socket inside, keep the tall pantry close to the hob, and plan a utility area outside the kitchen for vessel washing.",
    "In the living room we keep furniture low and away from windows so cross-ventilation is not blocked, and use wall-hung units and under-seat storage. The result is up to 20% extra space and a home that stays cooler without the AC running all day.",
  ],
  bedroom: [
    "Chennai bedrooms are usually 11 by 12 feet with two windows. We keep the bed between them for cross-breeze, choose cotton upholstery and light linen curtains, and fit the wardrobe with jaali panels so air reaches the clothes.",
    "A ceiling fan over the bed, a cool matte finish on the headboard wall and a dresser that doubles as a study for children preparing for exams keep the room useful all day.",
  ],
  solutions: [
    {
      title: "Pooja rooms and units",
      text: "Solid-wood or jaali mandirs with a brass bell hook, a drawer for lamps and a ledge for flowers, built to your family’s traditions.",
    },
    {
      title: "Corrosion-proof kitchens",
      text: "Stainless-steel 304 baskets and hinges and sealed edges that handle sea air near ECR and Besant Nagar.",
    },
    {
      title: "Wet-grinder friendly counters",
      text: "A pull-out platform at the right height, with power and an easy-clean granite or quartz top.",
    },
    {
      title: "Ventilated wardrobes",
      text: "Jaali and louvred shutters that keep silk sarees and cottons fresh through the rains.",
    },
    {
      title: "Family homes, floor by floor",
      text: "Interiors for a new upper floor that match the old one below, with separate kitchens where the family wants them.",
    },
    {
      title: "Monsoon-ready entrances",
      text: "A shoe cabinet with drip trays, an umbrella rack and water-resistant flooring at the door.",
    },
  ],
};
