import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { captureLog } from "@/tests/support/capture-log";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as session } from "@/app/api/desk/session/route";
import { isAccountTaken } from "@/server/payments/bank-account-owner";
import { DELETE, GET, PUT } from "./route";

const testDb = setUpTestDatabase();
let manager: DeskBrowser;
let reception: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  manager = await signInAs(DEMO_STAFF.hanoiManager);
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});

const HANOI = "hanoi-old-quarter";
const DEMO_ACCOUNT = { bin: "970415", bank_name: "VietinBank", number: "113366668888", holder: "NGUYEN VAN A" };
const path = (tenant: string) => `/api/desk/properties/${tenant}/bank-account`;
const read = (browser: DeskBrowser | { token: string } = manager, tenant = HANOI) =>
  callRoute(GET, {
    path: path(tenant),
    params: { tenant_id: tenant },
    ...("token" in browser ? { token: browser.token } : { headers: browser.headers() }),
  });
const put = (body: unknown, browser: DeskBrowser = manager, tenant = HANOI, csrf = true) =>
  callRoute(PUT, {
    method: "PUT",
    path: path(tenant),
    params: { tenant_id: tenant },
    headers: { ...browser.headers(csrf), "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const remove = (browser: DeskBrowser = manager, tenant = HANOI) =>
  callRoute(DELETE, { method: "DELETE", path: path(tenant), params: { tenant_id: tenant }, headers: browser.headers(true) });

async function stored(tenant = HANOI) {
  const [row] = await queryRows<{ bank_bin: string | null; bank_account_number: string | null; bank_account_holder: string | null }>(
    testDb.db(),
    sql`select bank_bin, bank_account_number, bank_account_holder from properties where id = ${tenant}`,
  );
  return row;
}
const history = () =>
  queryRows<{ property_id: string; actor_kind: string; actor_name: string; action: string; changes: unknown }>(
    testDb.db(),
    sql`select property_id, actor_kind, actor_name, action, changes from property_changes order by id`,
  );

describe("desk settings: the property's bank account (manager)", () => {
  it("the session says who is a manager where", async () => {
    const mine = await callRoute(session, { path: "/api/desk/session", headers: manager.headers() });
    expect(mine.body.data.properties).toEqual([expect.objectContaining({ id: HANOI, role: "manager" })]);
    const hers = await callRoute(session, { path: "/api/desk/session", headers: reception.headers() });
    expect(hers.body.data.properties).toEqual([expect.objectContaining({ id: HANOI, role: "receptionist" })]);
  });

  it("a manager reads, saves (recorded and logged masked), reads back and removes the account", async () => {
    expect((await read()).body).toEqual({ success: true, data: { bank_account: DEMO_ACCOUNT } });
    const log = captureLog();
    let saved;
    try {
      saved = await put({ bin: "970436", number: "0071 0008 88777", holder: "Công ty TNHH Phố Cổ" });
    } finally {
      log.restore();
    }
    expect(saved.status).toBe(200);
    const account = { bin: "970436", bank_name: "Vietcombank", number: "0071000888777", holder: "CONG TY TNHH PHO CO" };
    expect(saved.body.data).toEqual({ bank_account: account });
    expect((await read()).body.data).toEqual({ bank_account: account });
    expect(await stored()).toEqual({
      bank_bin: "970436",
      bank_account_number: "0071000888777",
      bank_account_holder: "CONG TY TNHH PHO CO",
    });

    const line = log.lines().find((entry) => entry.msg === "property bank account set");
    expect(line).toMatchObject({
      property_id: HANOI,
      bin_before: "970415",
      bin_after: "970436",
      number_before: "…8888",
      number_after: "…8777",
    });
    expect(log.text()).not.toContain("113366668888");
    expect(log.text()).not.toContain("0071000888777");

    const removed = await remove();
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ bank_account: null });
    expect((await read()).body.data).toEqual({ bank_account: null });
    expect(await stored()).toEqual({ bank_bin: null, bank_account_number: null, bank_account_holder: null });

    expect(await history()).toEqual([
      {
        property_id: HANOI,
        actor_kind: "desk_session",
        actor_name: "Hùng (manager)",
        action: "bank_account.set",
        changes: [
          { field: "bank_account.bin", before: "970415", after: "970436" },
          { field: "bank_account.number", before: "113366668888", after: "0071000888777" },
          { field: "bank_account.holder", before: "NGUYEN VAN A", after: "CONG TY TNHH PHO CO" },
        ],
      },
      {
        property_id: HANOI,
        actor_kind: "desk_session",
        actor_name: "Hùng (manager)",
        action: "bank_account.removed",
        changes: [
          { field: "bank_account.bin", before: "970436", after: null },
          { field: "bank_account.number", before: "0071000888777", after: null },
          { field: "bank_account.holder", before: "CONG TY TNHH PHO CO", after: null },
        ],
      },
    ]);
    // Saving what is there records nothing more.
    await put({ bin: "970415", number: "113366668888", holder: "NGUYEN VAN A" });
    await put({ bin: "970415", number: "113366668888", holder: "NGUYEN VAN A" });
    expect(await history()).toHaveLength(3);
  });

  it("writes a holder with tone marks as the bank prints it, and refuses one that is not a name", async () => {
    expect((await put({ bin: "970415", number: "113366668888", holder: "  nguyễn   thị đào " })).body.data.bank_account.holder).toBe(
      "NGUYEN THI DAO",
    );
    for (const holder of ["", "Nguyễn 2", "王小明", "A".repeat(71), "A".repeat(201)]) {
      const answer = await put({ bin: "970415", number: "113366668888", holder });
      expect(answer.status, holder).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(["holder"]);
    }
  });

  it("refuses a BIN not in the list and a bad number with 422 on the field, and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [{ bin: "999999", number: "113366668888", holder: "NGUYEN VAN A" }, "bin"],
      [{ bin: 970415, number: "113366668888", holder: "NGUYEN VAN A" }, "bin"],
      [{ bin: "970415", number: "123", holder: "NGUYEN VAN A" }, "number"],
      [{ bin: "970415", number: "11336666888899990000", holder: "NGUYEN VAN A" }, "number"],
      [{ bin: "970415", number: "1133-6666", holder: "NGUYEN VAN A" }, "number"],
      [{ bin: "970415", number: "9".repeat(100), holder: "NGUYEN VAN A" }, "number"],
      [{ bin: "970415", number: "113366668888", holder: "NGUYEN VAN A", extra: 1 }, ""],
    ];
    for (const [body, field] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body).toMatchObject({ success: false, errors: expect.any(Object) });
      if (field) expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    expect((await put("{not json")).status).toBe(400);
    expect((await put(JSON.stringify({ bin: "970415", number: "1", holder: "A".repeat(10_000) }))).status).toBe(413);
    expect((await put(null)).status).toBe(422);
    expect(await stored()).toEqual({ bank_bin: "970415", bank_account_number: "113366668888", bank_account_holder: "NGUYEN VAN A" });
    expect(await history()).toEqual([]);
  });

  it("refuses another property's account (bin and number) with 422 on bank_account.number, and changes nothing", async () => {
    // Da Nang's demo account (drizzle/fixtures/demo.json): Hanoi's QR codes would pay into it.
    const [danang] = await queryRows<{ bank_bin: string; bank_account_number: string }>(
      testDb.db(),
      sql`select bank_bin, bank_account_number from properties where bank_account_number is not null and id <> ${HANOI} order by id limit 1`,
    );
    const answer = await put({ bin: danang!.bank_bin, number: danang!.bank_account_number, holder: "NGUYEN VAN A" });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      success: false,
      errors: { "bank_account.number": [expect.stringContaining("another property's")] },
    });
    expect(Object.keys(answer.body.errors)).toEqual(["bank_account.number"]);
    expect(await stored()).toEqual({ bank_bin: "970415", bank_account_number: "113366668888", bank_account_holder: "NGUYEN VAN A" });
    expect(await history()).toEqual([]);
    // The same number at another bank is another account.
    expect((await put({ bin: "970418", number: danang!.bank_account_number, holder: "NGUYEN VAN A" })).status).toBe(200);
  });

  it("gives one account to one of two managers saving it at once: the other gets the 422, never a 500", async () => {
    // The chain's staff member made Da Nang's manager, so two managers of two properties save at once.
    await testDb
      .db()
      .execute(
        sql`update staff_memberships set role = 'manager' where property_id = 'danang-beach' and staff_user_id = (select id from staff_users where email = ${DEMO_STAFF.chainManager.email})`,
      );
    const other = await signInAs(DEMO_STAFF.chainManager);
    const account = { bin: "970422", number: "5550001112223", holder: "NGUYEN VAN A" };
    const answers = await Promise.all([put(account), put(account, other, "danang-beach")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422)!;
    expect(Object.keys(refused.body.errors)).toEqual(["bank_account.number"]);
    const owners = await queryRows<{ id: string }>(
      testDb.db(),
      sql`select id from properties where bank_account_number = ${account.number}`,
    );
    expect(owners).toHaveLength(1);
  });

  it("knows the database's own refusal (the unique index), which a save that raced past the check meets", async () => {
    const sharing = testDb
      .db()
      .execute(sql`update properties set bank_bin = '970436', bank_account_number = '0071000888999' where id = ${HANOI}`);
    const error = await sharing.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isAccountTaken(error)).toBe(true);
    expect(isAccountTaken(new Error("something else"))).toBe(false);
  });

  it("refuses a receptionist (403, nothing changes), an API key, and a write without the CSRF token", async () => {
    for (const answer of [
      await read(reception),
      await put({ bin: "970436", number: "0071000888999", holder: "NGUYEN VAN B" }, reception),
      await remove(reception),
      await read({ token: DEMO_KEYS.all }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, code: "FORBIDDEN" });
    }
    const forged = await put({ bin: "970436", number: "0071000888999", holder: "NGUYEN VAN B" }, manager, HANOI, false);
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("CSRF_TOKEN_INVALID");
    expect(await stored()).toEqual({ bank_bin: "970415", bank_account_number: "113366668888", bank_account_holder: "NGUYEN VAN A" });
    expect(await history()).toEqual([]);
  });

  it("refuses another property: a manager of Hanoi, and the chain's staff member who is a receptionist there", async () => {
    const before = await stored("saigon-apartments");
    expect((await read(manager, "saigon-apartments")).status).toBe(403);
    expect((await put({ bin: "970415", number: "113366668888", holder: "NGUYEN VAN A" }, manager, "saigon-apartments")).status).toBe(403);
    expect((await remove(manager, "saigon-apartments")).status).toBe(403);
    const chain = await signInAs(DEMO_STAFF.chainManager);
    expect((await put({ bin: "970415", number: "113366668888", holder: "NGUYEN VAN A" }, chain, "saigon-apartments")).status).toBe(403);
    expect(await stored("saigon-apartments")).toEqual(before);
    expect(await history()).toEqual([]);
  });
});
