import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { properties } from "@/server/platform/db/schema";
import { sealSepayKey } from "@/server/platform/security/sepay-receiver-key";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { captureLog } from "@/tests/support/capture-log";
import { DEMO_KEYS, DEMO_SEPAY_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as unknownPath } from "@/app/api/v1/[...path]/route";
import { POST as createPaymentRequest } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/payment-requests/route";
import { POST } from "./route";

// One property's bank notifications must never reach another's books (issue 32, item 2): each
// property has its own receiver and key, a notification for an account that is not the
// property's is refused, and the one receiver every property shared is gone.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));
afterEach(() => vi.unstubAllEnvs());

const HANOI = { id: "hanoi-old-quarter", key: DEMO_SEPAY_KEYS.hanoi, account: "113366668888" };
const DANANG = { id: "danang-beach", key: DEMO_SEPAY_KEYS.danang, account: "0071000888999" };
const SECRET_CONTENT = "LQ thanh toan phong cua Nguyen Thi Mai 0912345678";

let nextId = 70000;
const transfer = (fields: Record<string, unknown> = {}) => ({
  id: ++nextId,
  gateway: "Vietcombank",
  transactionDate: "2026-03-10 10:15:00",
  accountNumber: HANOI.account,
  code: null,
  content: "chuyen tien",
  transferType: "in",
  transferAmount: 500000,
  referenceCode: `FT${nextId}`,
  ...fields,
});
const notify = (tenant: string, key: string, body: unknown) =>
  callRoute(POST, {
    method: "POST",
    path: `/api/v1/integrations/sepay/${tenant}`,
    params: { tenant_id: tenant },
    headers: { authorization: `Apikey ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const kept = () =>
  queryRows<{ property_id: string | null; provider_id: string; status: string }>(
    testDb.db(),
    sql`select property_id, provider_id, status from bank_transfers order by id`,
  );
const transferPayments = () => queryRows(testDb.db(), sql`select id from payments where bank_reference is not null`);

async function referenceFor(tenant: string, code: string): Promise<string> {
  const answer = await callRoute(createPaymentRequest, {
    method: "POST",
    path: `/api/v1/properties/${tenant}/bookings/${code}/payment-requests`,
    params: { tenant_id: tenant, booking_id: code },
    token: DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.reference;
}

describe("a property's SePay receiver", () => {
  it("refuses another property's key (401) and records nothing", async () => {
    const answer = await notify(DANANG.id, HANOI.key, transfer({ accountNumber: DANANG.account }));
    expect(answer.status).toBe(401);
    expect(await kept()).toEqual([]);
  });

  it("refuses, with the property's own key, a transfer to another property's account: 422, logged masked without the content, nothing recorded", async () => {
    const reference = await referenceFor(DANANG.id, "DNQKC1A7");
    const log = captureLog();
    let answer;
    try {
      answer = await notify(HANOI.id, HANOI.key, transfer({ accountNumber: DANANG.account, content: `${reference} ${SECRET_CONTENT}` }));
    } finally {
      log.restore();
    }
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["accountNumber"]);
    expect(await kept()).toEqual([]);
    expect(await transferPayments()).toEqual([]);
    const line = log.lines().find((entry) => entry.msg === "SePay notification refused: the account is not the property's");
    expect(line).toMatchObject({ level: "warn", property_id: HANOI.id, account: "…8999" });
    expect(log.text()).not.toContain(DANANG.account);
    expect(log.text()).not.toContain("Nguyen Thi Mai");
    expect(log.text()).not.toContain(reference);
  });

  it("keeps each property's notifications apart: an id another property's receiver has seen does not hide this one's", async () => {
    const id = 424242;
    expect((await notify(HANOI.id, HANOI.key, transfer({ id }))).status).toBe(200);
    expect((await notify(DANANG.id, DANANG.key, transfer({ id, accountNumber: DANANG.account }))).status).toBe(200);
    expect(await kept()).toEqual([
      { property_id: HANOI.id, provider_id: String(id), status: "unmatched" },
      { property_id: DANANG.id, provider_id: String(id), status: "unmatched" },
    ]);
  });

  it("still takes a transfer to the account a property used before: matched by a live reference, else waiting at the desk, never ignored", async () => {
    const reference = await referenceFor(HANOI.id, "HNVRBEHJ");
    await testDb.db().execute(sql`update properties set bank_bin = '970418', bank_account_number = '8806000111' where id = ${HANOI.id}`);
    expect((await notify(HANOI.id, HANOI.key, transfer({ content: reference }))).status).toBe(200);
    expect((await notify(HANOI.id, HANOI.key, transfer({ content: "tien phong" }))).status).toBe(200);
    expect((await notify(HANOI.id, HANOI.key, transfer({ transferType: "out" }))).status).toBe(200);
    expect((await kept()).map((row) => row.status)).toEqual(["matched", "unmatched", "ignored"]);
    // Once another property has that old account, it is that property's, and no longer Hanoi's.
    await testDb.db().execute(sql`update properties set bank_bin = '970415', bank_account_number = '113366668888' where id = ${DANANG.id}`);
    expect((await notify(HANOI.id, HANOI.key, transfer({ content: "tien phong" }))).status).toBe(422);
    expect(await kept()).toHaveLength(3);
  });

  it("refuses the demo's published key in production (401) unless ALLOW_DEMO_CREDENTIALS=true", async () => {
    vi.stubEnv("NODE_ENV", "production");
    // Production has its own APP_SECRET: the demo's key sealed under it, as an import there would.
    vi.stubEnv("APP_SECRET", "test-only-app-secret-0123456789abcdefghij");
    await testDb
      .db()
      .update(properties)
      .set({ sepayWebhookKey: sealSepayKey(HANOI.key, HANOI.id) })
      .where(eq(properties.id, HANOI.id));
    expect((await notify(HANOI.id, HANOI.key, transfer())).status).toBe(401);
    expect(await kept()).toEqual([]);
    vi.stubEnv("ALLOW_DEMO_CREDENTIALS", "true");
    expect((await notify(HANOI.id, HANOI.key, transfer())).status).toBe(200);
  });
});

describe("the receiver every property shared (POST /api/v1/integrations/sepay)", () => {
  it("is gone: 404 like any unknown path, whatever key it is sent", async () => {
    const answer = await callRoute(unknownPath, {
      method: "POST",
      path: "/api/v1/integrations/sepay",
      headers: { authorization: `Apikey ${HANOI.key}`, "content-type": "application/json" },
      body: JSON.stringify(transfer()),
    });
    expect(answer.status).toBe(404);
    expect(await kept()).toEqual([]);
  });
});
