import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";

// Shared by the check-in specs: demo bookings per phone project (each project changes its
// own bookings, since both run against one database), links made through the API with the
// demo key, camera-sized test photos, and screenshots kept for people to look at.

export const DEMO_KEY = "lpk_demo_all_QK74KH";
const auth = { authorization: `Bearer ${DEMO_KEY}` };

export interface DemoBooking {
  tenant: string;
  code: string;
}

/** Demo bookings (drizzle/fixtures/demo.json) by what a test needs, one per phone project. */
export const BOOKINGS = {
  // Arriving today, two confirmed rooms without guests.
  arrivingToday: {
    "checkin-pixel": { tenant: "hanoi-old-quarter", code: "HNCJM6F2" },
    "checkin-iphone": { tenant: "danang-beach", code: "DNZEU2AA" },
  },
  // Open for registration: a day-use stay today, and a stay in two days.
  draft: {
    "checkin-pixel": { tenant: "hanoi-old-quarter", code: "HN4QRH9B" },
    "checkin-iphone": { tenant: "hanoi-old-quarter", code: "HNWVXDCN" },
  },
  // Arriving tomorrow: check-in not open yet.
  tomorrow: {
    "checkin-pixel": { tenant: "hanoi-old-quarter", code: "HN77HFMQ" },
    "checkin-iphone": { tenant: "hanoi-old-quarter", code: "HN7K5UNM" },
  },
  // Arriving in five days, in USD: only read.
  later: {
    "checkin-pixel": { tenant: "hanoi-old-quarter", code: "HNZK3NJ6" },
    "checkin-iphone": { tenant: "saigon-apartments", code: "SG5KV3RD" },
  },
  // Checked out yesterday (finished): no link is made for it.
  past: {
    "checkin-pixel": { tenant: "hanoi-old-quarter", code: "HNL5QEZ2" },
    "checkin-iphone": { tenant: "hanoi-old-quarter", code: "HNL5QEZ2" },
  },
} satisfies Record<string, Record<string, DemoBooking>>;

export function bookingFor(kind: keyof typeof BOOKINGS, info: TestInfo): DemoBooking {
  const booking = (BOOKINGS[kind] as Record<string, DemoBooking>)[info.project.name];
  if (!booking) throw new Error(`No ${kind} booking for the project ${info.project.name}.`);
  return booking;
}

/** POST .../checkin-link with the demo key: the path of the guest's page and the token. */
export async function createCheckinLink(request: APIRequestContext, booking: DemoBooking): Promise<{ path: string; token: string }> {
  const answer = await request.post(`/api/v1/properties/${booking.tenant}/bookings/${booking.code}/checkin-link`, { headers: auth });
  expect(answer.status()).toBe(200);
  const { url, token } = (await answer.json()).data as { url: string; token: string };
  return { path: new URL(url).pathname, token };
}

export async function readBooking(request: APIRequestContext, booking: DemoBooking) {
  const answer = await request.get(`/api/v1/properties/${booking.tenant}/bookings/${booking.code}`, { headers: auth });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

/**
 * A phone camera's photo: 4000 x 3000, detailed enough to weigh about 4 MB as a JPEG, and
 * stored sideways with EXIF orientation 6, as phones do, so the page must turn it upright.
 */
export async function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Records the files of every multipart upload the page sends (XMLHttpRequest FormData). */
export async function recordUploads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    const uploads: { field: string; size: number; type: string }[][] = [];
    (window as unknown as { __uploads: typeof uploads }).__uploads = uploads;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        uploads.push(
          [...body.entries()].map(([field, value]) =>
            value instanceof Blob ? { field, size: value.size, type: value.type } : { field, size: value.length, type: value },
          ),
        );
      }
      return send.call(this, body);
    };
  });
}

/** The files of each upload (the `data` part is left out). */
export async function uploadsOf(page: Page): Promise<{ field: string; size: number; type: string }[][]> {
  const uploads = await page.evaluate(
    () => (window as unknown as { __uploads: { field: string; size: number; type: string }[][] }).__uploads,
  );
  return uploads.map((files) => files.filter((file) => file.field !== "data"));
}

/** Every request the page makes must stay on this app (fonts and icons are bundled). */
export function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol)) foreign.push(request.url());
  });
  return foreign;
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function screenshot(page: Page, info: TestInfo, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/checkin/${info.project.name}/${name}.png`, fullPage });
}
