import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, DEMO_SEPAY_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as notify } from "@/app/api/v1/integrations/sepay/[tenant_id]/route";
import { POST as resolve } from "./[transfer_id]/route";
import { GET as list } from "./route";

const KEY = DEMO_SEPAY_KEYS.hanoi;
const testDb = setUpTestDatabase();
let reception: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});

// The notifications arrive now (real time): the list is of Hanoi's today.
const today = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Asia/Ho_Chi_Minh" });
let nextId = 500;
async function arrive(fields: Record<string, unknown>) {
  const body = {
    id: ++nextId,
    gateway: "VietinBank",
    transactionDate: "2026-03-10 09:00:00",
    accountNumber: "113366668888",
    code: null,
    transferType: "in",
    referenceCode: `FT${nextId}`,
    ...fields,
  };
  const answer = await callRoute(notify, {
    method: "POST",
    path: "/api/v1/integrations/sepay/hanoi-old-quarter",
    params: { tenant_id: "hanoi-old-quarter" },
    headers: { authorization: `Apikey ${KEY}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}
const read = (format = "json", browser: DeskBrowser | { token: string } = reception) =>
  callRoute(list, {
    path: `/api/desk/properties/hanoi-old-quarter/bank-transfers?date=${today()}&format=${format}`,
    params: { tenant_id: "hanoi-old-quarter" },
    ...("token" in browser ? { token: browser.token } : { headers: browser.headers() }),
  });
const post = (transferId: number, body: unknown) =>
  callRoute(resolve, {
    method: "POST",
    path: `/api/desk/properties/hanoi-old-quarter/bank-transfers/${transferId}`,
    params: { tenant_id: "hanoi-old-quarter", transfer_id: String(transferId) },
    headers: { ...reception.headers(true), "content-type": "application/json", origin: "http://localhost" },
    body: JSON.stringify(body),
  });

describe("desk: the day's bank transfers", () => {
  it("lists money in to the property's account, unmatched included, and not money out; exports CSV", async () => {
    await arrive({ content: "=HYPERLINK(tien phong)", transferAmount: 500000 });
    await arrive({ content: "rut tien", transferType: "out", transferAmount: 100 });
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body.data.transfers).toEqual([
      expect.objectContaining({
        amount: 500000,
        status: "unmatched",
        booking_code: null,
        content: "=HYPERLINK(tien phong)",
        bank_reference: `FT${nextId - 1}`,
      }),
    ]);
    // callRoute reads JSON: the file is read from the handler directly.
    const response = await list(
      new Request(`http://localhost/api/desk/properties/hanoi-old-quarter/bank-transfers?date=${today()}&format=csv`, {
        headers: reception.headers(),
      }),
      { params: Promise.resolve({ tenant_id: "hanoi-old-quarter" }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = { text: await response.text() };
    // (text() drops the byte-order mark the file starts with.)
    expect(csv.text.split("\r\n")[0]).toBe(
      "received_at,transaction_date,gateway,amount,bank_reference,content,status,reason,booking_code,currency",
    );
    expect(csv.text).toContain(",500000,");
    expect(csv.text).toContain("'=HYPERLINK(tien phong)");
  });

  it("matches an unmatched transfer to a booking as its payment, once; dismisses another", async () => {
    await arrive({ content: "phong 203 tra tien", transferAmount: 3340000 });
    await arrive({ content: "nham tai khoan", transferAmount: 20000 });
    const [first, second] = (await read()).body.data.transfers as { id: number }[];
    const matched = await post(first!.id, { action: "match", booking_id: "HNVRBEHJ" });
    expect(matched.status).toBe(200);
    expect(matched.body.data).toEqual({ id: first!.id, status: "matched", booking_code: "HNVRBEHJ" });
    expect((await post(first!.id, { action: "match", booking_id: "HNVRBEHJ" })).status).toBe(422);
    expect((await post(second!.id, { action: "dismiss" })).body.data.status).toBe("dismissed");
    const payments = await queryRows<{ amount: string; bank_reference: string }>(
      testDb.db(),
      sql`select p.amount::text, p.bank_reference from payments p join bookings b on b.id = p.booking_id where b.code = 'HNVRBEHJ' and p.method = 'bank_transfer'`,
    );
    expect(payments).toEqual([{ amount: "3340000.0000", bank_reference: `FT${nextId - 1}` }]);
    const history = await queryRows<{ actor_kind: string; action: string }>(
      testDb.db(),
      sql`select actor_kind, action from booking_changes`,
    );
    expect(history).toEqual([{ actor_kind: "desk_session", action: "payment.received" }]);
    expect((await read()).body.data.transfers.map((row: { status: string }) => row.status)).toEqual(["matched", "dismissed"]);
  });

  it("adds up: received is every đồng that arrived, matched, unmatched and dismissed apart, in exact decimals; each unmatched one says why", async () => {
    await arrive({ content: "phong 203 tra tien", transferAmount: 3340000 });
    await arrive({ content: "nham tai khoan", transferAmount: 20000 });
    await arrive({ content: "le", transferAmount: 0.001 });
    await arrive({ content: "le nua", transferAmount: 0.002 });
    await arrive({ content: "rut tien", transferType: "out", transferAmount: 999 });
    const [first, second] = (await read()).body.data.transfers as { id: number }[];
    await post(first!.id, { action: "match", booking_id: "HNVRBEHJ" });
    await post(second!.id, { action: "dismiss" });
    const { data } = (await read()).body;
    // 0.001 + 0.002 as binary floats is 0.0030000000000000005: the server adds decimals.
    expect(data.totals).toEqual({ received: 3360000.003, matched: 3340000, unmatched: 0.003, dismissed: 20000 });
    expect(
      data.transfers.map((row: { status: string; reason: string | null; matchable: boolean }) => [row.status, row.reason, row.matchable]),
    ).toEqual([
      ["matched", "no_reference", false],
      ["dismissed", "no_reference", false],
      ["unmatched", "amount_has_fraction", false],
      ["unmatched", "amount_has_fraction", false],
    ]);
  });

  it("refuses to match a transfer with a fraction of a đồng (422, nothing recorded); it can be dismissed", async () => {
    await arrive({ content: "HNVRBEHJ", transferAmount: 0.001 });
    const [row] = (await read()).body.data.transfers as { id: number }[];
    const refused = await post(row!.id, { action: "match", booking_id: "HNVRBEHJ" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.action[0]).toContain("0.001");
    const payments = await queryRows(testDb.db(), sql`select id from payments where bank_reference is not null`);
    expect(payments).toEqual([]);
    expect((await read()).body.data.transfers[0].status).toBe("unmatched");
    expect((await post(row!.id, { action: "dismiss" })).body.data.status).toBe("dismissed");
  });

  it("refuses to match đồng to a property whose books are in another currency; an ordinary unmatched transfer is matchable", async () => {
    await arrive({ content: "HNVRBEHJ", transferAmount: 500000 });
    expect((await read()).body.data.transfers[0]).toMatchObject({ reason: "no_reference", matchable: true });
    await testDb.db().execute(sql`update properties set currency = 'USD' where id = 'hanoi-old-quarter'`);
    const [row] = (await read()).body.data.transfers as { id: number }[];
    const refused = await post(row!.id, { action: "match", booking_id: "HNVRBEHJ" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.action[0]).toContain("USD");
    expect(await queryRows(testDb.db(), sql`select id from payments where bank_reference is not null`)).toEqual([]);
  });

  it("is the desk's only: an API key is refused", async () => {
    expect((await read("json", { token: DEMO_KEYS.all })).status).toBe(403);
  });
});
