// The /Aboutus page: company story, values and milestones (spec: founded 2015, 10000+ homes).
import { settings } from "./settings";

export const aboutFacts = {
  founded: "2015",
  homes: "10000+",
} as const;

export const aboutMeta = {
  title: `About Us | ${settings.brandName}`,
  description: `${settings.brandName} has designed and built 10000+ homes across India since 2015. Meet the founders and learn how we work: fixed prices, fixed dates and one team from design to handover.`,
} as const;

export const aboutHero = {
  heading: "About Us",
  text: `Founded in ${aboutFacts.founded}, ${settings.brandName} has designed and built ${aboutFacts.homes} homes for families across India.`,
} as const;

/** The company story, one paragraph per entry. */
export const aboutStory: readonly string[] = [
  `${settings.brandName} began in ${aboutFacts.founded} in a two-room office in Bengaluru, with one designer, one site supervisor and a simple promise: the price we quote is the price you pay, and the date we give is the date you move in.`,
  "Our founders had seen the same story again and again. A family saves for years, buys a flat, and then spends months chasing a carpenter, an electrician and a painter who never arrive on the same day. Materials are swapped, bills grow, and the home that was meant to be a new beginning becomes a source of stress.",
  "So we built one team that does it all. Our designers plan the home with you in 3D, our own factory makes the modular furniture to the millimetre, and our site teams handle civil, electrical, false ceiling and painting work, with a project manager who answers your calls.",
  `Since then we have handed over ${aboutFacts.homes} homes, from 400 sq ft flats in Mumbai to villas in Hyderabad. We have grown to experience centres in ${settings.experienceCentres.length} cities, but every home still goes through the same 51 point quality checklist, and every family still gets one person who is responsible for getting it right.`,
];

export const aboutValues: readonly { title: string; text: string }[] = [
  {
    title: "Honest prices",
    text: "An itemised quote before work begins, and no extra charge without your written approval. If something costs more, we tell you before, not after.",
  },
  {
    title: "Design for how you live",
    text: "We ask who cooks, who works from home and where the grandparents sleep before we draw a single line. A beautiful home that does not fit your day is not finished.",
  },
  {
    title: "Made to last",
    text: "Boiling-water-proof plywood where water splashes, hardware tested for years of daily use and a 51 point quality checklist on every module we make.",
  },
  {
    title: "On time, in writing",
    text: "Your handover date is written into the contract. When something outside our control moves it, you hear it from us first, with the reason and a new date.",
  },
];

export const aboutMilestones: readonly { year: string; text: string }[] = [
  {
    year: "2015",
    text: `${settings.brandName} is founded in Bengaluru and hands over its first 40 homes.`,
  },
  {
    year: "2017",
    text: "Our own modular factory opens, and design-to-handover for a modular kitchen drops to 45 days.",
  },
  { year: "2018", text: "Experience centres open in Mumbai and Pune." },
  {
    year: "2019",
    text: "Hyderabad and Chennai join; site services for civil, electrical, false ceiling and painting work launch.",
  },
  {
    year: "2020",
    text: "Video consultations and 3D walk-throughs let families plan their homes safely from their sofas.",
  },
  {
    year: "2022",
    text: "Experience centres open in Kolkata, Gurgaon and Noida.",
  },
  {
    year: "2024",
    text: "We pass 10,000 homes handed over and open in Coimbatore, Kochi, Vizag and Bhubaneswar.",
  },
];

export const founderCardHeading = "Meet the Founders";
