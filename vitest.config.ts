import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules outside Next.js, where "server-only" is the marker's empty module.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", ".data/**"],
    environment: "node",
    pool: "forks",
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Rate limits are off by default in tests (fast-check fires hundreds of requests) and so is the
    // credential cache (fixtures are reloaded between cases); their own tests turn them on.
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
      RATE_LIMIT_DISABLED: "true",
      CREDENTIAL_CACHE_SECONDS: "0",
    },
  },
});
