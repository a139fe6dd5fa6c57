import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as bookingDetailRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { POST as updateBookingRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { readCheckinBooking } from "@/server/checkin/read-checkin-booking";
import { queryRows } from "@/server/platform/db/query-rows";
import { freezeClock } from "@/server/domain/clock";
import { callRoute, type RouteAnswer } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";

// A check-in link sees only the ID photos it uploaded itself, and none at all when the
// credential that made it could not see ID photos: a link never shows more than its minter.

const testDb = setUpTestDatabase();
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680"; // HNCJM6F2
const IMAGE_FIELD = "rooms[0][guests][records][0][identity_image][]";
let storageDir = "";
let photo: Buffer;

beforeAll(async () => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "identity-documents-security-"));
  process.env.FILE_STORAGE_DIR = storageDir;
  photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#ddd" } })
    .jpeg()
    .toBuffer();
});
afterAll(() => {
  freezeClock(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(() => loadDemo(testDb.db()));

/** Adds a guest with one ID photo to room 201 of HNCJM6F2, as the holder of `token`. */
async function addGuestWithPhoto(name: string, token: string): Promise<RouteAnswer> {
  const answer = await postUpdateBooking(
    updateBookingRoute,
    { bookingCode: "HNCJM6F2" },
    { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name, id_type: "passport", identity: "M12345678" }] } }] },
    { token, files: [{ field: IMAGE_FIELD, bytes: photo }] },
  );
  expect(answer.status).toBe(200);
  return answer;
}

const readBooking = (token: string) =>
  callRoute(bookingDetailRoute, {
    path: "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2",
    params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" },
    token,
  });

/** identity_image_urls by guest name, as an answer of the API shows them. */
function urlsByGuest(answer: RouteAnswer): Record<string, number> {
  const guests = answer.body.data.booking_rooms.flatMap(
    (room: { guests: { name: string; identity_image_urls: string[] }[] }) => room.guests,
  );
  return Object.fromEntries(
    guests.map((guest: { name: string; identity_image_urls: string[] }) => [guest.name, guest.identity_image_urls.length]),
  );
}

describe("a check-in link and the guests' ID photos", () => {
  it("cannot see the ID photos staff uploaded, on the detail, in its update's answer or on the guest page", async () => {
    await addGuestWithPhoto("Staff Entered", DEMO_KEYS.all);
    const { token } = await mintCheckinLink(testDb.db(), "HNCJM6F2");

    expect(urlsByGuest(await readBooking(token))).toMatchObject({ "Staff Entered": 0 });
    const ownUpload = await addGuestWithPhoto("Guest Entered", token);
    expect(urlsByGuest(ownUpload)).toMatchObject({ "Staff Entered": 0, "Guest Entered": 1 });
    expect(urlsByGuest(await readBooking(token))).toMatchObject({ "Staff Entered": 0, "Guest Entered": 1 });

    const page = await readCheckinBooking({ db: testDb.db(), token });
    if (!("booking" in page)) throw new Error("the link should read its booking");
    const staffEntered = page.booking.rooms[0]!.guests.find((guest) => guest.name === "Staff Entered")!;
    // The page knows the photo is on file (so it does not ask for it again) without seeing it.
    expect(staffEntered).toMatchObject({ identity_image_urls: [], identity_images_on_file: 1 });
    // The staff's own credential still sees both.
    expect(urlsByGuest(await readBooking(DEMO_KEYS.all))).toMatchObject({ "Staff Entered": 1, "Guest Entered": 1 });
  });

  it("cannot see the photos uploaded through another link of the same booking", async () => {
    const { token: first } = await mintCheckinLink(testDb.db(), "HNCJM6F2");
    const { token: second } = await mintCheckinLink(testDb.db(), "HNCJM6F2");
    await addGuestWithPhoto("First Link", first);
    expect(urlsByGuest(await readBooking(first))).toMatchObject({ "First Link": 1 });
    expect(urlsByGuest(await readBooking(second))).toMatchObject({ "First Link": 0 });
  });

  it("sees no photos at all, not even its own uploads, when minted by a key without guests:documents", async () => {
    const partner = await createApiKey(testDb.db(), {
      name: "Booking engine",
      scopes: ["bookings:read", "bookings:write"],
      properties: ["hanoi-old-quarter"],
    });
    const { token } = await mintCheckinLink(testDb.db(), "HNCJM6F2", { key: partner.key });

    const upload = await addGuestWithPhoto("Guest Entered", token);
    expect(urlsByGuest(upload)).toMatchObject({ "Guest Entered": 0 });
    expect(urlsByGuest(await readBooking(token))).toMatchObject({ "Guest Entered": 0 });
    // The photo is stored, recorded as the link's upload, and seen by a credential that may.
    const [image] = await queryRows<{ uploaded_by: string; sees_own_uploads: boolean }>(
      testDb.db(),
      sql`select i.uploaded_by, l.sees_own_uploads from identity_images i join checkin_links l on i.uploaded_by = 'checkin_token:' || l.id`,
    );
    expect(image).toEqual({ uploaded_by: expect.stringMatching(/^checkin_token:/), sees_own_uploads: false });
    expect(urlsByGuest(await readBooking(DEMO_KEYS.all))).toMatchObject({ "Guest Entered": 1 });
    // Nothing was signed for the link, so nothing was logged as issued to it.
    const issued = await queryRows(testDb.db(), sql`select 1 from identity_image_access_log where credential like 'checkin_token:%'`);
    expect(issued).toEqual([]);
  });
});
