import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as bookingDetailRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { GET as searchRoomTypesRoute } from "@/app/api/v1/properties/[tenant_id]/room_types/search/route";
import { MAX_STAGED_IMAGES_PER_BOOKING } from "@/server/documents/stage-identity-image";
import { BoundedSemaphore } from "@/server/platform/concurrency/bounded-semaphore";
import { apiKeys, bookings, stagedIdentityImages } from "@/server/platform/db/schema";
import { decodeSemaphore, setDecodeSlots } from "@/server/platform/files/decode-slots";
import { hashApiKey } from "@/server/platform/auth/api-key-secrets";
import { queryRows } from "@/server/platform/db/query-rows";
import { setRateLimitStore } from "@/server/platform/rate-limit/limit-credential";
import { MemoryRateLimitStore } from "@/server/platform/rate-limit/memory-store";
import { REQUEST_COSTS } from "@/server/platform/http/request-cost";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as postUpdate } from "../update/route";
import { POST } from "./route";

// What one request may cost the server. A 1.5 MB JPEG of 6300x6300 pixels takes seconds of CPU
// to decode, so: an upload takes ten tokens of its credential's bucket where a read takes one,
// each instance decodes only a few photos at once (the rest wait briefly, then get 429), and
// whatever can refuse a photo without decoding it (its part, its bytes, its header, its
// booking's bound) runs first. The tests hold the decode slots themselves, so they show the
// order of the checks by status, never by time.

const testDb = setUpTestDatabase();
const BOOKING = "HNCJM6F2";
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";

/** Decode slots this test holds: one slot, and as long a queue and wait as told. */
function decodeSlots(maxQueue = 0, maxWaitMs = 0): BoundedSemaphore {
  const slots = new BoundedSemaphore({ slots: 1, maxQueue, maxWaitMs });
  setDecodeSlots(slots);
  return slots;
}

beforeEach(async () => {
  setDecodeSlots(new BoundedSemaphore({ slots: 2, maxQueue: 4, maxWaitMs: 60_000 }));
  await loadDemo(testDb.db());
});
afterEach(() => {
  process.env.RATE_LIMIT_DISABLED = "true";
  setRateLimitStore(undefined);
});
afterAll(() => setDecodeSlots(undefined));

let photo: Buffer | undefined;
const idPhoto = async () =>
  (photo ??= await sharp({ create: { width: 600, height: 400, channels: 3, background: "#d2bea0" } })
    .jpeg()
    .toBuffer());

/** A real small JPEG whose header (SOF0) is rewritten to claim 10000x10000 pixels, past the 40-megapixel cap. */
async function bombHeader(): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: "#888888" } })
      .jpeg()
      .toBuffer(),
  );
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(10_000, sof + 5);
  bytes.writeUInt16BE(10_000, sof + 7);
  return bytes;
}

async function stage(options: { token?: string; bytes?: Buffer } = {}) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(options.bytes ?? (await idPhoto()))], { type: "image/jpeg" }), "front.jpg");
  return callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/identity-images`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
    token: options.token ?? DEMO_KEYS.all,
    body: form,
  });
}

/** An Update Booking adding guests with `photos` ID photos, three to a guest (the most one guest may have). */
async function updateWithPhoto(photos = 1) {
  const form = new FormData();
  const records = Array.from({ length: Math.ceil(photos / 3) }, (_, g) => ({
    name: "Kim Ji-woo",
    id_type: "passport",
    identity: `M1234567${g}`,
    country: "KR",
  }));
  form.append("data", JSON.stringify({ rooms: [{ id: ROOM_201, guests: { method: "add", records } }] }));
  for (let i = 0; i < photos; i++) {
    form.append(
      `rooms[0][guests][records][${Math.floor(i / 3)}][identity_image][]`,
      new Blob([new Uint8Array(await idPhoto())], { type: "image/jpeg" }),
      `photo-${i}.jpg`,
    );
  }
  return callRoute(postUpdate, {
    method: "POST",
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/update`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
    token: DEMO_KEYS.all,
    body: form,
  });
}

const readBooking = (token: string) =>
  callRoute(bookingDetailRoute, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
    token,
  });

/** The decode slots' owner of an API key: its credential, as credentialLabel writes it. */
async function credentialOf(key: string): Promise<string> {
  const [row] = await testDb
    .db()
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  return `api_key:${row!.id}`;
}

function rateLimitsOn(burst: number): void {
  process.env.RATE_LIMIT_DISABLED = "false";
  process.env.RATE_LIMIT_API_KEY_BURST = String(burst);
  process.env.RATE_LIMIT_API_KEY_PER_SECOND = "0.01"; // no refill within a test, however slow the machine
  setRateLimitStore(new MemoryRateLimitStore());
}

describe("a credential flooding photo uploads", () => {
  it("is throttled by its own bucket while another credential's reads answer 200", async () => {
    rateLimitsOn(3 * REQUEST_COSTS.upload);
    const flood = [];
    for (let i = 0; i < 5; i++) flood.push(await stage());
    expect(flood.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429]);
    expect(flood[3]!.body).toMatchObject({ code: "RATE_LIMITED", retry_after: expect.any(Number) });
    expect(flood[3]!.headers.get("retry-after")).toBeTruthy();

    // While the flood also holds every decode slot of the instance, the other key's reads need none.
    const slots = decodeSlots();
    await slots.acquire();
    const reads = [];
    for (let i = 0; i < 5; i++) reads.push(await readBooking(DEMO_KEYS.readHanoi));
    expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    slots.release();
  });

  it("pays ten tokens an upload, three a search and one a read, as RateLimit-Remaining shows", async () => {
    rateLimitsOn(30);
    const remaining = async (answer: Promise<{ status: number; headers: Headers }>) => {
      const { status, headers } = await answer;
      return `${status} ${headers.get("ratelimit-remaining")}`;
    };
    expect(await remaining(readBooking(DEMO_KEYS.all))).toBe("200 29");
    const search = callRoute(searchRoomTypesRoute, {
      path: "/api/v1/properties/hanoi-old-quarter/room_types/search?checkin_date=2026-03-20&checkout_date=2026-03-22",
      params: { tenant_id: "hanoi-old-quarter" },
      token: DEMO_KEYS.all,
    });
    expect(await remaining(search)).toBe("200 26");
    expect(await remaining(stage())).toBe("201 16");
    expect(await remaining(updateWithPhoto())).toBe("200 6");
    // Six tokens left: an upload waits for its ten (and takes none), a read passes.
    expect(await remaining(stage())).toBe("429 6");
    expect(await remaining(readBooking(DEMO_KEYS.all))).toBe("200 5");
  });
});

describe("one upload request, one price per photo it decodes (issue 32, item 10)", () => {
  const remaining = async (answer: Promise<{ status: number; headers: Headers }>) => {
    const { status, headers } = await answer;
    return `${status} ${headers.get("ratelimit-remaining")}`;
  };

  it("takes an upload's ten tokens for each photo of a multipart Update Booking, as a staged photo does", async () => {
    rateLimitsOn(200);
    expect(await remaining(updateWithPhoto(3))).toBe("200 170");
    expect(await remaining(updateWithPhoto(1))).toBe("200 160");
    expect(await remaining(stage())).toBe("201 150");
  });

  it("refuses the photos past what the bucket holds with 429, before any is decoded, and writes nothing", async () => {
    rateLimitsOn(40);
    expect(await remaining(readBooking(DEMO_KEYS.all))).toBe("200 39");
    const slots = decodeSlots(0, 0);
    const refused = await updateWithPhoto(4); // 10 taken on arrival, 30 more asked: 29 left
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
    const [guests] = await queryRows<{ n: number }>(testDb.db(), sql`select count(*)::int as n from guests where name = 'Kim Ji-woo'`);
    expect(guests!.n).toBe(0);
  });

  it("never asks more than the bucket holds: a full bucket lets a 30-photo update through, and it empties it", async () => {
    rateLimitsOn(200);
    const form = new FormData();
    const records = Array.from({ length: 10 }, (_, i) => ({
      name: `Guest ${i}`,
      id_type: "passport",
      identity: `M0000000${i}`,
      country: "KR",
    }));
    form.append("data", JSON.stringify({ rooms: [{ id: ROOM_201, guests: { method: "add", records } }] }));
    for (let g = 0; g < 10; g++) {
      for (let i = 0; i < 3; i++)
        form.append(
          `rooms[0][guests][records][${g}][identity_image][]`,
          new Blob([new Uint8Array(await idPhoto())], { type: "image/jpeg" }),
          `p${g}${i}.jpg`,
        );
    }
    const answer = callRoute(postUpdate, {
      method: "POST",
      path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/update`,
      params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
      token: DEMO_KEYS.all,
      body: form,
    });
    expect(await remaining(answer)).toBe("200 0");
  });
});

describe("an instance's decode slots", () => {
  it("refuse an upload past them and their queue with 429 RATE_LIMITED and Retry-After, with rate limits off", async () => {
    const slots = decodeSlots();
    await slots.acquire(); // another upload is decoding
    for (const answer of [await stage(), await updateWithPhoto()]) {
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({ success: false, code: "RATE_LIMITED", retry_after: 1 });
      expect(answer.headers.get("retry-after")).toBe("1");
    }
    expect(await testDb.db().select().from(stagedIdentityImages)).toEqual([]);
    slots.release();
    expect((await stage()).status).toBe(201);
  });

  it("are not all one credential's: its uploads past its share get 429 while another credential's upload waits its turn", async () => {
    const slots = decodeSlots(4, 60_000); // one slot, four waiting: one credential may hold 1 + 4 / 2
    await slots.acquire(); // the one slot is busy
    const flooderShare = [stage(), stage(), stage()];
    await vi.waitFor(() => expect(slots.load.waiting).toBe(3));
    const flooderPastShare = await stage();
    expect(flooderPastShare.status).toBe(429);
    expect(flooderPastShare.body).toMatchObject({ code: "RATE_LIMITED" });
    const { token: guest } = await mintCheckinLink(testDb.db(), BOOKING);
    const guestUpload = stage({ token: guest });
    await vi.waitFor(() => expect(slots.load.waiting).toBe(4));
    slots.release();
    const answers = await Promise.all([...flooderShare, guestUpload]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
  });

  it("are never all one credential's: while it decodes, its next photo waits and another credential's is decoded at once", async () => {
    const slots = decodeSemaphore({ slots: 2, maxQueue: 4, maxWaitMs: 60_000 });
    setDecodeSlots(slots);
    const flooder = await credentialOf(DEMO_KEYS.all);
    await slots.acquire(flooder); // the flooding key is decoding a photo
    const flooderNext = stage();
    await vi.waitFor(() => expect(slots.load.running + slots.load.waiting).toBe(2));
    expect(slots.load).toEqual({ running: 1, waiting: 1 }); // a slot is free, but not for the key that holds the other
    const { token: guest } = await mintCheckinLink(testDb.db(), BOOKING);
    expect((await stage({ token: guest })).status).toBe(201);
    expect(slots.load).toEqual({ running: 1, waiting: 1 });
    slots.release(flooder);
    expect((await flooderNext).status).toBe(201);
  });

  it("let an upload that finds them busy wait its turn, then stage it", async () => {
    const slots = decodeSlots(1, 60_000);
    await slots.acquire();
    const waiting = stage();
    await vi.waitFor(() => expect(slots.load.waiting).toBe(1));
    slots.release();
    expect((await waiting).status).toBe(201);
  });
});

describe("the checks that cost no decode run before it", () => {
  it("refuse a photo for a booking at its staging bound, even while every decode slot is busy", async () => {
    const [booking] = await testDb.db().select({ id: bookings.id }).from(bookings).where(eq(bookings.code, BOOKING));
    const bookingId = booking!.id;
    await testDb
      .db()
      .insert(stagedIdentityImages)
      .values(
        Array.from({ length: MAX_STAGED_IMAGES_PER_BOOKING }, (_, i) => ({
          propertyId: "hanoi-old-quarter",
          bookingId,
          uploadedBy: "api_key:x",
          storageKey: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}.jpg`,
          contentType: "image/jpeg",
          byteSize: 1,
          width: 1,
          height: 1,
          expiresAt: new Date("2026-03-11T00:00:00Z"),
        })),
      );
    await decodeSlots().acquire();
    const answer = await stage();
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: "STAGED_IMAGE_LIMIT_REACHED" });
  });

  it.each([
    ["a file that is not a photo", async () => Buffer.from("not a photo at all")],
    ["a JPEG whose header claims 100 megapixels", bombHeader],
  ])("refuse %s, even while every decode slot is busy", async (_name, bytes) => {
    await decodeSlots().acquire();
    const answer = await stage({ bytes: await bytes() });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["file"]);
  });
});
