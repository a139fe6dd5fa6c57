import { defineConfig, devices } from "@playwright/test";
import { DEBIAN_CHROMIUM } from "./e2e/debian-chromium";

// End-to-end tests drive Debian's Chromium (no browser download) against the production
// build, each server on its own PGlite folder, which the app fills with the demo fixture when
// it starts. The guest check-in runs on a server of its own: it checks in the same demo
// arrivals the desk tests act on, and neither may see the other's changes.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHECKIN_PORT = PORT + 1;
// The SMTP mailbox the check-in server sends its online check-in e-mails to (e2e/checkin-messages.spec.ts).
const MAILBOX_PORT = PORT + 2;
const E2E_MAILBOX_DIR = ".data/e2e-mailbox";

const CHECKIN_SPECS = /checkin-.*\.spec\.ts/;
const SAME_ON_EVERY_PHONE = /checkin-(photo-uploads|validation|rules|address-aliases)\.spec\.ts/;
const DESK_SPECS = "desk/**/*.spec.ts";
// Desk walks that a receptionist also does on a phone, run again at 360 px (desk-360): the money
// walk and the busy day's screens (e2e/desk/busy-day), which must work at 360, 768 and 1280 px.
const PHONE_DESK_SPECS = /desk\/(part-payment-refund\.spec\.ts|busy-day\/)/;
// At a tablet's width the screens whose layout changes there: the busy day's (360, 768 and
// 1280 px) and the sideways-scroll sweep of every desk page; the other walks click the same
// buttons at any width and run once, at 1280 (CI's time is bounded).
const TABLET_DESK_SPECS = /desk\/(no-sideways-scroll\.spec\.ts|busy-day\/)/;
const withFakeCamera = {
  ...DEBIAN_CHROMIUM,
  args: [...DEBIAN_CHROMIUM.args, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
};
// The iPhone 13's screen, touch and user agent, driven by Chromium (no WebKit on this machine).
const { defaultBrowserType: _webkit, ...iPhone13OnChromium } = devices["iPhone 13"];
const checkinBaseURL = `http://127.0.0.1:${CHECKIN_PORT}`;

/**
 * A production server on its own PGlite folder, with the demo loaded on start; `fixtures` are
 * loaded first instead (the demo, then more), through the same importer as `npm run db:seed`.
 */
// --keepAliveTimeout as `npm start` sets it: with Node's 5 s, an idle kept-alive socket the
// server was closing met the next request of a spec (ECONNRESET on a GET after a pause).
function server(port: number, folder: string, fixtures: string[] = [], extraEnv: Record<string, string> = {}) {
  const seed = fixtures.map((file) => `npx tsx --conditions=react-server scripts/db-seed.ts ${file} && `).join("");
  return {
    command: `rm -rf .data/${folder} .data/${folder}.lock .data/${folder}-files && ${seed}npx next start -p ${port} -H 127.0.0.1 --keepAliveTimeout 65000`,
    url: `http://127.0.0.1:${port}/api/v1/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PGLITE_DATA_DIR: `.data/${folder}`,
      FILE_STORAGE_DIR: `.data/${folder}-files`,
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      APP_SECRET: "e2e-only-secret-not-for-production-0123456789",
      // The production build on the demo: loaded into the empty folder, its published keys, staff
      // passwords and SePay receiver keys accepted (production refuses them unless told); the
      // bank transfer tests post notifications to a property's receiver (e2e/sepay-notify.ts).
      SEED_DEMO_ON_EMPTY: "true",
      ALLOW_DEMO_CREDENTIALS: "true",
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
      // The desk's sign-in test names its client in X-Forwarded-For, as a proxy would.
      TRUST_PROXY: "1",
      // Production asks where e-mail goes: files in the server's folder, unless extraEnv names an SMTP server.
      MAIL_OUTBOX_DIR: `.data/${folder}-outbox`,
      ...extraEnv,
    },
  };
}

/** A real SMTP server (scripts/mail/smtp-mailbox.ts) keeping what it receives as .eml files. */
const mailbox = {
  command: `rm -rf ${E2E_MAILBOX_DIR} && npx tsx scripts/mail/smtp-mailbox.ts --port ${MAILBOX_PORT} --dir ${E2E_MAILBOX_DIR}`,
  port: MAILBOX_PORT,
  timeout: 60_000,
  reuseExistingServer: false,
};

// The desk's projects and the guest check-in's touch disjoint servers (the desk's; the check-in's
// and its mailbox), so CI runs them as two Playwright processes at once (E2E_PART=desk and
// E2E_PART=checkin), each starting only its own servers; unset, one process runs both.
const PART = process.env.E2E_PART || undefined;
if (PART !== undefined && PART !== "desk" && PART !== "checkin") throw new Error(`E2E_PART is "desk", "checkin" or unset, not "${PART}"`);
const runs = (part: "desk" | "checkin") => PART === undefined || PART === part;

export default defineConfig({
  testDir: "e2e",
  outputDir: PART ? `test-results/${PART}` : "test-results",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: "only-on-failure",
    launchOptions: DEBIAN_CHROMIUM,
  },
  projects: [...(runs("desk") ? deskProjects() : []), ...(runs("checkin") ? checkinProjects() : [])],
  webServer: [
    // The desk's server: the demo, a hotel of its own for the money walk (e2e/desk/part-payment-refund.spec.ts),
    // one with a day of every case for Today (e2e/desk/busy-day/today.spec.ts, read-only), and one for
    // the busy day's counter and stay walks (e2e/desk/busy-day), with a bungalow of one room to sell out.
    ...(runs("desk")
      ? [
          server(PORT, "e2e-pglite", [
            "drizzle/fixtures/demo.json",
            "e2e/fixtures/desk-money.json",
            "e2e/fixtures/desk-today.json",
            "e2e/fixtures/desk-busy-day.json",
          ]),
        ]
      : []),
    // The check-in server: the demo, a homestay with eight free rooms for the walks in each language
    // (e2e/checkin-languages.spec.ts), which book tonight, and a hotel of its own for the save-and-pay
    // walk at three widths (e2e/checkin-save-and-pay.spec.ts): rooms of known numbers, today.
    // Its e-mails go by SMTP to the mailbox, with links to itself.
    ...(runs("checkin")
      ? [
          mailbox,
          server(
            CHECKIN_PORT,
            "e2e-checkin-pglite",
            ["drizzle/fixtures/demo.json", "e2e/fixtures/guest-languages.json", "e2e/fixtures/checkin-save-and-pay.json"],
            {
              SMTP_URL: `smtp://127.0.0.1:${MAILBOX_PORT}`,
              MAIL_FROM: "checkin@e2e.example",
              APP_URL: checkinBaseURL,
              CHECKIN_MESSAGES_POLL_MS: "1000",
            },
          ),
        ]
      : []),
  ],
});

/** The pages other than the guest's (smoke, docs, headers) at a phone's and a desk's size, and the receptionist desk. */
function deskProjects() {
  return [
    {
      name: "phone",
      testIgnore: [CHECKIN_SPECS, DESK_SPECS],
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, launchOptions: DEBIAN_CHROMIUM },
    },
    {
      name: "desk",
      testIgnore: [CHECKIN_SPECS, DESK_SPECS],
      use: { viewport: { width: 1366, height: 850 }, launchOptions: DEBIAN_CHROMIUM },
    },
    // The receptionist desk (e2e/desk) at a desktop and a tablet size.
    { name: "desk-1280", testMatch: DESK_SPECS, use: { viewport: { width: 1280, height: 800 }, launchOptions: DEBIAN_CHROMIUM } },
    {
      name: "tablet-768",
      testMatch: TABLET_DESK_SPECS,
      use: { viewport: { width: 768, height: 1024 }, hasTouch: true, launchOptions: DEBIAN_CHROMIUM },
    },
    {
      name: "desk-360",
      testMatch: PHONE_DESK_SPECS,
      use: { viewport: { width: 360, height: 740 }, hasTouch: true, launchOptions: DEBIAN_CHROMIUM },
    },
  ];
}

/** Guest check-in on the two phone sizes that matter, with Chromium's fake rear camera. */
function checkinProjects() {
  return [
    {
      name: "checkin-pixel",
      testMatch: CHECKIN_SPECS,
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, baseURL: checkinBaseURL, launchOptions: withFakeCamera },
    },
    // The iPhone's size and touch for what the screen changes; the rules, messages, address aliases
    // and photo retries behave the same on any phone and run once, on checkin-pixel (CI's time is bounded).
    {
      name: "checkin-iphone",
      testMatch: CHECKIN_SPECS,
      testIgnore: SAME_ON_EVERY_PHONE,
      use: { ...iPhone13OnChromium, baseURL: checkinBaseURL, launchOptions: withFakeCamera },
    },
  ];
}
