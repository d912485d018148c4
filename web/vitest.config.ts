import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds apps, not unit tests.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  esbuild: { jsx: "automatic" },
  test: {
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
    include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs", "vite/**/*.test.ts"],
    css: false,
    // Time is measured in benchmarks; a test's limit only catches a hang. The first render of a
    // large form took over the default 5 s on a loaded 2-CPU machine.
    testTimeout: 20_000,
    // One jsdom per worker instead of one per file: building a fresh one for each of the ~100 files took 85 of the
    // 94 s the suite ran on two cores (10 s without). So no file leans on another's leftovers: mocks, stubbed globals
    // and fake timers are undone after every test, and vitest.setup.ts empties the page and both storages.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
