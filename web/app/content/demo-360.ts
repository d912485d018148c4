// /demo-360 "3D home tours": what a tour is, how it helps, how to book one.
import type { TourBenefitIcon } from "~/components/ui/icons/tour-benefits";

export const demo360Meta = {
  title: "3D Home Tours | See Your Home Before It Is Built",
  description:
    "Walk through your future home in 3D before a single panel is cut. See how a tour works, how it helps you decide, and how to book one with a free design consultation.",
} as const;

export const demo360Hero = {
  heading: "3D Home Tours",
  text: "Walk through your new home, room by room, before anything is made. Look up at the ceiling, open the wardrobe and stand where the sofa will be.",
} as const;

export const whatIsATour = {
  heading: "What is a 3D home tour?",
  paragraphs: [
    "A 3D home tour is a 360° view of each room of your home, created from your designer’s plans with the exact finishes, colours and furniture you have chosen. You turn around, look up and down, and move from room to room on your phone, laptop or a large screen at our experience centre.",
    "Unlike a floor plan or a single image, a tour shows you how the rooms connect and how it feels to stand in them: whether the wardrobe crowds the bed, whether the kitchen counter catches the morning light, whether the TV wall is too busy.",
  ],
} as const;

export const tourBenefits: readonly {
  title: string;
  text: string;
  icon: TourBenefitIcon;
}[] = [
  {
    title: "Decide with confidence",
    text: "See the finished room before you sign off, not after it is installed.",
    icon: "BadgeCheck",
  },
  {
    title: "Include the whole family",
    text: "Share the tour link with parents or a partner in another city and decide together.",
    icon: "Users",
  },
  {
    title: "Catch problems early",
    text: "A door that hits a drawer or a light in the wrong place is a two-minute change in 3D and an expensive one on site.",
    icon: "Search",
  },
  {
    title: "Compare options side by side",
    text: "Switch between two laminates or two layouts and see the difference in the same room.",
    icon: "Columns2",
  },
];

export const tourSteps: readonly { title: string; text: string }[] = [
  {
    title: "Book a free consultation",
    text: "Tell us about your home and when you would like to talk. It costs nothing.",
  },
  {
    title: "Share your floor plan",
    text: "Send the builder’s plan or let our designer measure your home.",
  },
  {
    title: "Design together",
    text: "Your designer prepares the layout and finishes with you, room by room.",
  },
  {
    title: "Take your tour",
    text: "Walk through your home in 3D at the experience centre or on your own screen, and ask for changes until it feels right.",
  },
];

export const tourPoints: readonly { question: string; answer: string }[] = [
  {
    question: "Does a 3D tour cost extra?",
    answer:
      "No. It is part of the design process for every complete home project, and is shown to you before you sign off.",
  },
  {
    question: "Do I need special equipment?",
    answer:
      "No. A tour opens in any modern browser on a phone or computer. On a phone you can move it around simply by turning your device.",
  },
  {
    question: "How accurate is it?",
    answer:
      "Sizes, positions and finishes come straight from the drawings that go to our factory, so what you see is what we build. Real materials vary slightly in colour from screen to screen, which is why we also show you physical samples.",
  },
  {
    question: "Can I see an example first?",
    answer:
      "Yes. Our 360° views show three finished spaces you can look around right now.",
  },
];

export const demo360Links = {
  views: { label: "Explore 360° Views", href: "/360-views" },
  estimate: { label: "Get Free Estimate", href: "/get-free-estimate" },
} as const;
