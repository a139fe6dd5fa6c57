import { beforeEach, describe, expect, it } from "vitest";
import { loadDemo } from "@/tests/support/demo";
import { postRoomOperation, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

// Amounts past the money columns (numeric(18,4): 14 digits before the point) made the database
// refuse the whole statement, a 500. They are refused on their own field first, as is an amount
// or a sum of them at or past the amount bound, 10^12 (rules/amount-bounds.ts).

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const FUTURE_ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6: 15..17 Mar
const changeRate = (body: unknown) => postRoomOperation(POST, "rate", { bookingCode: "HNZK3NJ6", roomId: FUTURE_ROOM }, { body });

describe("Change Booking Room Rate: amounts the money columns cannot hold", () => {
  it.each([
    [{ days_breakdown: [{ day: "2026-03-16", price: 1e20 }] }, "days_breakdown.0.price"],
    [{ price_per_night: 1e14 }, "price_per_night"],
    [{ price_per_night: 1e12 }, "price_per_night"],
    // Three nights of it make 1,000,000,000,002.
    [{ price_per_night: 333_333_333_334 }, "price_per_night"],
    [{ price_per_night: 1e308 }, "price_per_night"],
    [{ room_discount: 123456789012345 }, "room_discount"],
    [{ days_breakdown: [{ day: "0000-01-01", price: 1 }] }, "days_breakdown.0.day"],
  ])("refuses %j with 422 on %s, changing nothing", async (body, field) => {
    const before = await writableState(testDb.db());
    const answer = await changeRate(body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("accepts the largest amount the bound allows", async () => {
    const answer = await changeRate({ price_per_night: 333_333_333_333 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.amount).toBe(999_999_999_999);
  });
});
