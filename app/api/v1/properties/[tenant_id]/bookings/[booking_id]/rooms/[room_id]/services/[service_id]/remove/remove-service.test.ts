import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs } from "@/tests/support/desk-session";
import { outboxEvents, postRoomOperation, postUpdateBooking, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as detail } from "../../../../../route";
import { GET as history } from "../../../../../history/route";
import { POST as update } from "../../../../../update/route";
import { POST as cancel } from "../../../cancel/route";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

// HNVRBEHJ's room 302 is checked in, with an airport pickup (1 × 350,000) and laundry (2.5 kg × 40,000, 10,000 off);
// 4,340,000 in all.
const ROOM_302 = "8eb426db-bd24-47a4-a490-fbc1fd363762";
// HNCJM6F2's rooms 201 and 301, confirmed.
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const ROOM_301 = "9cbac674-2b87-4889-a07b-6f738de6b870";
// HNL5QEZ2's room 201 checked out, with a spa massage.
const CHECKED_OUT = "c1f9ae90-05f4-45e6-941e-9cc80acbc02b";

interface ServiceJson {
  id: string | null;
  line_id: string;
  name: string;
}

function remove(
  code: string,
  roomId: string,
  serviceId: string,
  body?: unknown,
  options: { token?: string; tenantId?: string; headers?: Record<string, string> } = {},
) {
  const tenantId = options.tenantId ?? "hanoi-old-quarter";
  const text = body === undefined ? undefined : JSON.stringify(body);
  return callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/bookings/${code}/rooms/${roomId}/services/${serviceId}/remove`,
    params: { tenant_id: tenantId, booking_id: code, room_id: roomId, service_id: serviceId },
    token: options.headers ? undefined : (options.token ?? DEMO_KEYS.all),
    headers: { ...(text === undefined ? {} : { "content-type": "application/json" }), ...options.headers },
    body: text,
  });
}

async function read(code: string) {
  const answer = await callRoute(detail, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${code}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: code },
    token: DEMO_KEYS.all,
  });
  return answer.body.data;
}

async function serviceLines(code: string, roomId: string): Promise<ServiceJson[]> {
  return (await read(code)).booking_rooms.find((room: { id: string }) => room.id === roomId).services;
}

async function trail(code: string) {
  const answer = await callRoute(history, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${code}/history`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: code },
    token: DEMO_KEYS.all,
  });
  return answer.body.data.entries;
}

async function storedLineCount(): Promise<number> {
  const [row] = await queryRows<{ count: number }>(testDb.db(), sql`select count(*)::int as count from service_lines`);
  return row!.count;
}

describe("Remove Service", () => {
  it("takes the line off, recomputes the totals exactly, and records it in the history with the reason", async () => {
    const lines = await serviceLines("HNVRBEHJ", ROOM_302);
    const laundry = lines.find((line) => line.name === "Laundry (per kg)")!;
    // Each stored line has its own id; `id` stays the catalog's code.
    expect(new Set(lines.map((line) => line.line_id)).size).toBe(lines.length);
    expect(laundry.id).toBe("SVa8d196a1");

    const answer = await remove("HNVRBEHJ", ROOM_302, laundry.line_id, { reason: "Charged by mistake" });
    expect(answer.status).toBe(200);
    const room = answer.body.data.booking_rooms[0];
    expect(room.services.map((line: ServiceJson) => line.name)).toEqual(["Airport pickup"]);
    expect(room).toMatchObject({ service_fee: 350000, service_discount: 0, service_charge: 350000 });
    // 4,340,000 less the laundry's 100,000 and its 10,000 discount.
    expect(answer.body.data.amount).toBe(4250000);
    // The answer is what a read shows afterwards.
    expect(await read("HNVRBEHJ")).toEqual(answer.body.data);
    expect((await outboxEvents(testDb.db())).at(-1)).toEqual({
      type: "booking.updated",
      booking_id: "HNVRBEHJ",
      booking_room_id: ROOM_302,
    });

    const [entry] = await trail("HNVRBEHJ");
    expect(entry).toMatchObject({
      booking_room_id: ROOM_302,
      action: "room.service_removed",
      actor: { kind: "api_key" },
      reason: "Charged by mistake",
      changes: [
        {
          field: `rooms.${ROOM_302}.services`,
          before: {
            line_id: laundry.line_id,
            id: "SVa8d196a1",
            name: "Laundry (per kg)",
            quantity: 2.5,
            price_per_unit: 40000,
            discount: 10000,
            total_price: 100000,
            service_used_date: "2026-03-09",
          },
          after: null,
        },
      ],
    });
    // Gone: the same line again is not found, and nothing more is written.
    const again = await remove("HNVRBEHJ", ROOM_302, laundry.line_id);
    expect(again.status).toBe(404);
    expect(await trail("HNVRBEHJ")).toHaveLength(1);
  });

  it("removes a line once when two requests race for it: one 200, one 404, one history entry", async () => {
    const [, laundry] = await serviceLines("HNVRBEHJ", ROOM_302);
    const answers = await Promise.all([remove("HNVRBEHJ", ROOM_302, laundry!.line_id), remove("HNVRBEHJ", ROOM_302, laundry!.line_id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await trail("HNVRBEHJ")).toHaveLength(1);
    expect((await read("HNVRBEHJ")).amount).toBe(4250000);
  });

  it("removes one of two lines of the same service, and a desk session is recorded by name", async () => {
    await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      {
        rooms: [
          {
            id: ROOM_201,
            services: {
              method: "add",
              records: [
                { id: "SV69767dbd", quantity: 1 },
                { id: "SV69767dbd", quantity: 2 },
              ],
            },
          },
        ],
      },
    );
    const [first, second] = await serviceLines("HNCJM6F2", ROOM_201);
    expect(first!.id).toBe(second!.id);
    const reception = await signInAs(DEMO_STAFF.hanoiReception);
    const answer = await remove("HNCJM6F2", ROOM_201, second!.line_id, {}, { headers: reception.headers(true) });
    expect(answer.status).toBe(200);
    expect(
      answer.body.data.booking_rooms.find((room: { id: string }) => room.id === ROOM_201).services.map((line: ServiceJson) => line.line_id),
    ).toEqual([first!.line_id]);
    const [entry] = await trail("HNCJM6F2");
    expect(entry).toMatchObject({ action: "room.service_removed", actor: { kind: "desk_session" }, reason: null });
    expect(entry.changes[0].before).toMatchObject({ line_id: second!.line_id, quantity: 2, total_price: 300000 });
  });

  it("answers 404 for a line of another room, an unknown line or another property; 422 for a malformed id", async () => {
    const [pickup] = await serviceLines("HNVRBEHJ", ROOM_302);
    const before = await writableState(testDb.db());
    const lines = await storedLineCount();

    const otherRoom = await remove("HNCJM6F2", ROOM_201, pickup!.line_id);
    expect(otherRoom.status).toBe(404);
    expect(otherRoom.body.code).toBe("NOT_FOUND");
    expect((await remove("HNVRBEHJ", ROOM_302, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await remove("HNVRBEHJ", ROOM_302, pickup!.line_id, {}, { tenantId: "saigon-apartments" })).status).toBe(404);
    const malformed = await remove("HNVRBEHJ", ROOM_302, "SVb29324ec");
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toHaveProperty(["service_id"]);
    // A room of another booking is the room_id's error, as in the other room operations.
    expect((await remove("HNCJM6F2", ROOM_302, pickup!.line_id)).body.errors).toHaveProperty(["room_id"]);

    expect(await writableState(testDb.db())).toBe(before);
    expect(await storedLineCount()).toBe(lines);
  });

  it("refuses a checked-out or cancelled room's services (its bill is settled) and changes nothing", async () => {
    const [massage] = await serviceLines("HNL5QEZ2", CHECKED_OUT);
    const checkedOut = await remove("HNL5QEZ2", CHECKED_OUT, massage!.line_id);
    expect(checkedOut.status).toBe(422);
    expect(checkedOut.body).toMatchObject({
      code: "BOOKING_ROOM_INVALID_STATUS",
      checkin_status: "checked_out",
      booking_status: "finished",
    });

    await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      { rooms: [{ id: ROOM_301, services: { method: "add", records: [{ id: "SVb29324ec", quantity: 1 }] } }] },
    );
    const [pickup] = await serviceLines("HNCJM6F2", ROOM_301);
    expect((await postRoomOperation(cancel, "cancel", { bookingCode: "HNCJM6F2", roomId: ROOM_301 })).status).toBe(200);
    const before = await writableState(testDb.db());
    const lines = await storedLineCount();
    const cancelled = await remove("HNCJM6F2", ROOM_301, pickup!.line_id, { reason: "Too late" });
    expect(cancelled.status).toBe(422);
    expect(cancelled.body).toMatchObject({ code: "BOOKING_ROOM_INVALID_STATUS", checkin_status: "cancelled" });
    expect(await writableState(testDb.db())).toBe(before);
    expect(await storedLineCount()).toBe(lines);
  });

  it("is refused to a guest's check-in link and to a key without bookings:write", async () => {
    const [pickup] = await serviceLines("HNVRBEHJ", ROOM_302);
    const link = await mintCheckinLink(testDb.db(), "HNVRBEHJ");
    const byLink = await remove("HNVRBEHJ", ROOM_302, pickup!.line_id, {}, { token: link.token });
    expect(byLink.status).toBe(403);
    expect(byLink.body.code).toBe("FORBIDDEN");
    expect((await remove("HNVRBEHJ", ROOM_302, pickup!.line_id, {}, { token: DEMO_KEYS.readHanoi })).status).toBe(403);
    expect(await serviceLines("HNVRBEHJ", ROOM_302)).toHaveLength(2);
  });

  it("replays an Idempotency-Key's first answer without removing or recording twice", async () => {
    const [pickup, laundry] = await serviceLines("HNVRBEHJ", ROOM_302);
    const headers = { "idempotency-key": "remove-laundry-1" };
    const first = await remove(
      "HNVRBEHJ",
      ROOM_302,
      laundry!.line_id,
      { reason: "Not used" },
      { headers: { ...headers, authorization: `Bearer ${DEMO_KEYS.all}` } },
    );
    const replay = await remove(
      "HNVRBEHJ",
      ROOM_302,
      laundry!.line_id,
      { reason: "Not used" },
      { headers: { ...headers, authorization: `Bearer ${DEMO_KEYS.all}` } },
    );
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(await trail("HNVRBEHJ")).toHaveLength(1);
    expect(await outboxEvents(testDb.db())).toHaveLength(1);
    // The same key for another line is a different request.
    const reused = await remove(
      "HNVRBEHJ",
      ROOM_302,
      pickup!.line_id,
      { reason: "Not used" },
      { headers: { ...headers, authorization: `Bearer ${DEMO_KEYS.all}` } },
    );
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("refuses a bad reason or an unknown field with 422 naming it", async () => {
    const [pickup] = await serviceLines("HNVRBEHJ", ROOM_302);
    const tooLong = await remove("HNVRBEHJ", ROOM_302, pickup!.line_id, { reason: "x".repeat(501) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toHaveProperty(["reason"]);
    expect((await remove("HNVRBEHJ", ROOM_302, pickup!.line_id, { reason: "a\u0000b" })).body.errors).toHaveProperty(["reason"]);
    expect((await remove("HNVRBEHJ", ROOM_302, pickup!.line_id, { reason: 42 })).body.errors).toHaveProperty(["reason"]);
    expect((await remove("HNVRBEHJ", ROOM_302, pickup!.line_id, { quantity: 1 })).status).toBe(422);
    expect(await serviceLines("HNVRBEHJ", ROOM_302)).toHaveLength(2);
  });
});
