import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { guests } from "@/server/platform/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { guestSideState, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

// Update Booking takes any input without a 500 and without unbounded work: every list has a
// maximum, text PostgreSQL cannot store and amounts past the money columns are refused on
// their own dot path, and nothing of a refused request is saved.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const ARRIVING_TODAY = "HNCJM6F2"; // two rooms
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const IN_HOUSE = "HN9R3MM3";
const IN_HOUSE_ROOM = "e77e2667-792f-466e-98db-d94db16c7030"; // two guests
const SERVICE = "SV69767dbd";

const multipart = (data: unknown, bookingCode = ARRIVING_TODAY) => postUpdateBooking(POST, { bookingCode }, data);
const asJson = (data: string, bookingCode = ARRIVING_TODAY) =>
  callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${bookingCode}/update`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: bookingCode },
    token: DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: data,
  });
const names = (count: number, prefix = "Guest") => Array.from({ length: count }, (_, index) => ({ name: `${prefix} ${index}` }));
const addGuests = (records: unknown[], roomId = ROOM_201) => ({ rooms: [{ id: roomId, guests: { method: "add", records } }] });

async function expectRefusedOn(answer: { status: number; body: { errors?: Record<string, string[]> } }, field: string, before: string) {
  expect(answer.status).toBe(422);
  expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  expect(await guestSideState(testDb.db())).toBe(before);
}

describe("Update Booking: bounded lists", () => {
  it.each([
    ["51 guest records for one room", addGuests(names(51)), "rooms.0.guests.records"],
    [
      "51 service lines for one room",
      { rooms: [{ id: ROOM_201, services: { method: "add", records: Array.from({ length: 51 }, () => ({ id: SERVICE, quantity: 1 })) } }] },
      "rooms.0.services.records",
    ],
    ["51 payments", { payments: { method: "add", records: Array.from({ length: 51 }, () => ({ amount: 1000 })) } }, "payments.records"],
    ["501 room updates", { rooms: Array.from({ length: 501 }, () => ({ id: ROOM_201 })) }, "rooms"],
  ])("refuses %s with 422 on the list", async (_, data, field) => {
    const before = await guestSideState(testDb.db());
    await expectRefusedOn(await multipart(data), field, before);
  });

  it("refuses more room updates than the booking has rooms", async () => {
    const before = await guestSideState(testDb.db());
    const answer = await multipart({ rooms: [{ id: ROOM_201 }, { id: ROOM_201 }, { id: ROOM_201 }] });
    await expectRefusedOn(answer, "rooms", before);
    expect(answer.body.errors.rooms[0]).toContain("2 rooms");
  });

  it("refuses repeated adds that would grow a room past 50 guests", async () => {
    expect((await multipart(addGuests(names(50)))).status).toBe(200);
    const before = await guestSideState(testDb.db());
    await expectRefusedOn(await multipart(addGuests(names(1, "One more"))), "rooms.0.guests.records", before);
  });

  it("saves many guests in one request in the order sent, the last one made primary being the only primary guest", async () => {
    const existing = await testDb
      .db()
      .select({ id: guests.id, name: guests.name })
      .from(guests)
      .where(eq(guests.bookingRoomId, IN_HOUSE_ROOM))
      .orderBy(asc(guests.position));
    expect(existing).toHaveLength(2);
    const replaced = await multipart(
      {
        rooms: [
          {
            id: IN_HOUSE_ROOM,
            guests: {
              method: "replace",
              records: [
                { id: existing[1]!.id, name: "Second, now first" },
                { name: "New A", is_primary_guest: true },
                ...names(40, "Companion"),
                { id: existing[0]!.id, name: "First, now last", is_primary_guest: true },
              ],
            },
          },
        ],
      },
      IN_HOUSE,
    );
    expect(replaced.status).toBe(200);
    const rows = async () =>
      testDb
        .db()
        .select({ name: guests.name, position: guests.position, primary: guests.isPrimaryGuest })
        .from(guests)
        .where(eq(guests.bookingRoomId, IN_HOUSE_ROOM))
        .orderBy(asc(guests.position));
    const afterReplace = await rows();
    expect(afterReplace.map((row) => row.name)).toEqual([
      "Second, now first",
      "New A",
      ...names(40, "Companion").map((g) => g.name),
      "First, now last",
    ]);
    expect(afterReplace.map((row) => row.position)).toEqual(afterReplace.map((_, index) => index));
    expect(afterReplace.filter((row) => row.primary).map((row) => row.name)).toEqual(["First, now last"]);

    const added = await multipart(addGuests([{ name: "Late A", is_primary_guest: true }, { name: "Late B" }], IN_HOUSE_ROOM), IN_HOUSE);
    expect(added.status).toBe(200);
    const afterAdd = await rows();
    expect(afterAdd.slice(-2).map((row) => [row.name, row.position])).toEqual([
      ["Late A", 43],
      ["Late B", 44],
    ]);
    expect(afterAdd.filter((row) => row.primary).map((row) => row.name)).toEqual(["Late A"]);
  });
});

describe("Update Booking: input the database would refuse is a 422, never a 500", () => {
  it.each([
    ["a NUL character in the notes", { notes: "late\u0000arrival" }, "notes"],
    ["a NUL character in a guest's name", addGuests([{ name: "Nguyễn\u0000An" }]), "rooms.0.guests.records.0.name"],
    [
      "a lone surrogate in a guest's name (it would be stored as U+FFFD)",
      addGuests([{ name: "An \ud800" }]),
      "rooms.0.guests.records.0.name",
    ],
    [
      "a NUL character in a payment's notes",
      { payments: { method: "add", records: [{ amount: 1, notes: "cash\u0000" }] } },
      "payments.records.0.notes",
    ],
    ["a birthday in year 0000", addGuests([{ name: "An", birthday: "0000-01-01" }]), "rooms.0.guests.records.0.birthday"],
    [
      "an identity issue date in year 0000",
      addGuests([{ name: "An", identity_issue_date: "0000-12-31T00:00:00Z" }]),
      "rooms.0.guests.records.0.identity_issue_date",
    ],
    ["a payment of 1e20", { payments: { method: "add", records: [{ amount: 1e20 }] } }, "payments.records.0.amount"],
    ["a refund of -1e14", { payments: { method: "add", records: [{ amount: -1e14 }] } }, "payments.records.0.amount"],
    ["a payment of 1e12, the amount bound", { payments: { method: "add", records: [{ amount: 1e12 }] } }, "payments.records.0.amount"],
    [
      "a payment dated year 0000",
      { payments: { method: "add", records: [{ amount: 1, paid_at: "0000-01-01 10:00:00" }] } },
      "payments.records.0.paid_at",
    ],
    [
      "a service price of 1e308",
      { rooms: [{ id: ROOM_201, services: { method: "add", records: [{ id: SERVICE, quantity: 1, price_per_unit: 1e308 }] } }] },
      "rooms.0.services.records.0.price_per_unit",
    ],
    [
      "a quantity past its column (1e10)",
      { rooms: [{ id: ROOM_201, services: { method: "add", records: [{ id: SERVICE, quantity: 1e10 }] } }] },
      "rooms.0.services.records.0.quantity",
    ],
    [
      "a quantity the column would round to 0 (0.0001)",
      { rooms: [{ id: ROOM_201, services: { method: "add", records: [{ id: SERVICE, quantity: 0.0001 }] } }] },
      "rooms.0.services.records.0.quantity",
    ],
  ])("refuses %s on its dot path, as multipart and as JSON", async (_, data, field) => {
    const before = await guestSideState(testDb.db());
    await expectRefusedOn(await multipart(data), field, before);
    await expectRefusedOn(await asJson(JSON.stringify(data)), field, before);
  });

  it("accepts the largest amount the bound allows and the first and last years the columns hold", async () => {
    const answer = await multipart({
      ...addGuests([{ name: "An", birthday: "0001-01-01", identity_issue_date: "9999-12-31" }]),
      payments: { method: "add", records: [{ amount: 999_999_999_999 }] },
    });
    expect(answer.status).toBe(200);
  });

  it("refuses a multipart body with an empty boundary with 400 BOOKING_001, not a 500", async () => {
    const answer = await callRoute(POST, {
      method: "POST",
      path: `/api/v1/properties/hanoi-old-quarter/bookings/${ARRIVING_TODAY}/update`,
      params: { tenant_id: "hanoi-old-quarter", booking_id: ARRIVING_TODAY },
      token: DEMO_KEYS.all,
      headers: { "content-type": "multipart/form-data; boundary=" },
      body: "--\r\n",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: "BOOKING_001" });
  });

  it("refuses a date-time of any length: only a date-time's own length is read", async () => {
    const before = await guestSideState(testDb.db());
    const answer = await multipart(addGuests([{ name: "An", identity_issue_date: `2021-01-01T${"0".repeat(100)}` }]));
    await expectRefusedOn(answer, "rooms.0.guests.records.0.identity_issue_date", before);
  });

  it("refuses JSON nested deeper than the call stack with 422, not a stack overflow", async () => {
    const depth = 200_000;
    const before = await guestSideState(testDb.db());
    const answer = await asJson(`{"notes":${"[".repeat(depth)}${"]".repeat(depth)}}`);
    await expectRefusedOn(answer, "notes", before);
  });
});
