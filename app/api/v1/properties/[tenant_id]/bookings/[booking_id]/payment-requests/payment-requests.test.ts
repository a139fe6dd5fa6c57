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
    const rows = await queryRows<{ code: string }>(testDb.db(), sql`select b.code from payment_requests r join bookings b on b.id = r.booking_id`);
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

  it("needs bookings:write, and finds only the property's own bookings", async () => {
    expect((await requestPayment("HNVRBEHJ", undefined, { token: DEMO_KEYS.readHanoi })).status).toBe(403);
    expect((await requestPayment("NOSUCHBK")).status).toBe(404);
  });
});
