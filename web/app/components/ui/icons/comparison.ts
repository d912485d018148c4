// Rows of the local vendor / peer companies / us comparison table. One file per set, so a page bundles only the icons of the sets it imports (see README.md).
import { CalendarClock, ClipboardCheck, HardHat, Headphones, IndianRupee, MapPin, Receipt, ShieldCheck, Sparkles, type LucideIcon } from "lucide-react";

export const comparisonIcons = {
  CalendarClock,
  ClipboardCheck,
  HardHat,
  Headphones,
  IndianRupee,
  MapPin,
  Receipt,
  ShieldCheck,
  Sparkles,
} satisfies Record<string, LucideIcon>;
export type ComparisonIcon = keyof typeof comparisonIcons;
