// /Guides/Design-Tips: hero, six tip cards, three idea cards and the monthly-ideas subscribe block.
import type { GuideIcon } from "~/components/ui/icons/guides";

export interface TipCard {
  title: string;
  text: string;
  icon: GuideIcon;
}

export interface IdeaCard {
  title: string;
  text: string;
  image: { src: string; alt: string; width: number; height: number };
  link: { label: string; href: string };
}

export const designTipsMeta = {
  title: "Interior Design Tips for Indian Homes",
  description:
    "Practical interior design tips from our designers: light, storage, materials for Indian weather, colour and furniture sizing, with ideas you can use this weekend.",
} as const;

export const designTipsHero = {
  heading: "Design Tips From Our Designers",
  text: "What we have learned from designing thousands of Indian homes, written down so you can use it in yours, whether or not you work with us.",
} as const;

export const designTips: readonly TipCard[] = [
  {
    title: "Start with light, not furniture",
    text: "Note where the sun enters each room in the morning and evening before choosing anything. Keep tall units off the window wall, and plan three layers of light: a ceiling light for cleaning, warm lamps for evenings and task lights where you read, cook and work.",
    icon: "Sun",
  },
  {
    title: "Storage goes up, not out",
    text: "Floor space is the most expensive part of a city home. Take wardrobes and kitchen units to the ceiling with lofts for things you use once a year, and keep the floor clear; a room with visible floor always feels larger.",
    icon: "Boxes",
  },
  {
    title: "Choose materials for your weather",
    text: "Boiling-water-proof plywood in kitchens and bathrooms everywhere in India; stainless-steel hardware near the sea; closed, gasketed shutters where dust is heavy. The right board matters more than the finish on top of it.",
    icon: "CloudRain",
  },
  {
    title: "One calm base, one accent",
    text: "Keep walls, floors and large furniture in warm neutrals and let one colour do the talking, in a sofa, a wall or a rug. It is easier to live with for years and easier to refresh later.",
    icon: "Palette",
  },
  {
    title: "Measure twice, buy once",
    text: "Before buying a sofa or a bed, mark its footprint on the floor with masking tape and live with it for a day. Leave about 90 cm for the main walking paths and at least 60 cm beside the bed.",
    icon: "Ruler",
  },
  {
    title: "Plan sockets with the furniture",
    text: "Decide where the TV, desk, bedside lamps and kitchen appliances go before the walls are closed. Moving a socket later means chasing a wall and repainting it.",
    icon: "Plug",
  },
];

export const designIdeas: readonly IdeaCard[] = [
  {
    title: "A kitchen that cooks for a family",
    text: "A tall pantry near the hob, a pull-out for the mixer and wet grinder, and a counter at the right height for the person who cooks most.",
    image: {
      src: "/art/designs/modular-kitchen/luxury-1.svg",
      alt: "Modular kitchen with a tall pantry and warm under-cabinet lighting",
      width: 1200,
      height: 900,
    },
    link: {
      label: "See kitchen designs",
      href: "/design-gallery/Modular-Kitchen-Designs",
    },
  },
  {
    title: "Bedrooms that help you rest",
    text: "Blackout curtains on a double track, warm dimmable light and a wardrobe that closes everything away, so the last thing you see at night is calm.",
    image: {
      src: "/art/designs/bedroom/luxury-3.svg",
      alt: "Bedroom with an upholstered headboard, soft cove light and a closed wardrobe",
      width: 1200,
      height: 900,
    },
    link: {
      label: "See bedroom designs",
      href: "/design-gallery/Bedroom-Designs",
    },
  },
  {
    title: "A desk that disappears",
    text: "A fold-down desk in the wardrobe run or a balcony corner gives you a real workplace that closes away when the work day is done.",
    image: {
      src: "/art/designs/home-office/normal-2.svg",
      alt: "Home office nook with a wall-mounted desk and open shelves",
      width: 1200,
      height: 900,
    },
    link: {
      label: "See home office designs",
      href: "/design-gallery/Home-Office-Designs",
    },
  },
];

export const monthlyIdeasSubscribe = {
  heading: "Get Monthly Design Ideas",
  text: "One e-mail a month with new designs, practical tips and the occasional offer. No spam, and you can leave at any time.",
  placeholder: "Your e-mail address",
  button: "Subscribe",
} as const;
