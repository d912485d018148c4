import type { MetaDescriptor } from "react-router";
import { settings } from "~/content/settings";

/** Title and robots tag of every back-office page: never indexed, never followed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Back-office · ${settings.brandName}` }, { name: "robots", content: "noindex, nofollow" }];
}
