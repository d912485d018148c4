// Site services page: service cards and the why-choose-us grid. One file per set, so a page bundles only the icons of the sets it imports (see README.md).
import { BadgeIndianRupee, BrickWall, HardHat, Layers, MapPin, PaintRoller, ShieldCheck, ShowerHead, Zap, type LucideIcon } from "lucide-react";

export const serviceIcons = {
  BadgeIndianRupee,
  BrickWall,
  HardHat,
  Layers,
  MapPin,
  PaintRoller,
  ShieldCheck,
  ShowerHead,
  Zap,
} satisfies Record<string, LucideIcon>;
export type ServiceIcon = keyof typeof serviceIcons;
