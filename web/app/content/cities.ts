// City landing pages (/city/{slug}): local facts that make each page its own, plus the sections all cities share.
// One file on purpose: eight cities side by side are easier to keep distinct and consistent.
import settings from "./settings";
import { citySlugs, type CitySlug } from "./paths";
import type { CityKey } from "./guides/budget-planning";

export type { CitySlug };

export interface SolutionCard {
  title: string;
  text: string;
}

export interface BudgetRange {
  home: string;
  /** Carpet area the range was worked out for. */
  sqFt: number;
  range: string;
}

export interface CityContent {
  slug: CitySlug;
  /** Name for body text, e.g. "Delhi NCR"; headings use cityHeadingName(slug). */
  displayName: string;
  metaTitle: string;
  metaDescription: string;
  image: string;
  imageAlt: string;
  heroIntro: string;
  typicalHomes: string;
  climate: string;
  localities: readonly string[];
  /** City choice of the budget calculator whose rates the ranges below follow. */
  calculatorCity: CityKey;
  budgetRanges: readonly BudgetRange[];
  /** Experience centres (names from settings.json) closest to the city. */
  experienceCentres: readonly string[];
  experienceCentreNote: string;
  spaceSaving: readonly string[];
  bedroom: readonly string[];
  solutions: readonly SolutionCard[];
}

export const citySlugOrder: readonly CitySlug[] = citySlugs;

// Fails the build if a city points at an experience centre that settings.json does not list.
function centre(name: string): string {
  const found = settings.experienceCentres.find((c) => c === name);
  if (!found)
    throw new Error(`experience centre "${name}" is not in settings.json`);
  return found;
}

const budgetNote = "complete interiors, basic to premium finish";

export const cities: Readonly<Record<CitySlug, CityContent>> = {
  mumbai: {
    slug: "mumbai",
    displayName: "Mumbai",
    metaTitle: `Home Interior Designers in Mumbai | ${settings.brandName}`,
    metaDescription:
      "Interiors for compact Mumbai flats: moisture-proof modular kitchens, sliding wardrobes and space-saving furniture, built for sea air and the monsoon. Free consultation.",
    image: "/art/cities/mumbai.svg",
    imageAlt:
      "Compact Mumbai living room with a sliding-door wardrobe, fold-down study desk and a window onto the sea",
    heroIntro:
      "In Mumbai every square foot has been paid for many times over. We plan homes from Andheri to Thane so that a one-bedroom flat holds a family’s life without feeling crowded, and so that the furniture survives six months of sea air and monsoon damp.",
    typicalHomes:
      "Most homes we design here are 1 BHK flats of 380 to 450 sq ft carpet and 2 BHK flats of 600 to 750 sq ft, many in redeveloped towers with low ceilings near beams and small, busy kitchens.",
    climate:
      "Coastal humidity stays above 70% for much of the year and the salt air corrodes ordinary metal. We use boiling-water-proof plywood in kitchens and bathrooms, stainless-steel 304 hinges and channels, sealed edge banding on every panel, and ventilated shoe and wardrobe units so nothing smells of damp after the rains.",
    localities: [
      "Andheri",
      "Powai",
      "Goregaon",
      "Borivali",
      "Chembur",
      "Mulund",
      "Thane",
      "Kharghar, Navi Mumbai",
    ],
    calculatorCity: "mumbai",
    budgetRanges: [
      {
        home: "1 BHK, about 420 sq ft",
        sqFt: 420,
        range: "₹6 lakh to ₹9 lakh",
      },
      {
        home: "2 BHK, about 700 sq ft",
        sqFt: 700,
        range: "₹10 lakh to ₹15 lakh",
      },
      {
        home: "3 BHK, about 1,100 sq ft",
        sqFt: 1100,
        range: "₹16 lakh to ₹24 lakh",
      },
    ],
    experienceCentres: [centre("Mumbai")],
    experienceCentreNote:
      "Touch the finishes, open the drawers and sit with a designer at our Mumbai experience centre, or ask for a designer to visit your flat first.",
    spaceSaving: [
      "In a Mumbai flat the walls do the work the floor cannot. We take wardrobes right up to the ceiling with a loft for suitcases, use sliding shutters where a swinging door would hit the bed, and build the TV unit, shoe rack and bar cabinet into one continuous wall so the room reads as one calm surface.",
      "Beds with hydraulic lift-up storage, a dining table that folds against the wall, and a study desk that closes into a shallow cabinet give a 1 BHK the functions of a larger home. Our layouts usually free up to 20% extra space compared with buying furniture piece by piece.",
    ],
    bedroom: [
      "Mumbai bedrooms are often 10 by 11 feet with a window on one wall and a beam across the ceiling. We plan the wardrobe on the longest solid wall, hide the beam inside a cove that carries warm light, and keep at least 60 cm of walking space along the bed.",
      "For the monsoon we choose breathable fabrics, anti-fungal laminates inside wardrobes and a small vent in the wardrobe back, so clothes stay fresh through June to September.",
    ],
    solutions: [
      {
        title: "Parallel kitchens for narrow rooms",
        text: "Two runs of cabinets with a tall pull-out pantry make a 6-foot-wide Mumbai kitchen hold a full month’s groceries.",
      },
      {
        title: "Sliding-door wardrobes",
        text: "No swing space needed, soft-close tracks, and a mirror shutter that makes a small bedroom look twice as deep.",
      },
      {
        title: "Convertible living rooms",
        text: "A sofa-cum-bed and a wall-mounted fold-down table turn the hall into a guest room for visiting parents.",
      },
      {
        title: "Moisture-proof bathrooms",
        text: "PVC and boiling-water-proof vanities, a wall-hung WC and a glass partition keep a tiny bathroom dry and easy to clean.",
      },
      {
        title: "Balcony work corners",
        text: "Enclosed balconies become a study nook or a utility with a washing-machine unit and a drying rack above.",
      },
      {
        title: "Pooja units that fit",
        text: "Wall-mounted mandirs with a folding ledge and a brass-finish jaali bring the pooja corner into a 1 BHK without losing floor.",
      },
    ],
  },
  "delhi-ncr": {
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
  },
  bangalore: {
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
  },
  chennai: {
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
  },
  pune: {
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
  },
  hyderabad: {
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
  },
  kolkata: {
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
  },
  ahmedabad: {
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
  },
};

export const cityBenefits = [
  "Personalised Designs",
  "20% Extra Storage",
  "Durable Modular Furniture",
] as const;

export const cityHappyCustomers = "15,000+";

/** Spec: the route parameter with its first letter capitalised, or "Your City" when absent. */
export function cityHeadingName(slug?: string): string {
  if (!slug) return "Your City";
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

export function cityHeroHeading(slug?: string): string {
  return `Best Home Interior Designers In ${cityHeadingName(slug)}`;
}

export const cityHeroCta = "Book Free Consultation";
export const meetDesignerLink = {
  label: "Meet Our Designer",
  href: "/Aboutus",
} as const;
export const cityBudgetNote = budgetNote;

/** Headings of the city page sections, in page order, for a city's display name. */
export function citySectionHeadings(displayName: string) {
  return {
    benefits: `Why ${displayName} Homeowners Choose Us`,
    local: `Designing Homes in ${displayName}`,
    spaceSaving: "Space-Saving Designs",
    bedroom: "Bedroom Interiors",
    solutions: `Interior Solutions for ${displayName} Homes`,
    budgets: `Typical Budgets in ${displayName}`,
  } as const;
}

export function getCity(slug?: string): CityContent | undefined {
  if (!slug || !Object.hasOwn(cities, slug)) return undefined;
  return cities[slug as CitySlug];
}

export interface CityShared {
  howItWorks: {
    heading: string;
    intro: string;
    steps: readonly { title: string; text: string }[];
  };
  whyUs: {
    heading: string;
    intro: string;
    points: readonly { value: string; title: string; text: string }[];
  };
}

/** The two sections every city page shows after its own content. */
export const cityShared: CityShared = {
  howItWorks: {
    heading: "How We Design Your Home",
    intro:
      "The same careful process in every city, run by designers who live and work there.",
    steps: [
      {
        title: "Free consultation",
        text: "Tell us about your home and family at our experience centre, on a video call or at your site. No charge, no obligation.",
      },
      {
        title: "Measurement and 3D design",
        text: "A designer measures every wall, then shows you 3D views and an itemised quote. You change what you like until it feels right.",
      },
      {
        title: "Factory-made, checked twice",
        text: "Modular units are made in our factory and pass a 51 point quality checklist before they leave and again after installation.",
      },
      {
        title: "Installation and handover",
        text: "Our own site team installs, cleans up and hands over with a 25-year warranty on modular furniture and a 1 year warranty on site services.",
      },
    ],
  },
  whyUs: {
    heading: "Why Homeowners Choose Us",
    intro: `${cityHappyCustomers} happy customers have trusted ${settings.brandName} with their homes.`,
    points: [
      {
        value: cityHappyCustomers,
        title: "Happy customers",
        text: "Families across India who live in homes we designed and built.",
      },
      {
        value: "400+",
        title: "Designers",
        text: "In-house designers who know local homes, builders and weather.",
      },
      {
        value: "51 point",
        title: "Quality checklist",
        text: "Every module is inspected for finish, fit, hardware and edge sealing.",
      },
      {
        value: "25-year",
        title: "Warranty on modular",
        text: "In writing, on the carcass and the hardware we fit, not just on paper.",
      },
    ],
  },
};
