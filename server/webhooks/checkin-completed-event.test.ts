import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { webhooks } from "@/server/platform/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs } from "@/tests/support/desk-session";
import { REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { outboxEvents, postRoomOperation, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as update } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { generateWebhookSecret } from "./webhook-secret";

// checkin.completed (docs/webhooks.md, docs/checkin.md "Online check-in complete"): written once
// when every open room of a booking comes to a complete registration, whoever completed it, and
// bookings.checkin_completed_at kept with it.

const testDb = setUpTestDatabase();
beforeEach(async () => {
  await loadDemo(testDb.db());
  // Hanoi's fixture webhook WH9SXPPH takes the three booking events; one more takes checkin.completed only.
  await testDb
    .db()
    .insert(webhooks)
    .values([
      {
        propertyId: "hanoi-old-quarter",
        code: "WHONLINE",
        url: "http://127.0.0.1:9/online",
        events: ["checkin.completed"],
        secret: generateWebhookSecret(),
      },
    ]);
});

const HNCJM6F2 = { code: "HNCJM6F2", room201: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680", room301: "9cbac674-2b87-4889-a07b-6f738de6b870" }; // two rooms of two adults, arriving today
const GROUP_CHILD_ROOM = "3efd743c-9e68-4a4e-aab7-bf449297ac91"; // child HN77HFMQ of group GRARCNFC, two adults
const PAID_ROOM = "e77e2667-792f-466e-98db-d94db16c7030"; // HN9R3MM3, checked in

const guest = (name: string, identity: string) => ({ ...REGISTERED_VIETNAMESE_GUEST, name, identity });
const COUPLE = [guest("Nguyễn Văn An", "001088000001"), guest("Trần Thị Bình", "001188000002")];
const OTHER_COUPLE = [guest("Lê Văn Cường", "001088000003"), guest("Phạm Thị Dung", "001188000004")];
const addGuests = (roomId: string, records: unknown[], method = "add") => ({ rooms: [{ id: roomId, guests: { method, records } }] });

const completions = async () => (await outboxEvents(testDb.db())).filter((event) => event.type === "checkin.completed");
async function completedAt(code: string): Promise<string | null> {
  const [row] = await queryRows<{ at: string | null }>(
    testDb.db(),
    sql`select checkin_completed_at::text as at from bookings where code = ${code}`,
  );
  return row!.at;
}
const deliveries = () =>
  queryRows<{ type: string; booking_id: string; webhook: string }>(
    testDb.db(),
    sql`select e.type, e.payload->'data'->>'booking_id' as booking_id, w.code as webhook
        from webhook_deliveries d join outbox_events e on e.id = d.event_id join webhooks w on w.id = d.webhook_id
        order by e.created_at, e.id, w.code`,
  );

describe("checkin.completed", () => {
  it("is written once, by the guest link that registers the last guest, and delivered only to the webhooks that take it", async () => {
    const { token } = await mintCheckinLink(testDb.db(), HNCJM6F2.code);
    const first = await postUpdateBooking(update, { bookingCode: HNCJM6F2.code }, addGuests(HNCJM6F2.room201, COUPLE), { token });
    expect(first.status).toBe(200);
    // Room 301 has no guest yet: not complete.
    expect(await completions()).toEqual([]);
    expect(await completedAt(HNCJM6F2.code)).toBeNull();

    const second = await postUpdateBooking(update, { bookingCode: HNCJM6F2.code }, addGuests(HNCJM6F2.room301, OTHER_COUPLE), { token });
    expect(second.status).toBe(200);
    expect(await completions()).toEqual([{ type: "checkin.completed", booking_id: HNCJM6F2.code, booking_room_id: null }]);
    expect(await completedAt(HNCJM6F2.code)).not.toBeNull();
    expect(await deliveries()).toEqual([{ type: "checkin.completed", booking_id: HNCJM6F2.code, webhook: "WHONLINE" }]);

    const [payload] = await queryRows<{ payload: string }>(
      testDb.db(),
      sql`select payload::text as payload from outbox_events where type = 'checkin.completed'`,
    );
    const event = JSON.parse(payload!.payload);
    expect(event).toMatchObject({
      type: "checkin.completed",
      data: { tenant_id: "hanoi-old-quarter", booking_id: HNCJM6F2.code, booking_room_id: null },
    });
    expect(event.data.booking.booking_rooms.map((room: { registration: { complete: boolean } }) => room.registration.complete)).toEqual([
      true,
      true,
    ]);

    // Still complete after another edit: nothing more.
    const [onFile] = second.body.data.booking_rooms[1].guests;
    await postUpdateBooking(
      update,
      { bookingCode: HNCJM6F2.code },
      addGuests(HNCJM6F2.room301, [{ id: Number(onFile.id), name: "Lê Văn Cường", identity: "001088000003" }]),
      { token },
    );
    expect(await completions()).toHaveLength(1);
  });

  it("goes back to null when a guest is removed, and is written again on the next completion", async () => {
    await postUpdateBooking(
      update,
      { bookingCode: HNCJM6F2.code },
      {
        rooms: [
          { id: HNCJM6F2.room201, guests: { method: "add", records: COUPLE } },
          { id: HNCJM6F2.room301, guests: { method: "add", records: OTHER_COUPLE } },
        ],
      },
    );
    expect(await completions()).toHaveLength(1);

    const removed = await postUpdateBooking(
      update,
      { bookingCode: HNCJM6F2.code },
      addGuests(HNCJM6F2.room301, OTHER_COUPLE.slice(0, 1), "replace"),
    );
    expect(removed.status).toBe(200);
    expect(await completedAt(HNCJM6F2.code)).toBeNull();
    expect(await completions()).toHaveLength(1);

    await postUpdateBooking(update, { bookingCode: HNCJM6F2.code }, addGuests(HNCJM6F2.room301, OTHER_COUPLE.slice(1)));
    expect(await completedAt(HNCJM6F2.code)).not.toBeNull();
    expect(await completions()).toHaveLength(2);
  });

  it("is written when the desk registers the last guest", async () => {
    await postUpdateBooking(update, { bookingCode: HNCJM6F2.code }, addGuests(HNCJM6F2.room201, COUPLE));
    const reception = await signInAs(DEMO_STAFF.hanoiReception);
    const form = new FormData();
    form.set("data", JSON.stringify(addGuests(HNCJM6F2.room301, OTHER_COUPLE)));
    const answer = await callRoute(update, {
      method: "POST",
      path: `/api/v1/properties/hanoi-old-quarter/bookings/${HNCJM6F2.code}/update`,
      params: { tenant_id: "hanoi-old-quarter", booking_id: HNCJM6F2.code },
      headers: reception.headers(true),
      body: form,
    });
    expect(answer.status).toBe(200);
    expect(await completions()).toEqual([{ type: "checkin.completed", booking_id: HNCJM6F2.code, booking_room_id: null }]);
  });

  it("is not written while a guest misses a field, from an API key", async () => {
    await postUpdateBooking(update, { bookingCode: HNCJM6F2.code }, addGuests(HNCJM6F2.room201, COUPLE));
    const incomplete = await postUpdateBooking(
      update,
      { bookingCode: HNCJM6F2.code },
      addGuests(HNCJM6F2.room301, [OTHER_COUPLE[0], { ...OTHER_COUPLE[1], gender: null }]),
    );
    expect(incomplete.status).toBe(200);
    expect(await completions()).toEqual([]);
    const gap = incomplete.body.data.booking_rooms[1].guests[1].id;
    await postUpdateBooking(
      update,
      { bookingCode: HNCJM6F2.code },
      addGuests(HNCJM6F2.room301, [{ id: Number(gap), name: "Phạm Thị Dung", gender: "female" }]),
    );
    expect(await completions()).toHaveLength(1);
  });

  it("does not wait for a cancelled room: cancelling the last incomplete one completes the booking", async () => {
    await postUpdateBooking(update, { bookingCode: HNCJM6F2.code }, addGuests(HNCJM6F2.room201, COUPLE));
    expect(await completions()).toEqual([]);
    expect((await postRoomOperation(cancel, "cancel", { bookingCode: HNCJM6F2.code, roomId: HNCJM6F2.room301 })).status).toBe(200);
    // Both in the cancel's transaction (one created_at: the outbox's order within it is by id).
    expect((await outboxEvents(testDb.db())).map((event) => event.type).sort()).toEqual(["booking.updated", "checkin.completed"]);
    expect(await completedAt(HNCJM6F2.code)).not.toBeNull();
  });

  it("names the child of a group that holds the rooms, never the group", async () => {
    const answer = await postUpdateBooking(update, { bookingCode: "GRARCNFC" }, addGuests(GROUP_CHILD_ROOM, COUPLE));
    expect(answer.status).toBe(200);
    expect(await completions()).toEqual([{ type: "checkin.completed", booking_id: "HN77HFMQ", booking_room_id: null }]);
    expect(await completedAt("HN77HFMQ")).not.toBeNull();
    expect(await completedAt("GRARCNFC")).toBeNull();
  });

  it("leaves the time as it was when no room is left open (checked out)", async () => {
    // HN9R3MM3's fixture guests carry 13-digit ID numbers: incomplete, and checking its only room out writes no completion.
    expect((await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: PAID_ROOM })).status).toBe(200);
    expect(await completions()).toEqual([]);
    expect(await completedAt("HN9R3MM3")).toBeNull();
  });
});
