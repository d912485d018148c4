// The six static testimonials and the review summary of /reviews and the home page (spec sections 1 and 3).
import settings from "./settings.json";
import builtinTestimonials from "./testimonials.json";

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

/** The built-in testimonials (testimonials.json, which Go reads as the default too): what the pages show until an editor saves reviews. */
export const testimonials: readonly Testimonial[] = builtinTestimonials;
