// The people on the home and About pages.
import designerList from "./designers.json";

export interface Founder {
  name: string;
  role: string;
  bio: string;
  image: string;
  imageAlt: string;
}

export interface Designer {
  name: string;
  role: string;
  /** Years in practice, e.g. "14 years". */
  experience: string;
  speciality: string;
  image: string;
  imageAlt: string;
}

export const founders: readonly Founder[] = [
  {
    name: "Vikram Iyer",
    role: "Co-founder & Chief Executive Officer",
    bio: "Vikram spent nine years running site operations for a large residential builder and watched too many families move into homes that were handed over late and finished badly. He started the company in 2015 to fix exactly that: a fixed price, a fixed date and one team accountable from the first sketch to the last screw.",
    image: "/art/people/founder-1.svg",
    imageAlt: "Portrait illustration of Vikram Iyer, co-founder",
  },
  {
    name: "Nandita Sen",
    role: "Co-founder & Chief Design Officer",
    bio: "An architect trained in Ahmedabad, Nandita designed hotels and offices before turning to homes. She built our design studio and its standards, from the 51 point quality checklist to the rule that every layout is walked through in 3D with the whole family before anything is made.",
    image: "/art/people/founder-2.svg",
    imageAlt: "Portrait illustration of Nandita Sen, co-founder",
  },
];

// The design team is written once, in designers.json: the Go demo seed credits the same people on recent projects.
export const designers: readonly Designer[] = designerList.map((d) => ({
  name: d.name,
  role: d.role,
  experience: `${d.years} years`,
  speciality: d.speciality,
  image: d.portrait,
  imageAlt: `Portrait illustration of ${d.name}, ${d.role}`,
}));

export const teamSections = {
  designers: {
    heading: "Meet Our Designers",
    text: "Over 400 designers across India, each working in the city they live in. Here are a few of the people who may sit across the table from you.",
  },
  founders: {
    heading: "Meet Our Founders",
    text: "A builder who was tired of late handovers and an architect who believed homes deserve the care given to hotels.",
  },
} as const;
