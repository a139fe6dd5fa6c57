import { beforeEach, describe, expect, it } from "vitest";
import { keptOverpayments, payments, bookings } from "@/server/platform/db/schema";
import { eq } from "drizzle-orm";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { outboxEvents, postRoomOperation, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const checkOut = (bookingCode: string, roomId: string, options: Parameters<typeof postRoomOperation>[3] = {}, tenantId?: string) =>
  postRoomOperation(POST, "checkout", { bookingCode, roomId, tenantId }, options);

const PAID_ROOM = "e77e2667-792f-466e-98db-d94db16c7030"; // HN9R3MM3, fully paid
const UNPAID_ROOM = "8eb426db-bd24-47a4-a490-fbc1fd363762"; // HNVRBEHJ, 3,340,000 due
const GROUP_CHILD_ROOM = "84dffeff-ba03-495c-a3ae-5517aabea61b"; // HNHAV47A in group GRARCNFC

describe("Check-out Booking Room", () => {
  it("checks out a paid room, finishes the booking and writes one booking.checked_out event", async () => {
    const answer = await checkOut("HN9R3MM3", PAID_ROOM, { body: { departure_hour: "10:45" } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe("finished");
    expect(answer.body.data.booking_rooms[0]).toMatchObject({ id: PAID_ROOM, checkin_status: "checked_out" });
    expect(answer.body.data.booking_rooms[0].guests).toHaveLength(2);
    expect(answer.body.data.amount).toBe(1800000);
    expect(await outboxEvents(testDb.db())).toEqual([{ type: "booking.checked_out", booking_id: "HN9R3MM3", booking_room_id: PAID_ROOM }]);
  });

  it("answers a retry on a checked-out room with 200 and changes nothing", async () => {
    await checkOut("HN9R3MM3", PAID_ROOM);
    const before = await writableState(testDb.db());
    const retry = await checkOut("HN9R3MM3", PAID_ROOM);
    expect(retry.status).toBe(200);
    expect(retry.body.data.booking_rooms[0].checkin_status).toBe("checked_out");
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("refuses an unpaid booking with BOOKING_CHECKOUT_UNBALANCED and the balance, changing nothing", async () => {
    const before = await writableState(testDb.db());
    const answer = await checkOut("HNVRBEHJ", UNPAID_ROOM);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      success: false,
      code: "BOOKING_CHECKOUT_UNBALANCED",
      message: expect.any(String),
      balance: 3340000,
    });
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("records the payment received with the check-out in the same transaction (extension), on the group for a merged child", async () => {
    const paymentsBefore = (await testDb.db().select().from(payments)).length;
    const partial = await checkOut("HNVRBEHJ", UNPAID_ROOM, {
      body: { departure_hour: "11:00", payment: { amount: 1000000, method: "cash" } },
    });
    // Not enough: refused with what would still be due, and the payment is not kept either.
    expect(partial.status).toBe(422);
    expect(partial.body).toMatchObject({ code: "BOOKING_CHECKOUT_UNBALANCED", balance: 2340000 });
    expect(await testDb.db().select().from(payments)).toHaveLength(paymentsBefore);

    const paid = await checkOut("HNVRBEHJ", UNPAID_ROOM, {
      body: { departure_hour: "11:00", payment: { amount: 3340000, method: "credit_card" } },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.booking_rooms[0].checkin_status).toBe("checked_out");
    expect(paid.body.data.payments.at(-1)).toMatchObject({ amount: 3340000, method: "credit_card", status: "paid" });

    const groupPaid = await checkOut("HNHAV47A", GROUP_CHILD_ROOM, { body: { payment: { amount: 10200000, method: "bank_transfer" } } });
    expect(groupPaid.status).toBe(200);
    const [group] = await testDb.db().select().from(bookings).where(eq(bookings.code, "GRARCNFC"));
    expect(await testDb.db().select().from(payments).where(eq(payments.bookingId, group!.id))).toContainEqual(
      expect.objectContaining({ amount: "10200000.0000", method: "bank_transfer" }),
    );
  });

  it("refuses a payment amount that is not money of the currency", async () => {
    for (const amount of [0, -5, 10.5]) {
      const answer = await checkOut("HNVRBEHJ", UNPAID_ROOM, { body: { payment: { amount } } });
      expect(answer.status, String(amount)).toBe(422);
      expect(answer.body.errors, String(amount)).toHaveProperty(["payment.amount"]);
    }
  });

  it("reports an overpaid booking with a negative balance", async () => {
    const [booking] = await testDb.db().select().from(bookings).where(eq(bookings.code, "HN9R3MM3"));
    await testDb
      .db()
      .insert(payments)
      .values({ propertyId: "hanoi-old-quarter", bookingId: booking!.id, amount: "50000", paidAt: "2026-03-10 09:00:00" });
    const answer = await checkOut("HN9R3MM3", PAID_ROOM);
    expect(answer.body).toMatchObject({ code: "BOOKING_CHECKOUT_UNBALANCED", balance: -50000 });
  });

  it("tells an overpaid booking to refund the surplus or keep it as credit, never that it must be fully paid", async () => {
    const [booking] = await testDb.db().select().from(bookings).where(eq(bookings.code, "HN9R3MM3"));
    await testDb.db().insert(payments).values({
      propertyId: "hanoi-old-quarter",
      bookingId: booking!.id,
      amount: "100000",
      method: "bank_transfer",
      paidAt: "2026-03-10 09:00:00",
    });
    const answer = await checkOut("HN9R3MM3", PAID_ROOM);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, code: "BOOKING_CHECKOUT_UNBALANCED", message: expect.any(String), balance: -100000 });
    expect(answer.body.message).toMatch(/overpaid by 100,000 VND: refund it or keep it as the guest's credit/);
    expect(answer.body.message).not.toMatch(/fully paid/);
    const due = await checkOut("HNVRBEHJ", UNPAID_ROOM);
    expect(due.body.message).toMatch(/3,340,000 VND is still due/);
  });

  it("lets an overpaid room leave once a manager kept the whole surplus as the guest's credit, the balance staying what it is", async () => {
    const [booking] = await testDb.db().select().from(bookings).where(eq(bookings.code, "HN9R3MM3"));
    await testDb.db().insert(payments).values({
      propertyId: "hanoi-old-quarter",
      bookingId: booking!.id,
      amount: "100000",
      method: "bank_transfer",
      paidAt: "2026-03-10 09:00:00",
    });
    const keep = (amount: string) =>
      testDb.db().insert(keptOverpayments).values({
        propertyId: "hanoi-old-quarter",
        bookingId: booking!.id,
        amount,
        reason: "Next stay",
        actorId: "desk_session:x",
        actorName: "Manager",
      });
    await keep("60000");
    const partly = await checkOut("HN9R3MM3", PAID_ROOM);
    expect(partly.body).toMatchObject({ code: "BOOKING_CHECKOUT_UNBALANCED", balance: -100000 });
    expect(partly.body.message).toMatch(/60,000 VND of it kept as the guest's credit: refund or keep the other 40,000 VND/);
    await keep("40000");
    const leaves = await checkOut("HN9R3MM3", PAID_ROOM);
    expect(leaves.status).toBe(200);
    expect(leaves.body.data.status).toBe("finished");
    expect(
      leaves.body.data.amount - leaves.body.data.payments.reduce((sum: number, payment: { amount: number }) => sum + payment.amount, 0),
    ).toBe(-100000);
  });

  it("checks out without full payment where the property does not require it", async () => {
    const answer = await checkOut("SGDBUHKC", "1b788ed0-0403-4dd2-86cd-02a51804af18", {}, "saigon-apartments");
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe("finished");
  });

  it("evaluates a group child's balance on the whole group, by child or group code", async () => {
    for (const code of ["HNHAV47A", "GRARCNFC"]) {
      const answer = await checkOut(code, GROUP_CHILD_ROOM);
      expect(answer.body).toMatchObject({ code: "BOOKING_CHECKOUT_UNBALANCED", balance: 12200000 - 2000000 });
    }
    const [group] = await testDb.db().select().from(bookings).where(eq(bookings.code, "GRARCNFC"));
    await testDb
      .db()
      .insert(payments)
      .values({ propertyId: "hanoi-old-quarter", bookingId: group!.id, amount: "10200000", paidAt: "2026-03-10 08:00:00" });
    const answer = await checkOut("GRARCNFC", GROUP_CHILD_ROOM);
    expect(answer.status).toBe(200);
    expect(answer.body.data.code).toBe("GRARCNFC");
    expect(answer.body.data.status).toBe("in_progress");
    expect(await outboxEvents(testDb.db())).toEqual([
      { type: "booking.checked_out", booking_id: "HNHAV47A", booking_room_id: GROUP_CHILD_ROOM },
    ]);
    const [child] = await testDb.db().select().from(bookings).where(eq(bookings.code, "HNHAV47A"));
    expect(child!.status).toBe("finished");
  });

  it("refuses a room that is not checked in with BOOKING_ROOM_INVALID_STATUS", async () => {
    const answer = await checkOut("HNCJM6F2", "c82ff2e2-0eb5-423f-98c0-f7b049ec6680");
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      success: false,
      code: "BOOKING_ROOM_INVALID_STATUS",
      message: expect.any(String),
      checkin_status: "confirmed",
      booking_status: "reserved",
    });
  });

  it("answers errors.room_id for a room_id that is not a UUID or not in this booking", async () => {
    for (const roomId of ["not-a-uuid", UNPAID_ROOM, "00000000-0000-4000-8000-000000000000"]) {
      const answer = await checkOut("HN9R3MM3", roomId);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(["room_id"]);
    }
  });

  it("validates departure_hour and refuses an unreadable body", async () => {
    const badHour = await checkOut("HN9R3MM3", PAID_ROOM, { body: { departure_hour: "25:00" } });
    expect(badHour.body.errors).toHaveProperty("departure_hour");
    const malformed = await checkOut("HN9R3MM3", PAID_ROOM, { rawBody: "{oops" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("BOOKING_001");
  });

  it("keeps tenants apart and needs bookings:write", async () => {
    expect((await checkOut("HN9R3MM3", PAID_ROOM, {}, "danang-beach")).status).toBe(404);
    const readOnly = await checkOut("HN9R3MM3", PAID_ROOM, { token: DEMO_KEYS.readHanoi });
    expect(readOnly.status).toBe(403);
    expect(await outboxEvents(testDb.db())).toEqual([]);
  });
});
