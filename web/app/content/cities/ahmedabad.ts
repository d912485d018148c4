import { settings } from "../settings";
import { centre, type CityContent } from "./city-content";

export const ahmedabad: CityContent = {
  slug: "ahmedabad",
  displayName: "Ahmedabad",
  metaTitle: `Home Interior Designers in Ahmedabad | ${settings.brandName}`,
  metaDescription:
    "Interiors for Ahmedabad apartments and bungalows on SG Highway, Bopal and Satellite: heat-resistant finishes, dust-sealed storage and large family kitchens.",
  image: "/art/cities/ahmedabad.svg",
  imageAlt:
    "Ahmedabad family home with a swing in the living room, closed storage and a large kitchen",
  heroIntro:
    "Ahmedabad families build homes to last a generation, and summers here are among the hottest in India. We design interiors for apartments and bungalows across the west of the city that stay cool, keep the dust out and have room for the whole family, the jhula included.",
  typicalHomes:
    "Most of our projects are 3 BHK apartments of 1,100 to 1,500 sq ft carpet along SG Highway and in Bopal, and bungalows and tenements of 1,800 to 2,500 sq ft where joint families live together.",
  climate:
    "Summer temperatures cross 45°C and dust storms sweep in before the monsoon; winters are mild and dry. We use closed storage with gasketed shutters, matte surfaces that do not show dust, heat-reflective window films and solid-surface counters that do not crack with temperature swings.",
  localities: [
    "SG Highway",
    "Bopal",
    "South Bopal",
    "Shela",
    "Satellite",
    "Prahlad Nagar",
    "Vastrapur",
    "Gota",
  ],
  calculatorCity: "other",
  budgetRanges: [
    {
      home: "2 BHK, about 800 sq ft",
      sqFt: 800,
      range: "₹9.5 lakh to ₹14.5 lakh",
    },
    {
      home: "3 BHK, about 1,250 sq ft",
      sqFt: 1250,
      range: "₹15 lakh to ₹22.5 lakh",
    },
    {
      home: "Bungalow, about 2,200 sq ft",
      sqFt: 2200,
      range: "₹26 lakh to ₹40 lakh",
    },
  ],
  experienceCentres: [centre("Mumbai")],
  experienceCentreNote:
    "We do not have an experience centre in Ahmedabad yet; the nearest is in Mumbai. Our designers visit your home in Ahmedabad with material samples, and we can arrange a video walk-through of the Mumbai centre.",
  spaceSaving: [
    "Joint-family homes need storage for several generations. We plan a separate store room with adjustable shelves for seasonal groceries, lofts above every door, and a large entrance unit for shoes and footwear of guests during festivals.",
    "In the living room a built-in jhula, a diwan with drawers and a single continuous TV and display wall keep the floor open. Together these ideas give families up to 20% extra space for gatherings.",
  ],
  bedroom: [
    "Bedrooms here are usually 12 by 13 feet. We plan wardrobes with lockers and a separate section for festive wear, a dresser with good light, and an AC position that does not blow straight at the bed.",
    "Heat-reflective curtains, a light ceiling colour and a false ceiling with a layer of insulation keep top-floor bedrooms comfortable through May and June.",
  ],
  solutions: [
    {
      title: "Large family kitchens",
      text: "Two hobs, a big pantry for dry stocks and a separate wash area, planned for cooking for twelve every day.",
    },
    {
      title: "Dust-sealed storage",
      text: "Gasketed shutters, closed display units and handle-less profiles that keep the storms outside.",
    },
    {
      title: "Living rooms with a jhula",
      text: "A ceiling-hung or floor-standing swing that fits the room, with the hooks fixed into the slab by our civil team.",
    },
    {
      title: "Bungalow interiors",
      text: "Complete interiors for two- and three-floor homes, with a consistent style on every floor.",
    },
    {
      title: "Heat-smart rooms",
      text: "Insulated ceilings, reflective films and light finishes for west-facing and top-floor rooms.",
    },
    {
      title: "Pooja rooms",
      text: "Marble-finish or wooden mandirs with storage for puja items and a place for the diya away from the curtains.",
    },
  ],
};
