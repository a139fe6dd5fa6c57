import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { guests } from "@/server/platform/db/schema";
import { loadDemo } from "@/tests/support/demo";
import { guestSideState, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const update = (bookingCode: string, data: unknown) => postUpdateBooking(POST, { bookingCode }, data);
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const IN_HOUSE_CHILD_ROOM = "84dffeff-ba03-495c-a3ae-5517aabea61b"; // HNHAV47A, one guest

describe("Update Booking: refusals change nothing", () => {
  it.each([
    [{ notes: "x".repeat(1001) }, "notes"],
    [
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "A" }, { name: "B", email: "nope" }] } }] },
      "rooms.0.guests.records.1.email",
    ],
    [{ rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ email: "a@b.co" }] } }] }, "rooms.0.guests.records.0.name"],
    [{ rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "A", gender: "x" }] } }] }, "rooms.0.guests.records.0.gender"],
    [
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "A", identity: "9".repeat(51) }] } }] },
      "rooms.0.guests.records.0.identity",
    ],
    [
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "A", country: "Vietnam" }] } }] },
      "rooms.0.guests.records.0.country",
    ],
    [{ rooms: [{ id: ROOM_201, guests: { method: "merge", records: [] } }] }, "rooms.0.guests.method"],
    [{ rooms: [{ id: "not-a-uuid" }] }, "rooms.0.id"],
    [{ rooms: [{ id: "8eb426db-bd24-47a4-a490-fbc1fd363762" }] }, "rooms.0.id"],
    [{ rooms: [{ id: ROOM_201, status: "checked_out" }] }, "rooms.0.status"],
    [{ rooms: [{ id: ROOM_201, services: { method: "add", records: [] } }] }, "rooms.0.services.records"],
    [
      { rooms: [{ id: ROOM_201, services: { method: "add", records: [{ id: "SV6ff92448", quantity: 1 }] } }] },
      "rooms.0.services.records.0.id",
    ],
    [
      { rooms: [{ id: ROOM_201, services: { method: "add", records: [{ id: "SV00000000", quantity: 1 }] } }] },
      "rooms.0.services.records.0.id",
    ],
    [
      { rooms: [{ id: ROOM_201, services: { method: "add", records: [{ id: "SV69767dbd", quantity: 0 }] } }] },
      "rooms.0.services.records.0.quantity",
    ],
    [{ payments: { method: "add", records: [] } }, "payments.records"],
    [{ payments: { method: "add", records: [{ amount: 10.5 }] } }, "payments.records.0.amount"],
    [{ payments: { method: "add", records: [{ amount: -500000, paid_at: "2026-03-10 10:00:00" }] } }, "payments.records.0.amount"],
    [{ payments: { method: "add", records: [{ amount: 0 }] } }, "payments.records.0.amount"],
    [{ payments: { method: "add", records: [{ amount: 10, paid_at: "2026-03-10T10:00:00" }] } }, "payments.records.0.paid_at"],
    [{ invoice: { tax_code: "1".repeat(21) } }, "invoice.tax_code"],
    [{ invoice: { tax_code: "0101" } }, "invoice.tax_code"],
    [{ invoice: { tax_code: "0101234567-01" } }, "invoice.tax_code"],
    [{ rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "An", phone: "12345" }] } }] }, "rooms.0.guests.records.0.phone"],
    [
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "An", phone: "0123 456 789" }] } }] },
      "rooms.0.guests.records.0.phone",
    ],
    [{ note: "typo" }, "note"],
  ])("%j is refused on %s", async (data, field) => {
    const before = await guestSideState(testDb.db());
    const answer = await update("HNCJM6F2", data);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(answer.body.errors).toHaveProperty([field]);
    expect(await guestSideState(testDb.db())).toBe(before);
  });

  it("refuses invoice details when no primary guest can be resolved", async () => {
    const before = await guestSideState(testDb.db());
    const answer = await update("HNCJM6F2", { invoice: { company: "ACME" } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, code: "INVOICE_NO_PRIMARY_GUEST", message: expect.any(String) });
    expect(await guestSideState(testDb.db())).toBe(before);
    expect((await update("HNCJM6F2", { invoice: { company: null } })).status).toBe(200);
  });

  it("refuses a check-in before the check-in date and for a cancelled booking", async () => {
    const early = await update("HNZK3NJ6", { rooms: [{ id: "9da91400-4884-4306-a8d9-393a2496ad45", status: "checked_in" }] });
    expect(early.status).toBe(422);
    expect(early.body.errors["rooms.0.status"][0]).toContain("2026-03-15");
    const cancelled = await update("HNNVMCFR", { rooms: [{ id: "4432715c-e167-4e55-82e6-d4a8c0a4be8f", status: "checked_in" }] });
    expect(cancelled.status).toBe(422);
    expect(cancelled.body.errors).toHaveProperty(["rooms.0.status"]);
  });

  it("writes nothing of a request whose last part fails", async () => {
    const before = await guestSideState(testDb.db());
    const answer = await update("HNQZAUK4", {
      notes: "will not stay",
      payments: { method: "add", records: [{ amount: 100000, paid_at: "2026-03-10 10:00:00" }] },
      rooms: [
        { id: "a52b0250-e785-4588-a0c7-a0227436c6e3", guests: { method: "add", records: [{ name: "Kept? No", is_primary_guest: true }] } },
        { id: "c2107aa4-c0b0-4379-b759-1c37ebd97ff3", services: { method: "add", records: [{ id: "SV00000000", quantity: 1 }] } },
      ],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["rooms.1.services.records.0.id"]);
    expect(await guestSideState(testDb.db())).toBe(before);
  });

  it("reports every field error of the request together, whichever part it is in", async () => {
    const before = await guestSideState(testDb.db());
    const answer = await update("HNQZAUK4", {
      rooms: [
        { id: "a52b0250-e785-4588-a0c7-a0227436c6e3", guests: { method: "add", records: [{ id: 999999, name: "Nobody" }] } },
        {
          id: "c2107aa4-c0b0-4379-b759-1c37ebd97ff3",
          status: "checked_in",
          services: { method: "add", records: [{ id: "SV00000000", quantity: 1 }] },
        },
      ],
      payments: { method: "add", records: [{ amount: 10.5 }] },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      ["payments.records.0.amount", "rooms.0.guests.records.0.id", "rooms.1.services.records.0.id", "rooms.1.status"].sort(),
    );
    expect(await guestSideState(testDb.db())).toBe(before);
  });

  it("refuses a room sent twice, and a guest named twice in one room's records", async () => {
    const before = await guestSideState(testDb.db());
    const sameRoom = await update("HNCJM6F2", {
      rooms: [
        { id: ROOM_201, guests: { method: "add", records: [{ name: "A" }] } },
        { id: ROOM_201.toUpperCase(), guests: { method: "add", records: [{ name: "B" }] } },
      ],
    });
    expect(sameRoom.status).toBe(422);
    expect(sameRoom.body.errors).toEqual({ "rooms.1.id": [expect.stringContaining("rooms.0")] });

    const [guest] = await testDb.db().select({ id: guests.id }).from(guests).where(eq(guests.bookingRoomId, IN_HOUSE_CHILD_ROOM));
    const sameGuest = await update("HNHAV47A", {
      rooms: [
        {
          id: IN_HOUSE_CHILD_ROOM,
          guests: {
            method: "replace",
            records: [
              { id: guest!.id, name: "A" },
              { id: guest!.id, name: "B" },
            ],
          },
        },
      ],
    });
    expect(sameGuest.status).toBe(422);
    expect(sameGuest.body.errors).toEqual({ "rooms.0.guests.records.1.id": [expect.stringContaining("records.0")] });
    expect(await guestSideState(testDb.db())).toBe(before);
  });

  it("answers 400 BOOKING_001 for a data part that is not JSON and for a non-multipart body", async () => {
    const form = new FormData();
    form.set("data", "{not json");
    const { callRoute } = await import("@/tests/support/call-route");
    const { DEMO_KEYS } = await import("@/tests/support/demo");
    const params = { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" };
    const path = "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/update";
    const broken = await callRoute(POST, { method: "POST", path, params, token: DEMO_KEYS.all, body: form });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe("BOOKING_001");
    const text = await callRoute(POST, {
      method: "POST",
      path,
      params,
      token: DEMO_KEYS.all,
      body: "notes=1",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(400);
  });
});
