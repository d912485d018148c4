import { settings } from "../settings";
import { centre, type CityContent } from "./city-content";

export const delhiNcr: CityContent = {
  slug: "delhi-ncr",
  displayName: "Delhi NCR",
  metaTitle: `Home Interior Designers in Delhi NCR | ${settings.brandName}`,
  metaDescription:
    "Interiors for Delhi, Gurgaon and Noida homes that stand up to dust, 45°C summers and cold winters: sealed modular kitchens, wardrobes and builder-floor makeovers.",
  image: "/art/cities/delhi-ncr.svg",
  imageAlt:
    "Spacious Delhi NCR builder-floor living room with a closed storage wall, heavy curtains and warm ceiling lights",
  heroIntro:
    "From builder floors in South Delhi to high-rise apartments in Gurgaon and Noida, homes in the capital region are larger than in most Indian cities and face some of the harshest weather. We design interiors that keep the dust out, the heat down and the family comfortable in every season.",
  typicalHomes:
    "We mostly work on 2 BHK apartments of 750 to 900 sq ft carpet, 3 BHK apartments of 1,100 to 1,500 sq ft, and independent builder floors of 1,500 to 2,000 sq ft with a separate servant room and a dining area.",
  climate:
    "Summers touch 45°C, winters drop near 4°C, and fine dust settles on every open shelf. We favour closed storage with profile handles, gasketed shutters on crockery units, lacquered glass that wipes clean, thermal-lined curtains and insulation above false ceilings on top floors.",
  localities: [
    "Gurgaon Golf Course Road",
    "Sohna Road",
    "Noida Sector 150",
    "Greater Noida West",
    "Dwarka",
    "Indirapuram",
    "Faridabad",
    "South Delhi builder floors",
  ],
  calculatorCity: "delhi",
  budgetRanges: [
    {
      home: "2 BHK, about 800 sq ft",
      sqFt: 800,
      range: "₹11.5 lakh to ₹17.5 lakh",
    },
    {
      home: "3 BHK, about 1,300 sq ft",
      sqFt: 1300,
      range: "₹19 lakh to ₹28 lakh",
    },
    {
      home: "4 BHK builder floor, about 1,800 sq ft",
      sqFt: 1800,
      range: "₹26 lakh to ₹39 lakh",
    },
  ],
  experienceCentres: [centre("Gurgaon"), centre("Noida")],
  experienceCentreNote:
    "We have two experience centres in the region, in Gurgaon and in Noida, each with full kitchen and wardrobe displays.",
  spaceSaving: [
    "Larger homes tempt people to fill every wall. We plan storage where it is needed, a floor-to-ceiling utility wall near the kitchen, a deep loft over the entrance for quilts and heaters, and a shoe cabinet with ventilation by the door, and keep the living room open.",
    "In builder floors we turn awkward corridors into study niches and use the space under the stairs for a pull-out pantry or a bar unit. Careful planning like this gives families up to 20% extra space without adding a single wall.",
  ],
  bedroom: [
    "Delhi NCR bedrooms are usually generous, 12 by 14 feet or more, which leaves room for a walk-in wardrobe or a dressing area. We add a quilt loft above the wardrobe, since winter bedding needs a home for eight months of the year.",
    "Blackout curtains on a double track, an upholstered headboard that adds warmth in January, and a ceiling fan placed clear of the cove light make the room comfortable in both May and December.",
  ],
  solutions: [
    {
      title: "Dust-sealed kitchens",
      text: "Tall units to the ceiling, handle-less shutters with gaskets and a chimney sized to the hob keep oil and dust off the cabinets.",
    },
    {
      title: "Walk-in wardrobes",
      text: "Open hanging, shoe shelves and a dresser in a separate zone, for homes with the room to spare.",
    },
    {
      title: "Builder-floor makeovers",
      text: "We redo floors one at a time, so the family upstairs keeps living at home while we work below.",
    },
    {
      title: "Insulated top floors",
      text: "Thermal boards above the false ceiling and light-coloured exterior finishes keep roof-top rooms several degrees cooler.",
    },
    {
      title: "Formal dining areas",
      text: "A crockery unit with glass shutters and a bar counter, sized for the large family dinners the region is known for.",
    },
    {
      title: "Hard-water-safe bathrooms",
      text: "Anti-scale fittings, a glass shower partition with an easy-clean coating and vanities raised off the wet floor.",
    },
  ],
};
