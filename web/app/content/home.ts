// Home page content: hero, promotion, claims, how it works, delivered homes, suppliers and awards (spec section 2 "Home page").
import type { ProcessStepIcon } from "~/components/ui/icons/process-steps";
import { settings } from "./settings";

interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface HeroSlide {
  heading: string;
  text: string;
  image: Illustration;
  cta: string;
}

export const consultationCta = "Book A Free Consultation";

export const homeMeta = {
  title: `${settings.brandName} | Home Interior Designers in India`,
  description:
    "Modular kitchens, wardrobes and complete home interiors designed around your family, built in our own factory and installed on time. Book a free design consultation.",
} as const;

export const heroSlides: readonly HeroSlide[] = [
  {
    heading: "Homes Designed Around the Way You Live",
    text: "Modular kitchens, wardrobes and complete interiors, planned in 3D with you, made in our own factory and installed by our own team.",
    image: {
      src: "/art/hero/slide-1.svg",
      alt: "Sunlit living room with a low sofa, a fluted TV wall and an open kitchen beyond",
      width: 1600,
      height: 900,
    },
    cta: consultationCta,
  },
  {
    heading: "Up to 20% Extra Space in the Same Home",
    text: "Lofts, sliding wardrobes, beds with storage and kitchens that use every corner. Our designers find room you did not know you had.",
    image: {
      src: "/art/hero/slide-2.svg",
      alt: "Bedroom with a floor-to-ceiling sliding wardrobe, a storage bed and a study desk by the window",
      width: 1600,
      height: 900,
    },
    cta: consultationCta,
  },
];

// The offer of spec section 1 (promotion and offer bar) is a company detail the owner edits: content/company.ts.

export interface Claim {
  value: string;
  label: string;
  /** The company detail the owner may change, whose default is value (content/company.ts). */
  live?: "claims.designers" | "claims.homes";
}

export const claims: readonly Claim[] = [
  { value: settings.claims.designers, label: "Designers", live: "claims.designers" },
  { value: settings.claims.homes, label: "Homes", live: "claims.homes" },
  { value: "50+", label: "Awards" },
  { value: "Up to 20%", label: "Extra Space" },
  { value: "51 Point", label: "Quality Checklist" },
];

export interface ProcessStep {
  title: string;
  text: string;
  icon: ProcessStepIcon;
}

export const howItWorks: { heading: string; intro: string; steps: readonly ProcessStep[] } = {
  heading: "How It Works",
  intro: "Four steps from your first call to your first evening at home.",
  steps: [
    {
      title: "Book an Appointment",
      text: "Pick a time for a free consultation at an experience centre, at your home or on a video call.",
      icon: "CalendarCheck",
    },
    {
      title: "Meet Our Designers",
      text: "Share how your family lives. A designer measures your home and listens before drawing anything.",
      icon: "Users",
    },
    {
      title: "Personalise Your Designs",
      text: "Walk through your home in 3D, choose finishes and change what you like until the quote and the plan feel right.",
      icon: "Palette",
    },
    {
      title: "Move In",
      text: "We make, install, check and clean. You walk into a finished home on the date we agreed.",
      icon: "KeyRound",
    },
  ],
};

export interface DeliveredHome {
  title: string;
  location: string;
  image: Illustration;
}

export const deliveredHomes = {
  heading: "Homes We Have Delivered",
  intro: "A few of the homes our families have moved into recently.",
  homes: [
    {
      title: "A compact kitchen that feeds six",
      location: "2 BHK, Wakad, Pune",
      image: {
        src: "/art/designs/modular-kitchen/normal-3.svg",
        alt: "L-shaped modular kitchen in sage and white with a tall pantry unit",
        width: 1200,
        height: 900,
      },
    },
    {
      title: "Calm bedroom with a sliding wardrobe",
      location: "1 BHK, Andheri West, Mumbai",
      image: {
        src: "/art/designs/bedroom/normal-5.svg",
        alt: "Bedroom with a mirrored sliding wardrobe and a storage bed",
        width: 1200,
        height: 900,
      },
    },
    {
      title: "Marble and brass living room",
      location: "3 BHK, Kondapur, Hyderabad",
      image: {
        src: "/art/designs/living-room/luxury-2.svg",
        alt: "Living room with a marble-finish TV wall and brass accents",
        width: 1200,
        height: 900,
      },
    },
    {
      title: "A home office for two",
      location: "3 BHK, Whitefield, Bengaluru",
      image: {
        src: "/art/designs/home-office/normal-1.svg",
        alt: "Home office with two desks, open shelves and a window",
        width: 1200,
        height: 900,
      },
    },
    {
      title: "Complete 3 BHK for a joint family",
      location: "3 BHK, Bopal, Ahmedabad",
      image: {
        src: "/art/designs/3bhk/luxury-4.svg",
        alt: "Open living and dining area of a 3 BHK with a crockery unit",
        width: 1200,
        height: 900,
      },
    },
    {
      title: "Statement bathroom with stone walls",
      location: "Villa, Kokapet, Hyderabad",
      image: {
        src: "/art/designs/bathroom/ultra-premium-1.svg",
        alt: "Bathroom with stone-clad walls, a floating vanity and statement lighting",
        width: 1200,
        height: 900,
      },
    },
  ],
} as const satisfies {
  heading: string;
  intro: string;
  homes: readonly DeliveredHome[];
};

export interface Badge {
  name: string;
  image: string;
  width: number;
  height: number;
}

/** Invented, generic supplier names (no real brands). */
export const suppliers = {
  heading: "Materials From Suppliers We Trust",
  intro:
    "Every board, hinge and tile comes from suppliers whose materials we test before they reach your home.",
  items: [
    {
      name: "Arvelle Laminates",
      image: "/art/badges/supplier-1.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Tarkash Natural Stone",
      image: "/art/badges/supplier-2.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Noorvi Lighting",
      image: "/art/badges/supplier-3.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Saptak Hardware",
      image: "/art/badges/supplier-4.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Ekanta Fabrics",
      image: "/art/badges/supplier-5.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Vellora Glass",
      image: "/art/badges/supplier-6.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Kaarigar Plywood",
      image: "/art/badges/supplier-7.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Mitti & Co Paints",
      image: "/art/badges/supplier-8.svg",
      width: 320,
      height: 160,
    },
  ],
} as const satisfies {
  heading: string;
  intro: string;
  items: readonly Badge[];
};

export interface Award extends Badge {
  title: string;
  year: string;
}

/** Invented awards; the site claims 50+ in total and shows six. */
export const awards = {
  heading: "Awards and Recognition",
  intro:
    "More than 50 awards for design, craftsmanship and customer care. A few we are proud of:",
  items: [
    {
      name: "Residential Interiors",
      title: "Design Excellence",
      year: "2024",
      image: "/art/badges/award-1.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Modular Furniture Honour",
      title: "Craft & Finish",
      year: "2023",
      image: "/art/badges/award-2.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Customer Experience",
      title: "Homemakers' Choice",
      year: "2024",
      image: "/art/badges/award-3.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Sustainable Interiors",
      title: "Green Spaces",
      year: "2022",
      image: "/art/badges/award-4.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Compact Home Planning",
      title: "Space Innovation",
      year: "2023",
      image: "/art/badges/award-5.svg",
      width: 320,
      height: 160,
    },
    {
      name: "Interior Design Studios",
      title: "Studio of the Year",
      year: "2025",
      image: "/art/badges/award-6.svg",
      width: 320,
      height: 160,
    },
  ],
} as const satisfies {
  heading: string;
  intro: string;
  items: readonly Award[];
};

export const homeSectionHeadings = {
  blog: "Ideas From Our Blog",
  testimonials: "What Our Customers Say",
} as const;
