import type { Config } from "@react-router/dev/config";
import { prerenderedRoutes } from "./app/content/paths";

export default {
  ssr: false,
  // Every path known at build time becomes static HTML with its own meta tags.
  prerender: prerenderedRoutes,
} satisfies Config;
