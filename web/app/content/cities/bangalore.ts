import { settings } from "../settings";
import { centre, type CityContent } from "./city-content";

export const bangalore: CityContent = {
  slug: "bangalore",
  displayName: "Bangalore",
  metaTitle: `Home Interior Designers in Bangalore | ${settings.brandName}`,
  metaDescription:
    "Interiors for Bangalore apartments and villas: work-from-home offices, termite-treated modular kitchens and wardrobes, designed around gated-community handovers.",
  image: "/art/cities/bangalore.svg",
  imageAlt:
    "Bangalore apartment living room with a home-office corner, indoor plants and a large window",
  heroIntro:
    "Bangalore is where we started, and most of our early homes were in its new gated communities. Here a home is also an office, the weather is kind but the monsoon is long, and families often move in the week the keys are handed over. We plan for all three.",
  typicalHomes:
    "Typical homes are 2 BHK apartments of 850 to 1,000 sq ft carpet and 3 BHK apartments of 1,200 to 1,500 sq ft in gated communities, plus a growing number of row houses and villas on the city’s edges.",
  climate:
    "The climate is mild, but the south-west and north-east monsoons keep the air humid from June to November, and termites are common in ground-floor homes. Every carcass we make is termite- and borer-treated, and we leave a gap behind units on external walls so damp cannot travel into them.",
  localities: [
    "Whitefield",
    "Sarjapur Road",
    "HSR Layout",
    "Electronic City",
    "Hebbal",
    "JP Nagar",
    "Bannerghatta Road",
    "Yelahanka",
  ],
  calculatorCity: "bengaluru",
  budgetRanges: [
    {
      home: "2 BHK, about 850 sq ft",
      sqFt: 850,
      range: "₹12 lakh to ₹18.5 lakh",
    },
    {
      home: "3 BHK, about 1,250 sq ft",
      sqFt: 1250,
      range: "₹18 lakh to ₹27 lakh",
    },
    {
      home: "Villa, about 2,000 sq ft",
      sqFt: 2000,
      range: "₹29 lakh to ₹43 lakh",
    },
  ],
  experienceCentres: [centre("Bengaluru")],
  experienceCentreNote:
    "Our Bengaluru experience centre is also our head office, where you can see every finish we offer under daylight and evening light.",
  spaceSaving: [
    "Two people working from home need two real desks. We fit a study into the third bedroom, the end of a balcony or a corner of the living room with a desk, cable trays, an overhead shelf and a shutter that closes the work day away.",
    "Sarjapur and Whitefield apartments often have a wide living room and a narrow kitchen. We give the kitchen a breakfast counter that borrows space from the dining area and use tall units, gaining up to 20% extra space where it matters most.",
  ],
  bedroom: [
    "Bedrooms in new Bangalore apartments are usually 11 by 12 feet with a balcony door. We keep the wardrobe away from the balcony wall to avoid damp, use light oak and sage laminates that suit the soft daylight, and add a reading light on each side of the bed.",
    "For couples who work different hours, a dimmable cove and a dresser outside the sleeping zone let one get ready without waking the other.",
  ],
  solutions: [
    {
      title: "Work-from-home offices",
      text: "Ergonomic desk heights, cable management and acoustic panels behind the screen so video calls sound like an office.",
    },
    {
      title: "Move-in-ready handovers",
      text: "We measure during the builder’s finishing stage and install within weeks of handover, so you are not paying rent and EMI together for long.",
    },
    {
      title: "Termite-treated modulars",
      text: "Every panel is treated at the factory, and ground-floor units stand on legs with a plinth you can clean under.",
    },
    {
      title: "Open kitchens with counters",
      text: "Breakfast counters and glass partitions that keep cooking smells in and conversation flowing.",
    },
    {
      title: "Balcony gardens",
      text: "Deck tiles, planters with drainage and a bench that doubles as storage for garden tools.",
    },
    {
      title: "Villa staircases",
      text: "Storage under the stairs, a display niche on the landing and railings that are safe for children.",
    },
  ],
};
