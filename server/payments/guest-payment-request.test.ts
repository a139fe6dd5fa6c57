import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { guestPaymentRequest } from "./guest-payment-request";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const TENANT = "hanoi-old-quarter";
const codeFor = async (bookingCode: string) => guestPaymentRequest({ db: testDb.db(), token: (await mintCheckinLink(testDb.db(), bookingCode, { tenantId: TENANT })).token, tenantId: TENANT });

describe("the guest's VietQR code", () => {
  it("asks the balance due, and a reload answers the same live reference", async () => {
    const first = await codeFor("HNVRBEHJ");
    expect(first).toMatchObject({ amount: 3340000, bank: { name: "VietinBank", account_number: "113366668888" } });
    expect(first!.qr_svg).toMatch(/^<svg/);
    const again = await codeFor("HNVRBEHJ");
    expect(again!.reference).toBe(first!.reference);
    const rows = await queryRows<{ count: number }>(testDb.db(), sql`select count(*)::int as count from payment_requests`);
    expect(rows).toEqual([{ count: 1 }]);
  });

  it("mints a new reference once the live one is near its end", async () => {
    const first = await codeFor("HNVRBEHJ");
    await testDb.db().execute(sql`update payment_requests set expires_at = now() + interval '10 minutes'`);
    expect((await codeFor("HNVRBEHJ"))!.reference).not.toBe(first!.reference);
  });

  it("after a part payment shows what is left, under a new reference, and a reload keeps that one", async () => {
    const first = await codeFor("HNVRBEHJ");
    await testDb.db().execute(sql`insert into payments (property_id, booking_id, amount, method, paid_at)
      select property_id, id, 1000000, 'bank_transfer', '2026-03-10 10:00:00' from bookings where code = 'HNVRBEHJ'`);
    const rest = await codeFor("HNVRBEHJ");
    expect(rest).toMatchObject({ amount: 2340000 });
    expect(rest!.reference).not.toBe(first!.reference);
    expect((await codeFor("HNVRBEHJ"))!.reference).toBe(rest!.reference);
  });

  it("shows nothing when nothing is due or the property has no account", async () => {
    expect(await codeFor("HN9R3MM3")).toBeUndefined();
    await testDb.db().execute(sql`update properties set bank_bin = null, bank_account_number = null, bank_account_holder = null`);
    expect(await codeFor("HNVRBEHJ")).toBeUndefined();
  });
});
