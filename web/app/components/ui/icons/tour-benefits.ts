// 360° demo page, tour benefits. One file per set, so a page bundles only the icons of the sets it imports (see README.md).
import { BadgeCheck, Columns2, Search, Users, type LucideIcon } from "lucide-react";

export const tourBenefitIcons = { BadgeCheck, Columns2, Search, Users } satisfies Record<string, LucideIcon>;
export type TourBenefitIcon = keyof typeof tourBenefitIcons;
