import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/platform/db/query-rows";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

// Extension: the guest's expected arrival time, a top-level `arrival_hour` (HH:mm) stored as the
// booking's arrival_hour, from a check-in link or an API key with write scope (docs/checkin.md).

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const BOOKING = "HNCJM6F2";
async function storedHour(): Promise<string> {
  const [row] = await queryRows<{ arrival_hour: string }>(testDb.db(), sql`select arrival_hour from bookings where code = ${BOOKING}`);
  return row!.arrival_hour;
}

describe("Update Booking's arrival_hour", () => {
  it("is set by an API key with write scope, answered in the detail and recorded in the history", async () => {
    const before = await storedHour();
    const answer = await postUpdateBooking(POST, { bookingCode: BOOKING }, { arrival_hour: "18:30" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.arrival_hour).toBe("18:30");
    expect(await storedHour()).toBe("18:30");
    const [change] = await queryRows<{ changes: string }>(
      testDb.db(),
      sql`select changes::text from booking_changes bc join bookings b on b.id = bc.booking_id where b.code = ${BOOKING} order by bc.at desc limit 1`,
    );
    expect(JSON.parse(change!.changes)).toEqual([{ field: "arrival_hour", before, after: "18:30" }]);
  });

  it("is set by the booking's check-in link, with the guests in the same request", async () => {
    const { token } = await mintCheckinLink(testDb.db(), BOOKING);
    const answer = await postUpdateBooking(
      POST,
      { bookingCode: BOOKING },
      { arrival_hour: "09:05", guest_message: "Early flight" },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ arrival_hour: "09:05", guest_message: "Early flight" });
    expect(await storedHour()).toBe("09:05");
  });

  it("is left as it is when omitted", async () => {
    const before = await storedHour();
    expect((await postUpdateBooking(POST, { bookingCode: BOOKING }, { guest_message: "Hello" })).status).toBe(200);
    expect(await storedHour()).toBe(before);
  });

  it.each([["24:00"], ["9:30"], ["18:30:00"], ["six"], [""], [null], [1830]])(
    "refuses %j with 422 naming arrival_hour, from a key and from a link, writing nothing",
    async (hour) => {
      const before = await storedHour();
      const { token } = await mintCheckinLink(testDb.db(), BOOKING);
      for (const credential of [DEMO_KEYS.all, token]) {
        const answer = await postUpdateBooking(
          POST,
          { bookingCode: BOOKING },
          { arrival_hour: hour, guest_message: "not saved" },
          { token: credential },
        );
        expect(answer.status).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual(["arrival_hour"]);
      }
      expect(await storedHour()).toBe(before);
    },
  );

  it("is refused to a key that may only read", async () => {
    const answer = await postUpdateBooking(POST, { bookingCode: BOOKING }, { arrival_hour: "18:30" }, { token: DEMO_KEYS.readHanoi });
    expect(answer.status).toBe(403);
  });
});
