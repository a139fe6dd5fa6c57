import { beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs } from "@/tests/support/desk-session";
import { postRoomOperation, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as detail } from "../route";
import { POST as update } from "../update/route";
import { POST as rate } from "../rooms/[room_id]/rate/route";
import { POST as cancel } from "../rooms/[room_id]/cancel/route";
import { POST as checkout } from "../rooms/[room_id]/checkout/route";
import { GET } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const ROOM_301 = "9cbac674-2b87-4889-a07b-6f738de6b870";

function history(code: string, options: { token?: string; headers?: Record<string, string>; query?: string; tenantId?: string } = {}) {
  const tenantId = options.tenantId ?? "hanoi-old-quarter";
  return callRoute(GET, {
    path: `/api/v1/properties/${tenantId}/bookings/${code}/history${options.query ?? ""}`,
    params: { tenant_id: tenantId, booking_id: code },
    token: options.headers ? undefined : (options.token ?? DEMO_KEYS.all),
    headers: options.headers,
  });
}

async function roomIdOf(code: string): Promise<string> {
  const answer = await callRoute(detail, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${code}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: code },
    token: DEMO_KEYS.all,
  });
  return answer.body.data.booking_rooms[0].id;
}

describe("booking history", () => {
  it("records an Update Booking: who, what changed before and after, the guest's ID kept to its last 4 characters", async () => {
    await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      {
        notes: "Late arrival",
        rooms: [
          {
            id: ROOM_201,
            guests: {
              method: "add",
              records: [
                {
                  name: "Nguyễn Văn An",
                  identity: "001203004567",
                  id_type: "identity_card",
                  phone: "0912345678",
                  birthday: "1990-01-02",
                  is_primary_guest: true,
                },
              ],
            },
          },
        ],
        payments: { method: "add", records: [{ amount: 500000, method: "cash", paid_at: "2026-03-10 09:30:00" }] },
      },
    );
    const answer = await history("HNCJM6F2");
    expect(answer.status).toBe(200);
    const [entry] = answer.body.data.entries;
    expect(entry).toMatchObject({
      booking_id: "HNCJM6F2",
      booking_room_id: null,
      action: "booking.updated",
      actor: { kind: "api_key", name: expect.any(String) },
      reason: null,
    });
    expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const fields = Object.fromEntries(
      entry.changes.map((change: { field: string; before: unknown; after: unknown }) => [change.field.replace(/\.\d+$/, ".<id>"), change]),
    );
    expect(fields.notes).toMatchObject({ field: "notes", after: "Late arrival" });
    expect(fields["guests.<id>"].after).toEqual({
      name: "Nguyễn Văn An",
      id_type: "identity_card",
      identity: "…4567",
      country: null,
      identity_images: 0,
    });
    expect(fields["payments.<id>"].after).toEqual({ amount: 500000, method: "cash", paid_at: "2026-03-10 09:30:00" });
    expect(JSON.stringify(answer.body)).not.toContain("001203004567");
    expect(JSON.stringify(answer.body)).not.toContain("1990-01-02");
    expect(answer.body.data.next_before).toBeNull();
  });

  it("records a guest's edit field by field, and nothing for a write that changed nothing", async () => {
    const added = await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "Lê Hoa", is_primary_guest: true }] } }] },
    );
    const guestId = added.body.data.booking_rooms[0].guests[0].id;
    await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      {
        rooms: [
          { id: ROOM_201, guests: { method: "add", records: [{ id: Number(guestId), name: "Lê Thị Hoa", birthday: "1991-02-03" }] } },
        ],
      },
    );
    await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ id: Number(guestId), name: "Lê Thị Hoa" }] } }] },
    );
    const entries = (await history("HNCJM6F2")).body.data.entries;
    expect(entries).toHaveLength(2);
    expect(entries[0].changes).toEqual([
      { field: `guests.${guestId}.name`, before: "Lê Hoa", after: "Lê Thị Hoa" },
      { field: `guests.${guestId}.birthday`, before: "…", after: "…" },
    ]);
  });

  it("lists one guest's changed fields in the order the history has always used, not the guest record's", async () => {
    const added = await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "Lê Hoa", is_primary_guest: true }] } }] },
    );
    const guestId = added.body.data.booking_rooms[0].guests[0].id;
    const edit = {
      id: Number(guestId),
      name: "Lê Hoa",
      gender: "female",
      id_type: "passport",
      country: "FR",
      city: "Paris",
      email: "hoa@example.com",
      birthday: "1991-02-03",
    };
    const edited = await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [edit] } }] },
    );
    expect(edited.body).toMatchObject({ success: true });
    const entries = (await history("HNCJM6F2")).body.data.entries;
    const fields = entries[0].changes.map((change: { field: string }) => change.field.replace(`guests.${guestId}.`, ""));
    expect(fields).toEqual(["idType", "gender", "country", "city", "birthday", "email"]);
  });

  it("records rate changes and cancellations with their reasons, and check-outs; a desk repricing a past night must say why", async () => {
    const reception = await signInAs(DEMO_STAFF.hanoiReception);
    const pastRoom = await roomIdOf("HNVRBEHJ");
    // A partner's key keeps the contract: no reason asked.
    const byKey = await postRoomOperation(
      rate,
      "rate",
      { bookingCode: "HNVRBEHJ", roomId: pastRoom },
      { body: { days_breakdown: [{ day: "2026-03-09", price: 800000 }] } },
    );
    expect(byKey.status).toBe(200);
    const deskRate = (body: unknown) =>
      callRoute(rate, {
        method: "POST",
        path: `/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ/rooms/${pastRoom}/rate`,
        params: { tenant_id: "hanoi-old-quarter", booking_id: "HNVRBEHJ", room_id: pastRoom },
        headers: { ...reception.headers(true), "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const refused = await deskRate({ days_breakdown: [{ day: "2026-03-08", price: 900000 }] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(["reason"]);
    expect((await deskRate({ days_breakdown: [{ day: "2026-03-08", price: 900000 }], reason: "Đổi sang giá đoàn" })).status).toBe(200);
    // Tonight's price needs no reason.
    expect((await deskRate({ days_breakdown: [{ day: "2026-03-10", price: 950000 }] })).status).toBe(200);

    expect(
      (
        await postRoomOperation(
          cancel,
          "cancel",
          { bookingCode: "HNCJM6F2", roomId: ROOM_301 },
          { body: { reason: "Guest asked by phone" } },
        )
      ).status,
    ).toBe(200);
    const stayingRoom = await roomIdOf("HN9R3MM3");
    expect(
      (
        await postRoomOperation(
          checkout,
          "checkout",
          { bookingCode: "HN9R3MM3", roomId: stayingRoom },
          { body: { departure_hour: "11:00" } },
        )
      ).status,
    ).toBe(200);

    const rates = (await history("HNVRBEHJ")).body.data.entries;
    expect(
      rates.map((entry: { action: string; reason: string | null; actor: { kind: string } }) => [
        entry.action,
        entry.reason,
        entry.actor.kind,
      ]),
    ).toEqual([
      ["room.rate_changed", null, "desk_session"],
      ["room.rate_changed", "Đổi sang giá đoàn", "desk_session"],
      ["room.rate_changed", null, "api_key"],
    ]);
    expect(rates[1].changes).toEqual([{ field: `rooms.${pastRoom}.nights.2026-03-08`, before: expect.any(Number), after: 900000 }]);
    const [cancelled] = (await history("HNCJM6F2")).body.data.entries;
    expect(cancelled).toMatchObject({
      action: "room.cancelled",
      booking_room_id: ROOM_301,
      reason: "Guest asked by phone",
      changes: [{ field: `rooms.${ROOM_301}.status`, before: "confirmed", after: "cancelled" }],
    });
    const [checkedOut] = (await history("HN9R3MM3")).body.data.entries;
    expect(checkedOut).toMatchObject({ action: "room.checked_out", booking_room_id: stayingRoom });
    expect(checkedOut.changes).toContainEqual({ field: `rooms.${stayingRoom}.status`, before: "checked_in", after: "checked_out" });
  });

  it("records what a guest's link changed under the link, and a link cannot read the history", async () => {
    const link = await mintCheckinLink(testDb.db(), "HNCJM6F2");
    await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "Trần Bình", is_primary_guest: true }] } }] },
      { token: link.token },
    );
    expect((await history("HNCJM6F2", { token: link.token })).status).toBe(403);
    const [entry] = (await history("HNCJM6F2")).body.data.entries;
    expect(entry.actor.kind).toBe("checkin_token");
  });

  it("pages newest first, and never shows another property's booking", async () => {
    for (const notes of ["one", "two", "three"]) await postUpdateBooking(update, { bookingCode: "HNCJM6F2" }, { notes });
    const first = await history("HNCJM6F2", { query: "?limit=2" });
    expect(first.body.data.entries.map((entry: { changes: { after: string }[] }) => entry.changes[0]!.after)).toEqual(["three", "two"]);
    const second = await history("HNCJM6F2", { query: `?limit=2&before=${first.body.data.next_before}` });
    expect(second.body.data.entries.map((entry: { changes: { after: string }[] }) => entry.changes[0]!.after)).toEqual(["one"]);
    expect(second.body.data.next_before).toBeNull();
    expect((await history("HNCJM6F2", { query: "?limit=500" })).status).toBe(422);
    expect((await history("HNCJM6F2", { token: DEMO_KEYS.readHanoi })).status).toBe(200);
    expect((await history("HNCJM6F2", { tenantId: "saigon-riverside" })).status).toBe(404);
  });
});
