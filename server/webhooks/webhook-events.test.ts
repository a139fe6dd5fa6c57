import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { webhooks } from "@/server/platform/db/schema";
import { loadDemo } from "@/tests/support/demo";
import { outboxEvents, postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { POST as changeRate } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { generateWebhookSecret } from "./webhook-secret";

// The spec's Events table: which operation writes which event, for which booking, and only
// when it changes something. Hanoi's fixture webhook WH9SXPPH subscribes to all three events.

const testDb = setUpTestDatabase();
beforeEach(async () => {
  await loadDemo(testDb.db());
  // A second Hanoi webhook for cancellations only, and one in another property.
  await testDb
    .db()
    .insert(webhooks)
    .values([
      {
        propertyId: "hanoi-old-quarter",
        code: "WHCANCEL",
        url: "http://127.0.0.1:9/cancel",
        events: ["booking.cancelled"],
        secret: generateWebhookSecret(),
      },
      {
        propertyId: "danang-beach",
        code: "WHDANANG",
        url: "http://127.0.0.1:9/danang",
        events: ["booking.checked_out", "booking.updated", "booking.cancelled"],
        secret: generateWebhookSecret(),
      },
    ]);
});

/** Deliveries as (event type, booking code, webhook code), in the order written. */
const deliveries = () =>
  queryRows<{ type: string; booking_id: string; webhook: string; status: string }>(
    testDb.db(),
    sql`select e.type, e.payload->'data'->>'booking_id' as booking_id, w.code as webhook, d.status
        from webhook_deliveries d join outbox_events e on e.id = d.event_id join webhooks w on w.id = d.webhook_id
        order by e.created_at, e.id, w.code`,
  );

const PAID_ROOM = "e77e2667-792f-466e-98db-d94db16c7030"; // HN9R3MM3, checked in, fully paid
const FUTURE_ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6, 15..17 Mar, the booking's only room
const HNQZAUK4 = {
  reserved: "a52b0250-e785-4588-a0c7-a0227436c6e3",
  confirmed: "c2107aa4-c0b0-4379-b759-1c37ebd97ff3",
  holding: "1d1f3daa-d578-4d04-bf22-a194d3f6df51",
  free: "c13774b2-2019-4981-ba3a-f6eb83cce21e",
};
const GROUP_CHILD_ROOM = "3efd743c-9e68-4a4e-aab7-bf449297ac91"; // child HN77HFMQ of group GRARCNFC

describe("events, exactly when the spec says", () => {
  it("check-out writes booking.checked_out once; its retry writes nothing", async () => {
    expect((await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: PAID_ROOM })).status).toBe(200);
    expect((await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: PAID_ROOM })).status).toBe(200);
    expect(await outboxEvents(testDb.db())).toEqual([{ type: "booking.checked_out", booking_id: "HN9R3MM3", booking_room_id: PAID_ROOM }]);
    expect(await deliveries()).toEqual([{ type: "booking.checked_out", booking_id: "HN9R3MM3", webhook: "WH9SXPPH", status: "pending" }]);
  });

  it("a rate change writes booking.updated; the same rate sent again writes nothing", async () => {
    const body = { days_breakdown: [{ day: "2026-03-16", price: 2000000 }], room_discount: 0 };
    for (let i = 0; i < 2; i++) {
      expect((await postRoomOperation(changeRate, "rate", { bookingCode: "HNZK3NJ6", roomId: FUTURE_ROOM }, { body })).status).toBe(200);
    }
    // The stored price already: no rate changes.
    await postRoomOperation(
      changeRate,
      "rate",
      { bookingCode: "HNZK3NJ6", roomId: FUTURE_ROOM },
      { body: { days_breakdown: [{ day: "2026-03-15", price: 2400000 }] } },
    );
    expect(await outboxEvents(testDb.db())).toEqual([{ type: "booking.updated", booking_id: "HNZK3NJ6", booking_room_id: FUTURE_ROOM }]);
    // A discount alone is a change of the room's rate.
    await postRoomOperation(changeRate, "rate", { bookingCode: "HNZK3NJ6", roomId: FUTURE_ROOM }, { body: { room_discount: 100000 } });
    expect((await outboxEvents(testDb.db())).map((event) => event.type)).toEqual(["booking.updated", "booking.updated"]);
    expect((await deliveries()).map((delivery) => delivery.webhook)).toEqual(["WH9SXPPH", "WH9SXPPH"]);
  });

  it("cancelling a room that is not the last paying one writes booking.updated; a retry nothing", async () => {
    await postRoomOperation(cancel, "cancel", { bookingCode: "HNQZAUK4", roomId: HNQZAUK4.reserved });
    await postRoomOperation(cancel, "cancel", { bookingCode: "HNQZAUK4", roomId: HNQZAUK4.reserved });
    expect(await outboxEvents(testDb.db())).toEqual([
      { type: "booking.updated", booking_id: "HNQZAUK4", booking_room_id: HNQZAUK4.reserved },
    ]);
    expect((await deliveries()).map((delivery) => delivery.webhook)).toEqual(["WH9SXPPH"]);
  });

  it("cancelling the last paying room writes booking.cancelled, to every webhook subscribed to it", async () => {
    for (const room of [HNQZAUK4.free, HNQZAUK4.confirmed, HNQZAUK4.holding]) {
      await postRoomOperation(cancel, "cancel", { bookingCode: "HNQZAUK4", roomId: room });
    }
    const last = await postRoomOperation(cancel, "cancel", { bookingCode: "HNQZAUK4", roomId: HNQZAUK4.reserved });
    expect(last.body.data.status).toBe("cancelled");
    await postRoomOperation(cancel, "cancel", { bookingCode: "HNQZAUK4", roomId: HNQZAUK4.reserved });
    expect((await outboxEvents(testDb.db())).map((event) => event.type)).toEqual([
      "booking.updated",
      "booking.updated",
      "booking.updated",
      "booking.cancelled",
    ]);
    expect((await deliveries()).slice(3)).toEqual([
      { type: "booking.cancelled", booking_id: "HNQZAUK4", webhook: "WH9SXPPH", status: "pending" },
      { type: "booking.cancelled", booking_id: "HNQZAUK4", webhook: "WHCANCEL", status: "pending" },
    ]);
  });

  it("names the child booking that owns the room when a group code is used, with its detail", async () => {
    await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: GROUP_CHILD_ROOM });
    expect(await outboxEvents(testDb.db())).toEqual([
      { type: "booking.cancelled", booking_id: "HN77HFMQ", booking_room_id: GROUP_CHILD_ROOM },
    ]);
    const [payload] = await queryRows<{ payload: string }>(testDb.db(), sql`select payload::text as payload from outbox_events`);
    const event = JSON.parse(payload!.payload);
    expect(event).toMatchObject({
      type: "booking.cancelled",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      data: { tenant_id: "hanoi-old-quarter", booking_id: "HN77HFMQ", booking_room_id: GROUP_CHILD_ROOM },
    });
    expect(event.data.booking).toMatchObject({ code: "HN77HFMQ", status: "cancelled" });
    expect(event.data.booking.booking_rooms.map((room: { id: string }) => room.id)).toContain(GROUP_CHILD_ROOM);
  });

  it("writes nothing for a refused operation", async () => {
    const refused = await postRoomOperation(cancel, "cancel", { bookingCode: "HNVRBEHJ", roomId: "8eb426db-bd24-47a4-a490-fbc1fd363762" });
    expect(refused.status).toBe(422);
    expect(await outboxEvents(testDb.db())).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });
});
