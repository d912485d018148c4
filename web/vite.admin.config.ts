import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The back-office (web/admin): an app of its own, built after the public site into build/client/admin-app,
// so the public route manifest and pages carry none of it. The server answers every /admin path with its index.html.
export default defineConfig({
  root: fileURLToPath(new URL("./admin", import.meta.url)),
  base: "/admin-app/",
  publicDir: false,
  plugins: [tailwindcss()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  esbuild: { jsx: "automatic" },
  build: {
    outDir: fileURLToPath(new URL("./build/client/admin-app", import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      // "use client" at the top of react-router and lucide-react means nothing outside server components.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
