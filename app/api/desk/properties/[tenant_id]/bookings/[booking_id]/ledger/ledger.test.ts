import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as refund } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/refunds/route";
import { GET } from "./route";

const testDb = setUpTestDatabase();
let reception: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});

const readLedger = (code: string) =>
  callRoute(GET, {
    path: `/api/desk/properties/hanoi-old-quarter/bookings/${code}/ledger`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: code },
    headers: reception.headers(),
  });

describe("desk: a booking's ledger", () => {
  it("lists every payment and refund with its kind and bank reference: the one list the desk's payment views read", async () => {
    for (const [amount, reference] of [
      [1000000, "FT1"],
      [3440000, "FT2"],
    ] as const) {
      await testDb.db().execute(sql`insert into payments (property_id, booking_id, amount, method, paid_at, bank_reference)
        select property_id, id, ${amount}, 'bank_transfer', '2026-03-10 09:30:00', ${reference} from bookings where code = 'HNVRBEHJ'`);
    }
    expect((await readLedger("HNVRBEHJ")).body.data).toMatchObject({ balance: -1100000, kept_credit: 0 });
    const given = await callRoute(refund, {
      method: "POST",
      path: "/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ/refunds",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HNVRBEHJ" },
      token: DEMO_KEYS.all,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ amount: 1100000, method: "bank_transfer", reason: "Paid twice", bank_reference: "FT3" }),
    });
    expect(given.status).toBe(200);
    const ledger = (await readLedger("HNVRBEHJ")).body.data;
    expect(ledger.balance).toBe(0);
    expect(ledger.payments.slice(-3)).toEqual([
      expect.objectContaining({ kind: "payment", amount: 1000000, bank_reference: "FT1", status: "paid" }),
      expect.objectContaining({ kind: "payment", amount: 3440000, bank_reference: "FT2" }),
      expect.objectContaining({ kind: "refund", amount: -1100000, bank_reference: "FT3", notes: "Paid twice", method: "bank_transfer" }),
    ]);
  });
});
