import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { outboxEvents, postCreateBooking, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as searchRoomTypes } from "./../room_types/search/route";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const SUPERIOR = "573e587b-7d71-4d95-b54f-aa25a966a6f0"; // 5 rooms, 2 adults, 1 child, 1 infant
const FAMILY = "73d3eb1a-9512-469c-a2e2-b0610b20ee00"; // 2 rooms
const SAIGON_APARTMENT = "0c052ea5-6324-4cf5-bc85-f73739fe74b6";

function create(body: unknown, options: { tenantId?: string; token?: string; idempotencyKey?: string } = {}) {
  return postCreateBooking(POST, body, {
    ...options,
    headers: options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {},
  });
}

const searchSuperior = (checkin: string, checkout: string) =>
  callRoute(searchRoomTypes, {
    path: `/api/v1/properties/hanoi-old-quarter/room_types/search?checkin_date=${checkin}&checkout_date=${checkout}&room_type_id=${SUPERIOR}`,
    params: { tenant_id: "hanoi-old-quarter" },
    token: DEMO_KEYS.all,
  });

const walkIn = (overrides: Record<string, unknown> = {}) => ({
  checkin_date: "2026-04-20",
  checkout_date: "2026-04-22",
  customer: { name: "Nguyễn Văn An", email: null, phone: "0912 345 678" },
  booking_source: "Walk-in",
  payment_collect: "property",
  rooms: [
    {
      room_type_id: SUPERIOR,
      rate_plan_id: "RPJZ36HN02",
      occupancy: { adults: 2, children: 0, infants: 0 },
      days_breakdown: [
        { day: "2026-04-20", price: 950000 },
        { day: "2026-04-21", price: 990000 },
      ],
    },
  ],
  ...overrides,
});

describe("Create Booking", () => {
  it("makes a reserved booking with confirmed rooms, its event and its history entry (201)", async () => {
    const answer = await create(walkIn({ notes: "Late arrival", arrival_hour: "21:30" }));
    expect(answer.status).toBe(201);
    const booking = answer.body.data;
    expect(booking.code).toMatch(/^HN[2-9A-HJKMNP-Z]{6}$/);
    expect(booking).toMatchObject({
      status: "reserved",
      checkin_date: "2026-04-20",
      checkout_date: "2026-04-22",
      arrival_hour: "21:30",
      departure_hour: "12:00",
      amount: 1940000,
      currency: "VND",
      source_reservation_code: null,
      payment_collect: "property",
      notes: "Late arrival",
      customer: { name: "Nguyễn Văn An", email: null, phone: "+84912345678" },
      booking_source: { name: "Walk-in" },
    });
    expect(booking.booking_rooms).toHaveLength(1);
    expect(booking.booking_rooms[0]).toMatchObject({
      checkin_status: "confirmed",
      room_type: "Superior Double",
      room_unit: null,
      occupancy: { adults: 2, children: 0, infants: 0 },
      has_breakfast: true,
    });
    const [room] = await queryRows<{ rate_plan_id: string; nights: string }>(
      testDb.db(),
      sql`select br.rate_plan_id, string_agg(np.day::text || '=' || np.price::text, ',' order by np.day) as nights
          from booking_rooms br join nightly_prices np on np.booking_room_id = br.id
          where br.id = ${booking.booking_rooms[0].id} group by br.rate_plan_id`,
    );
    expect(room).toEqual({ rate_plan_id: "RPJZ36HN02", nights: "2026-04-20=950000.0000,2026-04-21=990000.0000" });
    expect(await outboxEvents(testDb.db())).toEqual([{ type: "booking.created", booking_id: booking.code, booking_room_id: null }]);
    const history = await queryRows<{ action: string; actor_kind: string; fields: string }>(
      testDb.db(),
      sql`select action, actor_kind, (select string_agg(c->>'field', ',') from jsonb_array_elements(changes) c) as fields
          from booking_changes where booking_id = ${booking.id}`,
    );
    expect(history).toEqual([{ action: "booking.created", actor_kind: "api_key", fields: `rooms.${booking.booking_rooms[0].id}` }]);
  });

  it("prices each night as Search Room Type prices the plan when days_breakdown is left out", async () => {
    const search = await searchSuperior("2026-04-24", "2026-04-27");
    const plan = search.body.data[0].room_types.rate_plans.find((candidate: { id: string }) => candidate.id === "RPJV86K901");
    const answer = await create(
      walkIn({
        checkin_date: "2026-04-24",
        checkout_date: "2026-04-27",
        rooms: [{ room_type_id: SUPERIOR, rate_plan_id: "RPJV86K901", occupancy: { adults: 1 } }],
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.amount).toBe(plan.estimated_total_price);
    expect(answer.body.data.booking_rooms[0]).toMatchObject({ has_breakfast: false, occupancy: { adults: 1, children: 0, infants: 0 } });
  });

  it("books a same-day stay on its one night, and in USD to the cent", async () => {
    const dayUse = await create(
      walkIn({
        checkin_date: "2026-04-20",
        checkout_date: "2026-04-20",
        rooms: [
          {
            room_type_id: SUPERIOR,
            rate_plan_id: "RPJV86K901",
            occupancy: { adults: 1 },
            days_breakdown: [{ day: "2026-04-20", price: 400000 }],
          },
        ],
      }),
    );
    expect(dayUse.status).toBe(201);
    expect(dayUse.body.data.amount).toBe(400000);
    const usd = await create(
      walkIn({
        booking_source: "Website",
        rooms: [
          {
            room_type_id: SAIGON_APARTMENT,
            rate_plan_id: "RP2MLMZM01",
            occupancy: { adults: 2 },
            days_breakdown: [
              { day: "2026-04-20", price: 70.05 },
              { day: "2026-04-21", price: 64.5 },
            ],
          },
        ],
      }),
      { tenantId: "saigon-apartments" },
    );
    expect(usd.status).toBe(201);
    expect(usd.body.data.code).toMatch(/^SG/);
    expect(usd.text).toContain('"amount":134.55,');
  });

  it("refuses every broken rule of the body at once, with its dot path, writing nothing", async () => {
    const before = await writableState(testDb.db());
    const answer = await create({
      ...walkIn(),
      checkout_date: "2026-04-19",
      customer: { name: " ", email: "not-an-email", phone: "12" },
      payment_collect: "guest",
      notes: "x".repeat(1001),
      surprise: true,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      ["checkout_date", "customer.email", "customer.name", "customer.phone", "notes", "payment_collect", "surprise"].sort(),
    );
    const rules = await create(
      walkIn({
        checkin_date: "2026-03-09",
        checkout_date: "2026-03-11",
        booking_source: "Fax",
        rooms: [
          { room_type_id: SUPERIOR, rate_plan_id: "RPUSPF3S03", occupancy: { adults: 3, children: 2, infants: 0 } },
          { room_type_id: SAIGON_APARTMENT, rate_plan_id: "RP2MLMZM01", occupancy: { adults: 1 } },
          { room_type_id: FAMILY, rate_plan_id: "RPJV86K901", occupancy: { adults: 1 } },
          {
            room_type_id: SUPERIOR,
            rate_plan_id: "RPJV86K901",
            occupancy: { adults: 1 },
            days_breakdown: [
              { day: "2026-03-09", price: 1.5 },
              { day: "2026-03-10", price: 1 },
            ],
          },
        ],
      }),
    );
    expect(rules.status).toBe(422);
    expect(Object.keys(rules.body.errors).sort()).toEqual(
      [
        "booking_source",
        "checkin_date",
        "rooms.0.occupancy.adults",
        "rooms.0.occupancy.children",
        "rooms.0.rate_plan_id",
        "rooms.1.room_type_id",
        "rooms.2.rate_plan_id",
        "rooms.3.days_breakdown.0.price",
      ].sort(),
    );
    expect(await writableState(testDb.db())).toBe(before);
  });

  it.each([
    [{ checkout_date: "2026-05-21" }, "checkout_date"],
    [{ checkout_date: "2026-04-19" }, "checkout_date"],
    [{ checkin_date: "2026-02-30" }, "checkin_date"],
    [{ rooms: [] }, "rooms"],
    [{ rooms: Array(21).fill({ room_type_id: SUPERIOR, rate_plan_id: "RPJV86K901", occupancy: { adults: 1 } }) }, "rooms"],
    [{ rooms: [{ room_type_id: "nope", rate_plan_id: "RPJV86K901", occupancy: { adults: 1 } }] }, "rooms.0.room_type_id"],
    [{ rooms: [{ room_type_id: SUPERIOR, rate_plan_id: "RPJV86K901", occupancy: { adults: 0 } }] }, "rooms.0.occupancy.adults"],
    [
      {
        rooms: [
          {
            room_type_id: SUPERIOR,
            rate_plan_id: "RPJV86K901",
            occupancy: { adults: 1 },
            days_breakdown: [{ day: "2026-04-20", price: 1 }],
          },
        ],
      },
      "rooms.0.days_breakdown",
    ],
    [
      {
        rooms: [
          {
            room_type_id: SUPERIOR,
            rate_plan_id: "RPJV86K901",
            occupancy: { adults: 1 },
            days_breakdown: [
              { day: "2026-04-20", price: 1 },
              { day: "2026-04-20", price: 1 },
            ],
          },
        ],
      },
      "rooms.0.days_breakdown.1.day",
    ],
    [
      {
        rooms: [
          {
            room_type_id: SUPERIOR,
            rate_plan_id: "RPJV86K901",
            occupancy: { adults: 1 },
            days_breakdown: [
              { day: "2026-04-20", price: -1 },
              { day: "2026-04-21", price: 1 },
            ],
          },
        ],
      },
      "rooms.0.days_breakdown.0.price",
    ],
    [{ arrival_hour: "25:00" }, "arrival_hour"],
    [{ source_reservation_code: "x".repeat(101) }, "source_reservation_code"],
    [{ customer: { name: "A", extra: 1 } }, "customer.extra"],
    [{ booking_source: "Nowhere" }, "booking_source"],
  ])("refuses %j on %s", async (change, field) => {
    const answer = await create({ ...walkIn(), ...change });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty([field]);
  });

  it("is refused without bookings:write, and on a property the key may not act on", async () => {
    const readOnly = await create(walkIn(), { token: DEMO_KEYS.readHanoi });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.code).toBe("FORBIDDEN");
    const { key } = await createApiKey(testDb.db(), {
      name: "Hanoi writer",
      scopes: ["bookings:write"],
      properties: ["hanoi-old-quarter"],
    });
    const elsewhere = await create(
      walkIn({
        booking_source: "Website",
        rooms: [{ room_type_id: SAIGON_APARTMENT, rate_plan_id: "RP2MLMZM01", occupancy: { adults: 1 } }],
      }),
      {
        tenantId: "saigon-apartments",
        token: key,
      },
    );
    expect(elsewhere.status).toBe(403);
    // Another property's room type is not one of this property's, even to a key on both.
    const foreignType = await create(
      walkIn({ rooms: [{ room_type_id: SAIGON_APARTMENT, rate_plan_id: "RP2MLMZM01", occupancy: { adults: 1 } }] }),
    );
    expect(foreignType.body.errors).toHaveProperty(["rooms.0.room_type_id"]);
    expect(await outboxEvents(testDb.db())).toEqual([]);
  });

  it("answers the first booking again (200) when a source sends its reservation code twice", async () => {
    const channel = walkIn({ booking_source: "Booking.com", source_reservation_code: "BDC-4471", payment_collect: "ota" });
    const first = await create(channel);
    expect(first.status).toBe(201);
    const again = await create(channel);
    expect(again.status).toBe(200);
    expect(again.body.data.code).toBe(first.body.data.code);
    // Another request under the same code (create-booking.resend.security.test.ts has the rest).
    const changed = await create({ ...channel, notes: "resent" });
    expect(changed.body).toMatchObject({ code: "SOURCE_RESERVATION_MISMATCH", booking_id: first.body.data.code, differs: ["notes"] });
    // The same code from another source is another reservation.
    const otherSource = await create({ ...channel, booking_source: "Phone" });
    expect(otherSource.status).toBe(201);
    const counted = await queryRows<{ count: number }>(
      testDb.db(),
      sql`select count(*)::int as count from bookings where source_reservation_code = 'BDC-4471'`,
    );
    expect(counted).toEqual([{ count: 2 }]);
    expect((await outboxEvents(testDb.db())).map((event) => event.type)).toEqual(["booking.created", "booking.created"]);
  });

  it("replays the first answer for the same Idempotency-Key, and makes one booking", async () => {
    const first = await create(walkIn(), { idempotencyKey: "create-1" });
    const replay = await create(walkIn(), { idempotencyKey: "create-1" });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.data.code).toBe(first.body.data.code);
    const reused = await create(walkIn({ notes: "other" }), { idempotencyKey: "create-1" });
    expect(reused.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await outboxEvents(testDb.db())).toHaveLength(1);
  });

  it("refuses rooms beyond what is free with NO_AVAILABILITY naming the room and its nights", async () => {
    const free = (await searchSuperior("2026-04-20", "2026-04-22")).body.data[0].room_types.quantity;
    const room = { room_type_id: SUPERIOR, rate_plan_id: "RPJV86K901", occupancy: { adults: 1 } };
    const before = await writableState(testDb.db());
    const tooMany = await create(walkIn({ rooms: Array(free + 1).fill(room) }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({
      code: "NO_AVAILABILITY",
      unavailable: [{ path: `rooms.${free}`, room_index: free, room_type_id: SUPERIOR, nights: ["2026-04-20", "2026-04-21"] }],
    });
    expect(Object.keys(tooMany.body.errors)).toEqual([`rooms.${free}`]);
    expect(await writableState(testDb.db())).toBe(before);

    const all = await create(walkIn({ rooms: Array(free).fill(room) }));
    expect(all.status).toBe(201);
    expect((await searchSuperior("2026-04-20", "2026-04-22")).body.data[0].room_types.quantity).toBe(0);
    const overlapping = await create(walkIn({ checkin_date: "2026-04-21", checkout_date: "2026-04-23", rooms: [room] }));
    expect(overlapping.body).toMatchObject({ code: "NO_AVAILABILITY", unavailable: [{ room_index: 0, nights: ["2026-04-21"] }] });
  });
});
