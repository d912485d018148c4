// Content and calculator constants of /Guides/Budget-Planning (spec section 9).
// The estimate formula lives with the page; this module only holds the numbers and words.

export type Quality = "basic" | "premium" | "luxe";
export type CityKey =
  | "mumbai"
  | "delhi"
  | "bengaluru"
  | "chennai"
  | "hyderabad"
  | "pune"
  | "tier-2-3"
  | "other";
export type AddOn = "falseCeiling" | "balconyDecking" | "appliances";
export type BreakdownCategory =
  | "modularsCarpentry"
  | "civilElectrical"
  | "finishes"
  | "furnitureDecor"
  | "lightingAppliances";

export interface QualityOption {
  key: Quality;
  label: string;
  ratePerSqFt: number;
  description: string;
}

export interface CityOption {
  key: CityKey;
  label: string;
  multiplier: number;
}

export interface AddOnOption {
  key: AddOn;
  label: string;
  surchargePercent: number;
  description: string;
}

export interface BreakdownShare {
  key: BreakdownCategory;
  label: string;
  sharePercent: number;
}

export interface BudgetInputs {
  sizeSqFt: number;
  city: CityKey;
  quality: Quality;
  addOns: Record<AddOn, boolean>;
}

/** Rupees per sq ft of home size, by finish quality. */
export const qualityRates: Readonly<Record<Quality, number>> = {
  basic: 1200,
  premium: 1800,
  luxe: 2500,
};

export const cityMultipliers: Readonly<Record<CityKey, number>> = {
  mumbai: 1.2,
  delhi: 1.2,
  bengaluru: 1.2,
  chennai: 1.1,
  hyderabad: 1.1,
  pune: 1.1,
  "tier-2-3": 0.9,
  other: 1,
};

/** Surcharges in percent of the base estimate (6 means 6%). */
export const addOnSurchargePercent: Readonly<Record<AddOn, number>> = {
  falseCeiling: 6,
  balconyDecking: 3,
  appliances: 7,
};

/** Shares of the estimate in percent; they add up to 100. */
export const breakdownSharePercent: Readonly<
  Record<BreakdownCategory, number>
> = {
  modularsCarpentry: 35,
  civilElectrical: 20,
  finishes: 20,
  furnitureDecor: 15,
  lightingAppliances: 10,
};

/** The range shown around the estimate, in percent of it. */
export const estimateRangePercent = { min: 90, max: 110 } as const;

export const minimumSizeSqFt = 200;

export const budgetDefaults: Readonly<BudgetInputs> = {
  sizeSqFt: 900,
  city: "other",
  quality: "premium",
  addOns: { falseCeiling: true, balconyDecking: false, appliances: false },
};

export const qualityOptions: readonly QualityOption[] = [
  {
    key: "basic",
    label: "Basic",
    ratePerSqFt: qualityRates.basic,
    description:
      "Laminate finishes on moisture-resistant plywood, standard hinges and channels, and clean, simple detailing. Sensible for a rental upgrade or a first home.",
  },
  {
    key: "premium",
    label: "Premium",
    ratePerSqFt: qualityRates.premium,
    description:
      "Boiling-water-proof plywood in the kitchen and bathrooms, soft-close hardware throughout, acrylic or matte-lacquer shutters and layered lighting. What most of our families choose.",
  },
  {
    key: "luxe",
    label: "Luxe",
    ratePerSqFt: qualityRates.luxe,
    description:
      "Veneer, PU paint and fluted panels, quartz or stone counters, profile lighting and concealed handles. For homes where every surface is meant to be noticed.",
  },
];

export const cityOptions: readonly CityOption[] = [
  { key: "mumbai", label: "Mumbai", multiplier: cityMultipliers.mumbai },
  { key: "delhi", label: "Delhi NCR", multiplier: cityMultipliers.delhi },
  {
    key: "bengaluru",
    label: "Bengaluru",
    multiplier: cityMultipliers.bengaluru,
  },
  { key: "chennai", label: "Chennai", multiplier: cityMultipliers.chennai },
  {
    key: "hyderabad",
    label: "Hyderabad",
    multiplier: cityMultipliers.hyderabad,
  },
  { key: "pune", label: "Pune", multiplier: cityMultipliers.pune },
  {
    key: "tier-2-3",
    label: "Tier 2 / Tier 3 city",
    multiplier: cityMultipliers["tier-2-3"],
  },
  { key: "other", label: "Other city", multiplier: cityMultipliers.other },
];

export const addOnOptions: readonly AddOnOption[] = [
  {
    key: "falseCeiling",
    label: "False ceiling",
    surchargePercent: addOnSurchargePercent.falseCeiling,
    description:
      "Gypsum ceilings with cove or profile lighting in the living and bedrooms.",
  },
  {
    key: "balconyDecking",
    label: "Balcony decking",
    surchargePercent: addOnSurchargePercent.balconyDecking,
    description:
      "Weather-proof deck tiles, a planter ledge and a small seating nook.",
  },
  {
    key: "appliances",
    label: "Kitchen appliances",
    surchargePercent: addOnSurchargePercent.appliances,
    description:
      "Built-in hob, chimney, oven and microwave planned into the modular kitchen.",
  },
];

export const breakdownShares: readonly BreakdownShare[] = [
  {
    key: "modularsCarpentry",
    label: "Modulars & carpentry",
    sharePercent: breakdownSharePercent.modularsCarpentry,
  },
  {
    key: "civilElectrical",
    label: "Civil & electrical",
    sharePercent: breakdownSharePercent.civilElectrical,
  },
  {
    key: "finishes",
    label: "Finishes (paint, laminates, tiles)",
    sharePercent: breakdownSharePercent.finishes,
  },
  {
    key: "furnitureDecor",
    label: "Furniture & décor",
    sharePercent: breakdownSharePercent.furnitureDecor,
  },
  {
    key: "lightingAppliances",
    label: "Lighting & appliances",
    sharePercent: breakdownSharePercent.lightingAppliances,
  },
];

export const budgetPlanningMeta = {
  title: "Home Interior Budget Calculator | Plan Your Interiors Cost",
  description:
    "Estimate the cost of your home interiors in rupees by home size, city and finish quality, see where the money goes, and learn practical ways to save without cutting corners.",
} as const;

export const budgetPlanningHero = {
  heading: "Plan Your Interior Budget",
  text: "Enter your home size, city and the finish you have in mind. The calculator gives you a realistic range and shows how the money usually splits, so your first conversation with a designer starts from numbers, not guesses.",
} as const;

/** Short paragraphs that explain what the calculator does and does not include. */
export const budgetExplainer: readonly { heading: string; text: string }[] = [
  {
    heading: "How the estimate is worked out",
    text: "We multiply your home size by a per-square-foot rate for the finish you choose, adjust it for prices in your city, and add the extras you tick. The range of 90% to 110% around the estimate reflects what usually moves a final quote: the exact layout, the hardware and the number of loose furniture pieces.",
  },
  {
    heading: "Which size to enter",
    text: "Use the carpet area of your home, the space inside the walls you actually furnish, not the super built-up area from the sale agreement. Carpet area is usually 25% to 35% smaller, and using the larger figure will overstate your budget.",
  },
  {
    heading: "What is included",
    text: "Modular kitchen and wardrobes, TV and storage units, civil and electrical changes, painting, laminates and tiles, loose furniture and décor, and lighting. Structural work, major plumbing re-routing and imported materials are quoted separately after a site visit.",
  },
  {
    heading: "What the figure is not",
    text: "A planning range, not a quotation. Your designer gives you an itemised quote after measuring your home, and that quote is the price you pay; nothing is added later without your written approval.",
  },
];

export const savingTips: readonly { title: string; text: string }[] = [
  {
    title: "Spend where hands and water go",
    text: "Put boiling-water-proof plywood, good hinges and a quartz counter in the kitchen and bathrooms, where wear is daily. Use laminate on wardrobe interiors and the backs of units, where nobody looks.",
  },
  {
    title: "Keep the kitchen layout, change the kitchen",
    text: "Moving the sink or hob means new plumbing, gas lines and tiling. Keeping their positions and replacing everything around them often saves ₹40,000 to ₹80,000.",
  },
  {
    title: "Choose a ceiling only where it earns its place",
    text: "A full false ceiling in every room adds up. A cove in the living room and a simple profile light in bedrooms often gives the same evening mood for half the area.",
  },
  {
    title: "Buy loose furniture in phases",
    text: "Modular units are built to fit and are hard to add later; a sofa, rugs and art are not. Finish the built-ins first and move in, then buy the rest as you learn how you use each room.",
  },
  {
    title: "Standard sizes cost less",
    text: "Wardrobe shutters, drawers and kitchen modules in standard widths come off the production line faster and cheaper than one-off sizes, with no visible difference once installed.",
  },
  {
    title: "Decide before production, not after",
    text: "Every change after design sign-off costs time and often money. Take a week to walk through the 3D views with the family, then sign off once and let the factory work.",
  },
  {
    title: "Keep a 10% buffer",
    text: "Older homes hide surprises behind plaster: a damp wall, old wiring, an uneven floor. Keeping 10% aside means a surprise stays a small one.",
  },
];

export const printEstimateLabel = "Print Estimate";
