// Home page, "How It Works" steps. One file per set, so a page bundles only the icons of the sets it imports (see README.md).
import { CalendarCheck, KeyRound, Palette, Users, type LucideIcon } from "lucide-react";

export const processStepIcons = { CalendarCheck, Users, Palette, KeyRound } satisfies Record<string, LucideIcon>;
export type ProcessStepIcon = keyof typeof processStepIcons;
