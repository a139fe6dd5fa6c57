import { randomUUID } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import type { Database } from "@/server/platform/db/database";
import { freezeClock } from "@/server/domain/clock";
import { importFixture } from "@/server/fixtures/import-fixture";
import { callRoute, type RouteAnswer } from "./call-route";

// A fixture for the amount bound (server/bookings/rules/amount-bounds.ts): a VND property with
// a bank account and a USD one, each with a room type of 25 rooms (so 20 rooms by 30 nights can be
// booked), a rate plan, a catalog service, and, in VND, a group of two children and an in-house
// room to check out. Its "today" is AMOUNTS_TODAY.

export const AMOUNTS_KEY = "lpk_amounts_test_key";
export const AMOUNTS_TODAY = "2026-06-01";
export const VND_PROPERTY = "amounts-vnd";
export const USD_PROPERTY = "amounts-usd";
export const ROOM_TYPE = { [VND_PROPERTY]: randomUUID(), [USD_PROPERTY]: randomUUID() };
export const RATE_PLAN = "RPAMOUNTS1";
export const SERVICE = "SV0000A001";
export const GROUP = { code: "AMGROUP1", children: ["AMCHILD1", "AMCHILD2"], rooms: [randomUUID(), randomUUID()] };
export const IN_HOUSE = { code: "AMHOUSE1", room: randomUUID() };
export const SOLO = { code: "AMSOLO01", room: randomUUID() };

/** A property of the fixture: its currency and the nightly rate of its plan. */
function property(id: string, currency: string, rate: number, bookings: unknown[]) {
  const rates = { mon: rate, tue: rate, wed: rate, thu: rate, fri: rate, sat: rate, sun: rate };
  return {
    id,
    prefix: currency === "VND" ? "AV" : "AU",
    title: `Amounts ${currency}`,
    property_type: "hotel",
    currency,
    timezone: "Asia/Ho_Chi_Minh",
    require_full_payment_at_checkout: false,
    ...(currency === "VND" ? { bank_account: { bin: "970415", number: "2026060100", holder: "AMOUNTS TEST" } } : {}),
    room_types: [
      {
        id: ROOM_TYPE[id as keyof typeof ROOM_TYPE],
        title: "Big",
        occ_adults: 2,
        occ_children: 1,
        occ_infants: 1,
        rooms: Array.from({ length: 25 }, (_, index) => ({ name: String(100 + index) })),
        rate_plans: [
          {
            id: RATE_PLAN,
            title: "Room only",
            kind: "direct",
            sell_mode: "per_room",
            currency,
            has_breakfast: false,
            default_rates: rates,
          },
        ],
      },
    ],
    services: [{ id: SERVICE, name: "Minibar", price: currency === "VND" ? 50000 : 2.5 }],
    booking_sources: [
      { name: "Walk-in", color: "#16a34a", segment: "direct", active: true, translated_name: { vi: "Khách vãng lai", en: "Walk-in" } },
    ],
    bookings,
  };
}

const booking = (code: string, rooms: unknown[], extra: Record<string, unknown> = {}) => ({
  code,
  status: "reserved",
  checkin_date: "today+1",
  checkout_date: "today+3",
  arrival_hour: "14:00",
  departure_hour: "12:00",
  source: "Walk-in",
  customer: { name: "Nguyễn Văn An" },
  rooms,
  ...extra,
});

const room = (id: string, price: number, extra: Record<string, unknown> = {}) => ({
  id,
  status: "confirmed",
  room_type_id: ROOM_TYPE[VND_PROPERTY],
  occupancy: { adults: 2, children: 0, infants: 0 },
  nightly_prices: [
    { day: "today+1", price },
    { day: "today+2", price },
  ],
  ...extra,
});

/** The fixture: `groupNight` prices each night of each group child's room, `soloNight` each of SOLO's (two nights each). */
export function amountsFixture(options: { rate?: number; groupNight?: number; soloNight?: number } = {}) {
  const groupNight = options.groupNight ?? 1_000_000;
  return {
    format: "lodging-fixture/1",
    properties: [
      property(VND_PROPERTY, "VND", options.rate ?? 1_000_000, [
        booking(GROUP.code, [], { is_group: true }),
        ...GROUP.children.map((code, index) => booking(code, [room(GROUP.rooms[index]!, groupNight)], { group_code: GROUP.code })),
        booking(SOLO.code, [room(SOLO.room, options.soloNight ?? 1_000_000)]),
        booking(
          IN_HOUSE.code,
          [{ ...room(IN_HOUSE.room, 1_000_000), status: "checked_in", nightly_prices: [{ day: "today-1", price: 1_000_000 }] }],
          {
            status: "in_progress",
            checkin_date: "today-1",
            checkout_date: "today",
          },
        ),
      ]),
      property(USD_PROPERTY, "USD", options.rate ?? 120.5, []),
    ],
    api_keys: [
      {
        name: "amounts",
        token: AMOUNTS_KEY,
        scopes: ["bookings:read", "bookings:write", "properties:read"],
        properties: [VND_PROPERTY, USD_PROPERTY],
      },
    ],
  };
}

/** Loads the fixture as of AMOUNTS_TODAY in Vietnam, and freezes the business clock there. */
export async function loadAmountsFixture(db: Database, options?: Parameters<typeof amountsFixture>[0]): Promise<void> {
  const now = Temporal.Instant.from(`${AMOUNTS_TODAY}T03:00:00Z`);
  freezeClock(now);
  await importFixture(db, amountsFixture(options), { now, reset: true });
}

/** POSTs JSON to an /api/v1 route of a fixture property with the fixture's key. */
export function postAmounts(
  handler: Parameters<typeof callRoute>[0],
  path: string,
  params: Record<string, string>,
  body: unknown,
): Promise<RouteAnswer> {
  return callRoute(handler, {
    method: "POST",
    path: `/api/v1/properties/${params.tenant_id}${path}`,
    params,
    token: AMOUNTS_KEY,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}
