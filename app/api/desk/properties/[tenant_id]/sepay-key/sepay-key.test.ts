import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { openSepayKey } from "@/server/platform/security/sepay-receiver-key";
import { callRoute } from "@/tests/support/call-route";
import { captureLog } from "@/tests/support/capture-log";
import { DEMO_KEYS, DEMO_SEPAY_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as notify } from "@/app/api/v1/integrations/sepay/[tenant_id]/route";
import { DELETE, GET, POST } from "./route";

// A manager switches the property's SePay receiver on (a new key, shown once, with the URL to
// paste into SePay), replaces the key, or switches it off. Nobody else can, and nothing keeps
// the key in plaintext: not the database, the history, nor the log.

const testDb = setUpTestDatabase();
let manager: DeskBrowser;
let reception: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  manager = await signInAs(DEMO_STAFF.hanoiManager);
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});

const HANOI = "hanoi-old-quarter";
const RECEIVER_URL = `http://localhost/api/v1/integrations/sepay/${HANOI}`;
const path = (tenant: string) => `/api/desk/properties/${tenant}/sepay-key`;
const read = (browser: DeskBrowser | { token: string } = manager, tenant = HANOI) =>
  callRoute(GET, {
    path: path(tenant),
    params: { tenant_id: tenant },
    ...("token" in browser ? { token: browser.token } : { headers: browser.headers() }),
  });
const generate = (browser: DeskBrowser = manager, tenant = HANOI, csrf = true) =>
  callRoute(POST, {
    method: "POST",
    path: path(tenant),
    params: { tenant_id: tenant },
    headers: { ...browser.headers(csrf), "content-type": "application/json" },
    body: "{}",
  });
const remove = (browser: DeskBrowser = manager, tenant = HANOI) =>
  callRoute(DELETE, { method: "DELETE", path: path(tenant), params: { tenant_id: tenant }, headers: browser.headers(true) });
const notifyWith = (key: string) =>
  callRoute(notify, {
    method: "POST",
    path: `/api/v1/integrations/sepay/${HANOI}`,
    params: { tenant_id: HANOI },
    headers: { authorization: `Apikey ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ id: Date.now(), accountNumber: "113366668888", transferType: "in", transferAmount: 1000, content: "x" }),
  });
const stored = async () =>
  (
    await queryRows<{ key: string | null; set_at: string | null }>(
      testDb.db(),
      sql`select sepay_webhook_key as key, sepay_webhook_key_set_at::text as set_at from properties where id = ${HANOI}`,
    )
  )[0]!;
const history = () =>
  queryRows<{ action: string; changes: unknown; actor_name: string }>(
    testDb.db(),
    sql`select action, changes, actor_name from property_changes order by id`,
  );

describe("desk settings: the property's SePay receiver (manager)", () => {
  it("reads the receiver's URL and whether it is on, never the key", async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ receiver_url: RECEIVER_URL, key_set_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(answer.text).not.toContain(DEMO_SEPAY_KEYS.hanoi);
  });

  it("generates a new key, shown once: stored encrypted, the old key refused at once, recorded and logged without it", async () => {
    const log = captureLog();
    let answer;
    try {
      answer = await generate();
    } finally {
      log.restore();
    }
    expect(answer.status).toBe(200);
    const { key, receiver_url, key_set_at } = answer.body.data;
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    expect(receiver_url).toBe(RECEIVER_URL);
    expect(key_set_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const row = await stored();
    expect(row.key).toMatch(/^enc:v2:/);
    expect(openSepayKey(row.key!, HANOI)).toBe(key);
    expect((await notifyWith(key)).status).toBe(200);
    expect((await notifyWith(DEMO_SEPAY_KEYS.hanoi)).status).toBe(401);
    expect((await read()).text).not.toContain(key);

    const entries = await history();
    expect(entries).toEqual([
      {
        action: "sepay_key.generated",
        actor_name: "Hùng (manager)",
        changes: [{ field: "sepay_webhook_key", before: "set", after: "set" }],
      },
    ]);
    expect(log.lines().find((line) => line.msg === "property SePay receiver key generated")).toMatchObject({
      property_id: HANOI,
      replaced: true,
    });
    expect(log.text()).not.toContain(key);
  });

  it("removes the key: the receiver is off (404), recorded", async () => {
    const removed = await remove();
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ receiver_url: RECEIVER_URL, key_set_at: null });
    expect(await stored()).toEqual({ key: null, set_at: null });
    expect((await notifyWith(DEMO_SEPAY_KEYS.hanoi)).status).toBe(404);
    expect(await history()).toEqual([
      { action: "sepay_key.removed", actor_name: "Hùng (manager)", changes: [{ field: "sepay_webhook_key", before: "set", after: null }] },
    ]);
    // Removing what is not there records nothing more.
    await remove();
    expect(await history()).toHaveLength(1);
    // On again with a new key.
    expect((await generate()).body.data.key).toMatch(/^[0-9a-f]{48}$/);
    expect((await history()).map((entry) => entry.changes)).toEqual([
      [{ field: "sepay_webhook_key", before: "set", after: null }],
      [{ field: "sepay_webhook_key", before: null, after: "set" }],
    ]);
  });

  it("refuses a receptionist, an API key, a write without the CSRF token and another property's manager (403), changing nothing", async () => {
    const before = await stored();
    for (const answer of [
      await read(reception),
      await generate(reception),
      await remove(reception),
      await read({ token: DEMO_KEYS.all }),
      await generate(manager, "danang-beach"),
    ]) {
      expect(answer.status).toBe(403);
    }
    const forged = await generate(manager, HANOI, false);
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("CSRF_TOKEN_INVALID");
    expect(await stored()).toEqual(before);
    expect(await history()).toEqual([]);
  });
});
