import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { identityImages, stagedIdentityImages } from "@/server/platform/db/schema";
import { MAX_STAGED_IMAGES_PER_BOOKING } from "@/server/documents/stage-identity-image";
import { purgeExpiredStagedIdentityImages } from "@/server/documents/purge-expired-staged-identity-images";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { REGISTERED_FOREIGN_GUEST, REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as postUpdate } from "../update/route";
import { POST } from "./route";

// Stage an ID photo, then name it in Update Booking: the bounds of the upload, its binding to
// booking, credential and tenant, its lifetime, and the purge of those left unused.

const testDb = setUpTestDatabase();
const ARRIVING_TODAY = "HNCJM6F2";
const OTHER_BOOKING = "HNZK3NJ6";
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
let storageDir = "";

beforeAll(() => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "staged-images-"));
  process.env.FILE_STORAGE_DIR = storageDir;
});
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));
beforeEach(async () => {
  for (const name of fs.readdirSync(storageDir)) fs.rmSync(path.join(storageDir, name), { recursive: true, force: true });
  await loadDemo(testDb.db());
});

let photo: Buffer | undefined;
async function idPhoto(): Promise<Buffer> {
  photo ??= await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 210, g: 190, b: 160 } } })
    .jpeg()
    .toBuffer();
  return photo;
}

function storedFiles(): string[] {
  return fs.existsSync(storageDir) ? fs.readdirSync(storageDir).filter((name) => !name.startsWith(".")) : [];
}

function stage(
  options: {
    bookingCode?: string;
    tenantId?: string;
    token?: string;
    bytes?: Buffer;
    field?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return (async () => {
    const tenantId = options.tenantId ?? "hanoi-old-quarter";
    const bookingCode = options.bookingCode ?? ARRIVING_TODAY;
    const form = new FormData();
    form.append(
      options.field ?? "file",
      new Blob([new Uint8Array(options.bytes ?? (await idPhoto()))], { type: "image/jpeg" }),
      "front.jpg",
    );
    return callRoute(POST, {
      method: "POST",
      path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}/identity-images`,
      params: { tenant_id: tenantId, booking_id: bookingCode },
      token: options.token ?? DEMO_KEYS.all,
      headers: options.headers,
      body: form,
    });
  })();
}

const withPhotos = (ids: string[], record: object = { name: "Kim Ji-woo", id_type: "passport", identity: "M12345678", country: "KR" }) => ({
  rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ ...record, identity_image_ids: ids }] } }],
});
const saveJson = (data: unknown, options: { token?: string; bookingCode?: string; headers?: Record<string, string> } = {}) => {
  const bookingCode = options.bookingCode ?? ARRIVING_TODAY;
  return callRoute(postUpdate, {
    method: "POST",
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${bookingCode}/update`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: bookingCode },
    token: options.token ?? DEMO_KEYS.all,
    headers: { "content-type": "application/json", ...options.headers },
    body: JSON.stringify(data),
  });
};
const stagedRows = () => testDb.db().select().from(stagedIdentityImages);

describe("Stage an ID photo", () => {
  it("checks and stores the photo, bound to the booking and the credential, for 24 hours", async () => {
    const answer = await stage();
    expect(answer.status).toBe(201);
    const data = answer.body.data;
    expect(data).toMatchObject({ content_type: "image/jpeg", width: 1200, height: 800 });
    expect(data.byte_size).toBeGreaterThan(0);
    expect(new Date(data.expires_at).getTime() - Date.parse("2026-03-10T03:00:00Z")).toBe(24 * 3600 * 1000);
    const [row] = await stagedRows();
    expect(row).toMatchObject({ id: data.id, propertyId: "hanoi-old-quarter" });
    expect(row!.uploadedBy).toMatch(/^api_key:/);
    expect(storedFiles()).toEqual([row!.storageKey]);
  });

  it("is no longer than the check-in link that staged it", async () => {
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    await testDb.db().execute(sql`update checkin_links set expires_at = '2026-03-10T05:00:00Z'`);
    const answer = await stage({ token });
    expect(answer.status).toBe(201);
    expect(answer.body.data.expires_at).toBe("2026-03-10T05:00:00.000Z");
    expect((await stagedRows())[0]!.uploadedBy).toMatch(/^checkin_token:/);
  });

  it.each([
    ["a text file", async () => ({ bytes: Buffer.from("not a photo at all") }), "file"],
    [
      "a 6 MB file past the body cap",
      async () => ({ bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]) }),
      null,
    ],
    ["a part under another name", async () => ({ field: "photo" }), "photo"],
  ])("refuses %s and stores nothing", async (_name, options, field) => {
    const answer = await stage(await options());
    if (field === null) {
      expect(answer.status).toBe(413);
      expect(answer.body.code).toBe("PAYLOAD_TOO_LARGE");
    } else {
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    expect(await stagedRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it(`holds a booking to ${MAX_STAGED_IMAGES_PER_BOOKING} staged photos waiting, expired ones aside`, async () => {
    const first = await stage();
    const rows = Array.from({ length: MAX_STAGED_IMAGES_PER_BOOKING - 1 }, (_, i) => ({
      propertyId: "hanoi-old-quarter",
      bookingId: sql`(select booking_id from staged_identity_images where id = ${first.body.data.id})`,
      uploadedBy: "api_key:x",
      storageKey: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}.jpg`,
      contentType: "image/jpeg",
      byteSize: 1,
      width: 1,
      height: 1,
      expiresAt: new Date("2026-03-11T00:00:00Z"),
    }));
    await testDb
      .db()
      .insert(stagedIdentityImages)
      .values(rows as never);
    const refused = await stage();
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "STAGED_IMAGE_LIMIT_REACHED", limit: MAX_STAGED_IMAGES_PER_BOOKING });
    expect(storedFiles()).toHaveLength(1);
    // Another booking has its own bound; an expired photo no longer counts.
    expect((await stage({ bookingCode: OTHER_BOOKING })).status).toBe(201);
    await testDb
      .db()
      .update(stagedIdentityImages)
      .set({ expiresAt: new Date("2026-03-10T00:00:00Z") })
      .where(eq(stagedIdentityImages.id, first.body.data.id));
    expect((await stage()).status).toBe(201);
  });

  it("refuses another tenant's booking and a link's other booking", async () => {
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    expect((await stage({ tenantId: "saigon-apartments", bookingCode: "SGDBUHKC", token })).status).toBe(403);
    expect((await stage({ bookingCode: OTHER_BOOKING, token })).status).toBe(404);
    const hanoiOnly = await createApiKey(testDb.db(), {
      name: "Hanoi writer",
      scopes: ["bookings:write"],
      properties: ["hanoi-old-quarter"],
    });
    expect((await stage({ tenantId: "saigon-apartments", bookingCode: "SGDBUHKC", token: hanoiOnly.key })).status).toBe(403);
    expect((await stage({ token: DEMO_KEYS.readHanoi })).status).toBe(403);
    expect(await stagedRows()).toEqual([]);
  });

  it("answers a retry with the same Idempotency-Key with the first photo", async () => {
    const headers = { "idempotency-key": "photo-1" };
    const first = await stage({ headers });
    const retry = await stage({ headers });
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await stagedRows()).toHaveLength(1);
  });
});

describe("Update Booking with identity_image_ids", () => {
  it("makes staged photos the guest's, same file, and they are staged no more", async () => {
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    const ids = [(await stage({ token })).body.data.id, (await stage({ token })).body.data.id];
    const keys = (await stagedRows()).map((row) => row.storageKey).sort();
    const answer = await saveJson(withPhotos(ids), { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.booking_rooms[0].guests[0].identity_image_urls).toHaveLength(2);
    const images = await testDb.db().select().from(identityImages);
    expect(images.map((image) => image.storageKey).sort()).toEqual(keys);
    expect(images.every((image) => image.uploadedBy!.startsWith("checkin_token:"))).toBe(true);
    expect(await stagedRows()).toEqual([]);
    expect(storedFiles().sort()).toEqual(keys);

    // Used once, an id cannot be used again.
    const again = await saveJson(withPhotos([ids[0]]), { token });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(["rooms.0.guests.records.0.identity_image_ids.0"]);
  });

  it("counts them for the registration of a guest checking the room in", async () => {
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    const id = (await stage({ token })).body.data.id;
    const answer = await saveJson(
      {
        rooms: [
          {
            id: ROOM_201,
            status: "checked_in",
            guests: { method: "add", records: [REGISTERED_VIETNAMESE_GUEST, { ...REGISTERED_FOREIGN_GUEST, identity_image_ids: [id] }] },
          },
        ],
      },
      { token },
    );
    expect(answer.status).toBe(200);
    const room = answer.body.data.booking_rooms.find((candidate: { id: string }) => candidate.id === ROOM_201);
    expect(room.checkin_status).toBe("checked_in");
    expect(room.registration).toEqual({ complete: true, missing: [], warnings: [] });
  });

  it("refuses another booking's, another link's, an API key's, another tenant's and an expired photo alike", async () => {
    const link = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    const otherLink = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    const otherBookings = (await stage({ bookingCode: OTHER_BOOKING })).body.data.id;
    const otherLinks = (await stage({ token: otherLink.token })).body.data.id;
    const apiKeys = (await stage()).body.data.id;
    const saigons = (await stage({ tenantId: "saigon-apartments", bookingCode: "SGDBUHKC" })).body.data.id;
    const expired = (await stage({ token: link.token })).body.data.id;
    await testDb
      .db()
      .update(stagedIdentityImages)
      .set({ expiresAt: new Date("2026-03-10T02:59:59Z") })
      .where(eq(stagedIdentityImages.id, expired));

    const answer = await saveJson(withPhotos([otherBookings, otherLinks, apiKeys]), { token: link.token });
    expect(answer.status).toBe(422);
    const message = "No staged identity image with this id can be used here: upload the photo again.";
    expect(answer.body.errors).toEqual({
      "rooms.0.guests.records.0.identity_image_ids.0": [message],
      "rooms.0.guests.records.0.identity_image_ids.1": [message],
      "rooms.0.guests.records.0.identity_image_ids.2": [message],
    });
    for (const id of [saigons, expired]) {
      expect((await saveJson(withPhotos([id]), { token: link.token })).body.errors).toEqual({
        "rooms.0.guests.records.0.identity_image_ids.0": [message],
      });
    }
    // The key that staged the other booking's photo cannot move it to this booking either.
    expect((await saveJson(withPhotos([otherBookings]))).status).toBe(422);
    expect(await testDb.db().select().from(identityImages)).toEqual([]);
    expect(await stagedRows()).toHaveLength(5);
  });

  it("holds a guest to 3 photos, files and staged ids together", async () => {
    const ids = await Promise.all([stage(), stage(), stage()]).then((answers) => answers.map((answer) => answer.body.data.id));
    const answer = await postUpdateBooking(postUpdate, { bookingCode: ARRIVING_TODAY }, withPhotos(ids), {
      files: [{ field: "rooms[0][guests][records][0][identity_image][]", bytes: await idPhoto() }],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["rooms.0.guests.records.0.identity_image"]);
    const ok = await postUpdateBooking(postUpdate, { bookingCode: ARRIVING_TODAY }, withPhotos(ids.slice(0, 2)), {
      files: [{ field: "rooms[0][guests][records][0][identity_image][]", bytes: await idPhoto() }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.booking_rooms[0].guests[0].identity_image_urls).toHaveLength(3);
  });

  it("leaves the photos staged when the save is refused, and replays a retried save", async () => {
    const id = (await stage()).body.data.id;
    // The first room has no primary guest once this guest is in another room: the invoice is refused.
    const refused = await saveJson({
      rooms: [
        { id: "9cbac674-2b87-4889-a07b-6f738de6b870", guests: { method: "add", records: [{ name: "Kim", identity_image_ids: [id] }] } },
      ],
      invoice: { company: "ACME" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("INVOICE_NO_PRIMARY_GUEST");
    expect(await stagedRows()).toHaveLength(1);

    const headers = { "idempotency-key": "save-1" };
    const saved = await saveJson(withPhotos([id]), { headers });
    const replayed = await saveJson(withPhotos([id]), { headers });
    expect(saved.status).toBe(200);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(await testDb.db().select().from(identityImages)).toHaveLength(1);
  });

  it("lets only one of two concurrent saves use a photo", async () => {
    const id = (await stage()).body.data.id;
    const answers = await Promise.all([saveJson(withPhotos([id])), saveJson(withPhotos([id]))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(await testDb.db().select().from(identityImages)).toHaveLength(1);
  });
});

describe("purge of staged photos", () => {
  it("deletes the expired ones, row and file, and keeps the others", async () => {
    const kept = (await stage()).body.data.id;
    const expired = (await stage()).body.data.id;
    await testDb
      .db()
      .update(stagedIdentityImages)
      .set({ expiresAt: new Date("2026-03-10T03:00:00Z") })
      .where(eq(stagedIdentityImages.id, expired));
    const keptKey = (await stagedRows()).find((row) => row.id === kept)!.storageKey;
    expect(await purgeExpiredStagedIdentityImages({ db: testDb.db() })).toEqual({ deleted: 1 });
    expect((await stagedRows()).map((row) => row.id)).toEqual([kept]);
    expect(storedFiles()).toEqual([keptKey]);
    expect(await purgeExpiredStagedIdentityImages({ db: testDb.db() })).toEqual({ deleted: 0 });
  });
});
