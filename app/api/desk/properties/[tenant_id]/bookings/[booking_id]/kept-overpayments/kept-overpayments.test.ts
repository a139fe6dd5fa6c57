import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as checkout } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { GET as ledger } from "../ledger/route";
import { POST } from "./route";

const testDb = setUpTestDatabase();
let manager: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  manager = await signInAs(DEMO_STAFF.hanoiManager);
});

const PAID_ROOM = "e77e2667-792f-466e-98db-d94db16c7030"; // HN9R3MM3: fully paid, checked in

function keep(bookingCode: string, body: unknown, as: DeskBrowser | { token: string } = manager) {
  return callRoute(POST, {
    method: "POST",
    path: `/api/desk/properties/hanoi-old-quarter/bookings/${bookingCode}/kept-overpayments`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: bookingCode },
    ...("token" in as
      ? { token: as.token, headers: { "content-type": "application/json" } }
      : { headers: { ...as.headers(true), "content-type": "application/json", origin: "http://localhost" } }),
    body: JSON.stringify(body),
  });
}

async function overpay(bookingCode: string, amount: number) {
  await testDb.db().execute(sql`insert into payments (property_id, booking_id, amount, method, paid_at)
    select property_id, id, ${amount}, 'bank_transfer', '2026-03-10 09:30:00' from bookings where code = ${bookingCode}`);
}

const readLedger = (code: string) =>
  callRoute(ledger, {
    path: `/api/desk/properties/hanoi-old-quarter/bookings/${code}/ledger`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: code },
    headers: manager.headers(),
  });

describe("desk: keep an overpayment as the guest's credit", () => {
  it("a manager keeps the surplus with a reason: recorded with who and why, in the history; the balance stays negative and the room checks out", async () => {
    await overpay("HN9R3MM3", 100000);
    const answer = await keep("HN9R3MM3", { amount: 100000, reason: "Credit for the stay in May" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.code).toBe("HN9R3MM3");
    const rows = await queryRows(
      testDb.db(),
      sql`select k.amount::text, k.reason, k.actor_name, k.actor_id like 'desk_session:%' as by_desk from kept_overpayments k`,
    );
    expect(rows).toEqual([{ amount: "100000.0000", reason: "Credit for the stay in May", actor_name: expect.any(String), by_desk: true }]);
    const [entry] = await queryRows<{ action: string; reason: string; changes: unknown }>(
      testDb.db(),
      sql`select action, reason, changes from booking_changes order by id desc limit 1`,
    );
    expect(entry).toEqual({
      action: "overpayment.kept",
      reason: "Credit for the stay in May",
      changes: [{ field: expect.stringMatching(/^kept_overpayments\.\d+$/), before: null, after: { amount: 100000 } }],
    });
    const money = (await readLedger("HN9R3MM3")).body.data;
    expect(money).toMatchObject({ balance: -100000, kept_credit: 100000 });
    expect((await postRoomOperation(checkout, "checkout", { bookingCode: "HN9R3MM3", roomId: PAID_ROOM })).status).toBe(200);
  });

  it("keeps at most what is overpaid and not kept yet, and nothing when nothing is overpaid", async () => {
    await overpay("HN9R3MM3", 100000);
    const tooMuch = await keep("HN9R3MM3", { amount: 100001, reason: "Credit" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount[0]).toContain("100,000 VND");
    expect((await keep("HN9R3MM3", { amount: 70000, reason: "Credit" })).status).toBe(200);
    const rest = await keep("HN9R3MM3", { amount: 30001, reason: "Credit" });
    expect(rest.body.errors.amount[0]).toContain("30,000 VND");
    expect((await keep("HN9R3MM3", { amount: 30000, reason: "Credit" })).status).toBe(200);
    expect((await keep("HN9R3MM3", { amount: 1, reason: "Credit" })).body.errors.amount[0]).toMatch(/nothing overpaid is left/i);
    expect((await keep("HNVRBEHJ", { amount: 1000, reason: "Credit" })).status).toBe(422);
    for (const body of [{ amount: 1000 }, { amount: 1000, reason: " " }, { amount: 0, reason: "x" }, { amount: 10.5, reason: "x" }]) {
      expect((await keep("HNCJM6F2", body)).status, JSON.stringify(body)).toBe(422);
    }
  });

  it("is a manager's: a receptionist and an API key get 403, and nothing is kept", async () => {
    await overpay("HN9R3MM3", 100000);
    const reception = await signInAs(DEMO_STAFF.hanoiReception);
    expect((await keep("HN9R3MM3", { amount: 100000, reason: "Credit" }, reception)).status).toBe(403);
    expect((await keep("HN9R3MM3", { amount: 100000, reason: "Credit" }, { token: DEMO_KEYS.all })).status).toBe(403);
    expect(await queryRows(testDb.db(), sql`select id from kept_overpayments`)).toEqual([]);
    expect((await postRoomOperation(checkout, "checkout", { bookingCode: "HN9R3MM3", roomId: PAID_ROOM })).status).toBe(422);
  });
});
