import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { importFixture } from "@/server/fixtures/import-fixture";
import { addDays, todayIn } from "@/server/domain/dates";

/**
 * The property Create Booking is measured on: one hot room type of 600 rooms that every request
 * of the "hot" run books, and 50 room types of 24 rooms that the "spread" run books in turn.
 * Stays are two nights from 30 days ahead, cycling over 30 arrival days, so neither run sells
 * out in a benchmark's length (a 422 NO_AVAILABILITY would count as an error). Its bookings are
 * deleted before each run, so runs compare.
 */
export const CREATE_PROPERTY = "api-bench-creates";
const HOT_ROOMS = 600;
const SPREAD_TYPES = 50;
const SPREAD_ROOMS = 24;
const TIMEZONE = "Asia/Ho_Chi_Minh";

export interface CreateBookingTypes {
  hot: { roomTypeId: string; ratePlanId: string };
  spread: { roomTypeId: string; ratePlanId: string }[];
}

/** Loads the property when missing, forgets the bookings of earlier runs, and answers its room types. */
export async function ensureCreateBookingProperty(db: Database): Promise<CreateBookingTypes> {
  const exists = await queryRows(db, sql`select 1 from properties where id = ${CREATE_PROPERTY}`);
  if (exists.length === 0) await importFixture(db, createBookingsFixture());
  await db.execute(sql`delete from bookings where property_id = ${CREATE_PROPERTY}`);
  const types = await queryRows<{ room_type_id: string; rate_plan_id: string; title: string }>(
    db,
    sql`select rt.id::text as room_type_id, rp.id as rate_plan_id, rt.title
        from room_types rt join rate_plans rp on rp.room_type_id = rt.id
        where rt.property_id = ${CREATE_PROPERTY} order by rt.position`,
  );
  const asType = (row: (typeof types)[number]) => ({ roomTypeId: row.room_type_id, ratePlanId: row.rate_plan_id });
  return { hot: asType(types.find((row) => row.title === "Hot")!), spread: types.filter((row) => row.title !== "Hot").map(asType) };
}

/** The n-th Create Booking of a run over the given room types: type n mod their count, a two-night stay. */
export function createBookingRequest(
  types: readonly { roomTypeId: string; ratePlanId: string }[],
  n: number,
): { path: string; body: string } {
  const type = types[n % types.length]!;
  const checkin = addDays(todayIn(TIMEZONE), 30 + (Math.floor(n / types.length) % 30));
  return {
    path: `/api/v1/properties/${CREATE_PROPERTY}/bookings`,
    body: JSON.stringify({
      checkin_date: checkin,
      checkout_date: addDays(checkin, 2),
      customer: { name: `Benchmark guest ${n}`, email: null, phone: null },
      booking_source: "Website",
      rooms: [{ room_type_id: type.roomTypeId, rate_plan_id: type.ratePlanId, occupancy: { adults: 2, children: 0, infants: 0 } }],
    }),
  };
}

/** The rooms counted per type and night by the triggers that differ from a count of the stays, and nights sold beyond a type's rooms. */
export async function inventoryInvariant(db: Database): Promise<{ miscounted: number; oversold: number }> {
  const [row] = await queryRows<{ miscounted: number; oversold: number }>(
    db,
    sql`with recount as (
          select br.room_type_id, n.night::date as night, count(*)::int as rooms
          from booking_rooms br
          cross join lateral generate_series(br.checkin_date, greatest(br.checkout_date - 1, br.checkin_date), interval '1 day') as n(night)
          where br.property_id = ${CREATE_PROPERTY} and br.status in ('confirmed', 'checked_in')
          group by 1, 2
        ), kept as (
          select room_type_id, night, rooms from room_type_nights where property_id = ${CREATE_PROPERTY} and rooms <> 0
        )
        select
          (select count(*)::int from recount r full join kept k using (room_type_id, night) where coalesce(r.rooms, 0) <> coalesce(k.rooms, 0)) as miscounted,
          (select count(*)::int from kept k join room_types rt on rt.id = k.room_type_id where k.rooms > rt.units) as oversold`,
  );
  return row!;
}

function createBookingsFixture() {
  const roomType = (title: string, rooms: number, t: number) => ({
    id: randomUUID(),
    title,
    occ_adults: 2,
    occ_children: 1,
    occ_infants: 1,
    rooms: Array.from({ length: rooms }, (_, r) => ({ name: `${t}-${r + 1}` })),
    rate_plans: [
      {
        id: `RPCB${t}`,
        title: "Room only",
        kind: "direct",
        sell_mode: "per_room",
        currency: "VND",
        has_breakfast: false,
        default_rates: { mon: 900000, tue: 900000, wed: 900000, thu: 900000, fri: 1080000, sat: 1170000, sun: 990000 },
      },
    ],
  });
  return {
    format: "lodging-fixture/1",
    properties: [
      {
        id: CREATE_PROPERTY,
        prefix: "CB",
        title: "Create Booking benchmark",
        property_type: "hotel",
        currency: "VND",
        timezone: TIMEZONE,
        require_full_payment_at_checkout: false,
        room_types: [
          roomType("Hot", HOT_ROOMS, 0),
          ...Array.from({ length: SPREAD_TYPES }, (_, t) => roomType(`Spread ${t + 1}`, SPREAD_ROOMS, t + 1)),
        ],
        booking_sources: [
          { name: "Website", color: "#2563eb", segment: "direct", active: true, translated_name: { vi: "Trang web", en: "Website" } },
        ],
        bookings: [],
      },
    ],
  };
}
