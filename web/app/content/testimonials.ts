// The six static testimonials and the review summary of /reviews and the home page (spec sections 1 and 3).
import settings from "./settings.json";

export interface Testimonial {
  id: number;
  text: string;
  /** 1 to 5 stars. */
  rating: number;
  customer: { name: string; location: string; image: string };
  project: string;
}

/** The built figures; the owner may change them (content/company.ts), which the page then shows. */
export const reviewSummary = settings.reviewFigures;

export const reviewSummaryLabels = {
  averageRating: "Average Rating",
  happyCustomers: "Happy Customers",
  projectsCompleted: "Projects Completed",
} as const;

export const reviewsMeta = {
  title: "Customer Reviews | Homes We Have Designed",
  description:
    "Read what homeowners in Bengaluru, Mumbai, Pune, Hyderabad, Chennai and Kolkata say about their modular kitchens, wardrobes and complete home interiors.",
  heading: "What Our Customers Say",
  intro:
    "Real families, real homes. Every review below comes from a home we designed, built and handed over.",
} as const;

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    text: "We bought our flat in Whitefield while both of us were working from home. Meera planned two proper desks into a 3 BHK without losing the guest room, and the kitchen was installed in the exact week she promised. Eight months on, not one hinge has needed attention.",
    rating: 5,
    customer: {
      name: "Priya and Karthik Subramanian",
      location: "Bengaluru",
      image: "/art/people/customer-1.svg",
    },
    project: "3 BHK, Whitefield",
  },
  {
    id: 2,
    text: "Our 1 BHK in Andheri was 410 sq ft and felt like a store room. The team gave us a sliding wardrobe with lofts, a bed with storage and a folding dining table. My mother now stays with us for weeks at a time and we still have space to breathe.",
    rating: 5,
    customer: {
      name: "Rahul Mehta",
      location: "Mumbai",
      image: "/art/people/customer-2.svg",
    },
    project: "1 BHK, Andheri West",
  },
  {
    id: 3,
    text: "What I valued most was the itemised quote. Every drawer, every handle and every light was listed with a price, and the final bill matched it to the rupee. The work took ten days longer than planned because of a society permission, but they told us early and kept us informed.",
    rating: 4,
    customer: {
      name: "Sneha Kulkarni",
      location: "Pune",
      image: "/art/people/customer-3.svg",
    },
    project: "2 BHK, Baner",
  },
  {
    id: 4,
    text: "We wanted a kitchen that could handle cooking for a joint family of nine. Arjun designed a parallel kitchen with two cooking zones and a separate utility, and our mother-in-law, who was the hardest to convince, now says it is the best kitchen she has cooked in.",
    rating: 5,
    customer: {
      name: "Farhan and Ayesha Siddiqui",
      location: "Hyderabad",
      image: "/art/people/customer-4.svg",
    },
    project: "3 BHK, Kondapur",
  },
  {
    id: 5,
    text: "Our home is two streets from the sea and our old wardrobes were ruined by rust and fungus within three years. This time they used stainless-steel hardware and ventilated shutters. Two monsoons later, everything still opens smoothly and nothing smells.",
    rating: 5,
    customer: {
      name: "Lakshmi Narayanan",
      location: "Chennai",
      image: "/art/people/customer-5.svg",
    },
    project: "2 BHK, Besant Nagar",
  },
  {
    id: 6,
    text: "Renovating my parents’ old flat in Salt Lake meant rewiring and treating damp walls before any furniture went in. The designers were honest about what it would cost and did not rush it. The bookshelves to the ceiling are my father’s favourite part of the house now.",
    rating: 4,
    customer: {
      name: "Debjani Ghosh",
      location: "Kolkata",
      image: "/art/people/customer-6.svg",
    },
    project: "3 BHK refit, Salt Lake",
  },
];
