import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookings } from "@/server/platform/db/schema";
import { loadDemo } from "@/tests/support/demo";
import { outboxEvents, postRoomOperation, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const cancel = (bookingCode: string, roomId: string) => postRoomOperation(POST, "cancel", { bookingCode, roomId });

// HNQZAUK4: reserved 1.8M, confirmed 1.8M, holding 2.6M, and a free confirmed room.
const RESERVED = "a52b0250-e785-4588-a0c7-a0227436c6e3";
const CONFIRMED = "c2107aa4-c0b0-4379-b759-1c37ebd97ff3";
const HOLDING = "1d1f3daa-d578-4d04-bf22-a194d3f6df51";
const FREE = "c13774b2-2019-4981-ba3a-f6eb83cce21e";

describe("Cancel Booking Room", () => {
  it("cancels one room, takes its price out of the totals and shows room_fee and room_charge", async () => {
    const answer = await cancel("HNQZAUK4", RESERVED);
    expect(answer.status).toBe(200);
    const booking = answer.body.data;
    expect(booking).toMatchObject({ status: "reserved", amount: 4400000, room_fee: 4400000, room_charge: 4400000 });
    expect(
      booking.booking_rooms.map((room: Record<string, unknown>) => [room.id, room.checkin_status, room.room_fee, room.room_charge]),
    ).toEqual([
      [RESERVED, "cancelled", 1800000, 1800000],
      [CONFIRMED, "confirmed", 1800000, 1800000],
      [HOLDING, "holding", 2600000, 2600000],
      [FREE, "confirmed", 0, 0],
    ]);
    expect(await outboxEvents(testDb.db())).toEqual([{ type: "booking.updated", booking_id: "HNQZAUK4", booking_room_id: RESERVED }]);
  });

  it("answers a retry with 200 and changes nothing", async () => {
    await cancel("HNQZAUK4", RESERVED);
    const before = await writableState(testDb.db());
    const retry = await cancel("HNQZAUK4", RESERVED);
    expect(retry.status).toBe(200);
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("cancels the booking with its last paying room, free rooms included, with one booking.cancelled", async () => {
    await cancel("HNQZAUK4", FREE);
    await cancel("HNQZAUK4", RESERVED);
    await cancel("HNQZAUK4", CONFIRMED);
    const last = await cancel("HNQZAUK4", HOLDING);
    expect(last.body.data.status).toBe("cancelled");
    expect(last.body.data.amount).toBe(0);
    expect(last.body.data.booking_rooms.every((room: { checkin_status: string }) => room.checkin_status === "cancelled")).toBe(true);
    expect((await outboxEvents(testDb.db())).map((event) => event.type)).toEqual([
      "booking.updated",
      "booking.updated",
      "booking.updated",
      "booking.cancelled",
    ]);
  });

  it("cancels a group child through the group code; the event names the child", async () => {
    const answer = await cancel("GRARCNFC", "3efd743c-9e68-4a4e-aab7-bf449297ac91");
    expect(answer.status).toBe(200);
    expect(answer.body.data.code).toBe("GRARCNFC");
    expect(answer.body.data.amount).toBe(9600000);
    expect(await outboxEvents(testDb.db())).toEqual([
      { type: "booking.cancelled", booking_id: "HN77HFMQ", booking_room_id: "3efd743c-9e68-4a4e-aab7-bf449297ac91" },
    ]);
  });

  it("refuses the last paying room of a booking in progress, changing nothing", async () => {
    await testDb.db().update(bookings).set({ status: "in_progress" }).where(eq(bookings.code, "HNZK3NJ6"));
    const before = await writableState(testDb.db());
    const answer = await cancel("HNZK3NJ6", "9da91400-4884-4306-a8d9-393a2496ad45");
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      success: false,
      code: "BOOKING_ROOM_INVALID_STATUS",
      message: expect.any(String),
      checkin_status: "confirmed",
      booking_status: "in_progress",
    });
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("cancels a no-show room, and refuses checked-in and checked-out rooms", async () => {
    expect((await cancel("HN4BLMS4", "13305927-8e4d-4d26-815f-cd8e7c8bed94")).status).toBe(200);
    const checkedIn = await cancel("HNVRBEHJ", "8eb426db-bd24-47a4-a490-fbc1fd363762");
    expect(checkedIn.body).toMatchObject({
      code: "BOOKING_ROOM_INVALID_STATUS",
      checkin_status: "checked_in",
      booking_status: "in_progress",
    });
    const checkedOut = await cancel("HNL5QEZ2", "c1f9ae90-05f4-45e6-941e-9cc80acbc02b");
    expect(checkedOut.body).toMatchObject({ code: "BOOKING_ROOM_INVALID_STATUS", checkin_status: "checked_out" });
  });

  it("answers errors.room_id for a room of another booking", async () => {
    const answer = await cancel("HNQZAUK4", "8eb426db-bd24-47a4-a490-fbc1fd363762");
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["room_id"]);
  });
});
