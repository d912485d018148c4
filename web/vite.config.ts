import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pannellumFrames } from "./vite/pannellum-frames";
import { pannellumImageBitmap } from "./vite/pannellum-image-bitmap";
import { pannellumStartUp } from "./vite/pannellum-start-up";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), pannellumImageBitmap(), pannellumFrames(), pannellumStartUp()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    // The footer's first render uses the build year so hydration matches the pre-rendered HTML.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
