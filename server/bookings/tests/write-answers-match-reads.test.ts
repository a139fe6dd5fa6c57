import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authenticate } from "@/server/platform/auth/authenticate";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import { queryRows } from "@/server/platform/db/query-rows";
import { identityImageGrant } from "@/server/documents/identity-image-grant";
import { freezeClock } from "@/server/domain/clock";
import { stringifyJson } from "@/server/domain/exact-json";
import { cancelRoom } from "@/server/bookings/cancel-room";
import { changeRoomDates } from "@/server/bookings/change-room-dates";
import { changeRoomRate } from "@/server/bookings/change-room-rate";
import { createBooking } from "@/server/bookings/create-booking/create-booking";
import { createBookingBodySchema } from "@/server/bookings/create-booking/schema";
import { checkOutRoom } from "@/server/bookings/check-out-room";
import { removeServiceLine } from "@/server/bookings/remove-service-line";
import { toBookingDetail } from "@/server/bookings/booking-detail";
import { findBookingByCode } from "@/server/bookings/find-booking";
import { loadBookingLines } from "@/server/bookings/load-booking-lines";
import { parseUpdateBookingRequest } from "@/server/bookings/update-booking/parse-update-request";
import { updateBooking } from "@/server/bookings/update-booking/update-booking";
import { DEMO_KEYS, DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { setUpTestDatabase } from "@/tests/support/test-database";

// A write computes its answer and its events' payloads from what it read and what it changed,
// without reading them back. Each must be, byte for byte, what Get Booking Detail reads once
// the write has committed: the answer the detail of the booking of the URL, an event's
// `booking` the detail of the booking it concerns (without identity image URLs, as webhooks).

const testDb = setUpTestDatabase();
let ctx: AuthContext;
let storageDir = "";

beforeAll(() => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "write-answers-"));
  process.env.FILE_STORAGE_DIR = storageDir;
});
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));
beforeEach(async () => {
  await loadDemo(testDb.db());
  ctx = await authenticate(testDb.db(), new Request("http://localhost/", { headers: { authorization: `Bearer ${DEMO_KEYS.all}` } }));
  // A child whose source is not the group's: its detail shows its own.
  await testDb.db().execute(sql`
    update bookings set source_id = (select id from booking_sources where property_id = 'hanoi-old-quarter' and name <> 'Walk-in' order by name limit 1)
    where code = 'HNHAV47A'`);
});

const HANOI = "hanoi-old-quarter";
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680"; // HNCJM6F2, arriving today
const ROOM_301 = "9cbac674-2b87-4889-a07b-6f738de6b870"; // HNCJM6F2
const IN_HOUSE_CHILD_ROOM = "84dffeff-ba03-495c-a3ae-5517aabea61b"; // HNHAV47A in group GRARCNFC
const ARRIVING_CHILD_ROOM = "3efd743c-9e68-4a4e-aab7-bf449297ac91"; // HN77HFMQ in group GRARCNFC, arrives tomorrow

/** Get Booking Detail as its handler reads it; the answer of a cancel adds room charges. */
async function readDetail(bookingCode: string, options: { as?: AuthContext; withRoomCharges?: boolean } = {}): Promise<string> {
  const booking = await findBookingByCode(testDb.db(), HANOI, bookingCode);
  const grant = identityImageGrant(options.as ?? ctx);
  const lines = await loadBookingLines(testDb.db(), booking);
  return stringifyJson(toBookingDetail(booking, lines, { withRoomCharges: options.withRoomCharges, identityImageUrls: grant?.urls }));
}

/** What a webhook receiver is sent: no identity image URLs. */
function withoutDocuments(): AuthContext {
  return { ...ctx, scopes: new Set([...ctx.scopes].filter((scope) => scope !== "guests:documents")) };
}

async function eventsSince(count: number): Promise<{ type: string; booking_id: string; booking: unknown }[]> {
  const rows = await queryRows<{ type: string; payload: string }>(
    testDb.db(),
    sql`select type, payload::text as payload from outbox_events order by created_at, id`,
  );
  return rows.slice(count).map((row) => {
    const data = (JSON.parse(row.payload) as { data: { booking_id: string; booking: unknown } }).data;
    return { type: row.type, booking_id: data.booking_id, booking: data.booking };
  });
}

async function eventCount(): Promise<number> {
  return (await queryRows<{ count: number }>(testDb.db(), sql`select count(*)::int as count from outbox_events`))[0]!.count;
}

/** Runs the write, then checks its answer and every event it wrote against fresh reads. */
async function expectAnswerAndEventsAsRead(
  bookingCode: string,
  write: () => Promise<unknown>,
  expectedEvents: string[],
  options: { withRoomCharges?: boolean } = {},
) {
  const before = await eventCount();
  const answer = stringifyJson(await write());
  expect(answer).toBe(await readDetail(bookingCode, options));
  const events = await eventsSince(before);
  expect(events.map((event) => `${event.type} ${event.booking_id}`)).toEqual(expectedEvents);
  for (const event of events) {
    expect(event.booking).toEqual(JSON.parse(await readDetail(event.booking_id, { as: withoutDocuments() })));
  }
}

async function photo(color: string) {
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

async function updateRequest(data: unknown, images: Record<string, string[]> = {}) {
  const files = [];
  for (const [field, colors] of Object.entries(images)) {
    for (const color of colors) files.push({ field, filename: "id.jpg", tooLarge: false, ...(await photo(color)) });
  }
  return parseUpdateBookingRequest({ data, dataText: JSON.stringify(data), files });
}

const update = async (bookingCode: string, data: unknown, images: Record<string, string[]> = {}) => {
  const request = await updateRequest(data, images);
  return updateBooking({ db: testDb.db(), ctx, input: { tenantId: HANOI, bookingCode, request } });
};
const image = (room: number, record: number) => `rooms[${room}][guests][records][${record}][identity_image][]`;

async function roomIdStartingWith(prefix: string): Promise<string> {
  const [room] = await queryRows<{ id: string }>(
    testDb.db(),
    sql`select id::text as id from booking_rooms where id::text like ${`${prefix}%`}`,
  );
  return room!.id;
}

async function payGroup(amount: string) {
  await testDb.db().execute(sql`
    insert into payments (property_id, booking_id, amount, method, paid_at)
    select property_id, id, ${amount}, 'cash', '2026-03-10 08:00:00' from bookings where code = 'GRARCNFC'`);
}

describe("a write's answer and events are what a read shows after it", () => {
  it("check-out of a single booking's last room", async () => {
    await expectAnswerAndEventsAsRead(
      "HN9R3MM3",
      () =>
        checkOutRoom({
          db: testDb.db(),
          ctx,
          input: { tenantId: HANOI, bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030", departureHour: "10:30" },
        }),
      ["booking.checked_out HN9R3MM3"],
    );
  });

  it.each(["HNHAV47A", "GRARCNFC"])("check-out of a group child's room, named by %s", async (bookingCode) => {
    await payGroup("10200000");
    await expectAnswerAndEventsAsRead(
      bookingCode,
      () => checkOutRoom({ db: testDb.db(), ctx, input: { tenantId: HANOI, bookingCode, roomId: IN_HOUSE_CHILD_ROOM } }),
      ["booking.checked_out HNHAV47A"],
    );
  });

  it("a retried check-out (nothing changes, no event)", async () => {
    const input = { tenantId: HANOI, bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" };
    await checkOutRoom({ db: testDb.db(), ctx, input });
    await expectAnswerAndEventsAsRead("HN9R3MM3", () => checkOutRoom({ db: testDb.db(), ctx, input }), []);
  });

  it.each([
    [
      "HNZK3NJ6",
      "9da91400-4884-4306-a8d9-393a2496ad45",
      { days_breakdown: [{ day: "2026-03-16", price: "950000" }], room_discount: "50000" },
      "HNZK3NJ6",
    ],
    ["GRARCNFC", ARRIVING_CHILD_ROOM, { price_per_night: "1250000", room_discount: "100000" }, "HN77HFMQ"],
    ["HNWVXDCN", "a4fe7d36", { price_per_night: "700000" }, "HNWVXDCN"],
  ])("rate change on %s of room %s", async (bookingCode, room, body, owner) => {
    const roomId = await roomIdStartingWith(room);
    await expectAnswerAndEventsAsRead(
      bookingCode,
      () => changeRoomRate({ db: testDb.db(), ctx, input: { tenantId: HANOI, bookingCode, roomId, body } }),
      [`booking.updated ${owner}`],
    );
  });

  it.each([
    ["HNZK3NJ6", "9da91400-4884-4306-a8d9-393a2496ad45", { checkin_date: "2026-03-14", checkout_date: "2026-03-19" }, "HNZK3NJ6"],
    ["GRARCNFC", IN_HOUSE_CHILD_ROOM, { checkin_date: "2026-03-09", checkout_date: "2026-03-15" }, "HNHAV47A"],
    ["HNCJM6F2", ROOM_301, { checkin_date: "2026-03-10", checkout_date: "2026-03-11" }, "HNCJM6F2"],
  ])("stay change on %s of room %s", async (bookingCode, roomId, stay, owner) => {
    await expectAnswerAndEventsAsRead(
      bookingCode,
      () => changeRoomDates({ db: testDb.db(), ctx, input: { tenantId: HANOI, bookingCode, roomId, body: { ...stay, reason: null } } }),
      [`booking.updated ${owner}`],
    );
  });

  it.each([
    ["HNQZAUK4", "a52b0250-e785-4588-a0c7-a0227436c6e3", "booking.updated HNQZAUK4"],
    ["HN7K5UNM", "97d0105d", "booking.cancelled HN7K5UNM"],
    ["GRARCNFC", ARRIVING_CHILD_ROOM, "booking.cancelled HN77HFMQ"],
    ["HN77HFMQ", ARRIVING_CHILD_ROOM, "booking.cancelled HN77HFMQ"],
  ])("cancel on %s of room %s", async (bookingCode, room, event) => {
    const roomId = await roomIdStartingWith(room);
    await expectAnswerAndEventsAsRead(
      bookingCode,
      () => cancelRoom({ db: testDb.db(), ctx, input: { tenantId: HANOI, bookingCode, roomId } }),
      [event],
      { withRoomCharges: true },
    );
  });

  it.each([
    ["HNVRBEHJ", "8eb426db-bd24-47a4-a490-fbc1fd363762", "HNVRBEHJ"],
    ["GRARCNFC", IN_HOUSE_CHILD_ROOM, "HNHAV47A"],
  ])("removal of a service line on %s of room %s", async (bookingCode, roomId, owner) => {
    await update(owner, { rooms: [{ id: roomId, services: { method: "add", records: [{ id: "SV69767dbd", quantity: 3 }] } }] });
    const [line] = await queryRows<{ id: string }>(
      testDb.db(),
      sql`select id::text as id from service_lines where booking_room_id = ${roomId} order by created_at desc limit 1`,
    );
    await expectAnswerAndEventsAsRead(
      bookingCode,
      () =>
        removeServiceLine({ db: testDb.db(), ctx, input: { tenantId: HANOI, bookingCode, roomId, serviceLineId: line!.id, reason: null } }),
      [`booking.updated ${owner}`],
    );
  });

  it("Update Booking: notes, guests with photos, services, check-in, payments and invoice, then a replace", async () => {
    await expectAnswerAndEventsAsRead(
      "HNCJM6F2",
      () =>
        update(
          "HNCJM6F2",
          {
            notes: "Arrives by train",
            rooms: [
              {
                id: ROOM_201,
                status: "checked_in",
                guests: {
                  method: "add",
                  records: [
                    {
                      name: "Kim Ji-woo",
                      is_primary_guest: true,
                      email: "ji-woo@example.com",
                      birthday: "1990-01-02",
                      gender: "female",
                      country: "KR",
                      id_type: "passport",
                      identity: "M12345678",
                    },
                    {
                      name: "Park Min",
                      phone: "+82 10 1234",
                      birthday: "1990-01-02",
                      gender: "female",
                      country: "KR",
                      id_type: "passport",
                      identity: "M87654321",
                    },
                  ],
                },
                services: {
                  method: "add",
                  records: [
                    { id: "SVb29324ec", quantity: 1 },
                    { id: "SVa8d196a1", quantity: 2.5, price_per_unit: 42000, service_used_date: "2026-03-10" },
                  ],
                },
              },
              {
                id: ROOM_301,
                guests: { method: "add", records: [{ ...REGISTERED_VIETNAMESE_GUEST, name: "Lee Soo", is_primary_guest: true }] },
              },
            ],
            payments: {
              method: "add",
              records: [
                { amount: 500000, method: "cash", paid_at: "2026-03-10 09:30:00" },
                { amount: 1000000, method: "transfer" },
              ],
            },
            invoice: { company: "Kim Trading", tax_code: "0101234567" },
          },
          { [image(0, 0)]: ["#c8b496", "#ffffff"], [image(0, 1)]: ["#000000"] },
        ),
      [],
    );
    const [kim] = await queryRows<{ id: number }>(testDb.db(), sql`select id::int as id from guests where name = 'Kim Ji-woo'`);
    await expectAnswerAndEventsAsRead(
      "HNCJM6F2",
      () =>
        update(
          "HNCJM6F2",
          {
            rooms: [
              {
                id: ROOM_201,
                guests: {
                  method: "replace",
                  records: [
                    { name: "Nguyễn Thị Mai", is_primary_guest: true },
                    { id: kim!.id, name: "Kim Ji-woo", is_primary_guest: false, identity: "M123" },
                  ],
                },
                services: { method: "add", records: [{ id: "SVb29324ec", quantity: 1, price_per_unit: 0 }] },
              },
              {
                id: ROOM_301,
                status: "checked_in",
                guests: {
                  method: "add",
                  records: [{ ...REGISTERED_VIETNAMESE_GUEST, name: "Lê Hà", is_primary_guest: true }, REGISTERED_VIETNAMESE_GUEST],
                },
              },
            ],
            payments: { method: "replace", records: [{ amount: 250000 }] },
            invoice: { address: "1 Tràng Tiền", email: null },
          },
          { [image(0, 1)]: ["#123456"] },
        ),
      [],
    );
  });

  it("Update Booking of a group, named by the group's code: guests of a child, payments and invoice", async () => {
    await expectAnswerAndEventsAsRead(
      "GRARCNFC",
      () =>
        update("GRARCNFC", {
          notes: "Group of two families",
          rooms: [
            { id: IN_HOUSE_CHILD_ROOM, guests: { method: "add", records: [{ name: "Bùi Minh", is_primary_guest: true }] } },
            // The invoice goes to the primary guest of the first room in display order: this one.
            { id: ARRIVING_CHILD_ROOM, guests: { method: "add", records: [{ name: "Đặng Văn Nam", is_primary_guest: true }] } },
          ],
          payments: { method: "add", records: [{ amount: 3000000, paid_at: "2026-03-10 10:00:00" }] },
          invoice: { company: "Bùi & Co" },
        }),
      [],
    );
  });

  it("Update Booking of a group child on its arrival day: check-in moves the group along", async () => {
    freezeClock(DEMO_NOW.add({ hours: 24 }));
    await expectAnswerAndEventsAsRead(
      "HN77HFMQ",
      () =>
        update(
          "HN77HFMQ",
          {
            rooms: [
              {
                id: ARRIVING_CHILD_ROOM,
                status: "checked_in",
                guests: {
                  method: "replace",
                  records: [{ ...REGISTERED_VIETNAMESE_GUEST, name: "Đặng Thị Lan", is_primary_guest: true }, REGISTERED_VIETNAMESE_GUEST],
                },
              },
            ],
          },
          { [image(0, 0)]: ["#abcdef"] },
        ),
      // The two guests complete the child's only room: the online check-in is complete.
      ["checkin.completed HN77HFMQ"],
    );
  });

  it("Create Booking: the new booking, and the same booking again for a resent reservation code", async () => {
    const body = createBookingBodySchema.parse({
      checkin_date: "2026-04-20",
      checkout_date: "2026-04-22",
      customer: { name: "Nguyễn Văn An", phone: "0912345678" },
      booking_source: "Booking.com",
      source_reservation_code: "BDC-2",
      rooms: [
        { room_type_id: "573e587b-7d71-4d95-b54f-aa25a966a6f0", rate_plan_id: "RPJZ36HN02", occupancy: { adults: 2 } },
        {
          room_type_id: "08052837-18cd-401f-9eb5-050b8391cd2f",
          rate_plan_id: "RPVRK39K01",
          occupancy: { adults: 1 },
          days_breakdown: [
            { day: "2026-04-21", price: 1.5e6 },
            { day: "2026-04-20", price: 1e6 },
          ],
        },
      ],
    });
    const before = await eventCount();
    const created = await createBooking({ db: testDb.db(), ctx, input: { tenantId: HANOI, body } });
    const code = (created.booking as { code: string }).code;
    expect(stringifyJson(created.booking)).toBe(await readDetail(code));
    const events = await eventsSince(before);
    expect(events.map((event) => `${event.type} ${event.booking_id}`)).toEqual([`booking.created ${code}`]);
    expect(events[0]!.booking).toEqual(JSON.parse(await readDetail(code, { as: withoutDocuments() })));

    await expectAnswerAndEventsAsRead(
      code,
      async () => (await createBooking({ db: testDb.db(), ctx, input: { tenantId: HANOI, body } })).booking,
      [],
    );
  });
});
