// The people on the home and About pages. Designer names match internal/demo, which credits them on recent projects.

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

export const designers: readonly Designer[] = [
  {
    name: "Ananya Raghavan",
    role: "Principal Designer",
    experience: "14 years",
    speciality: "Modular kitchens and storage planning for compact city flats",
    image: "/art/people/designer-1.svg",
    imageAlt: "Portrait illustration of Ananya Raghavan, Principal Designer",
  },
  {
    name: "Kabir Malhotra",
    role: "Senior Interior Designer",
    experience: "11 years",
    speciality: "Luxury living rooms, stone and layered lighting",
    image: "/art/people/designer-2.svg",
    imageAlt:
      "Portrait illustration of Kabir Malhotra, Senior Interior Designer",
  },
  {
    name: "Meera Pillai",
    role: "Senior Interior Designer",
    experience: "9 years",
    speciality: "Bedrooms, wardrobes and calm, climate-friendly finishes",
    image: "/art/people/designer-3.svg",
    imageAlt: "Portrait illustration of Meera Pillai, Senior Interior Designer",
  },
  {
    name: "Arjun Deshpande",
    role: "Lead Designer, Turnkey Homes",
    experience: "12 years",
    speciality:
      "Full-home 3 BHK and duplex interiors delivered to a fixed timeline",
    image: "/art/people/designer-4.svg",
    imageAlt:
      "Portrait illustration of Arjun Deshpande, Lead Designer, Turnkey Homes",
  },
  {
    name: "Sana Qureshi",
    role: "Interior Designer",
    experience: "7 years",
    speciality: "Kids’ rooms, study corners and playful colour",
    image: "/art/people/designer-5.svg",
    imageAlt: "Portrait illustration of Sana Qureshi, Interior Designer",
  },
  {
    name: "Rohan Bhattacharya",
    role: "Senior Interior Designer",
    experience: "10 years",
    speciality: "Bathrooms, wet areas and waterproof detailing",
    image: "/art/people/designer-6.svg",
    imageAlt:
      "Portrait illustration of Rohan Bhattacharya, Senior Interior Designer",
  },
];

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
