// The /faqs page: real questions homeowners ask before they sign, grouped by topic.
import { settings } from "./settings";

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  faqs: readonly Faq[];
}

export const faqsMeta = {
  title: "Frequently Asked Questions | Interiors, Prices, Warranty",
  description:
    "Answers about our design process, prices in rupees, EMI, timelines, materials, site visits, changes after sign-off, and the warranty on modular interiors.",
  heading: "Frequently Asked Questions",
  intro:
    "Straight answers to the questions families ask us most. If yours is not here, call or write to us.",
} as const;

export const faqCategories: readonly FaqCategory[] = [
  {
    id: "designs-process",
    title: "Designs and Process",
    faqs: [
      {
        question: "How does the design process work?",
        answer:
          "It starts with a free consultation at an experience centre, at your home or on a video call. A designer then measures your home, prepares a layout and 3D views, and gives you an itemised quote. You refine the design together until you are happy, sign off, and we move to production and installation.",
      },
      {
        question: "Is the first consultation really free?",
        answer:
          "Yes. The consultation, the site measurement and the first design proposal cost you nothing and do not commit you to anything. You pay a booking amount only when you decide to go ahead.",
      },
      {
        question: "Can I see the design before anything is made?",
        answer:
          "Yes. Every room is shown to you in 3D with the finishes you chose, and for full homes we also offer a walk-through tour. Nothing goes to the factory until you have signed off on the final drawings.",
      },
      {
        question: "Do you only do modular furniture, or the whole home?",
        answer:
          "Both. Besides modular kitchens, wardrobes and storage, our own site teams handle false ceilings, electrical, civil, painting and shower partitions, so one project manager looks after the whole home.",
      },
    ],
  },
  {
    id: "prices-payments",
    title: "Prices and Payments",
    faqs: [
      {
        question: "How much do complete home interiors cost?",
        answer:
          "As a planning guide, complete interiors cost about ₹1,200 per sq ft in a basic finish, ₹1,800 in premium and ₹2,500 in luxe, a little more in the largest metros. A 2 BHK of 750 sq ft in a premium finish is therefore about ₹13.5 lakh before city adjustment. Our budget calculator gives you a range for your own home, and your designer gives you an exact, itemised quote after measuring.",
      },
      {
        question: "Can I do just the kitchen and wardrobes first?",
        answer:
          "Yes. Many families start with the modular kitchen, wardrobes and a TV unit, which for a typical 2 BHK costs between ₹4 lakh and ₹7 lakh depending on finishes, and add the rest later.",
      },
      {
        question: "How do payments work?",
        answer:
          "You pay 10% to book, 50% when the final design is signed off and production starts, and the remaining 40% before the modular units are dispatched to your home. Site services are billed in stages as the work is completed. Every payment gets a GST invoice.",
      },
      {
        question: "Do you offer EMI?",
        answer:
          "Yes. Through our financing partners you can pay in EMIs over 3 to 24 months, with no-cost EMI on selected tenures. Approval and interest rates are decided by the lender; your designer can share the current options with your quote.",
      },
      {
        question: "What does a false ceiling cost?",
        answer:
          "Our false ceilings start at ₹55 per sq ft, down from ₹125, for a standard gypsum ceiling. Cove lighting, profile lights and designer patterns are quoted separately.",
      },
    ],
  },
  {
    id: "timelines",
    title: "Timelines",
    faqs: [
      {
        question: "How long will my home take?",
        answer:
          "A modular kitchen and wardrobes are usually installed within 45 days of design sign-off. Complete interiors with civil, electrical, false ceiling and painting work take 60 to 90 days depending on the size of the home and society work-hour rules.",
      },
      {
        question: "What happens if you are late?",
        answer:
          "Your handover date is written into the agreement. If a delay is caused by us, your project manager tells you as soon as it is known, with the reason and a new date. Delays caused by building permissions or changes you request move the date by the time they take, and we confirm that in writing.",
      },
    ],
  },
  {
    id: "warranty-quality",
    title: "Warranty and Quality",
    faqs: [
      {
        question: "What warranty do I get?",
        answer:
          "Modular interiors come with a 25-year warranty covering the carcass and the hardware we fit against manufacturing defects. Site services such as false ceilings, electrical, civil and painting work carry a 1 year warranty. Both are given to you in writing at handover.",
      },
      {
        question: "What does the warranty not cover?",
        answer:
          "Damage from water leaks in the building, pests entering from outside, misuse, or changes made by other contractors after handover. Normal wear of fabrics and the natural ageing of wood veneer are not defects.",
      },
      {
        question: "How do you check quality?",
        answer:
          "Every module is inspected against our 51 point quality checklist at the factory and again after installation: finish, edge sealing, alignment, hinge and channel action, and the fit against your walls. You receive the signed checklist at handover.",
      },
    ],
  },
  {
    id: "materials",
    title: "Materials",
    faqs: [
      {
        question: "Which materials do you use?",
        answer:
          "Boiling-water-proof (BWP) plywood in kitchens and bathrooms, moisture-resistant plywood or HDHMR board in bedrooms and living rooms, and a choice of laminate, acrylic, PU paint or veneer finishes. All edges are sealed, and hinges and channels are soft-close as standard in premium and luxe finishes.",
      },
      {
        question: "Can I see and touch the finishes?",
        answer: `Yes. Every experience centre has full-size kitchens and wardrobes in our finishes. We have centres in ${settings.experienceCentres.join(", ")}. If none is near you, your designer brings sample boards to your home.`,
      },
    ],
  },
  {
    id: "site-visits-changes",
    title: "Site Visits and Changes",
    faqs: [
      {
        question: "Will someone visit my home before the quote?",
        answer:
          "Yes. A designer measures every room, checks plumbing and electrical points, and notes damp walls or uneven floors before the final quote, so the price does not change later because of something we missed.",
      },
      {
        question: "My flat is still under construction. Can we start?",
        answer:
          "Yes. We can design from the builder’s drawings and take final measurements once the walls are plastered, so production can begin as soon as you get possession.",
      },
      {
        question: "Can I make changes after sign-off?",
        answer:
          "Finishes, handles and accessories can usually be changed until the order goes into production, typically within 3 working days of sign-off. After that, sizes and layouts cannot be changed without remaking parts, which adds cost and time; your designer will tell you both before anything is changed.",
      },
      {
        question:
          "How do I reach you if something needs attention after handover?",
        // {phone} and {email} show the owner's current ones (content/contact-text.ts).
        answer:
          "Call us on {phone} or write to {email}. Tell us your project name and what needs attention; a service visit under warranty is free.",
      },
    ],
  },
];

export const allFaqs: readonly Faq[] = faqCategories.flatMap((c) => c.faqs);
