import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/platform/db/query-rows";
import { money, sumMoney } from "@/server/domain/money";
import { importFixture } from "@/server/fixtures/import-fixture";
import { freezeClock } from "@/server/domain/clock";
import { DEMO_KEYS, DEMO_NOW } from "@/tests/support/demo";
import { callRoute } from "@/tests/support/call-route";
import { outboxEvents, postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getBooking } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { POST as changeRate } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { POST as changeDates } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/dates/route";

const testDb = setUpTestDatabase();
const IN_HOUSE = ["11111111-1111-4111-8111-000000000001", "11111111-1111-4111-8111-000000000002", "11111111-1111-4111-8111-000000000003"];
const ARRIVING = ["22222222-2222-4222-8222-000000000001", "22222222-2222-4222-8222-000000000002", "22222222-2222-4222-8222-000000000003"];
const ROOM_TYPE = "33333333-3333-4333-8333-000000000001";

/** One booking of six rooms: three in house (to check out), three arriving later (to cancel or re-rate). */
function busyBookingFixture() {
  const room = (id: string, status: string) => ({
    id,
    status,
    room_type_id: ROOM_TYPE,
    room_unit: null,
    occupancy: { adults: 2, children: 0, infants: 0 },
    has_breakfast: false,
    nightly_prices: [
      { day: "today-1", price: 1000000 },
      { day: "today", price: 1000000 },
    ],
    discount: 0,
    meals: [],
    services: [
      { id: null, name: "Minibar", quantity: 1, price_per_unit: 55000, discount: 0, service_used_date: null, currency: "VND", notes: null },
    ],
    guests: [],
  });
  return {
    format: "lodging-fixture/1",
    properties: [
      {
        id: "busy-hotel",
        prefix: "BUSY",
        title: "Busy Hotel",
        property_type: "hotel",
        currency: "VND",
        timezone: "Asia/Ho_Chi_Minh",
        require_full_payment_at_checkout: false,
        room_types: [
          { id: ROOM_TYPE, title: "Double", occ_adults: 2, occ_children: 0, occ_infants: 0, rooms: [{ name: "101" }], rate_plans: [] },
        ],
        maintenance: [],
        services: [],
        booking_sources: [
          { name: "Walk-in", color: "#16a34a", segment: "direct", active: true, translated_name: { vi: "Khách vãng lai", en: "Walk-in" } },
        ],
        bookings: [
          {
            code: "BUSY0001",
            status: "in_progress",
            checkin_date: "today-1",
            checkout_date: "today+1",
            arrival_hour: "14:00",
            departure_hour: "12:00",
            source: "Walk-in",
            source_reservation_code: null,
            payment_collect: "property",
            notes: null,
            customer: { name: "Tour group", email: null, phone: null },
            rooms: [...IN_HOUSE.map((id) => room(id, "checked_in")), ...ARRIVING.map((id) => room(id, "confirmed"))],
            payments: [],
          },
        ],
        webhooks: [],
        staff: [],
      },
    ],
    api_keys: [{ name: "all", token: DEMO_KEYS.all, scopes: ["bookings:read", "bookings:write"], properties: ["*"] }],
  };
}

beforeEach(async () => {
  freezeClock(DEMO_NOW);
  await importFixture(testDb.db(), busyBookingFixture(), { now: DEMO_NOW });
});

describe("50 concurrent writes on the rooms of one booking", () => {
  it("serialize: totals equal the sum of their lines, no transition happens twice, one event per transition", async () => {
    const target = (roomId: string) => ({ bookingCode: "BUSY0001", roomId, tenantId: "busy-hotel" });
    const requests = Array.from({ length: 50 }, (_, i) => {
      const kind = i % 3;
      const round = Math.floor(i / 3);
      if (kind === 0) return postRoomOperation(checkOut, "checkout", target(IN_HOUSE[round % 3]!));
      if (kind === 1) return postRoomOperation(cancel, "cancel", target(ARRIVING[round % 3]!));
      return postRoomOperation(changeRate, "rate", target([...IN_HOUSE, ...ARRIVING][round % 6]!), {
        body: { price_per_night: 900000 + i * 1000 },
      });
    });
    const answers = await Promise.all(requests);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);

    const events = await outboxEvents(testDb.db());
    const checkedOutEvents = events.filter((event) => event.type === "booking.checked_out");
    const cancelEvents = events.filter((event) => event.type !== "booking.checked_out" && ARRIVING.includes(event.booking_room_id!));
    expect(checkedOutEvents.map((event) => event.booking_room_id).sort()).toEqual([...IN_HOUSE].sort());
    // A cancel event per arriving room, once: the rate changes on those rooms write booking.updated too, so count cancels by transition.
    const rooms = await queryRows<{ id: string; status: string }>(testDb.db(), sql`select id::text, status from booking_rooms`);
    expect(rooms.filter((room) => IN_HOUSE.includes(room.id)).every((room) => room.status === "checked_out")).toBe(true);
    expect(rooms.filter((room) => ARRIVING.includes(room.id)).every((room) => room.status === "cancelled")).toBe(true);

    // Exactly one event per transition: 3 check-outs, 3 cancels (never the last paying room, since the
    // checked-out rooms still pay), and one booking.updated per rate change that succeeded.
    const successfulRateChanges = answers.filter((answer, i) => i % 3 === 2 && answer.status === 200).length;
    expect(events.filter((event) => event.type === "booking.cancelled")).toEqual([]);
    expect(events).toHaveLength(3 + 3 + successfulRateChanges);
    expect(cancelEvents.length).toBeGreaterThanOrEqual(3);
    const refusedRateChanges = answers.filter((answer, i) => i % 3 === 2 && answer.status !== 200);
    expect(refusedRateChanges.every((answer) => answer.body.code === "BOOKING_ROOM_INVALID_STATUS")).toBe(true);

    const detail = await callRoute(getBooking, {
      path: "/api/v1/properties/busy-hotel/bookings/BUSY0001",
      params: { tenant_id: "busy-hotel", booking_id: "BUSY0001" },
      token: DEMO_KEYS.all,
    });
    const lines = await queryRows<{ price: string; status: string }>(
      testDb.db(),
      sql`select np.price::text as price, br.status from nightly_prices np join booking_rooms br on br.id = np.booking_room_id`,
    );
    const expectedRoomCharge = sumMoney(lines.filter((line) => line.status !== "cancelled").map((line) => line.price));
    const expectedServices = money(55000).times(IN_HOUSE.length);
    expect(detail.body.data.amount).toBe(expectedRoomCharge.plus(expectedServices).toNumber());
  });

  it("six stays extended at once onto the type's last free night: one gets it, the others are told it is sold out", async () => {
    // The type has one room; the six stays end tomorrow (2026-03-11), a night nobody holds yet.
    const target = (roomId: string) => ({ bookingCode: "BUSY0001", roomId, tenantId: "busy-hotel" });
    const answers = await Promise.all(
      [...IN_HOUSE, ...ARRIVING].map((roomId) =>
        postRoomOperation(changeDates, "dates", target(roomId), { body: { checkin_date: "2026-03-09", checkout_date: "2026-03-12" } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    expect(answers.filter((answer) => answer.status === 422).every((answer) => answer.body.code === "NO_AVAILABILITY")).toBe(true);
    const [night] = await queryRows<{ rooms: number }>(testDb.db(), sql`select rooms from room_type_nights where night = '2026-03-11'`);
    expect(night!.rooms).toBe(1);
    expect(await outboxEvents(testDb.db())).toHaveLength(1);
  });
});
