import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium (no browser download) against the production
// build on its own PGlite folder, which the app fills with the demo fixture when it starts.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "phone", testIgnore: "desk/**", use: { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, launchOptions: chromium } },
    { name: "desk", testIgnore: "desk/**", use: { viewport: { width: 1366, height: 850 }, launchOptions: chromium } },
    // The receptionist desk (e2e/desk) at a desktop and a tablet size.
    { name: "desk-1280", testMatch: "desk/**/*.spec.ts", use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: "tablet-768", testMatch: "desk/**/*.spec.ts", use: { viewport: { width: 768, height: 1024 }, hasTouch: true, launchOptions: chromium } },
  ],
  webServer: {
    command: `rm -rf .data/e2e-pglite .data/e2e-files && npx next start -p ${PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/api/v1/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PGLITE_DATA_DIR: ".data/e2e-pglite",
      FILE_STORAGE_DIR: ".data/e2e-files",
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      APP_SECRET: "e2e-only-secret-not-for-production-0123456789",
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
    },
  },
});
