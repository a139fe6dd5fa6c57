import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "drizzle/**", "next-env.d.ts", "vendor/zod-mini-browser.*", "test-results/**", "playwright-report/**", ".scratch/**"],
  },
  {
    rules: {
      // Unused names are mistakes, except the ones a signature needs (prefixed with _).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default config;
