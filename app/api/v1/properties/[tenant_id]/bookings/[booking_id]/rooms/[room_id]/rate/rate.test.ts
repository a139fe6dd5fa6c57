import { beforeEach, describe, expect, it } from "vitest";
import { addDays, nightsOf } from "@/server/domain/dates";
import { loadDemo } from "@/tests/support/demo";
import { outboxEvents, postRoomOperation, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const changeRate = (bookingCode: string, roomId: string, body: unknown, tenantId?: string) =>
  postRoomOperation(POST, "rate", { bookingCode, roomId, tenantId }, { body });

const FUTURE_ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6: 15..17 Mar at 2,400,000 / 2,450,000 / 2,500,000
const NO_PRICES_ROOM = "a4fe7d36-f02b-433e-a028-4272829c3350"; // HNWVXDCN: 12..13 Mar, no stored prices
const DAY_USE_ROOM = "db1c6aa2-c995-4ea3-b329-262c883fe783"; // HN4QRH9B: same-day on 10 Mar
const USD_ROOM = "1b788ed0-0403-4dd2-86cd-02a51804af18"; // SGDBUHKC: discount 10.1

describe("Change Booking Room Rate", () => {
  it("changes only the nights sent and writes one booking.updated event", async () => {
    const answer = await changeRate("HNZK3NJ6", FUTURE_ROOM, { days_breakdown: [{ day: "2026-03-16", price: 2000000 }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.amount).toBe(2400000 + 2000000 + 2500000);
    expect(await outboxEvents(testDb.db())).toEqual([{ type: "booking.updated", booking_id: "HNZK3NJ6", booking_room_id: FUTURE_ROOM }]);
  });

  it("sets the same price on every night with price_per_night", async () => {
    const answer = await changeRate("HNZK3NJ6", FUTURE_ROOM, { price_per_night: 1000000 });
    expect(answer.body.data.amount).toBe(3000000);
  });

  it("needs every night when the room has no stored prices", async () => {
    const partial = await changeRate("HNWVXDCN", NO_PRICES_ROOM, { days_breakdown: [{ day: "2026-03-12", price: 900000 }] });
    expect(partial.status).toBe(422);
    expect(Object.keys(partial.body.errors)).toEqual(["days_breakdown"]);
    const discountOnly = await changeRate("HNWVXDCN", NO_PRICES_ROOM, { room_discount: 0 });
    expect(discountOnly.status).toBe(422);
    const full = await changeRate("HNWVXDCN", NO_PRICES_ROOM, {
      days_breakdown: [
        { day: "2026-03-12", price: 900000 },
        { day: "2026-03-13", price: 950000 },
      ],
    });
    expect(full.status).toBe(200);
    expect(full.body.data.amount).toBe(1850000);
    const perNight = await changeRate("HNWVXDCN", NO_PRICES_ROOM, { price_per_night: 800000 });
    expect(perNight.body.data.amount).toBe(1600000);
  });

  it("treats the check-in date as the only night of a same-day stay", async () => {
    const answer = await changeRate("HN4QRH9B", DAY_USE_ROOM, { days_breakdown: [{ day: "2026-03-10", price: 500000 }] });
    expect(answer.body.data.amount).toBe(500000);
    const nextDay = await changeRate("HN4QRH9B", DAY_USE_ROOM, { days_breakdown: [{ day: "2026-03-11", price: 500000 }] });
    expect(nextDay.body.errors).toHaveProperty(["days_breakdown.0.day"]);
  });

  it("refuses a discount above the new room price unless lowered in the same request", async () => {
    const before = await writableState(testDb.db());
    const tooHigh = await changeRate("SGDBUHKC", USD_ROOM, { price_per_night: 3 }, "saigon-apartments");
    expect(tooHigh.status).toBe(422);
    expect(Object.keys(tooHigh.body.errors)).toEqual(["room_discount"]);
    expect(await writableState(testDb.db())).toBe(before);
    const lowered = await changeRate("SGDBUHKC", USD_ROOM, { price_per_night: 3, room_discount: 9 }, "saigon-apartments");
    expect(lowered.status).toBe(200);
    expect(lowered.body.data.amount).toBe(12.5);
  });

  it("refuses more decimals than the currency has", async () => {
    const answer = await changeRate("SGDBUHKC", USD_ROOM, { days_breakdown: [{ day: "2026-03-10", price: 64.555 }] }, "saigon-apartments");
    expect(answer.body.errors).toHaveProperty(["days_breakdown.0.price"]);
    const cents = await changeRate("SGDBUHKC", USD_ROOM, { days_breakdown: [{ day: "2026-03-10", price: 70.05 }] }, "saigon-apartments");
    expect(cents.body.data.amount).toBe(216.85); // 70.05 + 64.5 + 79.9 - 10.1 + 12.5
    expect(cents.text).toContain('"amount":216.85,');
  });

  it("refuses a days_breakdown of 367 items for its count alone", async () => {
    const nights = nightsOf("2026-03-20", addDays("2026-03-20", 400)).slice(0, 367);
    const answer = await changeRate(
      "SG5KV3RD",
      "f037adc7-71fa-4348-bfae-a7a9cb8ddb0a",
      { days_breakdown: nights.map((day) => ({ day, price: 50 })) },
      "saigon-apartments",
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["days_breakdown"]);
    const allowed = await changeRate(
      "SG5KV3RD",
      "f037adc7-71fa-4348-bfae-a7a9cb8ddb0a",
      { days_breakdown: nights.slice(0, 366).map((day) => ({ day, price: 50 })) },
      "saigon-apartments",
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.amount).toBe(366 * 50 + 34 * 55);
  });

  it.each([
    [{}, "days_breakdown"],
    [{ days_breakdown: [{ day: "2026-03-15", price: 1 }], price_per_night: 1 }, "price_per_night"],
    [{ days_breakdown: [{ day: "2026-03-15", price: -1 }] }, "days_breakdown.0.price"],
    [{ days_breakdown: [{ day: "2026-02-30", price: 1 }] }, "days_breakdown.0.day"],
    [
      {
        days_breakdown: [
          { day: "2026-03-15", price: 1 },
          { day: "2026-03-15", price: 2 },
        ],
      },
      "days_breakdown.1.day",
    ],
    [{ days_breakdown: [{ day: "2026-03-18", price: 1 }] }, "days_breakdown.0.day"],
    [{ room_discount: "5" }, "room_discount"],
    [{ price_per_night: 1, surprise: true }, "surprise"],
  ])("validates %j on %s", async (body, field) => {
    const before = await writableState(testDb.db());
    const answer = await changeRate("HNZK3NJ6", FUTURE_ROOM, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty([field]);
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("refuses rooms that are checked out, cancelled or no-show", async () => {
    const checkedOut = await changeRate("HNL5QEZ2", "c1f9ae90-05f4-45e6-941e-9cc80acbc02b", { price_per_night: 1 });
    expect(checkedOut.body).toMatchObject({
      code: "BOOKING_ROOM_INVALID_STATUS",
      checkin_status: "checked_out",
      booking_status: "finished",
    });
    const noShow = await changeRate("HN4BLMS4", "13305927-8e4d-4d26-815f-cd8e7c8bed94", { price_per_night: 1 });
    expect(noShow.body).toMatchObject({ code: "BOOKING_ROOM_INVALID_STATUS", checkin_status: "no_show" });
  });
});
