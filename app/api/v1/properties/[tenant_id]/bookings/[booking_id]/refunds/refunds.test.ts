import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { outboxEvents, postRoomOperation, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as checkout } from "../rooms/[room_id]/checkout/route";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const PAID_ROOM = "e77e2667-792f-466e-98db-d94db16c7030"; // HN9R3MM3: 1,800,000, fully paid, checked in
const GROUP_CHILD_ROOM = "84dffeff-ba03-495c-a3ae-5517aabea61b"; // HNHAV47A in group GRARCNFC

function refund(bookingCode: string, body: unknown, options: { token?: string; tenantId?: string } = {}) {
  const tenantId = options.tenantId ?? "hanoi-old-quarter";
  return callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}/refunds`,
    params: { tenant_id: tenantId, booking_id: bookingCode },
    token: options.token ?? DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A second transfer of `amount` on the booking: what a guest who scanned twice leaves behind. */
async function overpay(bookingCode: string, amount: number) {
  await testDb.db().execute(sql`insert into payments (property_id, booking_id, amount, method, paid_at, bank_reference)
    select property_id, id, ${amount}, 'bank_transfer', '2026-03-10 09:30:00', 'FT26069000001' from bookings where code = ${bookingCode}`);
}

const paymentRows = (code: string) =>
  queryRows<{ amount: string; kind: string; method: string; notes: string | null; bank_reference: string | null; paid_at: string }>(
    testDb.db(),
    sql`select p.amount::text, p.kind, p.method, p.notes, p.bank_reference, p.paid_at::text from payments p join bookings b on b.id = p.booking_id where b.code = ${code} order by p.id`,
  );

describe("Record a refund", () => {
  it("gives back what was overpaid: a negative payment of kind refund, in the detail, the history and two events; then the room checks out", async () => {
    await overpay("HN9R3MM3", 100000);
    const refused = await postRoomOperation(checkout, "checkout", { bookingCode: "HN9R3MM3", roomId: PAID_ROOM });
    expect(refused.body).toMatchObject({ code: "BOOKING_CHECKOUT_UNBALANCED", balance: -100000 });

    const answer = await refund("HN9R3MM3", {
      amount: 100000,
      method: "bank_transfer",
      reason: "Paid twice by transfer",
      bank_reference: "FT26070123456",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.code).toBe("HN9R3MM3");
    expect(answer.body.data.payments.at(-1)).toEqual({
      id: expect.any(String),
      amount: -100000,
      method: "bank_transfer",
      paid_at: "2026-03-10 10:00:00",
      notes: "Paid twice by transfer",
      status: "paid",
      kind: "refund",
    });
    expect(answer.body.data.payments.slice(0, -1).every((payment: { kind: string }) => payment.kind === "payment")).toBe(true);
    expect((await paymentRows("HN9R3MM3")).at(-1)).toEqual({
      amount: "-100000.0000",
      kind: "refund",
      method: "bank_transfer",
      notes: "Paid twice by transfer",
      bank_reference: "FT26070123456",
      paid_at: "2026-03-10 10:00:00",
    });
    const history = await queryRows<{ action: string; reason: string; changes: unknown }>(
      testDb.db(),
      sql`select action, reason, changes from booking_changes order by id desc limit 1`,
    );
    expect(history).toEqual([
      {
        action: "payment.refunded",
        reason: "Paid twice by transfer",
        changes: [expect.objectContaining({ before: null, after: expect.objectContaining({ amount: -100000 }) })],
      },
    ]);
    // Written in one transaction: the same time, in no order of their own.
    expect((await outboxEvents(testDb.db())).slice(-2).sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: "booking.updated", booking_id: "HN9R3MM3", booking_room_id: null },
      { type: "payment.refunded", booking_id: "HN9R3MM3", booking_room_id: null },
    ]);
    const [event] = await queryRows<{ payment: unknown }>(
      testDb.db(),
      sql`select payload->'data'->'payment' as payment from outbox_events where type = 'payment.refunded'`,
    );
    expect(event!.payment).toEqual({
      id: expect.any(String),
      amount: -100000,
      method: "bank_transfer",
      paid_at: "2026-03-10 10:00:00",
      bank_reference: "FT26070123456",
    });

    const leaves = await postRoomOperation(checkout, "checkout", { bookingCode: "HN9R3MM3", roomId: PAID_ROOM });
    expect(leaves.status).toBe(200);
    expect(leaves.body.data.status).toBe("finished");
  });

  it("never gives back more than was overpaid, nor anything when nothing was, and writes nothing when it refuses", async () => {
    await overpay("HN9R3MM3", 100000);
    const before = await writableState(testDb.db());
    const tooMuch = await refund("HN9R3MM3", { amount: 100001, method: "cash", reason: "Overpaid" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount[0]).toContain("100,000 VND");
    for (const code of ["HNVRBEHJ", "HNCJM6F2"]) {
      const nothing = await refund(code, { amount: 1000, method: "cash", reason: "Goodwill" });
      expect(nothing.status, code).toBe(422);
      expect(nothing.body.errors.amount[0], code).toMatch(/nothing was overpaid/i);
    }
    expect(await writableState(testDb.db())).toBe(before);
    expect((await paymentRows("HN9R3MM3")).filter((row) => row.kind === "refund")).toEqual([]);
    // Two refunds may share the surplus; together they still stop at it.
    expect((await refund("HN9R3MM3", { amount: 60000, method: "cash", reason: "Part in cash" })).status).toBe(200);
    expect((await refund("HN9R3MM3", { amount: 40001, method: "cash", reason: "The rest" })).status).toBe(422);
    expect((await refund("HN9R3MM3", { amount: 40000, method: "cash", reason: "The rest", paid_at: "2026-03-10 11:30:00" })).status).toBe(
      200,
    );
  });

  it("refunds a merged child's overpayment on its group, which pays", async () => {
    await overpay("GRARCNFC", 10200000 + 50000);
    const answer = await refund("HNHAV47A", { amount: 50000, method: "cash", reason: "Group overpaid" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.code).toBe("HNHAV47A");
    expect((await paymentRows("GRARCNFC")).at(-1)).toMatchObject({ amount: "-50000.0000", kind: "refund" });
    expect(await paymentRows("HNHAV47A")).toEqual([]);
    expect((await postRoomOperation(checkout, "checkout", { bookingCode: "HNHAV47A", roomId: GROUP_CHILD_ROOM })).status).toBe(200);
  });

  it("refuses what is not a refund: an amount not above 0 or with a fraction of a đồng, no method, no reason, a bad time", async () => {
    await overpay("HN9R3MM3", 100000);
    const valid = { amount: 1000, method: "cash", reason: "Overpaid" };
    const cases: [unknown, string][] = [
      [{ ...valid, amount: 0 }, "amount"],
      [{ ...valid, amount: -1000 }, "amount"],
      [{ ...valid, amount: 10.5 }, "amount"],
      [{ ...valid, amount: "1000" }, "amount"],
      [{ amount: 1000, reason: "Overpaid" }, "method"],
      [{ ...valid, method: "  " }, "method"],
      [{ amount: 1000, method: "cash" }, "reason"],
      [{ ...valid, reason: "" }, "reason"],
      [{ ...valid, bank_reference: "FT1\r\nBcc: x" }, "bank_reference"],
      [{ ...valid, paid_at: "2026-02-30 10:00:00" }, "paid_at"],
      [{ ...valid, paid_at: "10/03/2026" }, "paid_at"],
    ];
    for (const [body, field] of cases) {
      const answer = await refund("HN9R3MM3", body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors, JSON.stringify(body)).toHaveProperty([field]);
    }
  });

  it("needs bookings:write, stays in its property, and is closed to a guest's check-in link", async () => {
    await overpay("HN9R3MM3", 100000);
    const body = { amount: 1000, method: "cash", reason: "Overpaid" };
    expect((await refund("HN9R3MM3", body, { token: DEMO_KEYS.readHanoi })).status).toBe(403);
    expect((await refund("HN9R3MM3", body, { token: DEMO_KEYS.revoked })).status).toBe(401);
    expect((await refund("NOSUCHBK", body)).status).toBe(404);
    expect((await refund("HN9R3MM3", body, { tenantId: "saigon-apartments" })).status).toBe(404);
    const link = await mintCheckinLink(testDb.db(), "HN9R3MM3", { tenantId: "hanoi-old-quarter" });
    expect((await refund("HN9R3MM3", body, { token: link.token })).status).toBe(403);
    expect((await paymentRows("HN9R3MM3")).filter((row) => row.kind === "refund")).toEqual([]);
  });
});
