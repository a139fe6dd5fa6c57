import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as notify } from "@/app/api/v1/integrations/sepay/route";
import { POST as resolve } from "./[transfer_id]/route";
import { GET as list } from "./route";

const KEY = "sepay_desk_test_key";
const testDb = setUpTestDatabase();
let reception: DeskBrowser;
beforeEach(async () => {
  process.env.SEPAY_WEBHOOK_KEY = KEY;
  await loadDemo(testDb.db());
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});
afterEach(() => {
  delete process.env.SEPAY_WEBHOOK_KEY;
});

// The notifications arrive now (real time): the list is of Hanoi's today.
const today = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Asia/Ho_Chi_Minh" });
let nextId = 500;
async function arrive(fields: Record<string, unknown>) {
  const body = { id: ++nextId, gateway: "VietinBank", transactionDate: "2026-03-10 09:00:00", accountNumber: "113366668888", code: null, transferType: "in", referenceCode: `FT${nextId}`, ...fields };
  const answer = await callRoute(notify, { method: "POST", path: "/api/v1/integrations/sepay", headers: { authorization: `Apikey ${KEY}`, "content-type": "application/json" }, body: JSON.stringify(body) });
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
      expect.objectContaining({ amount: 500000, status: "unmatched", booking_code: null, content: "=HYPERLINK(tien phong)", bank_reference: `FT${nextId - 1}` }),
    ]);
    // callRoute reads JSON: the file is read from the handler directly.
    const response = await list(
      new Request(`http://localhost/api/desk/properties/hanoi-old-quarter/bank-transfers?date=${today()}&format=csv`, { headers: reception.headers() }),
      { params: Promise.resolve({ tenant_id: "hanoi-old-quarter" }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = { text: await response.text() };
    // (text() drops the byte-order mark the file starts with.)
    expect(csv.text.split("\r\n")[0]).toBe("received_at,transaction_date,gateway,amount,bank_reference,content,status,booking_code,currency");
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
    const history = await queryRows<{ actor_kind: string; action: string }>(testDb.db(), sql`select actor_kind, action from booking_changes`);
    expect(history).toEqual([{ actor_kind: "desk_session", action: "payment.received" }]);
    expect((await read()).body.data.transfers.map((row: { status: string }) => row.status)).toEqual(["matched", "dismissed"]);
  });

  it("is the desk's only: an API key is refused", async () => {
    expect((await read("json", { token: DEMO_KEYS.all })).status).toBe(403);
  });
});
