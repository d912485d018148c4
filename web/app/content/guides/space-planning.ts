// /Guides/Space-Planning: six core principles with pro tips, the measurement checklist and four common room layouts.
import type { GuideIcon } from "~/components/ui/icons/guides";

export interface Principle {
  title: string;
  text: string;
  proTip: string;
  icon: GuideIcon;
}

export interface ChecklistItem {
  id: string;
  label: string;
}

export interface RoomLayout {
  name: string;
  bestFor: string;
  text: string;
}

export const spacePlanningMeta = {
  title: "Space Planning Guide for Indian Homes",
  description:
    "Plan rooms that work: clear paths of 90 cm, art hung at about 145 cm, zoning, storage and furniture scale, a measurement checklist and four proven room layouts.",
} as const;

export const spacePlanningHero = {
  heading: "Plan Your Space Before You Fill It",
  text: "Good rooms are planned on paper first. These principles are the ones our designers use on every home, from a 400 sq ft studio to a four-bedroom villa.",
} as const;

export const principles: readonly Principle[] = [
  {
    title: "Keep clear paths",
    text: "Every room has routes people walk without thinking: door to window, sofa to kitchen, bed to bathroom. Keep those routes free of furniture corners and swinging doors.",
    proTip:
      "Leave 90 cm clear for main paths and at least 60 cm for secondary ones, such as beside a bed.",
    icon: "Footprints",
  },
  {
    title: "Zone by activity",
    text: "Decide where each activity happens, such as eating, watching, working and playing, and group the furniture for it. A rug, a pendant light or a change of ceiling can mark a zone without a wall.",
    proTip:
      "In an open living and dining area, place the rug so all four sofa legs or at least the front two stand on it; the zone reads at once.",
    icon: "LayoutGrid",
  },
  {
    title: "Scale furniture to the room",
    text: "Oversized sofas make rooms feel small; tiny ones make them feel empty. Furniture should cover roughly half to two-thirds of the floor, leaving the rest for movement.",
    proTip:
      "Mark each piece on the floor with masking tape before buying and walk around it for a day.",
    icon: "Scaling",
  },
  {
    title: "Hang art and mirrors at eye level",
    text: "Art hung too high is the most common mistake we see. Keep the centre of a frame, or of a group of frames, at the height of an adult’s eyes.",
    proTip:
      "Place the art centre about 145 cm from the floor; above a sofa, leave 20 to 25 cm between the sofa back and the frame.",
    icon: "Frame",
  },
  {
    title: "Use height for storage",
    text: "Walls reach higher than people do. Lofts, tall units and shelves above doors hold what you seldom use, so the rooms you live in stay clear.",
    proTip:
      "Keep everyday items between knee and shoulder height, and seasonal things above 210 cm.",
    icon: "ArrowUpFromLine",
  },
  {
    title: "Plan light and power with the layout",
    text: "Furniture decides where light and sockets are needed. Fix the layout first, then place switches, sockets and lights to suit it, before the walls are painted.",
    proTip:
      "Put a two-way switch by the bed and at the door for the bedroom ceiling light; you will use it every night.",
    icon: "Lightbulb",
  },
];

export const measurementChecklist: readonly ChecklistItem[] = [
  { id: "room-size", label: "Length, width and ceiling height of every room" },
  {
    id: "doors-windows",
    label: "Door and window positions, sizes and which way they open",
  },
  { id: "sill-heights", label: "Window sill heights and any beams or columns" },
  { id: "points", label: "Switchboards, sockets, AC and plumbing points" },
  {
    id: "entry-path",
    label: "Width of the entrance, lift and staircase for furniture delivery",
  },
  { id: "floor-level", label: "Floor level differences and skirting height" },
];

export const roomLayouts: readonly RoomLayout[] = [
  {
    name: "L-shaped living room",
    bestFor: "Living rooms that open into a dining area",
    text: "An L-shaped sofa along two walls faces the TV and leaves the corner towards the dining table open, so conversation flows between the two zones.",
  },
  {
    name: "Galley or parallel kitchen",
    bestFor: "Narrow kitchens of 6 to 8 feet",
    text: "Two facing runs of cabinets with at least 100 cm between them: cooking and prep on one side, sink and storage on the other, so the cook takes one step across, not five along.",
  },
  {
    name: "Bed on the longest solid wall",
    bestFor: "Most bedrooms of 10 by 11 feet and above",
    text: "The headboard goes on the longest wall without a window, the wardrobe on the wall beside it, and the window stays free for light and air. Keep 60 cm on both sides of the bed.",
  },
  {
    name: "Studio with a central divider",
    bestFor: "1 BHK and studio flats",
    text: "A half-height open shelf or a sliding partition between the sleeping and living areas gives privacy without blocking light from the single window.",
  },
];

export const spacePlanningSections = {
  principlesHeading: "Six Core Principles",
  checklistHeading: "Measurement Checklist",
  checklistIntro:
    "Before you call a designer or buy furniture, measure these. Tick them off as you go.",
  layoutsHeading: "Common Room Layouts",
} as const;
