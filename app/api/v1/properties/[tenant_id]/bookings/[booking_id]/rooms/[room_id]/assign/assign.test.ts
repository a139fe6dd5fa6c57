import { beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs } from "@/tests/support/desk-session";
import { outboxEvents, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as units } from "@/app/api/desk/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/units/route";
import { GET as history } from "../../../history/route";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

// Hanoi, 2026-03-10. HNCJM6F2's Superior Double (201) stays the nights of 10 and 11 March.
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
// HN4QRH9B: a day-use stay today (its one night: 10 March).
const DAY_USE = "db1c6aa2-c995-4ea3-b329-262c883fe783";

function assign(code: string, roomId: string, body: unknown, options: { token?: string; tenantId?: string } = {}) {
  const tenantId = options.tenantId ?? "hanoi-old-quarter";
  return callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/bookings/${code}/rooms/${roomId}/assign`,
    params: { tenant_id: tenantId, booking_id: code, room_id: roomId },
    token: options.token ?? DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("Assign Room", () => {
  it("moves the room to a free room of its type, shows it in the detail, the history and a booking.updated event", async () => {
    const answer = await assign("HNCJM6F2", ROOM_201, { room_unit: "203", reason: "Quiet side" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.booking_rooms.find((room: { id: string }) => room.id === ROOM_201).room_unit).toBe("203");
    expect((await outboxEvents(testDb.db())).at(-1)).toMatchObject({
      type: "booking.updated",
      booking_id: "HNCJM6F2",
      booking_room_id: ROOM_201,
    });
    const trail = await callRoute(history, {
      path: "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/history",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" },
      token: DEMO_KEYS.all,
    });
    expect(trail.body.data.entries[0]).toMatchObject({
      action: "room.assigned",
      reason: "Quiet side",
      changes: [{ field: `rooms.${ROOM_201}.room_unit`, before: "201", after: "203" }],
    });
    // The same again changes nothing and records nothing.
    expect((await assign("HNCJM6F2", ROOM_201, { room_unit: "203" })).status).toBe(200);
    expect(await outboxEvents(testDb.db())).toHaveLength(1);
  });

  it("refuses a room taken on one of the nights, out of order, or of another type, and changes nothing", async () => {
    const before = await writableState(testDb.db());
    const taken = await assign("HNCJM6F2", ROOM_201, { room_unit: "202" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "ROOM_UNIT_UNAVAILABLE" });
    // The API's conflict names the nights only; the check-out day the desk lists is the desk's.
    expect(taken.body.conflicts).toEqual([{ kind: "booking", booking_id: "HN9R3MM3", from: "2026-03-09", to: "2026-03-10" }]);
    const outOfOrder = await assign("HNCJM6F2", ROOM_201, { room_unit: "205" });
    expect(outOfOrder.body.conflicts).toEqual([{ kind: "out_of_order", booking_id: null, from: null, to: null }]);
    const otherType = await assign("HNCJM6F2", ROOM_201, { room_unit: "301" });
    expect(otherType.status).toBe(422);
    expect(otherType.body.errors.room_unit).toEqual(["Room 301 is not a Superior Double."]);
    expect((await assign("HNCJM6F2", ROOM_201, { room_unit: "999" })).body.errors).toHaveProperty(["room_unit"]);
    // A NUL byte never reaches the database: 422 on the field, not a 500.
    expect((await assign("HNCJM6F2", ROOM_201, { room_unit: "20\u00003" })).body.errors).toHaveProperty(["room_unit"]);
    expect((await assign("HNCJM6F2", ROOM_201, { room_unit: "203", reason: "a\u0000b" })).body.errors).toHaveProperty(["reason"]);
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("counts a day-use stay's one night: a stay over that night cannot share its room", async () => {
    const dayUse = await assign("HN4QRH9B", DAY_USE, { room_unit: "204" });
    expect(dayUse.status).toBe(200);
    const clash = await assign("HNCJM6F2", ROOM_201, { room_unit: "204" });
    expect(clash.status).toBe(409);
    expect(clash.body.conflicts).toEqual([{ kind: "booking", booking_id: "HN4QRH9B", from: "2026-03-10", to: "2026-03-10" }]);
  });

  it("takes an assignment away with null; a link may not assign, another property's key finds nothing", async () => {
    const unassigned = await assign("HNCJM6F2", ROOM_201, { room_unit: null });
    expect(unassigned.body.data.booking_rooms.find((room: { id: string }) => room.id === ROOM_201).room_unit).toBeNull();
    const link = await mintCheckinLink(testDb.db(), "HNCJM6F2");
    expect((await assign("HNCJM6F2", ROOM_201, { room_unit: "203" }, { token: link.token })).status).toBe(403);
    expect((await assign("HNCJM6F2", ROOM_201, { room_unit: "203" }, { tenantId: "saigon-riverside" })).status).toBe(404);
  });

  it("lists the room's candidates for the desk, free ones first, with what stands in the way of the others", async () => {
    const reception = await signInAs(DEMO_STAFF.hanoiReception);
    const answer = await callRoute(units, {
      path: `/api/desk/properties/hanoi-old-quarter/bookings/HNCJM6F2/rooms/${ROOM_201}/units`,
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2", room_id: ROOM_201 },
      headers: reception.headers(),
    });
    expect(
      answer.body.data.units.map((unit: { room_unit: string; assigned: boolean; conflicts: { kind: string }[] }) => [
        unit.room_unit,
        unit.assigned,
        unit.conflicts.map((conflict) => conflict.kind),
      ]),
    ).toEqual([
      ["201", true, []],
      ["203", false, []],
      ["204", false, []],
      ["202", false, ["booking"]],
      ["205", false, ["out_of_order"]],
    ]);
    // The desk writes the other stay to its check-out day (11/3), not its last night (10/3).
    expect(answer.body.data.units.find((unit: { room_unit: string }) => unit.room_unit === "202").conflicts).toEqual([
      { kind: "booking", booking_id: "HN9R3MM3", from: "2026-03-09", to: "2026-03-10", checkout_date: "2026-03-11" },
    ]);
  });
});
