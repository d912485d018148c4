import type { Config } from "@react-router/dev/config";
import { allRoutes } from "./app/content/paths";

export default {
  ssr: false,
  // Every path known at build time becomes static HTML with its own meta tags.
  // "/appointment" too: the page a booking's signed link opens (noindex, left out of the sitemap).
  prerender: () => [...allRoutes(), "/appointment"],
} satisfies Config;
