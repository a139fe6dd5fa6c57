// Issue 20, item 4 and item 7's multipart part, and issue 32, item 10: what one request may cost
// the server. The app runs with RATE_LIMIT_DISABLED=true here, so these show what holds without
// rate limits: the bound on photo decodes per instance (it protects the machine, not a quota) and
// each key's fair share of it, the checks that run before a decode, and a multipart body cut
// short. The weighing of requests by cost (10 tokens a photo, also in one multipart request) is
// shown by identity-images/request-cost.security.test.ts, with rate limits on.
import os from "node:os";
import { and, eq, gte, inArray, like } from "drizzle-orm";
import sharp from "sharp";
import { bookings, stagedIdentityImages } from "@/server/platform/db/schema";
import type { ReproductionKit } from "../reproduction-kit";

const FLOODED_BOOKING = "HNCJM6F2";
const FULL_BOOKING = "HNZK3NJ6";
const STAGED_BOUND = 40; // MAX_STAGED_IMAGES_PER_BOOKING
const FILLER_KEY = "request-cost-reproduction-";

export async function reproduceRequestCost(kit: ReproductionKit): Promise<void> {
  const stage = (booking: string, bytes: Uint8Array<ArrayBuffer>, key = kit.partnerA) => {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "image/jpeg" }), "front.jpg");
    return fetch(`${kit.HANOI}/bookings/${booking}/identity-images`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}` },
      body: form,
    });
  };

  await kit.check("a multipart body without its closing boundary", "400 BOOKING_001", () => {
    const boundary = "cut-short";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    // The app's stderr would also have shown "uncaughtException: Unexpected end of form" before the fix.
    return fetch(`${kit.HANOI}/bookings/${FLOODED_BOOKING}/identity-images`, {
      method: "POST",
      headers: { authorization: `Bearer ${kit.partnerA}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body: new Uint8Array(Buffer.concat([Buffer.from(head), Buffer.alloc(4096, 0xab)])),
    });
  });

  const huge = await hugeJpeg();
  await fillStagingBound(kit);
  const floodStarted = new Date();
  try {
    // More uploads at once than the instance's decode slots and queue (3 per core by default;
    // one key may hold the slots and half the queue): the first decode, seconds long, is
    // still running when the last request arrives.
    const uploads = Math.min(36, 3 * os.availableParallelism() + 6);
    let firstRefusal!: () => void;
    const refused = new Promise<void>((resolve) => (firstRefusal = resolve));
    const flood = Array.from({ length: uploads }, async () => {
      const answer = await stage(FLOODED_BOOKING, huge);
      if (answer.status === 429) firstRefusal();
      return `${await kit.answerOf(answer)}${answer.headers.has("retry-after") ? " with Retry-After" : ""}`;
    });

    // While the slots are full, a photo for a booking at its bound is refused by the count,
    // before it would wait for (or be refused) a decode slot.
    await kit.check(
      "a 6300x6300 JPEG for a booking at its staged-photo bound, while every decode slot is busy",
      "422 STAGED_IMAGE_LIMIT_REACHED",
      async () => {
        await Promise.race([refused, Promise.all(flood)]);
        return stage(FULL_BOOKING, huge);
      },
    );
    // Issue 32, item 10: the flooding key decodes in all the slots but one, so another key's
    // photo is decoded beside the flood at once (it waited behind the flood's queue, then 429).
    await kit.check("another key's ID photo while one key floods every decode slot", "201", async () => {
      await Promise.race([refused, Promise.all(flood)]);
      return stage(FLOODED_BOOKING, await smallJpeg(), kit.partnerB);
    });
    await kit.check(
      `${uploads} concurrent 6300x6300 JPEG uploads with rate limits off`,
      "201, 429 RATE_LIMITED with Retry-After",
      async () => [...new Set(await Promise.all(flood))].sort().join(", "),
    );
  } finally {
    await kit.db.delete(stagedIdentityImages).where(like(stagedIdentityImages.storageKey, `${FILLER_KEY}%`));
    await expireStaged(kit, FLOODED_BOOKING, floodStarted);
  }
}

/** About 1.5 MB of JPEG, 6300x6300 pixels (39.7 MP, under the 40 MP cap): seconds of CPU to decode and re-encode. */
async function hugeJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const noise = await sharp({
    create: { width: 630, height: 630, channels: 3, background: "#8a7a66", noise: { type: "gaussian", mean: 128, sigma: 10 } },
  })
    .png()
    .toBuffer();
  return new Uint8Array(await sharp(noise).resize(6300, 6300, { kernel: "cubic" }).jpeg({ quality: 50 }).toBuffer());
}

/** An ordinary ID photo: 600x400, a few kilobytes, decoded in milliseconds. */
async function smallJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#d2bea0" } })
      .jpeg()
      .toBuffer(),
  );
}

/** Rows only (no files): the booking has as many staged photos waiting as it may. */
async function fillStagingBound(kit: ReproductionKit): Promise<void> {
  const [booking] = await kit.db
    .select({ id: bookings.id, propertyId: bookings.propertyId })
    .from(bookings)
    .where(eq(bookings.code, FULL_BOOKING));
  if (!booking) throw new Error(`The demo booking ${FULL_BOOKING} is missing.`);
  await kit.db.insert(stagedIdentityImages).values(
    Array.from({ length: STAGED_BOUND }, (_, i) => ({
      propertyId: booking.propertyId,
      bookingId: booking.id,
      uploadedBy: "api_key:reproduction",
      storageKey: `${FILLER_KEY}${i}.jpg`,
      contentType: "image/jpeg",
      byteSize: 1,
      width: 1,
      height: 1,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })),
  );
}

/** Expires the flood's photos, so later groups find the booking's bound free and the staging purge deletes their files. */
async function expireStaged(kit: ReproductionKit, code: string, since: Date): Promise<void> {
  const ids = kit.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.code, code));
  await kit.db
    .update(stagedIdentityImages)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(inArray(stagedIdentityImages.bookingId, ids), gte(stagedIdentityImages.createdAt, since)));
}
