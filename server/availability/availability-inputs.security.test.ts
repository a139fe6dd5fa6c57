import { beforeEach, describe, expect, it } from "vitest";
import { GET as searchRoomTypes } from "@/app/api/v1/properties/[tenant_id]/room_types/search/route";
import { GET as searchProperties } from "@/app/api/v1/properties/search/route";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";

// The availability searches take only query strings, and each is bounded by its own rule: dates
// are exactly YYYY-MM-DD of a year 0001-9999, room_type_id a UUID, occupancies 1 to 3 digits,
// the stay at most 30 nights (the work of one search), tenant_id at most 64 characters.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const STAY = "checkin_date=2026-03-20&checkout_date=2026-03-22";
const LONG = "9".repeat(10_000);

function roomTypes(query: string, tenantId = "hanoi-old-quarter") {
  return callRoute(searchRoomTypes, {
    path: `/api/v1/properties/x/room_types/search?${query}`,
    params: { tenant_id: tenantId },
    token: DEMO_KEYS.all,
  });
}
const properties = (query: string) => callRoute(searchProperties, { path: `/api/v1/properties/search?${query}`, token: DEMO_KEYS.all });
const refusedOn = (answer: { status: number; body: { errors?: Record<string, string[]> } }) => ({
  status: answer.status,
  fields: Object.keys(answer.body.errors ?? {}),
});

describe("availability inputs stay bounded", () => {
  it.each([
    ["a 10,000-character checkin_date", `checkin_date=${LONG}&checkout_date=2026-03-22`, "checkin_date"],
    ["a 10,000-character checkout_date", `checkin_date=2026-03-20&checkout_date=2026-03-22${LONG}`, "checkout_date"],
    ["a 10,000-character room_type_id", `${STAY}&room_type_id=${LONG}`, "room_type_id"],
    ["a 10,000-digit occupancy", `${STAY}&occ_adults=${LONG}`, "occ_adults"],
    ["an occupancy of 4 digits", `${STAY}&occupancy_children=1000`, "occupancy_children"],
    ["a negative occupancy", `${STAY}&occ_infant=-1`, "occ_infant"],
    ["a date in year 0000", "checkin_date=0000-12-31&checkout_date=0001-01-02", "checkin_date"],
    ["a stay of 31 nights", "checkin_date=2026-03-01&checkout_date=2026-04-01", "checkout_date"],
  ])("Search Room Type refuses %s without searching", async (_, query, field) => {
    expect(refusedOn(await roomTypes(query))).toEqual({ status: 422, fields: [field] });
  });

  it("Search Room Type refuses a tenant_id longer than a property id", async () => {
    expect(refusedOn(await roomTypes(STAY, "h".repeat(65)))).toEqual({ status: 422, fields: ["tenant_id"] });
  });

  it("Search Properties refuses over-long or year-0000 dates and stays over 30 nights", async () => {
    expect(refusedOn(await properties(`checkin_date=${LONG}&checkout_date=2026-03-22`))).toEqual({ status: 422, fields: ["checkin_date"] });
    expect(refusedOn(await properties("checkin_date=2026-03-20&checkout_date=0000-01-01"))).toEqual({
      status: 422,
      fields: ["checkout_date"],
    });
    expect(refusedOn(await properties("checkin_date=2026-01-01&checkout_date=2026-03-01"))).toEqual({
      status: 422,
      fields: ["checkout_date"],
    });
  });

  it("still answers the largest inputs it accepts", async () => {
    expect((await roomTypes(`${STAY}&occ_adults=999&occ_children=999&occ_infant=999`)).status).toBe(200);
    expect((await roomTypes("checkin_date=9999-12-01&checkout_date=9999-12-31")).status).toBe(200);
    expect((await properties("checkin_date=0001-01-01&checkout_date=0001-01-31")).status).toBe(200);
  });
});
