import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { dispatchDueDeliveries } from "@/server/webhooks/dispatch-due-deliveries";
import { defaultDispatchSettings } from "@/server/webhooks/dispatch-settings";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, DEMO_SEPAY_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { POST as createPaymentRequest } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/payment-requests/route";
import { POST } from "./route";

// Hanoi's own receiver, with Hanoi's key (drizzle/fixtures/demo.json), for Hanoi's account.
const KEY = DEMO_SEPAY_KEYS.hanoi;
const ACCOUNT = "113366668888";
const HANOI = "hanoi-old-quarter";
const testDb = setUpTestDatabase();
const cleanups: (() => Promise<void>)[] = [];
beforeEach(async () => {
  await loadDemo(testDb.db());
});
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

let nextId = 90000;
function transfer(fields: Record<string, unknown> = {}) {
  return {
    id: ++nextId,
    gateway: "VietinBank",
    transactionDate: "2026-03-10 10:15:00",
    accountNumber: ACCOUNT,
    subAccount: null,
    code: null,
    content: "chuyen tien",
    transferType: "in",
    transferAmount: 3340000,
    accumulated: 99000000,
    referenceCode: `FT26069${nextId}`,
    description: "",
    ...fields,
  };
}

function notify(body: unknown, headers: Record<string, string> = { authorization: `Apikey ${KEY}` }, tenant = HANOI) {
  return callRoute(POST, {
    method: "POST",
    path: `/api/v1/integrations/sepay/${tenant}`,
    params: { tenant_id: tenant },
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function referenceFor(bookingCode: string, amount?: number): Promise<string> {
  const answer = await callRoute(createPaymentRequest, {
    method: "POST",
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${bookingCode}/payment-requests`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: bookingCode },
    token: DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(amount === undefined ? {} : { amount }),
  });
  expect(answer.status).toBe(201);
  return answer.body.data.reference;
}

const paymentsOf = (code: string) =>
  queryRows<{ amount: string; method: string; bank_reference: string | null; paid_at: string }>(
    testDb.db(),
    sql`select p.amount::text, p.method, p.bank_reference, p.paid_at::text from payments p join bookings b on b.id = p.booking_id
        where b.code = ${code} and p.method = 'bank_transfer' order by p.id`,
  );
const transfers = () =>
  queryRows<{ provider_id: string; status: string; booking: string | null; reason: string | null }>(
    testDb.db(),
    sql`select t.provider_id, t.status, b.code as booking, t.reason from bank_transfers t left join bookings b on b.id = t.booking_id order by t.id`,
  );
// Events written in one transaction share their created_at (and ids are random): ordered by type.
const events = () =>
  queryRows<{ type: string; booking_id: string }>(
    testDb.db(),
    sql`select type, payload->'data'->>'booking_id' as booking_id from outbox_events order by created_at, type`,
  );

describe("SePay's notification", () => {
  it("records a transfer carrying a live reference as a payment of the booking, with history and events", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    const answer = await notify(transfer({ content: `${reference} thanh toan phong`, referenceCode: "FT26069ABC" }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(await paymentsOf("HNVRBEHJ")).toEqual([
      { amount: "3340000.0000", method: "bank_transfer", bank_reference: "FT26069ABC", paid_at: "2026-03-10 10:15:00" },
    ]);
    expect(await events()).toEqual([
      { type: "booking.updated", booking_id: "HNVRBEHJ" },
      { type: "payment.received", booking_id: "HNVRBEHJ" },
    ]);
    const history = await queryRows<{ actor_kind: string; action: string; reason: string }>(
      testDb.db(),
      sql`select actor_kind, action, reason from booking_changes`,
    );
    expect(history).toEqual([{ actor_kind: "integration", action: "payment.received", reason: "Bank transfer FT26069ABC" }]);
    expect((await transfers()).map((row) => row.status)).toEqual(["matched"]);
  });

  it("finds the reference however the bank mangled the content (lower case, spaces, dashes)", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    const mangled = `MBVCB.123.${reference.slice(0, 7).toLowerCase()} ${reference.slice(7, 12)}-${reference.slice(12)}.CT tu 0123`;
    await notify(transfer({ content: mangled }));
    expect(await paymentsOf("HNVRBEHJ")).toHaveLength(1);
  });

  it("refuses a wrong or missing API key with 401 and records nothing", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    for (const headers of [{ authorization: "Apikey wrong" }, { authorization: `Bearer ${KEY}` }, {} as Record<string, string>]) {
      const answer = await notify(transfer({ content: reference }), headers);
      expect(answer.status).toBe(401);
    }
    expect(await transfers()).toEqual([]);
  });

  it("accepts the HMAC-SHA256 mode within 5 minutes and refuses an old timestamp or a changed body", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    const sign = (body: string, timestamp: number) => ({
      "x-sepay-timestamp": String(timestamp),
      "x-sepay-signature": createHmac("sha256", KEY).update(`${timestamp}.${body}`).digest("hex"),
    });
    const now = Math.floor(Date.now() / 1000);
    const body = transfer({ content: reference });
    const send = (headers: Record<string, string>, sent = body) =>
      callRoute(POST, {
        method: "POST",
        path: `/api/v1/integrations/sepay/${HANOI}`,
        params: { tenant_id: HANOI },
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(sent),
      });
    expect((await send(sign(JSON.stringify(body), now - 6 * 60))).status).toBe(401);
    expect((await send(sign(JSON.stringify({ ...body, transferAmount: 1 }), now))).status).toBe(401);
    expect((await send(sign(JSON.stringify(body), now))).status).toBe(200);
    expect(await paymentsOf("HNVRBEHJ")).toHaveLength(1);
  });

  it("is off (404) for a property without a key, one whose key was removed, and a property that does not exist", async () => {
    // Saigon has no key in the demo.
    expect((await notify(transfer(), { authorization: `Apikey ${KEY}` }, "saigon-apartments")).status).toBe(404);
    expect((await notify(transfer(), { authorization: `Apikey ${KEY}` }, "no-such-property")).status).toBe(404);
    expect((await notify(transfer(), { authorization: `Apikey ${KEY}` }, "Not A Tenant!")).status).toBe(404);
    await testDb.db().execute(sql`update properties set sepay_webhook_key = null, sepay_webhook_key_set_at = null where id = ${HANOI}`);
    expect((await notify(transfer())).status).toBe(404);
    expect(await transfers()).toEqual([]);
  });

  it("is idempotent on SePay's id: a replay answers success and records nothing more", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    const body = transfer({ content: reference });
    expect((await notify(body)).status).toBe(200);
    expect((await notify(body)).body).toEqual({ success: true });
    expect(await paymentsOf("HNVRBEHJ")).toHaveLength(1);
    expect(await transfers()).toHaveLength(1);
    expect(await events()).toHaveLength(2);
  });

  it("refuses a transfer to an account that is not the property's (422 on accountNumber), keeps money out as ignored, an expired reference as unmatched", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    const elsewhere = await notify(transfer({ content: reference, accountNumber: "999999999" }));
    expect(elsewhere.status).toBe(422);
    expect(Object.keys(elsewhere.body.errors)).toEqual(["accountNumber"]);
    expect((await notify(transfer({ content: reference, transferType: "out" }))).status).toBe(200);
    await testDb.db().execute(sql`update payment_requests set expires_at = now() - interval '1 minute'`);
    expect((await notify(transfer({ content: reference }))).status).toBe(200);
    expect(await paymentsOf("HNVRBEHJ")).toEqual([]);
    expect((await transfers()).map((row) => [row.status, row.reason])).toEqual([
      ["ignored", null],
      ["unmatched", "reference_expired"],
    ]);
  });

  it("keeps a transfer with a fraction of a đồng (0.001 VND) unmatched with its reason, never a payment, even with a live reference", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    for (const amount of [0.001, 3340000.5])
      expect((await notify(transfer({ content: reference, transferAmount: amount }))).status).toBe(200);
    expect(await paymentsOf("HNVRBEHJ")).toEqual([]);
    expect((await transfers()).map((row) => [row.status, row.reason])).toEqual([
      ["unmatched", "amount_has_fraction"],
      ["unmatched", "amount_has_fraction"],
    ]);
    const [kept] = await queryRows<{ amount: string }>(testDb.db(), sql`select amount::text from bank_transfers order by id limit 1`);
    expect(kept!.amount).toBe("0.0010");
  });

  it("keeps a transfer that would take the booking's payments past the amount bound unmatched, with its reason, and records nothing", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    // Paid up to just under the bound already (10^12): 2,000 more would pass it; 10^12 alone is past it.
    await testDb.db().execute(sql`insert into payments (property_id, booking_id, amount, method, paid_at)
      select property_id, id, 999999999000, 'cash', '2026-03-10 09:00:00' from bookings where code = 'HNVRBEHJ'`);
    for (const amount of [2000, 1e12]) expect((await notify(transfer({ content: reference, transferAmount: amount }))).status).toBe(200);
    expect(await paymentsOf("HNVRBEHJ")).toEqual([]);
    expect((await transfers()).map((row) => [row.status, row.reason])).toEqual([
      ["unmatched", "amount_past_bound"],
      ["unmatched", "amount_past_bound"],
    ]);
  });

  it("keeps a transfer to a property whose books are not in đồng unmatched, with its reason: đồng are never added to dollars", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    await testDb.db().execute(sql`update properties set currency = 'USD' where id = ${HANOI}`);
    expect((await notify(transfer({ content: reference }))).status).toBe(200);
    expect(await paymentsOf("HNVRBEHJ")).toEqual([]);
    expect((await transfers()).map((row) => [row.status, row.reason])).toEqual([["unmatched", "not_property_currency"]]);
  });

  it("records a part payment and an over payment as what arrived, never rounded to the request", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    await notify(transfer({ content: reference, transferAmount: 1000000 }));
    await notify(transfer({ content: reference, transferAmount: 2340001 }));
    expect((await paymentsOf("HNVRBEHJ")).map((payment) => payment.amount)).toEqual(["1000000.0000", "2340001.0000"]);
    const [balance] = await queryRows<{ paid: string }>(
      testDb.db(),
      sql`select sum(p.amount)::text as paid from payments p join bookings b on b.id = p.booking_id where b.code = 'HNVRBEHJ' and p.method = 'bank_transfer'`,
    );
    expect(balance!.paid).toBe("3340001.0000");
  });

  it("records both of two transfers racing for one booking, one after the other under its lock", async () => {
    const reference = await referenceFor("HNVRBEHJ");
    const answers = await Promise.all([
      notify(transfer({ content: reference, transferAmount: 1670000 })),
      notify(transfer({ content: reference, transferAmount: 1670000 })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await paymentsOf("HNVRBEHJ")).toHaveLength(2);
    expect((await events()).filter((event) => event.type === "payment.received")).toHaveLength(2);
  });

  it("keeps a transfer that matches no reference as unmatched for the desk", async () => {
    await notify(transfer({ content: "tien phong 203" }));
    expect(await transfers()).toEqual([{ provider_id: String(nextId), status: "unmatched", booking: null, reason: "no_reference" }]);
  });

  it("delivers payment.received to a partner's webhook that asks for it, with the payment", async () => {
    const target = await startWebhookReceiver();
    cleanups.push(() => target.close());
    await testDb.db().execute(sql`update webhooks set url = ${target.url}, events = array['payment.received']`);
    const reference = await referenceFor("HNVRBEHJ");
    await notify(transfer({ content: reference, referenceCode: "FT26069XYZ" }));
    await dispatchDueDeliveries(testDb.db(), { ...defaultDispatchSettings(), allowPrivateNetworks: true });
    expect(target.received).toHaveLength(1);
    const delivered = JSON.parse(target.received[0]!.body);
    expect(delivered.type).toBe("payment.received");
    expect(delivered.data.booking_id).toBe("HNVRBEHJ");
    expect(delivered.data.payment).toMatchObject({ amount: 3340000, method: "bank_transfer", bank_reference: "FT26069XYZ" });
  });
});
