// The /site-service page: hero, five service cards, four galleries, why-choose-us grid and the comparison table.
import type { ComparisonIcon } from "~/components/ui/icons/comparison";
import type { ServiceIcon } from "~/components/ui/icons/services";
import { settings } from "./settings";

export interface ServiceCard {
  title: string;
  icon: ServiceIcon;
  items: readonly string[];
}

interface GalleryImage {
  src: string;
  caption: string;
  alt: string;
  width: number;
  height: number;
}

type GalleryKey = "civil" | "electrical" | "false-ceiling" | "painting";

export interface ServiceGallery {
  key: GalleryKey;
  title: string;
  text: string;
  images: readonly GalleryImage[];
}

export interface ComparisonRow {
  feature: string;
  icon: ComparisonIcon;
  /** Whether a typical local vendor offers it at all. */
  local: boolean;
  peer: string;
  product: string;
  /** Former price the page shows struck through next to product, if any. */
  productStruck?: string;
}

export const siteServicesMeta = {
  title: `Site Services: False Ceiling, Electrical, Civil, Painting | ${settings.brandName}`,
  description:
    "False ceilings from ₹55 per sq ft, electrical, civil, painting and shower partitions by our own trained teams, with a 1 year warranty. 10,000+ customers in 10 cities.",
} as const;

/** Binding figures of spec section 1 for this page. */
export const siteServiceFacts = {
  falseCeilingPrice: "₹55",
  falseCeilingStruckPrice: "₹125",
  falseCeilingUnit: "per sq ft",
  warranty: "1 year warranty",
  cities: "10 cities",
  customers: "10,000+ customers",
} as const;

export const siteServicesHero = {
  heading: "Site Services for Every Corner of Your Home",
  text: "False ceilings, electrical, civil, painting and shower partitions, done by our own trained teams under one project manager, with a 1 year warranty on the work.",
  offer: `False ceilings from ${siteServiceFacts.falseCeilingPrice} ${siteServiceFacts.falseCeilingUnit}`,
  trust: `Trusted by ${siteServiceFacts.customers} in ${siteServiceFacts.cities}`,
  cta: "Book A Free Consultation",
} as const;

export const serviceCards: readonly ServiceCard[] = [
  {
    title: "False Ceiling",
    icon: "Layers",
    items: [
      "Gypsum and POP ceilings from ₹55 per sq ft",
      "Cove, profile and spot lighting planned with the ceiling",
      "Moisture-resistant boards for kitchens and bathrooms",
      "Beams and AC ducts concealed neatly",
    ],
  },
  {
    title: "Electrical",
    icon: "Zap",
    items: [
      "New points, switchboards and concealed wiring",
      "Full rewiring of older homes with ISI-marked cable",
      "Dedicated circuits for AC, geyser and kitchen appliances",
      "Lighting layouts, dimmers and smart switches",
    ],
  },
  {
    title: "Civil",
    icon: "BrickWall",
    items: [
      "Wall breaking, new partitions and door openings",
      "Floor and wall tiling, kitchen and bathroom remodelling",
      "Waterproofing and seepage treatment",
      "Debris removal and clean handover",
    ],
  },
  {
    title: "Painting",
    icon: "PaintRoller",
    items: [
      "Putty, primer and two coats of premium emulsion",
      "Texture, stencil and accent walls",
      "Wood polish and PU finishes for doors and furniture",
      "Low-odour, low-VOC paints for occupied homes",
    ],
  },
  {
    title: "Shower Partition",
    icon: "ShowerHead",
    items: [
      "8 mm and 10 mm toughened glass, fixed or sliding",
      "Stainless-steel fittings that do not rust",
      "Easy-clean coating against hard-water stains",
      "Measured and installed in a single visit after templating",
    ],
  },
];

const galleryImage = (
  key: GalleryKey,
  n: number,
  caption: string,
  alt: string,
): GalleryImage => ({
  src: `/art/services/${key}-${n}.svg`,
  caption,
  alt,
  width: 1200,
  height: 900,
});

export const serviceGalleries: readonly ServiceGallery[] = [
  {
    key: "civil",
    title: "Civil Work",
    text: "From opening up a kitchen to redoing a bathroom, with waterproofing done before a single tile is laid.",
    images: [
      galleryImage(
        "civil",
        1,
        "Kitchen wall opened into the dining area",
        "Open kitchen with a breakfast counter where a wall used to be",
      ),
      galleryImage(
        "civil",
        2,
        "Bathroom re-tiled after waterproofing",
        "Bathroom with new wall and floor tiles and a niche in the shower",
      ),
      galleryImage(
        "civil",
        3,
        "New partition for a study",
        "Living room with a new partition wall creating a study",
      ),
      galleryImage(
        "civil",
        4,
        "Large-format floor tiles",
        "Living room floor laid with large-format vitrified tiles",
      ),
    ],
  },
  {
    key: "electrical",
    title: "Electrical Work",
    text: "Safe, concealed wiring and lighting that is planned with your furniture, not added after it.",
    images: [
      galleryImage(
        "electrical",
        1,
        "Modular switchboards at bedside height",
        "Bedside wall with a modular switchboard and reading lights",
      ),
      galleryImage(
        "electrical",
        2,
        "Under-cabinet kitchen lighting",
        "Kitchen counter lit by LED strips under the wall cabinets",
      ),
      galleryImage(
        "electrical",
        3,
        "Distribution board with labelled circuits",
        "New distribution board with labelled miniature circuit breakers",
      ),
      galleryImage(
        "electrical",
        4,
        "Warm profile lights in the living room",
        "Living room with recessed profile lights along the ceiling",
      ),
    ],
  },
  {
    key: "false-ceiling",
    title: "False Ceiling",
    text: "Clean lines, hidden beams and soft light, from a simple border to a full designer ceiling.",
    images: [
      galleryImage(
        "false-ceiling",
        1,
        "Cove ceiling with warm light",
        "Living room with a gypsum cove ceiling glowing with warm light",
      ),
      galleryImage(
        "false-ceiling",
        2,
        "Peripheral ceiling hiding a beam",
        "Bedroom with a peripheral false ceiling that hides a beam",
      ),
      galleryImage(
        "false-ceiling",
        3,
        "Wooden slats over the dining table",
        "Dining area with a wooden slat ceiling panel and a pendant light",
      ),
      galleryImage(
        "false-ceiling",
        4,
        "Moisture-resistant kitchen ceiling",
        "Kitchen with a flat moisture-resistant false ceiling and spot lights",
      ),
    ],
  },
  {
    key: "painting",
    title: "Painting",
    text: "Smooth walls, clean edges and colours chosen with your furniture, with the floor covered and the home cleaned after.",
    images: [
      galleryImage(
        "painting",
        1,
        "Accent wall behind the bed",
        "Bedroom with a deep terracotta accent wall behind the bed",
      ),
      galleryImage(
        "painting",
        2,
        "Textured living room wall",
        "Living room wall with a subtle limewash texture",
      ),
      galleryImage(
        "painting",
        3,
        "Kids’ room stencil",
        "Children’s room wall with a hand-painted stencil of hills and birds",
      ),
      galleryImage(
        "painting",
        4,
        "Fresh neutral repaint",
        "Freshly painted living room in warm white with clean edges",
      ),
    ],
  },
];

export const whyChooseUs = {
  heading: "Why Choose Us",
  cards: [
    {
      title: "Our own trained teams",
      text: "Electricians, masons, painters and ceiling installers who work for us, not day labour found on the morning of the job.",
      icon: "HardHat",
    },
    {
      title: "Prices fixed in writing",
      text: "An itemised quote per room and per item, so you know exactly what a point, a square foot or a coat costs.",
      icon: "BadgeIndianRupee",
    },
    {
      title: "A 1 year warranty",
      text: "If a crack, a loose board or a tripping circuit appears within a year, we come back and fix it free.",
      icon: "ShieldCheck",
    },
    {
      title: "10,000+ customers in 10 cities",
      text: "The same standards and the same checklist, wherever your home is.",
      icon: "MapPin",
    },
  ],
} as const satisfies { heading: string; cards: ReadonlyArray<{ title: string; text: string; icon: ServiceIcon }> };

export const comparison = {
  heading: "How We Compare",
  columns: {
    feature: "Feature",
    local: "Local Vendor",
    peer: "Peer Companies",
    product: settings.brandName,
  },
  swipeHint: "Swipe right to see more",
  rows: [
    {
      feature: "False ceiling price",
      icon: "IndianRupee",
      local: true,
      peer: "₹90 to ₹140 per sq ft",
      product: "From ₹55 per sq ft",
      productStruck: "₹125",
    },
    {
      feature: "Warranty on work",
      icon: "ShieldCheck",
      local: false,
      peer: "3 to 6 months on some services",
      product: "1 year warranty on all site services",
    },
    {
      feature: "Itemised, fixed quote",
      icon: "Receipt",
      local: false,
      peer: "Package prices with extras added later",
      product: "Every item priced before work starts",
    },
    {
      feature: "Committed timeline",
      icon: "CalendarClock",
      local: false,
      peer: "Estimated dates, rarely in the contract",
      product: "Handover date written into the agreement",
    },
    {
      feature: "Quality checks",
      icon: "ClipboardCheck",
      local: false,
      peer: "Visual check at handover",
      product: "51 point quality checklist",
    },
    {
      feature: "Trained, insured workers",
      icon: "HardHat",
      local: false,
      peer: "Mostly subcontracted crews",
      product: "Our own trained teams",
    },
    {
      feature: "Single point of contact",
      icon: "Headphones",
      local: true,
      peer: "Separate contacts for design and site",
      product: "One project manager from start to finish",
    },
    {
      feature: "Clean-up and debris removal",
      icon: "Sparkles",
      local: false,
      peer: "Charged extra",
      product: "Included in every quote",
    },
    {
      feature: "Reach",
      icon: "MapPin",
      local: false,
      peer: "One or two cities",
      product: "10 cities, 10,000+ customers",
    },
  ],
} as const satisfies {
  heading: string;
  columns: Record<string, string>;
  swipeHint: string;
  rows: readonly ComparisonRow[];
};

export const siteServicesClosingCta = {
  heading: "Get Your Site Work Quoted for Free",
  text: "A designer visits, measures and sends you an itemised quote. No charge, no obligation.",
  cta: "Get Free Estimate",
  href: "/get-free-estimate",
} as const;
