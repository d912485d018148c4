import type { Config } from "@react-router/dev/config";
import { allRoutes } from "./app/content/paths";

export default {
  ssr: false,
  // Every path known at build time becomes static HTML with its own meta tags.
  prerender: () => allRoutes(),
} satisfies Config;
