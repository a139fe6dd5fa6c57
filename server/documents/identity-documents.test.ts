import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getImage } from "@/app/api/v1/files/identity-images/[key]/route";
import { GET as bookingDetailRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { POST as updateBookingRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { queryRows } from "@/server/platform/db/query-rows";
import { freezeClock } from "@/server/domain/clock";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { purgeExpiredIdentityImages } from "./purge-expired-identity-images";

// Guests' identity documents: only credentials with guests:documents see them, every view is
// logged with who and when, and the photos are deleted a set number of days after the stay.

const testDb = setUpTestDatabase();
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680"; // HNCJM6F2: today .. today+2 (10..12 Mar)
const IMAGE_FIELD = "rooms[0][guests][records][0][identity_image][]";
let storageDir = "";

beforeAll(() => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "identity-documents-"));
  process.env.FILE_STORAGE_DIR = storageDir;
});
afterAll(() => {
  freezeClock(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const file of fs.readdirSync(storageDir)) fs.rmSync(path.join(storageDir, file));
  await loadDemo(testDb.db());
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#ddd" } })
    .jpeg()
    .toBuffer();
  const answer = await postUpdateBooking(
    updateBookingRoute,
    { bookingCode: "HNCJM6F2" },
    { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "Kim Ji-woo", id_type: "passport", identity: "M12345678" }] } }] },
    { files: [{ field: IMAGE_FIELD, bytes: photo }] },
  );
  expect(answer.status).toBe(200);
});

const readBooking = (token: string) =>
  callRoute(bookingDetailRoute, {
    path: "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2",
    params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" },
    token,
  });

const imageUrlsOf = (body: { data: { booking_rooms: { guests: { identity_image_urls: string[] }[] }[] } }) =>
  body.data.booking_rooms.flatMap((room) => room.guests.flatMap((guest) => guest.identity_image_urls));

async function fetchImage(url: string) {
  const parsed = new URL(url, "http://localhost");
  return getImage(new Request(parsed), { params: Promise.resolve({ key: decodeURIComponent(parsed.pathname.split("/").at(-1)!) }) });
}

const accessLog = () =>
  queryRows<{ action: string; credential: string }>(testDb.db(), sql`select action, credential from identity_image_access_log order by id`);

describe("the guests:documents scope", () => {
  it("withholds identity_image_urls from a bookings:read credential without it", async () => {
    const logged = (await accessLog()).length;
    const answer = await readBooking(DEMO_KEYS.readHanoi);
    expect(answer.status).toBe(200);
    expect(answer.body.data.booking_rooms[0].guests.some((guest: { name: string }) => guest.name === "Kim Ji-woo")).toBe(true);
    expect(imageUrlsOf(answer.body)).toEqual([]);
    expect(await accessLog()).toHaveLength(logged);
  });

  it("gives them to a credential that holds it, and not to a check-in link for a photo it did not upload", async () => {
    const reader = await createApiKey(testDb.db(), {
      name: "Kiosk",
      scopes: ["bookings:read", "guests:documents"],
      properties: ["hanoi-old-quarter"],
    });
    expect(imageUrlsOf((await readBooking(reader.key)).body)).toHaveLength(1);
    // The photo was uploaded by the partner's key (beforeEach): the guest's link does not see it.
    const { token: link } = await mintCheckinLink(testDb.db(), "HNCJM6F2");
    expect(imageUrlsOf((await readBooking(link)).body)).toEqual([]);
  });

  it("is held by fixture keys that may write bookings (format 1 predates it), not by read-only ones", async () => {
    const keys = await queryRows<{ name: string; documents: boolean }>(
      testDb.db(),
      sql`select name, 'guests:documents' = any(scopes) as documents from api_keys order by name`,
    );
    expect(keys.find((key) => key.name.startsWith("channel-partner"))?.documents).toBe(true);
    expect(keys.filter((key) => !key.name.startsWith("channel-partner")).every((key) => !key.documents)).toBe(true);
  });
});

describe("the access log", () => {
  it("records each URL issued and each image served, with the credential, never its secret", async () => {
    const before = (await accessLog()).length; // the upload's own response issued one URL
    const answer = await readBooking(DEMO_KEYS.all);
    const [url] = imageUrlsOf(answer.body);
    const served = await fetchImage(url!);
    expect(served.status).toBe(200);

    const [{ id: keyId }] = (await queryRows<{ id: string }>(
      testDb.db(),
      sql`select id::text from api_keys where name like 'channel-partner%'`,
    )) as [{ id: string }];
    const log = (await accessLog()).slice(before);
    expect(log).toEqual([
      { action: "url_issued", credential: `api_key:${keyId}` },
      { action: "served", credential: `api_key:${keyId}` },
    ]);
    expect(JSON.stringify(await accessLog())).not.toContain(DEMO_KEYS.all);
  });
});

describe("retention", () => {
  it("deletes the photos a set number of days after the stay ends, keeping the guest", async () => {
    const stored = () => fs.readdirSync(storageDir).length;
    expect(stored()).toBe(1);
    const [url] = imageUrlsOf((await readBooking(DEMO_KEYS.all)).body);

    // Check-out is 12 Mar; with 30 days the photo stays through 11 Apr and goes on 12 Apr.
    freezeClock(DEMO_NOW.add({ hours: 24 * 32 }));
    expect(await purgeExpiredIdentityImages({ db: testDb.db(), days: 30 })).toEqual({ deleted: 0 });
    expect(stored()).toBe(1);

    freezeClock(DEMO_NOW.add({ hours: 24 * 33 }));
    expect(await purgeExpiredIdentityImages({ db: testDb.db(), days: 30 })).toEqual({ deleted: 1 });
    expect(stored()).toBe(0);
    expect(await purgeExpiredIdentityImages({ db: testDb.db(), days: 30 })).toEqual({ deleted: 0 });

    freezeClock(DEMO_NOW);
    const answer = await readBooking(DEMO_KEYS.all);
    const guest = answer.body.data.booking_rooms[0].guests.find((g: { name: string }) => g.name === "Kim Ji-woo");
    expect(guest).toMatchObject({ identity: "M12345678", identity_image_urls: [] });
    // A URL issued before the deletion no longer serves the photo.
    expect((await fetchImage(url!)).status).toBe(404);
  });
});
