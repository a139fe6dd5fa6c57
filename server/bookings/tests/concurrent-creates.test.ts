import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/platform/db/query-rows";
import { importFixture } from "@/server/fixtures/import-fixture";
import { freezeClock } from "@/server/domain/clock";
import { DEMO_KEYS, DEMO_NOW } from "@/tests/support/demo";
import { callRoute } from "@/tests/support/call-route";
import { postCreateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as createBooking } from "@/app/api/v1/properties/[tenant_id]/bookings/route";
import { GET as searchRoomTypes } from "@/app/api/v1/properties/[tenant_id]/room_types/search/route";

const testDb = setUpTestDatabase();
const ROOM_TYPE = "44444444-4444-4444-8444-000000000001";

/** An inn with four rooms of one type, one of them already booked (confirmed) over the nights the creates want. */
function smallInnFixture() {
  return {
    format: "lodging-fixture/1",
    properties: [
      {
        id: "small-inn",
        prefix: "SMIN",
        title: "Small Inn",
        property_type: "homestay",
        currency: "VND",
        timezone: "Asia/Ho_Chi_Minh",
        require_full_payment_at_checkout: false,
        room_types: [
          {
            id: ROOM_TYPE,
            title: "Double",
            occ_adults: 2,
            occ_children: 0,
            occ_infants: 0,
            rooms: [{ name: "1" }, { name: "2" }, { name: "3" }, { name: "4" }],
            rate_plans: [
              {
                id: "RPINN00001",
                title: "Nightly",
                kind: "direct",
                sell_mode: "per_room",
                currency: "VND",
                has_breakfast: false,
                default_rates: { mon: 500000, tue: 500000, wed: 500000, thu: 500000, fri: 600000, sat: 600000, sun: 500000 },
                restrictions: [],
              },
            ],
          },
        ],
        maintenance: [],
        services: [],
        booking_sources: [
          { name: "Website", color: "#2563eb", segment: "direct", active: true, translated_name: { vi: "Trang web", en: "Website" } },
        ],
        bookings: [
          {
            code: "SM000001",
            status: "reserved",
            checkin_date: "today+9",
            checkout_date: "today+15",
            arrival_hour: "14:00",
            departure_hour: "12:00",
            source: "Website",
            source_reservation_code: null,
            payment_collect: null,
            notes: null,
            customer: { name: "Early bird", email: null, phone: null },
            rooms: [
              {
                id: "44444444-4444-4444-8444-000000000002",
                status: "confirmed",
                room_type_id: ROOM_TYPE,
                room_unit: null,
                occupancy: { adults: 2, children: 0, infants: 0 },
                has_breakfast: false,
                nightly_prices: [],
                discount: 0,
                meals: [],
                services: [],
                guests: [],
              },
            ],
            payments: [],
          },
        ],
        webhooks: [],
        staff: [],
      },
    ],
    api_keys: [{ name: "all", token: DEMO_KEYS.all, scopes: ["bookings:read", "bookings:write", "properties:read"], properties: ["*"] }],
  };
}

beforeEach(async () => {
  freezeClock(DEMO_NOW);
  await importFixture(testDb.db(), smallInnFixture(), { now: DEMO_NOW });
});

// Stays of 2 to 4 nights starting 2026-03-20..23: every one overlaps the others on 2026-03-23.
const stay = (i: number) => ({ checkin: `2026-03-${20 + (i % 4)}`, checkout: `2026-03-${24 + (i % 3)}` });

function create(i: number) {
  const { checkin, checkout } = stay(i);
  return postCreateBooking(
    createBooking,
    {
      checkin_date: checkin,
      checkout_date: checkout,
      customer: { name: `Guest ${i}` },
      booking_source: "Website",
      rooms: [{ room_type_id: ROOM_TYPE, rate_plan_id: "RPINN00001", occupancy: { adults: 2 } }],
    },
    { tenantId: "small-inn" },
  );
}

/** room_type_nights as the triggers keep it, and as counting the booking rooms that take inventory gives it. */
async function keptAndRecounted() {
  const kept = await queryRows<{ night: string; rooms: number }>(
    testDb.db(),
    sql`select night::text as night, rooms from room_type_nights where room_type_id = ${ROOM_TYPE} and rooms <> 0 order by night`,
  );
  const recounted = await queryRows<{ night: string; rooms: number }>(
    testDb.db(),
    sql`select n.night::date::text as night, count(*)::int as rooms
        from booking_rooms br
        cross join lateral generate_series(br.checkin_date, greatest(br.checkout_date - 1, br.checkin_date), interval '1 day') as n(night)
        where br.room_type_id = ${ROOM_TYPE} and br.status in ('confirmed', 'checked_in')
        group by n.night order by n.night`,
  );
  return { kept, recounted };
}

describe("40 concurrent creates for the last 3 free rooms of a type", () => {
  it("sell exactly 3: the others answer NO_AVAILABILITY, and availability never goes below zero", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => create(i)));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(37);
    expect(refused.every((answer) => answer.status === 422 && answer.body.code === "NO_AVAILABILITY")).toBe(true);
    expect(
      refused.every((answer) => answer.body.unavailable[0].room_index === 0 && answer.body.unavailable[0].nights.includes("2026-03-23")),
    ).toBe(true);

    const { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
    expect(Math.max(...kept.map((night) => night.rooms))).toBeLessThanOrEqual(4);
    const search = await callRoute(searchRoomTypes, {
      path: "/api/v1/properties/small-inn/room_types/search?checkin_date=2026-03-23&checkout_date=2026-03-24",
      params: { tenant_id: "small-inn" },
      token: DEMO_KEYS.all,
    });
    expect(search.body.data[0].room_types.quantity).toBe(0);
    const events = await queryRows<{ count: number }>(
      testDb.db(),
      sql`select count(*)::int as count from outbox_events where type = 'booking.created'`,
    );
    expect(events).toEqual([{ count: 3 }]);
  });
});
