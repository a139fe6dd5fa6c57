import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

function requestPayment(bookingCode: string, body?: unknown, options: { token?: string; tenantId?: string } = {}) {
  const tenantId = options.tenantId ?? "hanoi-old-quarter";
  return callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}/payment-requests`,
    params: { tenant_id: tenantId, booking_id: bookingCode },
    token: options.token ?? DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("Create a payment request (VietQR)", () => {
  it("asks the balance due by default, with a bank-safe reference, the VietQR payload and an SVG", async () => {
    const answer = await requestPayment("HNVRBEHJ");
    expect(answer.status).toBe(201);
    const data = answer.body.data;
    expect(data.amount).toBe(3340000);
    expect(data.reference).toMatch(/^LQHNVRBEHJ[A-Z0-9]{8}$/);
    expect(data.payload).toContain("0006970415011211336666888802");
    expect(data.payload).toContain("54073340000");
    expect(data.payload).toContain(`0818${data.reference}`);
    expect(data.qr_svg).toMatch(/^<svg/);
    expect(data.bank).toEqual({ bin: "970415", name: "VietinBank", account_number: "113366668888", account_holder: "NGUYEN VAN A" });
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    const again = await requestPayment("HNVRBEHJ");
    expect(again.body.data.reference).not.toBe(data.reference);
  });

  it("asks a merged child's balance of its group, recorded on the group", async () => {
    const answer = await requestPayment("HNHAV47A");
    expect(answer.status).toBe(201);
    expect(answer.body.data.reference).toMatch(/^LQGRARCNFC/);
    const rows = await queryRows<{ code: string }>(
      testDb.db(),
      sql`select b.code from payment_requests r join bookings b on b.id = r.booking_id`,
    );
    expect(rows).toEqual([{ code: "GRARCNFC" }]);
  });

  it("takes a given amount of whole đồng, and refuses fractions, nothing due, or a property without an account", async () => {
    expect((await requestPayment("HNVRBEHJ", { amount: 500000 })).body.data.amount).toBe(500000);
    const fraction = await requestPayment("HNVRBEHJ", { amount: 10.5 });
    expect(fraction.status).toBe(422);
    expect(fraction.body.errors).toHaveProperty("amount");
    const paid = await requestPayment("HN9R3MM3");
    expect(paid.status).toBe(422);
    expect(paid.body.errors).toHaveProperty("amount");
    await testDb.db().execute(sql`update properties set bank_bin = null, bank_account_number = null, bank_account_holder = null`);
    const noAccount = await requestPayment("HNVRBEHJ");
    expect(noAccount.status).toBe(422);
    expect(noAccount.body.errors).toHaveProperty("bank_account");
  });

  it("never asks more than is owed: an explicit amount on a booking with nothing due, or above its balance, is refused", async () => {
    // HN9R3MM3 is fully paid: nothing may be asked of it, named or not.
    const paid = await requestPayment("HN9R3MM3", { amount: 100000 });
    expect(paid.status).toBe(422);
    expect(paid.body.errors.amount[0]).toMatch(/nothing is due/i);
    // HNVRBEHJ owes 3,340,000 before arrival: a deposit of any part of it, or all of it, is asked; one đồng more is not.
    expect((await requestPayment("HNVRBEHJ", { amount: 1000000 })).status).toBe(201);
    expect((await requestPayment("HNVRBEHJ", { amount: 3340000 })).status).toBe(201);
    const over = await requestPayment("HNVRBEHJ", { amount: 3340001 });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount[0]).toContain("3,340,000 VND");
    const rows = await queryRows<{ amount: string }>(testDb.db(), sql`select amount::text from payment_requests order by created_at`);
    expect(rows.map((row) => Number(row.amount))).toEqual([1000000, 3340000]);
  });

  it("after a part payment asks for what is left, and the first reference still finds the booking", async () => {
    const first = await requestPayment("HNVRBEHJ");
    await testDb.db().execute(sql`insert into payments (property_id, booking_id, amount, method, paid_at)
      select property_id, id, 1000000, 'bank_transfer', '2026-03-10 10:00:00' from bookings where code = 'HNVRBEHJ'`);
    const rest = await requestPayment("HNVRBEHJ");
    expect(rest.status).toBe(201);
    expect(rest.body.data.amount).toBe(2340000);
    expect(rest.body.data.payload).toContain("54072340000");
    expect(rest.body.data.reference).not.toBe(first.body.data.reference);
    // The first code stays live: a transfer made late with its reference is still matched to the booking.
    const live = await queryRows<{ reference: string }>(
      testDb.db(),
      sql`select reference from payment_requests where expires_at > now() order by created_at`,
    );
    expect(live.map((row) => row.reference)).toEqual([first.body.data.reference, rest.body.data.reference]);
    expect((await requestPayment("HNVRBEHJ", { amount: 2340001 })).status).toBe(422);
  });

  it("asks nothing of an overpaid booking", async () => {
    await testDb.db().execute(sql`insert into payments (property_id, booking_id, amount, method, paid_at)
      select property_id, id, 3440000, 'bank_transfer', '2026-03-10 10:00:00' from bookings where code = 'HNVRBEHJ'`);
    for (const body of [undefined, { amount: 100000 }]) {
      const answer = await requestPayment("HNVRBEHJ", body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.amount[0]).toMatch(/overpaid/i);
    }
  });

  it("needs bookings:write, and finds only the property's own bookings", async () => {
    expect((await requestPayment("HNVRBEHJ", undefined, { token: DEMO_KEYS.readHanoi })).status).toBe(403);
    expect((await requestPayment("NOSUCHBK")).status).toBe(404);
  });
});
