import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/platform/db/query-rows";
import { loadDemo } from "@/tests/support/demo";
import { outboxEvents, postRoomOperation, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

// The demo's Hanoi property on its 2026-03-10 (a Tuesday).
const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const changeDates = (bookingCode: string, roomId: string, body: unknown, tenantId?: string) =>
  postRoomOperation(POST, "dates", { bookingCode, roomId, tenantId }, { body });

const FAMILY_ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6, confirmed: 15..18 Mar at 2,400,000 / 2,450,000 / 2,500,000
const IN_HOUSE = "e77e2667-792f-466e-98db-d94db16c7030"; // HN9R3MM3, checked in to 202: 9..11 Mar at 900,000
const DELUXE_IN_HOUSE = "8eb426db-bd24-47a4-a490-fbc1fd363762"; // HNVRBEHJ, checked in to 302: 8..11 Mar; Deluxe is full on the 11th
const GROUP_CHILD_ROOM = "84dffeff-ba03-495c-a3ae-5517aabea61b"; // HNHAV47A of group GRARCNFC, checked in to 401: 9..13 Mar
const UNPRICED_ROOM = "a4fe7d36-f02b-433e-a028-4272829c3350"; // HNWVXDCN: 12..14 Mar, no stored prices
const WITH_MEALS = "9cbac674-2b87-4889-a07b-6f738de6b870"; // HNCJM6F2 in 301: 10..12 Mar, breakfasts on the 11th and 12th
const HOLDING_DELUXE = "1d1f3daa-d578-4d04-bf22-a194d3f6df51"; // HNQZAUK4, holding: 13..15 Mar

const pricesOf = (roomId: string) =>
  queryRows<{ day: string; price: string }>(
    testDb.db(),
    sql`select day::text as day, price::text as price from nightly_prices where booking_room_id = ${roomId} order by day`,
  );

const historyOf = (roomId: string) =>
  queryRows<{ action: string; reason: string | null; changes: { field: string; before: unknown; after: unknown }[] }>(
    testDb.db(),
    sql`select action, reason, changes from booking_changes where booking_room_id = ${roomId} order by id`,
  );

describe("Change Room Dates", () => {
  it("extends a stay: the added night continues the nearest night's price, the booking's dates follow", async () => {
    const answer = await changeDates("HNZK3NJ6", FAMILY_ROOM, {
      checkin_date: "2026-03-15",
      checkout_date: "2026-03-19",
      reason: "Guest stays on",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ checkin_date: "2026-03-15", checkout_date: "2026-03-19", amount: 7350000 + 2500000 });
    expect((await pricesOf(FAMILY_ROOM)).map((night) => night.day)).toEqual(["2026-03-15", "2026-03-16", "2026-03-17", "2026-03-18"]);
    expect(await outboxEvents(testDb.db())).toEqual([{ type: "booking.updated", booking_id: "HNZK3NJ6", booking_room_id: FAMILY_ROOM }]);
    const [entry] = await historyOf(FAMILY_ROOM);
    expect(entry).toMatchObject({ action: "room.dates_changed", reason: "Guest stays on" });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: `rooms.${FAMILY_ROOM}.checkout_date`, before: "2026-03-18", after: "2026-03-19" },
        { field: `rooms.${FAMILY_ROOM}.nights.2026-03-18`, before: null, after: 2500000 },
      ]),
    );
  });

  it("shortens a stay: the removed night's price goes and the totals fall", async () => {
    const answer = await changeDates("HNZK3NJ6", FAMILY_ROOM, { checkin_date: "2026-03-16", checkout_date: "2026-03-18" });
    expect(answer.body.data).toMatchObject({ checkin_date: "2026-03-16", checkout_date: "2026-03-18", amount: 2450000 + 2500000 });
    expect((await pricesOf(FAMILY_ROOM)).map((night) => night.day)).toEqual(["2026-03-16", "2026-03-17"]);
  });

  it("moves a stay, pricing the new nights from the room's rate plan", async () => {
    await testDb.db().execute(sql`update booking_rooms set rate_plan_id = 'RPJHT4MM01' where id = ${FAMILY_ROOM}`);
    const answer = await changeDates("HNZK3NJ6", FAMILY_ROOM, { checkin_date: "2026-03-17", checkout_date: "2026-03-21" });
    expect(answer.status).toBe(200);
    // The 17th keeps its 2,500,000; Wednesday and Thursday at 2,400,000, Friday at 2,880,000.
    expect(await pricesOf(FAMILY_ROOM)).toEqual([
      { day: "2026-03-17", price: "2500000.0000" },
      { day: "2026-03-18", price: "2400000.0000" },
      { day: "2026-03-19", price: "2400000.0000" },
      { day: "2026-03-20", price: "2880000.0000" },
    ]);
    expect(answer.body.data.amount).toBe(2500000 + 2400000 + 2400000 + 2880000);
  });

  it("refuses a rate plan that is not a direct plan of the room's type: the added nights must then be priced", async () => {
    await testDb.db().execute(sql`update booking_rooms set rate_plan_id = 'RPNLRGF303' where id = ${FAMILY_ROOM}`);
    const before = await writableState(testDb.db());
    const answer = await changeDates("HNZK3NJ6", FAMILY_ROOM, { checkin_date: "2026-03-15", checkout_date: "2026-03-19" });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["days_breakdown"]);
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("prices the added nights as days_breakdown gives them, exactly those", async () => {
    const stay = { checkin_date: "2026-03-14", checkout_date: "2026-03-19" };
    const wrong = await changeDates("HNZK3NJ6", FAMILY_ROOM, {
      ...stay,
      days_breakdown: [
        { day: "2026-03-14", price: 1 },
        { day: "2026-03-16", price: 1 },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(["days_breakdown", "days_breakdown.1.day"]);
    const answer = await changeDates("HNZK3NJ6", FAMILY_ROOM, {
      ...stay,
      days_breakdown: [
        { day: "2026-03-18", price: 2000000 },
        { day: "2026-03-14", price: 1900000 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.amount).toBe(7350000 + 2000000 + 1900000);
  });

  it("refuses free nights for a room without stored prices, with one message whether or not the body priced some (issue 32, item 8)", async () => {
    const before = await writableState(testDb.db());
    const longer = { checkin_date: "2026-03-12", checkout_date: "2026-03-16" };
    const unpriced = await changeDates("HNWVXDCN", UNPRICED_ROOM, longer);
    const partly = await changeDates("HNWVXDCN", UNPRICED_ROOM, {
      ...longer,
      days_breakdown: [
        { day: "2026-03-14", price: 800000 },
        { day: "2026-03-15", price: 800000 },
      ],
    });
    for (const answer of [unpriced, partly]) {
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({
        days_breakdown: [
          "This room has no stored nightly prices: send the price of every night of the new stay (2026-03-12 to 2026-03-15) in days_breakdown, or set the room's prices with Change Booking Room Rate first.",
        ],
      });
    }
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("prices a room without stored prices when days_breakdown prices every night of its new stay", async () => {
    const answer = await changeDates("HNWVXDCN", UNPRICED_ROOM, {
      checkin_date: "2026-03-12",
      checkout_date: "2026-03-15",
      days_breakdown: [
        { day: "2026-03-14", price: 850000 },
        { day: "2026-03-12", price: 800000 },
        { day: "2026-03-13", price: 800000 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.amount).toBe(2450000);
    expect(await pricesOf(UNPRICED_ROOM)).toEqual([
      { day: "2026-03-12", price: "800000.0000" },
      { day: "2026-03-13", price: "800000.0000" },
      { day: "2026-03-14", price: "850000.0000" },
    ]);
  });

  it("lets a room without stored prices shorten: no night is added, none needs a price", async () => {
    const answer = await changeDates("HNWVXDCN", UNPRICED_ROOM, { checkin_date: "2026-03-12", checkout_date: "2026-03-13" });
    expect(answer.status).toBe(200);
    expect(await pricesOf(UNPRICED_ROOM)).toEqual([]);
  });

  it("lets a checked-in room change only its check-out, not into the past; leaving today removes tonight", async () => {
    const movedIn = await changeDates("HN9R3MM3", IN_HOUSE, { checkin_date: "2026-03-10", checkout_date: "2026-03-12" });
    expect(Object.keys(movedIn.body.errors)).toEqual(["checkin_date"]);
    const yesterday = await changeDates("HN9R3MM3", IN_HOUSE, { checkin_date: "2026-03-09", checkout_date: "2026-03-09" });
    expect(Object.keys(yesterday.body.errors)).toEqual(["checkout_date"]);
    const extended = await changeDates("HN9R3MM3", IN_HOUSE, { checkin_date: "2026-03-09", checkout_date: "2026-03-12" });
    expect(extended.body.data.amount).toBe(3 * 900000);
    const leavesToday = await changeDates("HN9R3MM3", IN_HOUSE, { checkin_date: "2026-03-09", checkout_date: "2026-03-10" });
    expect(leavesToday.status).toBe(200);
    expect(leavesToday.body.data).toMatchObject({ checkout_date: "2026-03-10", amount: 900000 });
  });

  it.each([
    [{ checkin_date: "2026-03-09", checkout_date: "2026-03-12" }, ["checkin_date"]],
    [{ checkin_date: "2026-03-18", checkout_date: "2026-03-18" }, ["checkout_date"]],
    [{ checkin_date: "2026-03-15", checkout_date: "2026-04-15" }, ["checkout_date"]],
    [{ checkin_date: "2026-03-15", checkout_date: "2026-02-30" }, ["checkout_date"]],
    [{ checkout_date: "2026-03-19" }, ["checkin_date"]],
    [{ checkin_date: "2026-03-15", checkout_date: "2026-03-19", surprise: 1 }, ["surprise"]],
    [{ checkin_date: "2026-03-15", checkout_date: "2026-03-19", reason: "x".repeat(501) }, ["reason"]],
  ])("validates %j", async (body, fields) => {
    const before = await writableState(testDb.db());
    const answer = await changeDates("HNZK3NJ6", FAMILY_ROOM, body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(fields);
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("refuses rooms that are checked out, cancelled or no-show", async () => {
    const stay = { checkin_date: "2026-03-12", checkout_date: "2026-03-13" };
    const checkedOut = await changeDates("HNL5QEZ2", "c1f9ae90-05f4-45e6-941e-9cc80acbc02b", stay);
    expect(checkedOut.body).toMatchObject({ code: "BOOKING_ROOM_INVALID_STATUS", checkin_status: "checked_out" });
    const cancelled = await changeDates("HNNVMCFR", "4432715c-e167-4e55-82e6-d4a8c0a4be8f", stay);
    expect(cancelled.body).toMatchObject({ code: "BOOKING_ROOM_INVALID_STATUS", checkin_status: "cancelled" });
    const noShow = await changeDates("HN4BLMS4", "13305927-8e4d-4d26-815f-cd8e7c8bed94", stay);
    expect(noShow.body).toMatchObject({ code: "BOOKING_ROOM_INVALID_STATUS", checkin_status: "no_show" });
  });

  it("refuses a night the room type has no room left for, naming it", async () => {
    const before = await writableState(testDb.db());
    const answer = await changeDates("HNVRBEHJ", DELUXE_IN_HOUSE, { checkin_date: "2026-03-08", checkout_date: "2026-03-12" });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: "NO_AVAILABILITY",
      errors: { checkout_date: [expect.any(String)] },
      unavailable: [{ path: "checkout_date", room_index: null, nights: ["2026-03-11"] }],
    });
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("claims no inventory for a holding room, which Search Room Type does not count", async () => {
    const answer = await changeDates("HNQZAUK4", HOLDING_DELUXE, { checkin_date: "2026-03-11", checkout_date: "2026-03-15" });
    expect(answer.status).toBe(200);
  });

  it("refuses nights on which the assigned physical room is taken; the group code is accepted", async () => {
    // The arriving Family Suite stay is put in 401, where the group child stays until the 13th.
    await testDb
      .db()
      .execute(
        sql`update booking_rooms set room_id = (select room_id from booking_rooms where id = ${GROUP_CHILD_ROOM}) where id = ${FAMILY_ROOM}`,
      );
    const taken = await changeDates("GRARCNFC", GROUP_CHILD_ROOM, { checkin_date: "2026-03-09", checkout_date: "2026-03-16" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "ROOM_UNIT_UNAVAILABLE", conflicts: [{ kind: "booking", booking_id: "HNZK3NJ6" }] });
    const free = await changeDates("GRARCNFC", GROUP_CHILD_ROOM, { checkin_date: "2026-03-09", checkout_date: "2026-03-15" });
    expect(free.status).toBe(200);
    expect(free.body.data.code).toBe("GRARCNFC");
    expect(await outboxEvents(testDb.db())).toEqual([
      { type: "booking.updated", booking_id: "HNHAV47A", booking_room_id: GROUP_CHILD_ROOM },
    ]);
    const [child] = await queryRows<{ checkout: string }>(
      testDb.db(),
      sql`select checkout_date::text as checkout from bookings where code = 'HNHAV47A'`,
    );
    expect(child!.checkout).toBe("2026-03-15");
  });

  it("takes away breakfasts not yet served on days no longer stayed", async () => {
    const answer = await changeDates("HNCJM6F2", WITH_MEALS, { checkin_date: "2026-03-10", checkout_date: "2026-03-11" });
    expect(answer.status).toBe(200);
    const meals = await queryRows<{ day: string }>(
      testDb.db(),
      sql`select serve_date::text as day from meals where booking_room_id = ${WITH_MEALS}`,
    );
    expect(meals).toEqual([{ day: "2026-03-11" }]);
  });

  it("answers the same stay again with 200 and no event", async () => {
    const before = await writableState(testDb.db());
    const answer = await changeDates("HNZK3NJ6", FAMILY_ROOM, { checkin_date: "2026-03-15", checkout_date: "2026-03-18" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.amount).toBe(7350000);
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("does not find a booking of another property", async () => {
    const answer = await changeDates(
      "HNZK3NJ6",
      FAMILY_ROOM,
      { checkin_date: "2026-03-15", checkout_date: "2026-03-19" },
      "saigon-apartments",
    );
    expect(answer.status).toBe(404);
  });
});
