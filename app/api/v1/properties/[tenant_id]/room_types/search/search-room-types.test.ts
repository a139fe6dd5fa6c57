import { beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as cancelRoom } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { GET } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const SUPERIOR = "573e587b-7d71-4d95-b54f-aa25a966a6f0";
const DELUXE = "08052837-18cd-401f-9eb5-050b8391cd2f";
const FAMILY = "73d3eb1a-9512-469c-a2e2-b0610b20ee00";

function search(query: string, tenantId = "hanoi-old-quarter", token: string = DEMO_KEYS.all) {
  return callRoute(GET, { path: `/api/v1/properties/${tenantId}/room_types/search?${query}`, params: { tenant_id: tenantId }, token });
}

const quantities = (answer: { body: { data: { room_types: { id: string; quantity: number } }[] } }) =>
  Object.fromEntries(answer.body.data.map((item) => [item.room_types.id, item.room_types.quantity]));

describe("Search Room Type", () => {
  it("counts rooms free on every night and prices the direct rate plans night by night", async () => {
    const answer = await search("checkin_date=2026-03-20&checkout_date=2026-03-22");
    expect(answer.status).toBe(200);
    expect(quantities(answer)).toEqual({ [SUPERIOR]: 4, [DELUXE]: 3, [FAMILY]: 2 });
    const superior = answer.body.data[0].room_types;
    expect(superior).toMatchObject({ id: SUPERIOR, title: "Superior Double", occ_adults: 2, occ_children: 1, occ_infants: 1 });
    expect(superior.rate_plans).toEqual([
      {
        id: "RPJV86K901",
        title: "Room only",
        currency: "VND",
        sell_mode: "per_room",
        has_breakfast: false,
        days_breakdown: [
          { day: "2026-03-20", price: 1080000 },
          { day: "2026-03-21", price: 1170000 },
        ],
        estimated_total_price: 2250000,
      },
      {
        id: "RPJZ36HN02",
        title: "Bed & breakfast",
        currency: "VND",
        sell_mode: "per_room",
        has_breakfast: true,
        days_breakdown: [
          { day: "2026-03-20", price: 1260000 },
          { day: "2026-03-21", price: 1365000 },
        ],
        estimated_total_price: 2625000,
      },
    ]);
  });

  it("takes inventory for confirmed and checked-in rooms, assigned or not, maintenance and out-of-order rooms", async () => {
    // 10 Mar: 201, 202, a day-use room and an unassigned confirmed room fill the 4 sellable Superior rooms (205 is out of order).
    expect(quantities(await search("checkin_date=2026-03-10&checkout_date=2026-03-11"))).toEqual({
      [SUPERIOR]: 0,
      [DELUXE]: 1,
      [FAMILY]: 1,
    });
    // 11 Mar: 402 is under maintenance and 401 is in house.
    expect(quantities(await search("checkin_date=2026-03-11&checkout_date=2026-03-12"))).toEqual({
      [SUPERIOR]: 2,
      [DELUXE]: 0,
      [FAMILY]: 0,
    });
    // The minimum over the nights.
    expect(quantities(await search("checkin_date=2026-03-10&checkout_date=2026-03-12"))).toEqual({
      [SUPERIOR]: 0,
      [DELUXE]: 0,
      [FAMILY]: 0,
    });
  });

  it("gives a cancelled room back to the inventory at once", async () => {
    const tenMarch = "checkin_date=2026-03-10&checkout_date=2026-03-11";
    expect(quantities(await search(tenMarch))[SUPERIOR]).toBe(0);
    const cancelled = await callRoute(cancelRoom, {
      path: "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/rooms/c82ff2e2-0eb5-423f-98c0-f7b049ec6680/cancel",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2", room_id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680" },
      method: "POST",
      token: DEMO_KEYS.all,
    });
    expect(cancelled.status).toBe(200);
    expect(quantities(await search(tenMarch))[SUPERIOR]).toBe(1);
  });

  it("prices a night from its restriction first, then the weekday rate", async () => {
    const answer = await search(`checkin_date=2026-03-12&checkout_date=2026-03-14&room_type_id=${SUPERIOR}`);
    expect(answer.body.data).toHaveLength(1);
    const plan = answer.body.data[0].room_types.rate_plans[0];
    expect(plan.days_breakdown).toEqual([
      { day: "2026-03-12", price: 1000000 },
      { day: "2026-03-13", price: 1000000 },
    ]);
    expect(plan.estimated_total_price).toBe(2000000);
    expect(answer.body.data[0].room_types.quantity).toBe(1);
  });

  it("sells only direct rate plans, and prices USD plans exactly", async () => {
    const answer = await search("checkin_date=2026-03-20&checkout_date=2026-03-23", "saigon-apartments");
    const apartment = answer.body.data[0].room_types;
    expect(apartment.quantity).toBe(1);
    expect(apartment.rate_plans.map((plan: { id: string }) => plan.id)).toEqual(["RP2MLMZM01"]);
    expect(apartment.rate_plans[0].estimated_total_price).toBe(239.99); // Fri 79.9 + Sat 89.99 + Sun 70.1
    expect(answer.text).toContain('"estimated_total_price":239.99');
  });

  it.each([
    ["occ_adults=3", [FAMILY]],
    ["occupancy_adults=3", [FAMILY]],
    ["occ_children=2", [DELUXE, FAMILY]],
    ["occupancy_children=2&occ_adults=4", [FAMILY]],
    ["occ_infant=1", [SUPERIOR, DELUXE, FAMILY]],
    ["occupancy_infant=2", []],
  ])("filters by occupancy %s", async (filter, ids) => {
    const answer = await search(`checkin_date=2026-03-20&checkout_date=2026-03-21&${filter}`);
    expect(answer.body.data.map((item: { room_types: { id: string } }) => item.room_types.id)).toEqual(ids);
  });

  it.each([
    ["checkout_date=2026-03-21", "checkin_date"],
    ["checkin_date=2026-03-20", "checkout_date"],
    ["checkin_date=2026-02-30&checkout_date=2026-03-21", "checkin_date"],
    ["checkin_date=20-03-2026&checkout_date=2026-03-21", "checkin_date"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-20", "checkout_date"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-19", "checkout_date"],
    ["checkin_date=2026-03-01&checkout_date=2026-04-01", "checkout_date"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-21&room_type_id=abc", "room_type_id"],
    ["checkin_date=2026-03-20&checkout_date=2026-02-30", "checkout_date"],
    ["checkin_date=2026-03-20&checkout_date=2026/03/21", "checkout_date"],
    ["checkin_date=&checkout_date=2026-03-21", "checkin_date"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-21&occ_adults=-1", "occ_adults"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-21&occupancy_adults=1.5", "occupancy_adults"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-21&occ_children=x", "occ_children"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-21&occupancy_children=two", "occupancy_children"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-21&occ_infant=-2", "occ_infant"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-21&occupancy_infant=", "occupancy_infant"],
  ])("refuses %s with 422 on %s", async (query, field) => {
    const answer = await search(query);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
  });

  it("names every failing parameter at once", async () => {
    const answer = await search("checkout_date=2026-03-21&room_type_id=1&occ_adults=a");
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(["checkin_date", "occ_adults", "room_type_id"]);
  });

  it("keeps to one room type with room_type_id, and finds none of another property's", async () => {
    const answer = await search(`checkin_date=2026-03-20&checkout_date=2026-03-21&room_type_id=${DELUXE}`);
    expect(answer.body.data.map((item: { room_types: { id: string } }) => item.room_types.id)).toEqual([DELUXE]);
    const saigonApartment = (await search("checkin_date=2026-03-20&checkout_date=2026-03-21", "saigon-apartments")).body.data[0].room_types
      .id;
    expect((await search(`checkin_date=2026-03-20&checkout_date=2026-03-21&room_type_id=${saigonApartment}`)).body.data).toEqual([]);
  });

  it("takes the occ_ name when a filter comes under both names", async () => {
    const answer = await search("checkin_date=2026-03-20&checkout_date=2026-03-21&occ_adults=1&occupancy_adults=3");
    expect(answer.body.data).toHaveLength(3);
  });

  it("allows a 30-night stay", async () => {
    expect((await search("checkin_date=2026-03-01&checkout_date=2026-03-31")).status).toBe(200);
  });

  it("keeps to the properties the key may act on", async () => {
    expect((await search("checkin_date=2026-03-20&checkout_date=2026-03-21", "danang-beach", DEMO_KEYS.readHanoi)).status).toBe(403);
    expect((await search("checkin_date=2026-03-20&checkout_date=2026-03-21", "no-such-hotel")).status).toBe(404);
  });
});
