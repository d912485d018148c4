import {
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
  Sparkles,
  Sun,
  type LucideIcon,
} from "lucide-react";

// Named imports keep the bundle to the icons the guides use (the full icon map is hundreds of KB).
const icons: Record<string, LucideIcon> = {
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
};

/** The lucide icon a guide's content names; a neutral sparkle for a name not mapped here. */
export function guideIcon(name: string): LucideIcon {
  return icons[name] ?? Sparkles;
}

export const mappedIconNames = Object.keys(icons);
