import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { importFixture } from "@/server/fixtures/import-fixture";

/**
 * The property Update Booking is measured on: enough bookings that 50 connections never wait on
 * one booking's lock (each request takes the next booking in turn), each shaped like the demo's
 * HNVRBEHJ (one room, three nights, one guest, a deposit). Its id has no `bench-` prefix, so
 * `npm run bench:seed` leaves it alone when it forgets its chain.
 */
export const UPDATE_PROPERTY = "api-bench-updates";
const BOOKINGS = 400;
const ROOMS_PER_TYPE = 6;

/** The codes of the property's bookings, loaded through the fixture importer when missing. */
export async function ensureUpdateBookings(db: Database): Promise<string[]> {
  const exists = await queryRows(db, sql`select 1 from properties where id = ${UPDATE_PROPERTY}`);
  if (exists.length === 0) await importFixture(db, updateBookingsFixture());
  const rows = await queryRows<{ code: string }>(db, sql`select code from bookings where property_id = ${UPDATE_PROPERTY} order by code`);
  return rows.map((row) => row.code);
}

/** The benchmark's n-th Update Booking: a new note on the next booking in turn. */
export function updateBookingRequest(codes: string[], n: number): { path: string; body: string } {
  return {
    path: `/api/v1/properties/${UPDATE_PROPERTY}/bookings/${codes[n % codes.length]}/update`,
    body: JSON.stringify({ notes: `Benchmark note ${n}` }),
  };
}

/** A lodging-fixture/1 file: two room types of six rooms, and 400 future stays spread so none overbooks. */
function updateBookingsFixture() {
  const roomTypes = ["Standard Double", "Deluxe Twin"].map((title, t) => ({
    id: randomUUID(),
    title,
    occ_adults: 2,
    occ_children: 1,
    occ_infants: 1,
    rooms: Array.from({ length: ROOMS_PER_TYPE }, (_, r) => ({ name: `${t + 1}0${r + 1}` })),
    rate_plans: [
      {
        id: `RPUB${t}`,
        title: "Room only",
        kind: "direct",
        sell_mode: "per_room",
        currency: "VND",
        has_breakfast: false,
        default_rates: { mon: 900000, tue: 900000, wed: 900000, thu: 900000, fri: 1080000, sat: 1170000, sun: 990000 },
      },
    ],
  }));
  const roomCount = roomTypes.length * ROOMS_PER_TYPE;
  const bookings = Array.from({ length: BOOKINGS }, (_, i) => {
    // Each 3-night slot takes as many stays as there are rooms, so no night is overbooked.
    const checkin = 1 + Math.floor(i / roomCount) * 3;
    const number = String(i + 1).padStart(4, "0");
    return {
      code: `UB${number}`,
      status: "reserved",
      checkin_date: `today+${checkin}`,
      checkout_date: `today+${checkin + 3}`,
      arrival_hour: "14:00",
      departure_hour: "12:00",
      source: "Walk-in",
      payment_collect: "property",
      notes: null,
      customer: { name: `Bench Guest ${number}`, email: `guest${number}@example.com`, phone: null },
      rooms: [
        {
          id: randomUUID(),
          status: "confirmed",
          room_type_id: roomTypes[i % roomTypes.length]!.id,
          occupancy: { adults: 2, children: 0, infants: 0 },
          nightly_prices: [0, 1, 2].map((night) => ({ day: `today+${checkin + night}`, price: 900000 })),
          guests: [
            { name: `Bench Guest ${number}`, is_primary_guest: true, id_type: "passport", identity: `B${number}000`, country: "VN" },
          ],
        },
      ],
      payments: [{ amount: 1000000, method: "cash", paid_at: "today 09:00:00", notes: "deposit" }],
    };
  });
  return {
    format: "lodging-fixture/1",
    properties: [
      {
        id: UPDATE_PROPERTY,
        prefix: "UPDB",
        title: "Update Booking benchmark hotel",
        property_type: "hotel",
        currency: "VND",
        timezone: "Asia/Ho_Chi_Minh",
        require_full_payment_at_checkout: false,
        room_types: roomTypes,
        booking_sources: [
          { name: "Walk-in", color: "#16a34a", segment: "direct", active: true, translated_name: { vi: "Khách vãng lai", en: "Walk-in" } },
        ],
        bookings,
      },
    ],
  };
}
