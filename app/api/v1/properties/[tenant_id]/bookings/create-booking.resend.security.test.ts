import { beforeEach, describe, expect, it } from "vitest";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { loadDemo } from "@/tests/support/demo";
import { outboxEvents, postCreateBooking, postRoomOperation, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as cancelRoom } from "./[booking_id]/rooms/[room_id]/cancel/route";
import { POST } from "./route";

// Issue 32, item 1: a key with bookings:write only (403 on Get Booking Detail) posted Create
// Booking with an existing booking_source + source_reservation_code (an OTA code, often
// guessable) and any other body, and got 200 with that booking: the booker's name, e-mail and
// phone. A resend whose dates, rooms or customer differed was answered 200 as well. The existing
// booking is now answered only to a caller that may read it; a resend that differs from the
// first request is 409 SOURCE_RESERVATION_MISMATCH naming the fields, as Stripe answers a
// reused idempotency key.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const SUPERIOR = "573e587b-7d71-4d95-b54f-aa25a966a6f0";
const FAMILY = "73d3eb1a-9512-469c-a2e2-b0610b20ee00";

const reservation = (overrides: Record<string, unknown> = {}) => ({
  checkin_date: "2026-04-20",
  checkout_date: "2026-04-22",
  customer: { name: "Nguyễn Văn An", email: "an.nguyen@example.com", phone: "0912 345 678" },
  booking_source: "Booking.com",
  source_reservation_code: "BDC-4471",
  payment_collect: "ota",
  rooms: [
    { room_type_id: SUPERIOR, rate_plan_id: "RPJZ36HN02", occupancy: { adults: 2, children: 0, infants: 0 } },
    {
      room_type_id: FAMILY,
      rate_plan_id: "RPJHT4MM01",
      occupancy: { adults: 2, children: 1 },
      days_breakdown: [
        { day: "2026-04-20", price: 1500000 },
        { day: "2026-04-21", price: 1600000 },
      ],
    },
  ],
  ...overrides,
});

/** The rooms without the Family Suite's nightly prices, which name the first request's nights. */
const unpriced = () => reservation().rooms.map(({ days_breakdown: _prices, ...room }) => room);

async function writeOnlyKey() {
  return (await createApiKey(testDb.db(), { name: "Channel writer", scopes: ["bookings:write"], properties: ["hanoi-old-quarter"] })).key;
}

describe("Create Booking answering a source's reservation code again", () => {
  it("refuses a key that may not read bookings (403 FORBIDDEN, as Get Booking Detail does), whatever the body, and shows nothing of the booking", async () => {
    const first = await postCreateBooking(POST, reservation());
    expect(first.status).toBe(201);
    const writer = await writeOnlyKey();
    const before = await writableState(testDb.db());
    for (const body of [
      reservation(),
      reservation({ customer: { name: "x" }, rooms: [{ room_type_id: SUPERIOR, rate_plan_id: "RPJZ36HN02", occupancy: { adults: 1 } }] }),
    ]) {
      const resend = await postCreateBooking(POST, body, { token: writer });
      expect(resend.status).toBe(403);
      expect(resend.body).toMatchObject({ success: false, code: "FORBIDDEN" });
      for (const secret of ["Nguyễn Văn An", "an.nguyen@example.com", "+84912345678", first.body.data.code])
        expect(resend.text).not.toContain(secret);
    }
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("answers the first booking (200, nothing written) to an identical resend, however its values were written", async () => {
    const first = await postCreateBooking(POST, reservation());
    const events = await outboxEvents(testDb.db());
    const rewritten = reservation({
      // The same booker written as a channel may write them, and the rooms in another order.
      customer: { name: "  Nguyễn Văn An ", email: "An.Nguyen@Example.com", phone: "+84 912 345 678" },
      rooms: [
        {
          room_type_id: FAMILY.toUpperCase(),
          rate_plan_id: "RPJHT4MM01",
          occupancy: { adults: 2, children: 1, infants: 0 },
          days_breakdown: [
            { day: "2026-04-21", price: 1600000 },
            { day: "2026-04-20", price: 1500000.0 },
          ],
        },
        { room_type_id: SUPERIOR, rate_plan_id: "RPJZ36HN02", occupancy: { adults: 2 } },
      ],
    });
    for (const body of [reservation(), rewritten]) {
      const again = await postCreateBooking(POST, body);
      expect(again.status).toBe(200);
      expect(again.body.data.code).toBe(first.body.data.code);
    }
    // A key that may read the property's bookings reads it too.
    const readWrite = (
      await createApiKey(testDb.db(), { name: "Channel", scopes: ["bookings:write", "bookings:read"], properties: ["hanoi-old-quarter"] })
    ).key;
    expect((await postCreateBooking(POST, reservation(), { token: readWrite })).body.data.customer.email).toBe("an.nguyen@example.com");
    expect(await outboxEvents(testDb.db())).toEqual(events);
  });

  it.each([
    [{ checkin_date: "2026-04-21", checkout_date: "2026-04-23", rooms: unpriced() }, ["checkin_date", "checkout_date", "rooms"]],
    [{ checkout_date: "2026-04-23", rooms: unpriced() }, ["checkout_date", "rooms"]],
    [{ customer: { name: "Nguyễn Văn Bình", email: "an.nguyen@example.com", phone: "0912 345 678" } }, ["customer.name"]],
    [{ customer: { name: "Nguyễn Văn An", email: null, phone: "0987 654 321" } }, ["customer.email", "customer.phone"]],
    [{ rooms: [reservation().rooms[0]] }, ["rooms"]],
    [{ rooms: [{ ...reservation().rooms[0], occupancy: { adults: 1 } }, reservation().rooms[1]] }, ["rooms"]],
    [
      {
        rooms: [
          reservation().rooms[0],
          {
            ...reservation().rooms[1],
            days_breakdown: [
              { day: "2026-04-20", price: 1500000 },
              { day: "2026-04-21", price: 1650000 },
            ],
          },
        ],
      },
      ["rooms"],
    ],
    [{ notes: "Late arrival", arrival_hour: "21:00", payment_collect: "property" }, ["arrival_hour", "payment_collect", "notes"]],
  ])("refuses a resend that differs (%j) with 409 SOURCE_RESERVATION_MISMATCH naming %j, and writes nothing", async (change, differs) => {
    const first = await postCreateBooking(POST, reservation());
    const before = await writableState(testDb.db());
    const resend = await postCreateBooking(POST, { ...reservation(), ...change });
    expect(resend.status).toBe(409);
    expect(resend.body).toMatchObject({ success: false, code: "SOURCE_RESERVATION_MISMATCH", booking_id: first.body.data.code, differs });
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("compares with the first request, not with what the desk changed since: an honest resend still answers the booking as it is now", async () => {
    const first = await postCreateBooking(POST, reservation());
    const family = first.body.data.booking_rooms[1].id;
    expect((await postRoomOperation(cancelRoom, "cancel", { bookingCode: first.body.data.code, roomId: family })).status).toBe(200);
    const again = await postCreateBooking(POST, reservation());
    expect(again.status).toBe(200);
    expect(again.body.data.booking_rooms.map((room: { checkin_status: string }) => room.checkin_status)).toEqual([
      "confirmed",
      "cancelled",
    ]);
  });

  it("compares a booking made before requests were recorded (imported) with what it holds now", async () => {
    // HN7K5UNM: imported from the demo, Booking.com 1845511311, 2026-03-11 to 2026-03-14, one room of 2 adults.
    const imported = {
      checkin_date: "2026-03-11",
      checkout_date: "2026-03-14",
      // Its phone is stored as imported ("+84 983331517"): compared as a request would write it.
      customer: { name: "Liam O'Brien", email: "Liam.OBrien@example.com", phone: "0983 331 517" },
      booking_source: "Booking.com",
      source_reservation_code: "1845511311",
      payment_collect: "ota",
      rooms: [{ room_type_id: "08052837-18cd-401f-9eb5-050b8391cd2f", rate_plan_id: "RPVRK39K01", occupancy: { adults: 2 } }],
    };
    // Its rooms hold no rate plan (imported) nor the request's prices: compared by type and occupancy.
    const same = await postCreateBooking(POST, imported);
    expect(same.status).toBe(200);
    expect(same.body.data.code).toBe("HN7K5UNM");
    const differing = await postCreateBooking(POST, {
      ...imported,
      checkout_date: "2026-03-15",
      rooms: [{ ...imported.rooms[0], occupancy: { adults: 1 } }],
    });
    expect(differing.status).toBe(409);
    expect(differing.body).toMatchObject({
      code: "SOURCE_RESERVATION_MISMATCH",
      booking_id: "HN7K5UNM",
      differs: ["checkout_date", "rooms"],
    });
  });
});
