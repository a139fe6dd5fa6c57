import { beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const search = (query: string, token: string = DEMO_KEYS.all) => callRoute(GET, { path: `/api/v1/properties/search?${query}`, token });

describe("Search Properties", () => {
  it("lists the properties with rooms free for the whole stay, their quantity and average daily rate", async () => {
    const answer = await search("checkin_date=2026-03-20&checkout_date=2026-03-22");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        id: "saigon-apartments",
        prefix: "SGAP",
        title: "District 1 Serviced Apartments",
        property_type: "apartment",
        currency: "USD",
        timezone: "Asia/Ho_Chi_Minh",
        quantity: 1,
        avg_daily_rate: 84.95,
      },
      {
        id: "danang-beach",
        prefix: "DNBR",
        title: "My Khe Beach Resort",
        property_type: "resort",
        currency: "VND",
        timezone: "Asia/Ho_Chi_Minh",
        quantity: 5,
        avg_daily_rate: 3406250,
      },
      {
        id: "hanoi-old-quarter",
        prefix: "HNOQ",
        title: "Old Quarter Boutique Hotel",
        property_type: "hotel",
        currency: "VND",
        timezone: "Asia/Ho_Chi_Minh",
        quantity: 9,
        avg_daily_rate: 2010417,
      },
    ]);
  });

  it("leaves out sold-out properties and averages only the available room types", async () => {
    const answer = await search("checkin_date=2026-03-10&checkout_date=2026-03-13");
    // Hanoi and Saigon are full; at Da Nang both ocean bungalows are taken, and two of the three
    // garden villas on the first night (DNQKC1A7 and DNQKC2B8 arrive at the counter).
    expect(answer.body.data).toEqual([expect.objectContaining({ id: "danang-beach", quantity: 1, avg_daily_rate: 2191667 })]);
  });

  it("searches only the properties the key may act on", async () => {
    const answer = await search("checkin_date=2026-03-20&checkout_date=2026-03-22", DEMO_KEYS.readHanoi);
    expect(answer.body.data.map((property: { id: string }) => property.id)).toEqual(["hanoi-old-quarter"]);
  });

  it("allows a 30-night stay", async () => {
    expect((await search("checkin_date=2026-03-01&checkout_date=2026-03-31")).status).toBe(200);
  });

  it("needs a valid key", async () => {
    expect((await search("checkin_date=2026-03-20&checkout_date=2026-03-22", "lpk_no_such_key")).status).toBe(401);
    expect((await search("checkin_date=2026-03-20&checkout_date=2026-03-22", DEMO_KEYS.revoked)).status).toBe(401);
  });

  it.each([
    ["checkout_date=2026-03-21", "checkin_date"],
    ["checkin_date=2026-03-20", "checkout_date"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-20", "checkout_date"],
    ["checkin_date=2026-03-20&checkout_date=2026-03-19", "checkout_date"],
    ["checkin_date=2026-03-20&checkout_date=2026-13-01", "checkout_date"],
    ["checkin_date=2026-03-01&checkout_date=2026-04-01", "checkout_date"],
    ["checkin_date=2026-3-1&checkout_date=2026-03-21", "checkin_date"],
  ])("refuses %s with 422 on %s", async (query, field) => {
    const answer = await search(query);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
  });
});
