import { randomUUID } from "node:crypto";
import fc from "fast-check";
import Decimal from "decimal.js";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, nightsOf, weekdayOf } from "@/server/domain/dates";
import { importFixture } from "@/server/fixtures/import-fixture";
import { callRoute } from "@/tests/support/call-route";
import { truncateAll, setUpTestDatabase } from "@/tests/support/test-database";
import { GET as searchRoomTypesRoute } from "@/app/api/v1/properties/[tenant_id]/room_types/search/route";
import { GET as searchPropertiesRoute } from "@/app/api/v1/properties/search/route";

// Both searches against a plain, obviously correct computation of the rules, on random small
// properties: same quantities, same nightly prices, same totals.

const testDb = setUpTestDatabase();
const KEY = "lpk_property_test_key";
const KEY_ONE_PROPERTY = "lpk_property_test_key_one";
const WINDOW_START = "2026-06-01";
const ROOM_STATUSES = ["reserved", "confirmed", "holding", "no_show", "checked_in", "checked_out", "cancelled"] as const;
const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

const day = fc.integer({ min: 0, max: 14 }).map((offset) => addDays(WINDOW_START, offset));
const price = fc.integer({ min: 0, max: 5000 }).map((n) => n * 1000);

const roomTypeArb = fc.record({
  units: fc.array(
    fc.integer({ min: 0, max: 3 }).map((roll) => ({ outOfOrder: roll === 0 })),
    { minLength: 1, maxLength: 4 },
  ),
  occ: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 1 })),
  plans: fc.array(
    fc.record({
      kind: fc.constantFrom("direct", "direct", "derived", "seasonal"),
      rates: fc.tuple(price, price, price, price, price, price, price),
      restrictions: fc.uniqueArray(fc.record({ date: day, price }), { selector: (r) => r.date, maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

const scenarioArb = fc
  .record({
    types: fc.array(roomTypeArb, { minLength: 1, maxLength: 3 }),
    bookings: fc.array(
      fc.record({
        typeIndex: fc.nat(),
        unitIndex: fc.option(fc.nat(), { nil: null }),
        status: fc.constantFrom(...ROOM_STATUSES),
        checkin: day,
        nights: fc.integer({ min: 0, max: 4 }),
      }),
      { maxLength: 10 },
    ),
    // Changes made after the import, as room operations make them (status, dates, room type,
    // removal), one statement each or all in one: the counts kept by triggers must follow.
    changes: fc.array(
      fc.record({
        bookingIndex: fc.nat(),
        status: fc.option(fc.constantFrom(...ROOM_STATUSES), { nil: null }),
        shift: fc.integer({ min: -2, max: 2 }),
        typeIndex: fc.option(fc.nat(), { nil: null }),
        remove: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    changesInOneStatement: fc.boolean(),
    maintenance: fc.array(fc.record({ typeIndex: fc.nat(), unitIndex: fc.nat(), from: day, length: fc.integer({ min: 0, max: 3 }) }), {
      maxLength: 3,
    }),
    checkin: day,
    nights: fc.integer({ min: 1, max: 6 }),
    adults: occupancyFilter(4),
    children: occupancyFilter(2),
    infants: occupancyFilter(1),
    roomTypeIndex: fc.option(fc.nat(), { nil: null }),
  })
  .map(materialize);

/** An occupancy filter: absent, or a count sent under its `occ_` name or its `occupancy_` name. */
function occupancyFilter(max: number) {
  return fc.option(fc.record({ count: fc.integer({ min: 0, max }), longName: fc.boolean() }), { nil: undefined });
}

type OccupancyFilter = { count: number; longName: boolean } | undefined;

type Scenario = ReturnType<typeof materialize>;

interface DrawnRoomType {
  units: { outOfOrder: boolean }[];
  occ: [number, number, number];
  plans: { kind: string; rates: number[]; restrictions: { date: string; price: number }[] }[];
}

/** Gives the random draw ids and names, and makes every reference point at something that exists. */
function materialize(draw: {
  types: DrawnRoomType[];
  bookings: { typeIndex: number; unitIndex: number | null; status: string; checkin: string; nights: number }[];
  changes: { bookingIndex: number; status: string | null; shift: number; typeIndex: number | null; remove: boolean }[];
  changesInOneStatement: boolean;
  maintenance: { typeIndex: number; unitIndex: number; from: string; length: number }[];
  checkin: string;
  nights: number;
  adults: OccupancyFilter;
  children: OccupancyFilter;
  infants: OccupancyFilter;
  roomTypeIndex: number | null;
}) {
  const types = draw.types.map((type, t) => ({
    id: randomUUID(),
    title: `Type ${t}`,
    occ: type.occ,
    units: type.units.map((unit, u) => ({ name: `${t}-${u}`, outOfOrder: unit.outOfOrder })),
    plans: type.plans.map((plan, p) => ({ id: `RP${t}${p}`, ...plan })),
  }));
  const bookings = draw.bookings.map((booking, b) => {
    const type = types[booking.typeIndex % types.length]!;
    return {
      code: `PB${String(b).padStart(4, "0")}`,
      type,
      unit: booking.unitIndex === null ? null : type.units[booking.unitIndex % type.units.length]!.name,
      status: booking.status,
      checkin: booking.checkin,
      checkout: addDays(booking.checkin, booking.nights),
    };
  });
  const maintenance = draw.maintenance.map((window) => {
    const type = types[window.typeIndex % types.length]!;
    return { room: type.units[window.unitIndex % type.units.length]!.name, from: window.from, to: addDays(window.from, window.length) };
  });
  const roomTypeId = draw.roomTypeIndex === null ? null : types[draw.roomTypeIndex % types.length]!.id;
  const filters = { adults: draw.adults, children: draw.children, infants: draw.infants, roomTypeId };
  // One change per booking at most; a change of room type drops the unit (it belongs to the old type).
  const changes =
    bookings.length === 0
      ? []
      : [...new Map(draw.changes.map((change) => [change.bookingIndex % bookings.length, change])).entries()].map(([index, change]) => {
          const before = bookings[index]!;
          const type = change.typeIndex === null ? before.type : types[change.typeIndex % types.length]!;
          const after = {
            ...before,
            type,
            unit: type === before.type ? before.unit : null,
            status: change.status ?? before.status,
            checkin: addDays(before.checkin, change.shift),
            checkout: addDays(before.checkout, change.shift),
          };
          return { code: before.code, remove: change.remove, after };
        });
  const changesInOneStatement = draw.changesInOneStatement;
  return {
    types,
    bookings,
    changes,
    changesInOneStatement,
    maintenance,
    checkin: draw.checkin,
    checkout: addDays(draw.checkin, draw.nights),
    filters,
  };
}

/** The random property, as the fixture makes it and as Search Properties lists it. */
const TEST_PROPERTY = { id: "prop-test", prefix: "PT", title: "Property test", property_type: "hotel", currency: "VND", timezone: "UTC" };

function toFixture(scenario: Scenario) {
  return {
    format: "lodging-fixture/1",
    properties: [
      {
        ...TEST_PROPERTY,
        require_full_payment_at_checkout: false,
        room_types: scenario.types.map((type) => ({
          id: type.id,
          title: type.title,
          occ_adults: type.occ[0],
          occ_children: type.occ[1],
          occ_infants: type.occ[2],
          rooms: type.units.map((unit) => ({ name: unit.name, out_of_order: unit.outOfOrder })),
          rate_plans: type.plans.map((plan) => ({
            id: plan.id,
            title: plan.id,
            kind: plan.kind,
            sell_mode: "per_room",
            currency: "VND",
            has_breakfast: false,
            default_rates: Object.fromEntries(WEEKDAYS.map((weekday, i) => [weekday, plan.rates[i]])),
            restrictions: plan.restrictions,
          })),
        })),
        maintenance: scenario.maintenance.map((window) => ({ room: window.room, from: window.from, to: window.to })),
        services: [],
        booking_sources: [
          { name: "Walk-in", color: "#16a34a", segment: "direct", active: true, translated_name: { vi: "Khách vãng lai", en: "Walk-in" } },
        ],
        bookings: scenario.bookings.map((booking) => ({
          code: booking.code,
          status: "reserved",
          checkin_date: booking.checkin,
          checkout_date: booking.checkout,
          arrival_hour: "14:00",
          departure_hour: "12:00",
          source: "Walk-in",
          source_reservation_code: null,
          payment_collect: null,
          notes: null,
          customer: { name: "Guest", email: null, phone: null },
          rooms: [
            {
              id: randomUUID(),
              status: booking.status,
              room_type_id: booking.type.id,
              room_unit: booking.unit,
              occupancy: { adults: 1, children: 0, infants: 0 },
              has_breakfast: false,
              nightly_prices: [],
              discount: 0,
              meals: [],
              services: [],
              guests: [],
            },
          ],
          payments: [],
        })),
        webhooks: [],
        staff: [],
      },
      OTHER_PROPERTY,
    ],
    api_keys: [
      { name: "test", token: KEY, scopes: ["properties:read"], properties: ["*"] },
      { name: "test, one property", token: KEY_ONE_PROPERTY, scopes: ["properties:read"], properties: [TEST_PROPERTY.id] },
    ],
  };
}

/** Always free: Search Properties lists it for a key that may act on it, never for one that may not. */
const OTHER_PROPERTY = {
  id: "prop-other",
  prefix: "PO",
  title: "Another property",
  property_type: "homestay",
  currency: "USD",
  timezone: "UTC",
  require_full_payment_at_checkout: false,
  room_types: [
    {
      id: randomUUID(),
      title: "Room",
      occ_adults: 2,
      occ_children: 0,
      occ_infants: 0,
      rooms: [{ name: "1", out_of_order: false }],
      rate_plans: [
        {
          id: "RPOTHER1",
          title: "Room only",
          kind: "direct",
          sell_mode: "per_room",
          currency: "USD",
          has_breakfast: false,
          default_rates: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, 10.05])),
          restrictions: [],
        },
      ],
    },
  ],
  maintenance: [],
  services: [],
  booking_sources: [],
  bookings: [],
  webhooks: [],
  staff: [],
};

/** The rules of the spec, written the plain way: one night, one room at a time. */
function expectedRoomTypes(scenario: Scenario) {
  const nights = nightsOf(scenario.checkin, scenario.checkout);
  return scenario.types
    .filter((type) => scenario.filters.roomTypeId === null || type.id === scenario.filters.roomTypeId)
    .filter((type) => (scenario.filters.adults?.count ?? 0) <= type.occ[0])
    .filter((type) => (scenario.filters.children?.count ?? 0) <= type.occ[1])
    .filter((type) => (scenario.filters.infants?.count ?? 0) <= type.occ[2])
    .map((type) => {
      const freeEachNight = nights.map((night) => {
        const outOfSale = new Set(
          type.units
            .filter((unit) => unit.outOfOrder || scenario.maintenance.some((w) => w.room === unit.name && w.from <= night && night <= w.to))
            .map((unit) => unit.name),
        );
        const taking = scenario.bookings.filter(
          (b) =>
            b.type === type && (b.status === "confirmed" || b.status === "checked_in") && nightsOf(b.checkin, b.checkout).includes(night),
        );
        const booked = taking.filter((b) => b.unit === null || !outOfSale.has(b.unit)).length;
        return type.units.length - outOfSale.size - booked;
      });
      const ratePlans = type.plans
        .filter((plan) => plan.kind === "direct")
        .map((plan) => {
          const days = nights.map((night) => ({
            day: night,
            price: plan.restrictions.find((r) => r.date === night)?.price ?? plan.rates[WEEKDAYS.indexOf(weekdayOf(night))]!,
          }));
          return { id: plan.id, days_breakdown: days, estimated_total_price: days.reduce((sum, d) => sum + d.price, 0) };
        });
      return { id: type.id, quantity: Math.max(0, Math.min(...freeEachNight)), ratePlans };
    });
}

/** Makes the scenario's changes in the database and returns the scenario as it is after them. */
async function applyChanges(scenario: Scenario): Promise<Scenario> {
  const db = testDb.db();
  const rows = scenario.changes.map((change) =>
    change.remove
      ? sql`delete from booking_rooms where booking_id = (select id from bookings where code = ${change.code})`
      : sql`update booking_rooms set status = ${change.after.status}, room_type_id = ${change.after.type.id}::uuid,
              room_id = case when room_type_id = ${change.after.type.id}::uuid then room_id end,
              checkin_date = ${change.after.checkin}::date, checkout_date = ${change.after.checkout}::date
            where booking_id = (select id from bookings where code = ${change.code})`,
  );
  if (scenario.changesInOneStatement && scenario.changes.some((change) => !change.remove)) {
    // Every update at once: one statement, one trigger call over all the rows.
    const updates = scenario.changes.filter((change) => !change.remove);
    const values = sql.join(
      updates.map(
        (c) => sql`(${c.code}, ${c.after.status}, ${c.after.type.id}::uuid, ${c.after.checkin}::date, ${c.after.checkout}::date)`,
      ),
      sql`, `,
    );
    await db.execute(sql`update booking_rooms br set status = v.status, room_type_id = v.type_id,
        room_id = case when br.room_type_id = v.type_id then br.room_id end, checkin_date = v.checkin, checkout_date = v.checkout
      from (values ${values}) as v(code, status, type_id, checkin, checkout)
      join bookings b on b.code = v.code
      where br.booking_id = b.id`);
    for (const change of scenario.changes.filter((c) => c.remove)) await db.execute(rows[scenario.changes.indexOf(change)]!);
  } else {
    for (const row of rows) await db.execute(row);
  }
  const byCode = new Map(scenario.changes.map((change) => [change.code, change]));
  const bookings = scenario.bookings.flatMap((booking) => {
    const change = byCode.get(booking.code);
    if (!change) return [booking];
    return change.remove ? [] : [change.after];
  });
  return { ...scenario, bookings };
}

function roomTypeQuery(scenario: Scenario): string {
  const params = new URLSearchParams({ checkin_date: scenario.checkin, checkout_date: scenario.checkout });
  const { adults, children, infants, roomTypeId } = scenario.filters;
  if (adults) params.set(adults.longName ? "occupancy_adults" : "occ_adults", String(adults.count));
  if (children) params.set(children.longName ? "occupancy_children" : "occ_children", String(children.count));
  if (infants) params.set(infants.longName ? "occupancy_infant" : "occ_infant", String(infants.count));
  if (roomTypeId) params.set("room_type_id", roomTypeId);
  return params.toString();
}

describe("availability against a plain computation of the rules", () => {
  it("gives the same quantities, nightly prices and totals on random properties", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (drawn) => {
        let scenario = drawn;
        await truncateAll(testDb.db());
        await importFixture(testDb.db(), toFixture(scenario));
        scenario = await applyChanges(scenario);
        const query = roomTypeQuery(scenario);
        const answer = await callRoute(searchRoomTypesRoute, {
          path: `/api/v1/properties/${TEST_PROPERTY.id}/room_types/search?${query}`,
          params: { tenant_id: TEST_PROPERTY.id },
          token: KEY,
        });
        expect(answer.status).toBe(200);
        const expected = expectedRoomTypes(scenario);
        const actual = answer.body.data.map(
          (item: {
            room_types: {
              id: string;
              quantity: number;
              rate_plans: { id: string; days_breakdown: unknown; estimated_total_price: number }[];
            };
          }) => ({
            id: item.room_types.id,
            quantity: item.room_types.quantity,
            ratePlans: item.room_types.rate_plans.map((plan) => ({
              id: plan.id,
              days_breakdown: plan.days_breakdown,
              estimated_total_price: plan.estimated_total_price,
            })),
          }),
        );
        expect(actual).toEqual(expected);

        const properties = await callRoute(searchPropertiesRoute, {
          path: `/api/v1/properties/search?checkin_date=${scenario.checkin}&checkout_date=${scenario.checkout}`,
          token: KEY,
        });
        const unfiltered = { ...scenario, filters: { adults: undefined, children: undefined, infants: undefined, roomTypeId: null } };
        const all = expectedRoomTypes(unfiltered).filter((type) => type.quantity > 0);
        const prices = all.flatMap((type) => type.ratePlans.flatMap((plan) => plan.days_breakdown.map((d) => d.price)));
        const testProperty =
          all.length === 0
            ? []
            : [
                {
                  ...TEST_PROPERTY,
                  quantity: all.reduce((sum, type) => sum + type.quantity, 0),
                  avg_daily_rate:
                    prices.length === 0
                      ? 0
                      : new Decimal(prices.reduce((a, b) => a + b, 0))
                          .dividedBy(prices.length)
                          .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
                          .toNumber(),
                },
              ];
        const otherProperty = {
          id: "prop-other",
          prefix: "PO",
          title: "Another property",
          property_type: "homestay",
          currency: "USD",
          timezone: "UTC",
          quantity: 1,
          avg_daily_rate: 10.05,
        };
        expect(properties.status).toBe(200);
        expect(properties.body.data).toEqual([otherProperty, ...testProperty]); // ordered by title

        const onePropertyKey = await callRoute(searchPropertiesRoute, {
          path: `/api/v1/properties/search?checkin_date=${scenario.checkin}&checkout_date=${scenario.checkout}`,
          token: KEY_ONE_PROPERTY,
        });
        expect(onePropertyKey.body.data).toEqual(testProperty);
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
