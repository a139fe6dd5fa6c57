import { beforeEach, describe, expect, it } from "vitest";
import { POST as createBooking } from "@/app/api/v1/properties/[tenant_id]/bookings/route";
import { POST as changeRoomDates } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/dates/route";
import { messageRows } from "@/tests/support/checkin-message-delivery";
import { loadDemo } from "@/tests/support/demo";
import { postCreateBooking, postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";

// Create Booking and Change Room Dates schedule the e-mails in their own transaction (Hanoi, UTC+7;
// the demo's clock is 2026-03-10 10:00 there).

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const SUPERIOR = "573e587b-7d71-4d95-b54f-aa25a966a6f0";

async function messagesOf(code: string) {
  return (await messageRows(testDb.db(), code)).map((row) => [row.kind, row.status, row.dueAt.toISOString(), row.recipient]);
}

describe("the booking operations schedule the online check-in e-mails", () => {
  it("Create Booking schedules them, and Change Room Dates moves them with the stay", async () => {
    const created = await postCreateBooking(createBooking, {
      checkin_date: "2026-04-20",
      checkout_date: "2026-04-22",
      customer: { name: "Nguyễn Văn An", email: "An.Nguyen@example.com", phone: "0912 345 678" },
      booking_source: "Walk-in",
      payment_collect: "property",
      rooms: [{ room_type_id: SUPERIOR, rate_plan_id: "RPJZ36HN02", occupancy: { adults: 2, children: 0, infants: 0 } }],
    });
    expect(created.status, created.text).toBe(201);
    const code = created.body.data.code as string;
    expect(await messagesOf(code)).toEqual([
      ["invitation", "scheduled", "2026-04-17T03:00:00.000Z", "an.nguyen@example.com"],
      ["reminder", "scheduled", "2026-04-20T02:00:00.000Z", "an.nguyen@example.com"],
    ]);

    const roomId = created.body.data.booking_rooms[0].id as string;
    const moved = await postRoomOperation(
      changeRoomDates,
      "dates",
      { bookingCode: code, roomId },
      { body: { checkin_date: "2026-04-25", checkout_date: "2026-04-27" } },
    );
    expect(moved.status, moved.text).toBe(200);
    expect(await messagesOf(code)).toEqual([
      ["invitation", "scheduled", "2026-04-22T03:00:00.000Z", "an.nguyen@example.com"],
      ["reminder", "scheduled", "2026-04-25T02:00:00.000Z", "an.nguyen@example.com"],
    ]);
  });
});
