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

const CHECKIN_SPECS = /checkin-.*\.spec\.ts/;
const withFakeCamera = { ...chromium, args: [...chromium.args, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"] };
// The iPhone 13's screen, touch and user agent, driven by Chromium (no WebKit on this machine).
const { defaultBrowserType: _webkit, ...iPhone13OnChromium } = devices["iPhone 13"];

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
    { name: "phone", testIgnore: CHECKIN_SPECS, use: { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, launchOptions: chromium } },
    { name: "desk", testIgnore: CHECKIN_SPECS, use: { viewport: { width: 1366, height: 850 }, launchOptions: chromium } },
    // Guest check-in on the two phone sizes that matter, with Chromium's fake rear camera.
    { name: "checkin-pixel", testMatch: CHECKIN_SPECS, use: { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, launchOptions: withFakeCamera } },
    { name: "checkin-iphone", testMatch: CHECKIN_SPECS, use: { ...iPhone13OnChromium, launchOptions: withFakeCamera } },
  ],
  webServer: {
    command: `rm -rf .data/e2e-pglite .data/e2e-pglite.lock .data/e2e-files && npx next start -p ${PORT} -H 127.0.0.1`,
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
