import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { cameraPhoto, createCheckinLink, recordUploads, uploadsOf } from "./checkin-helpers";

// `npm run bench:checkin-upload`: four ID photos on a 750 kbps uplink (Chromium's network
// emulation over the DevTools Protocol: 93,750 bytes/s up, 1.6 Mbps down, 150 ms latency), on
// the Pixel-sized page. Times, each on a fresh link: the four photos going up while the guest
// types; Save tapped once they are up; Save tapped right after the last photo; and the old
// path, every photo in the Update Booking's multipart body (forced by refusing the staging
// endpoint, so the page falls back to it). Prints figures, asserts nothing about time; skipped
// unless BENCH_UPLOAD is set.

const BOOKING = { tenant: "hanoi-old-quarter", code: "HN77HFMQ" };
const SLOW_UPLINK = { offline: false, latency: 150, uploadThroughput: 93_750, downloadThroughput: 200_000 };

async function slowDown(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_UPLINK);
  return cdp;
}

/** Two guests with two photos each, chosen one after the other; returns when the last one is chosen (shown). */
async function chooseFourPhotos(page: Page, label: string, photo: Buffer): Promise<{ firstChosenAt: number; lastChosenAt: number }> {
  let firstChosenAt = 0;
  for (const guestName of [`${label} A`, `${label} B`]) {
    await page.getByRole("button", { name: "Add a guest" }).first().click();
    const guest = page.getByTestId("guest").last();
    await guest.getByLabel("Full name").fill(guestName);
    for (let index = 0; index < 2; index++) {
      firstChosenAt ||= Date.now();
      await guest
        .getByLabel("Choose a photo", { exact: true })
        .setInputFiles({ name: `id-${index}.jpg`, mimeType: "image/jpeg", buffer: photo });
      await expect(guest.getByRole("img")).toHaveCount(index + 1, { timeout: 60_000 });
    }
  }
  return { firstChosenAt, lastChosenAt: Date.now() };
}

async function timeSave(page: Page): Promise<number> {
  const start = Date.now();
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible({ timeout: 300_000 });
  return Date.now() - start;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

test("four photos on a 750 kbps uplink: uploads while typing, Save, and the old multipart save", async ({
  page,
  request,
  context,
}, info) => {
  test.skip(!process.env.BENCH_UPLOAD || info.project.name !== "checkin-pixel", "a measurement: npm run bench:checkin-upload");
  test.setTimeout(900_000);
  const photo = await cameraPhoto();
  await recordUploads(page);
  const figures: [string, string][] = [];

  // 1. Photos sent ahead, Save once they are up (the guest typed meanwhile).
  await page.goto(`${(await createCheckinLink(request, BOOKING)).path}?lang=en`);
  await slowDown(page);
  const ahead = await chooseFourPhotos(page, "Bench Ahead", photo);
  await expect(page.getByText("✓ sent")).toHaveCount(4, { timeout: 300_000 });
  const allSentAt = Date.now();
  figures.push(["four uploads, first photo chosen to last one sent", seconds(allSentAt - ahead.firstChosenAt)]);
  figures.push(["four uploads, last photo chosen to last one sent", seconds(allSentAt - ahead.lastChosenAt)]);
  figures.push(["Save tapped after the uploads: tap to saved answer", seconds(await timeSave(page))]);
  figures.push([
    "the photos as the page sent them (bytes)",
    (await uploadsOf(page))
      .flat()
      .map((file) => file.size)
      .join(", "),
  ]);

  // 2. Save tapped right after the last photo: it waits for the uploads still going.
  const second = await context.newPage();
  await second.goto(`${(await createCheckinLink(request, BOOKING)).path}?lang=en`);
  await slowDown(second);
  const quick = await chooseFourPhotos(second, "Bench Quick", photo);
  const saveNow = await timeSave(second);
  figures.push(["Save tapped right after the last photo: tap to saved answer", seconds(saveNow)]);
  figures.push(["  same, from the first photo chosen", seconds(Date.now() - quick.firstChosenAt)]);
  await second.close();

  // 3. The old path: no staging, the four photos in the Update Booking's multipart body.
  const old = await context.newPage();
  await old.route("**/api/v1/properties/*/bookings/*/identity-images", (route) => route.abort("connectionrefused"));
  await old.goto(`${(await createCheckinLink(request, BOOKING)).path}?lang=en`);
  await slowDown(old);
  await chooseFourPhotos(old, "Bench Multipart", photo);
  await expect(old.getByText("Not sent")).toHaveCount(4, { timeout: 60_000 });
  figures.push(["old path, multipart with four photos: tap to saved answer", seconds(await timeSave(old))]);
  await old.close();

  for (const [what, value] of figures) console.log(`${what.padEnd(62)} ${value}`);
});
