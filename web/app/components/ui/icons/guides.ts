// Design tips and space planning guides. One file per set, so a page bundles only the icons of the sets it imports (see README.md).
import { ArrowUpFromLine, Boxes, CloudRain, Footprints, Frame, LayoutGrid, Lightbulb, Palette, Plug, Ruler, Scaling, Sun, type LucideIcon } from "lucide-react";

export const guideIcons = {
  ArrowUpFromLine,
  Boxes,
  CloudRain,
  Footprints,
  Frame,
  LayoutGrid,
  Lightbulb,
  Palette,
  Plug,
  Ruler,
  Scaling,
  Sun,
} satisfies Record<string, LucideIcon>;
export type GuideIcon = keyof typeof guideIcons;
