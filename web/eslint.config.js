// ESLint 9 flat config: TypeScript, React hooks, accessibility and the import boundaries of DESIGN.md.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const routesImport = {
  group: ["~/routes", "~/routes/*", "**/routes/*"],
  message: "Routes import features and components; nothing imports a route.",
};

// Each feature may import its own files, components, lib and content, never another feature.
const featureBoundaries = features.map((feature) => ({
  files: [`app/features/${feature}/**`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["~/features/*", `!~/features/${feature}`, `!~/features/${feature}/**`],
            message: "Features never import other features: move the shared piece to app/components or app/lib.",
          },
          {
            group: ["../*", `!../${feature}`, `!../${feature}/**`],
            message: "Features never import other features: move the shared piece to app/components or app/lib.",
          },
          routesImport,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ["build/**", ".react-router/**", "public/**", "test-results/**", "playwright-report/**"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}", "admin/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx", "admin/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Pre-rendered pages set client-only state (date, storage, hydration flag) after mount on purpose, so the first render matches the HTML.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["e2e/**"],
    rules: {
      // Playwright reads a fixture's dependencies from its first parameter, so a fixture without any must write `{}`.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  ...featureBoundaries,
  {
    // Shared layers sit below features and routes.
    files: ["app/components/**", "app/lib/**", "app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features", "~/features/*", "**/features/*"],
              message: "Components, lib and content sit below features: they never import one.",
            },
            routesImport,
          ],
        },
      ],
    },
  },
);
