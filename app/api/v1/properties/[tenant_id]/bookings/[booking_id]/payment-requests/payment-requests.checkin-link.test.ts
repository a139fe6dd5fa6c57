import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST } from "./route";

// The guest page's "Show the transfer code" (issue 33): a check-in link asks for its booking's
// balance due with a POST, before arrival as after check-in; the page itself (a GET) writes nothing.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const TENANT = "hanoi-old-quarter";
const linkOf = async (bookingCode: string) => (await mintCheckinLink(testDb.db(), bookingCode, { tenantId: TENANT })).token;
const ask = (token: string, bookingCode: string, body: unknown = {}) =>
  callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/${TENANT}/bookings/${bookingCode}/payment-requests`,
    params: { tenant_id: TENANT, booking_id: bookingCode },
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const requestCount = async () =>
  (await queryRows<{ count: number }>(testDb.db(), sql`select count(*)::int as count from payment_requests`))[0]!.count;

describe("a check-in link asks for the transfer code", () => {
  it("gets the balance due before arrival, and asking again answers the same live reference", async () => {
    const token = await linkOf("HNVRBEHJ");
    const first = await ask(token, "HNVRBEHJ");
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ amount: 3340000, bank: { name: "VietinBank", account_number: "113366668888" } });
    expect(first.body.data.qr_svg).toMatch(/^<svg/);
    const again = await ask(token, "HNVRBEHJ");
    expect(again.body.data.reference).toBe(first.body.data.reference);
    expect(await requestCount()).toBe(1);
  });

  it("after a part payment asks for what is left, under a new reference that a second tap keeps", async () => {
    const token = await linkOf("HNVRBEHJ");
    const first = await ask(token, "HNVRBEHJ");
    await testDb.db().execute(sql`insert into payments (property_id, booking_id, amount, method, paid_at)
      select property_id, id, 1000000, 'bank_transfer', '2026-03-10 10:00:00' from bookings where code = 'HNVRBEHJ'`);
    const rest = await ask(token, "HNVRBEHJ");
    expect(rest.body.data.amount).toBe(2340000);
    expect(rest.body.data.reference).not.toBe(first.body.data.reference);
    expect((await ask(token, "HNVRBEHJ")).body.data.reference).toBe(rest.body.data.reference);
  });

  it("mints a new reference once the live one is near its end", async () => {
    const token = await linkOf("HNVRBEHJ");
    const first = await ask(token, "HNVRBEHJ");
    await testDb.db().execute(sql`update payment_requests set expires_at = now() + interval '10 minutes'`);
    expect((await ask(token, "HNVRBEHJ")).body.data.reference).not.toBe(first.body.data.reference);
  });

  it("never names an amount of its own, nor asks for another booking", async () => {
    const token = await linkOf("HNVRBEHJ");
    const named = await ask(token, "HNVRBEHJ", { amount: 1000000 });
    expect(named.status).toBe(422);
    expect(named.body.errors).toHaveProperty("amount");
    const other = await ask(token, "HN9R3MM3");
    expect(other.status).toBe(404);
    expect(await requestCount()).toBe(0);
  });

  it("is refused with the field that says why when nothing is due or the property has no account", async () => {
    const paid = await ask(await linkOf("HN9R3MM3"), "HN9R3MM3");
    expect(paid.status).toBe(422);
    expect(paid.body.errors).toHaveProperty("amount");
    await testDb.db().execute(sql`update properties set bank_bin = null, bank_account_number = null, bank_account_holder = null`);
    const noAccount = await ask(await linkOf("HNVRBEHJ"), "HNVRBEHJ");
    expect(noAccount.status).toBe(422);
    expect(noAccount.body.errors).toHaveProperty("bank_account");
  });
});
