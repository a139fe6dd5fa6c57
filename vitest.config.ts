import path from "node:path";
import { defineConfig } from "vitest/config";
import { literalGlob, testFilesNeedingIsolation } from "./tests/support/test-files-needing-isolation";

const NOT_TESTS = ["node_modules/**", "e2e/**", ".next/**", ".data/**"];
// Files that mock, spy, stub the environment or fake timers get a process of their own; the
// others share their worker's modules (tests/support/test-files-needing-isolation.ts says why).
const ISOLATED = testFilesNeedingIsolation(import.meta.dirname).map(literalGlob);

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules outside Next.js, where "server-only" is the marker's empty module.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
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
    // Each project names its files (an inline project's include and exclude add to the root's).
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["**/*.test.ts"],
          exclude: [...NOT_TESTS, ...ISOLATED],
          isolate: false,
          setupFiles: ["tests/support/reset-shared-process.ts"],
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, exclude: NOT_TESTS, isolate: true } },
    ],
  },
});
