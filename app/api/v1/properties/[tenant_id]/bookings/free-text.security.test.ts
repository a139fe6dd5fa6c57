import { beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { guestSideState, outboxEvents, postCreateBooking, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as assign } from "./[booking_id]/rooms/[room_id]/assign/route";
import { POST as update } from "./[booking_id]/update/route";
import { POST as create } from "./route";

// Issue 32, item 7: a booker's name "An\r\nBcc: ..." was accepted, and the hotel's own check-in
// e-mail then carried the injected lines in its text and HTML; ".mai.anh@example.com" was
// accepted and mailed. One-line fields refuse line breaks and control characters, notes keep
// their line breaks, and e-mail addresses are read as the mail standard writes them.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const SUPERIOR = "573e587b-7d71-4d95-b54f-aa25a966a6f0";
const BOOKING = "HNCJM6F2";
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const INJECTED = "Nguyễn Văn An\r\nBcc: victim@example.com\r\n\r\n<script>alert(1)</script>";

const walkIn = (overrides: Record<string, unknown> = {}) => ({
  checkin_date: "2026-04-20",
  checkout_date: "2026-04-22",
  customer: { name: "Nguyễn Văn An", email: "an@example.com", phone: "0912 345 678" },
  booking_source: "Walk-in",
  rooms: [{ room_type_id: SUPERIOR, rate_plan_id: "RPJZ36HN02", occupancy: { adults: 2 } }],
  ...overrides,
});
const customer = (change: Record<string, unknown>) => ({ customer: { name: "Nguyễn Văn An", email: null, phone: null, ...change } });
const guest = (change: Record<string, unknown>) => ({
  rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "Trần Bình", ...change }] } }],
});

describe("Create Booking: one-line fields and e-mail addresses", () => {
  it.each([
    [customer({ name: INJECTED }), "customer.name"],
    [customer({ name: "An\u001b[2J" }), "customer.name"],
    [customer({ email: ".mai.anh@example.com" }), "customer.email"],
    [customer({ email: "mai..anh@example.com" }), "customer.email"],
    [customer({ email: "mai.anh.@example.com" }), "customer.email"],
    [{ source_reservation_code: "BDC-1\nBDC-2" }, "source_reservation_code"],
    [{ booking_source: "Walk\u0000-in" }, "booking_source"],
    [{ notes: "Late arrival\u0007" }, "notes"],
  ])("refuses %j with 422 on %s and writes nothing", async (change, field) => {
    const answer = await postCreateBooking(create, walkIn(change));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty([field]);
    expect(await outboxEvents(testDb.db())).toEqual([]);
  });

  it("keeps the line breaks of notes", async () => {
    const answer = await postCreateBooking(create, walkIn({ notes: "Late arrival\r\nAround 23:00" }));
    expect(answer.status).toBe(201);
    expect(answer.body.data.notes).toBe("Late arrival\r\nAround 23:00");
  });
});

describe("Update Booking: one-line fields and e-mail addresses", () => {
  it.each([
    [guest({ name: INJECTED }), "rooms.0.guests.records.0.name"],
    [guest({ email: ".mai.anh@example.com" }), "rooms.0.guests.records.0.email"],
    [guest({ address: "12 Hàng Bạc\nBcc: x" }), "rooms.0.guests.records.0.address"],
    [guest({ ward: "Phường\u0085Hoàn Kiếm" }), "rooms.0.guests.records.0.ward"],
    [guest({ city: "Hà Nội\u2028" + "x" }), "rooms.0.guests.records.0.city"],
    [guest({ identity: "0012\r\n03004567" }), "rooms.0.guests.records.0.identity"],
    [guest({ visa_number: "EV1\t2" }), "rooms.0.guests.records.0.visa_number"],
    [guest({ entry_port_other: "Cửa\nkhẩu" }), "rooms.0.guests.records.0.entry_port_other"],
    [{ invoice: { company: "ACME\r\nBcc: x" } }, "invoice.company"],
    [{ invoice: { address: "1 Phố\u001bHuế" } }, "invoice.address"],
    [{ invoice: { email: ".billing@example.com" } }, "invoice.email"],
    [{ guest_message: "Hello\u0007" }, "guest_message"],
    [{ notes: "VIP\u001b[31m" }, "notes"],
    [{ payments: { method: "add", records: [{ amount: 1000, method: "ca\r\nsh" }] } }, "payments.records.0.method"],
    [{ payments: { method: "add", records: [{ amount: 1000, notes: "ok\u0007" }] } }, "payments.records.0.notes"],
  ])("refuses %j with 422 on %s and writes nothing", async (data, field) => {
    const before = await guestSideState(testDb.db());
    const answer = await postUpdateBooking(update, { bookingCode: BOOKING }, data);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty([field]);
    expect(await guestSideState(testDb.db())).toBe(before);
  });

  it("keeps the line breaks of the notes and the guest's message", async () => {
    const answer = await postUpdateBooking(
      update,
      { bookingCode: BOOKING },
      { notes: "VIP\nQuiet room", guest_message: "Arriving late\r\nThanks" },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ notes: "VIP\nQuiet room", guest_message: "Arriving late\r\nThanks" });
  });
});

describe("room operations: one-line fields", () => {
  it("refuses a room unit with a line break (422 on room_unit) and a reason with a control character (422 on reason)", async () => {
    const send = (body: unknown) =>
      callRoute(assign, {
        method: "POST",
        path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/rooms/${ROOM_201}/assign`,
        params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING, room_id: ROOM_201 },
        token: DEMO_KEYS.all,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await send({ room_unit: "20\n3" })).body.errors).toHaveProperty(["room_unit"]);
    expect((await send({ room_unit: "203", reason: "Quiet\u0007" })).body.errors).toHaveProperty(["reason"]);
    expect((await send({ room_unit: "203", reason: "Quiet side\nasked at booking" })).status).toBe(200);
  });
});
