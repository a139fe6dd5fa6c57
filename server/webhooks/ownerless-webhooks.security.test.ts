import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freezeClock } from "@/server/domain/clock";
import { importFixture } from "@/server/fixtures/import-fixture";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { queryRows } from "@/server/platform/db/query-rows";
import { decryptText } from "@/server/platform/security/encrypted-text";
import { webhookSecretKey } from "@/server/platform/security/webhook-secret-key";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { DELETE } from "@/app/api/v1/properties/[tenant_id]/webhooks/[code]/route";
import { POST as enable } from "@/app/api/v1/properties/[tenant_id]/webhooks/[code]/enable/route";
import { POST as rotate } from "@/app/api/v1/properties/[tenant_id]/webhooks/[code]/rotate-secret/route";
import { GET } from "@/app/api/v1/properties/[tenant_id]/webhooks/route";
import { dispatchDueDeliveries } from "./dispatch-due-deliveries";
import { defaultDispatchSettings } from "./dispatch-settings";

// Issue 20, item 2: a key holding only the webhook scopes listed a fixture's ownerless webhook
// (its URL) and rotated its secret, so it could sign forged events to that receiver. Managing an
// ownerless webhook now needs what registering needs: `bookings:read` on its property as well.
// A fixture may also name its webhook's owner (`owner`, server/fixtures/README.md).

const testDb = setUpTestDatabase();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const HANOI = "hanoi-old-quarter";
const FIXTURE_WEBHOOK = "WH9SXPPH"; // Hanoi's webhook in the demo fixture: no owner
const ALL_SCOPES_KEY = "channel-partner (all scopes)"; // the demo key DEMO_KEYS.all, by its name

const webhooksOnlyKey = async () =>
  (await createApiKey(testDb.db(), { name: "webhooks only", scopes: ["webhooks:read", "webhooks:write"], properties: [HANOI] })).key;

const list = (token: string) => callRoute(GET, { path: `/api/v1/properties/${HANOI}/webhooks`, params: { tenant_id: HANOI }, token });
const onWebhook = (handler: typeof DELETE, method: string, suffix: string) => (token: string, code: string) =>
  callRoute(handler, { method, path: `/api/v1/properties/${HANOI}/webhooks/${code}${suffix}`, params: { tenant_id: HANOI, code }, token });
const remove = onWebhook(DELETE, "DELETE", "");
const rotateSecret = onWebhook(rotate, "POST", "/rotate-secret");
const enableWebhook = onWebhook(enable, "POST", "/enable");
const listedCodes = async (token: string) => (await list(token)).body.data.map((webhook: { code: string }) => webhook.code);

async function storedWebhook(code: string) {
  const [row] = await queryRows<{ id: string; secret: string; previous_secret: string | null; owner: string | null }>(
    testDb.db(),
    sql`select w.id::text as id, w.secret, w.previous_secret, k.name as owner
        from webhooks w left join api_keys k on k.id = w.owner_api_key_id where w.code = ${code}`,
  );
  return row;
}

/** The demo fixture with its Hanoi webhook changed by `change` (an owner, a reachable URL). */
async function loadDemoWithWebhook(change: Record<string, unknown>): Promise<void> {
  freezeClock(DEMO_NOW);
  const demo = JSON.parse(fs.readFileSync(path.join(process.cwd(), "drizzle", "fixtures", "demo.json"), "utf8"));
  Object.assign(demo.properties[0].webhooks[0], change);
  await importFixture(testDb.db(), demo, { now: DEMO_NOW });
}

describe("a fixture's ownerless webhook", () => {
  it("stops a webhooks-only key from reading its URL or rotating its secret to sign forged events to its receiver", async () => {
    await loadDemo(testDb.db());
    const before = (await storedWebhook(FIXTURE_WEBHOOK))!;
    const key = await webhooksOnlyKey();

    const listed = await list(key);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);
    expect(listed.text).not.toContain("127.0.0.1:4010");
    for (const answer of [
      await rotateSecret(key, FIXTURE_WEBHOOK),
      await enableWebhook(key, FIXTURE_WEBHOOK),
      await remove(key, FIXTURE_WEBHOOK),
    ]) {
      // As for a code that does not exist: the key learns nothing of it.
      expect([answer.status, answer.body.code]).toEqual([404, "NOT_FOUND"]);
      expect(answer.text).not.toContain("whsec_");
    }
    expect(await storedWebhook(FIXTURE_WEBHOOK)).toEqual(before);
  });

  it("stays manageable by a key that could register it (bookings:read and the webhook scopes on its property)", async () => {
    await loadDemo(testDb.db());
    const key = (
      await createApiKey(testDb.db(), {
        name: "partner",
        scopes: ["bookings:read", "webhooks:read", "webhooks:write"],
        properties: [HANOI],
      })
    ).key;
    expect(await listedCodes(key)).toEqual([FIXTURE_WEBHOOK]);
    const rotated = await rotateSecret(key, FIXTURE_WEBHOOK);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect((await remove(DEMO_KEYS.all, FIXTURE_WEBHOOK)).status).toBe(200);
  });
});

describe("a fixture webhook that names its owner", () => {
  it("is that key's alone: another key with every scope on the property cannot see, rotate or delete it", async () => {
    await loadDemoWithWebhook({ owner: ALL_SCOPES_KEY });
    expect((await storedWebhook(FIXTURE_WEBHOOK))!.owner).toBe(ALL_SCOPES_KEY);
    const other = (
      await createApiKey(testDb.db(), {
        name: "partner B",
        scopes: ["bookings:read", "bookings:write", "webhooks:read", "webhooks:write"],
        properties: [HANOI],
      })
    ).key;
    expect(await listedCodes(other)).toEqual([]);
    expect((await rotateSecret(other, FIXTURE_WEBHOOK)).status).toBe(404);
    expect((await remove(other, FIXTURE_WEBHOOK)).status).toBe(404);
    expect(await listedCodes(DEMO_KEYS.all)).toEqual([FIXTURE_WEBHOOK]);
    expect((await rotateSecret(DEMO_KEYS.all, FIXTURE_WEBHOOK)).status).toBe(200);
  });

  it("stops receiving bookings once its owner key is revoked, as a registered webhook does", async () => {
    const target = await startWebhookReceiver();
    cleanups.push(() => target.close());
    await loadDemoWithWebhook({ owner: ALL_SCOPES_KEY, url: target.url });
    const { secret, id } = (await storedWebhook(FIXTURE_WEBHOOK))!;
    expect(decryptText(secret, webhookSecretKey(), id)).toMatch(/^whsec_/);

    await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });
    await testDb.db().execute(sql`update api_keys set revoked_at = now() where name = ${ALL_SCOPES_KEY}`);
    await dispatchDueDeliveries(testDb.db(), { ...defaultDispatchSettings(), allowPrivateNetworks: true });
    expect(target.received).toEqual([]);
    const deliveries = await queryRows<{ status: string; last_error: string }>(
      testDb.db(),
      sql`select status, last_error from webhook_deliveries`,
    );
    expect(deliveries).toEqual([
      { status: "failed", last_error: expect.stringMatching(/^not sent: the API key that registered this webhook was revoked/) },
    ]);
  });
});
