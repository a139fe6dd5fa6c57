import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { queryRows } from "@/server/platform/db/query-rows";
import { decryptText } from "@/server/platform/security/encrypted-text";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { MAX_WEBHOOKS_PER_KEY } from "@/server/webhooks/webhook-limit";
import { webhookSecretKey } from "@/server/platform/security/webhook-secret-key";
import { DELETE } from "./[code]/route";
import { POST as enable } from "./[code]/enable/route";
import { POST as rotate } from "./[code]/rotate-secret/route";
import { GET, POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));
afterEach(() => {
  vi.unstubAllEnvs();
});

const HANOI = "hanoi-old-quarter";
const FIXTURE_WEBHOOK = "WH9SXPPH"; // Hanoi's webhook in the demo fixture: no owner
const HOOK = { url: "https://partner.example/hooks", events: ["booking.updated"] };

const partnerKey = async (
  name: string,
  scopes = ["bookings:read", "webhooks:read", "webhooks:write"],
  properties: "all" | string[] = [HANOI],
) => (await createApiKey(testDb.db(), { name, scopes, properties })).key;

const register = (token: string, body: unknown = HOOK, tenantId = HANOI) =>
  callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/webhooks`,
    params: { tenant_id: tenantId },
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const list = (token: string) => callRoute(GET, { path: `/api/v1/properties/${HANOI}/webhooks`, params: { tenant_id: HANOI }, token });

const onWebhook = (handler: typeof DELETE, method: string, suffix: string) => (token: string, code: string) =>
  callRoute(handler, { method, path: `/api/v1/properties/${HANOI}/webhooks/${code}${suffix}`, params: { tenant_id: HANOI, code }, token });
const remove = onWebhook(DELETE, "DELETE", "");
const rotateSecret = onWebhook(rotate, "POST", "/rotate-secret");
const enableWebhook = onWebhook(enable, "POST", "/enable");

const storedRows = () =>
  queryRows<{ id: string; code: string; secret: string; previous_secret: string | null }>(
    testDb.db(),
    sql`select id::text as id, code, secret, previous_secret from webhooks order by code`,
  );

describe("webhooks belong to the key that registered them", () => {
  it("refuses to list, rotate, delete or enable a webhook registered by another partner's key on the same property", async () => {
    const mine = await partnerKey("partner A");
    const theirs = await partnerKey("partner B");
    const registered = await register(mine);
    expect(registered.status).toBe(200);
    const { code, secret } = registered.body.data;

    for (const token of [theirs, DEMO_KEYS.all]) {
      const listed = await list(token);
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((webhook: { code: string }) => webhook.code)).toEqual([FIXTURE_WEBHOOK]);
      for (const answer of [await rotateSecret(token, code), await remove(token, code), await enableWebhook(token, code)]) {
        expect([answer.status, answer.body.code]).toEqual([404, "NOT_FOUND"]);
        expect(answer.text).not.toContain("whsec_");
      }
    }
    // Untouched: still there, with the secret its owner was given.
    const [row] = (await storedRows()).filter((stored) => stored.code === code);
    expect(row!.previous_secret).toBeNull();
    expect(decryptText(row!.secret, webhookSecretKey(), row!.id)).toBe(secret);
    expect((await list(mine)).body.data.map((webhook: { code: string }) => webhook.code)).toEqual([FIXTURE_WEBHOOK, code]);
    expect((await rotateSecret(mine, code)).status).toBe(200);
    expect((await remove(mine, code)).status).toBe(200);
  });

  it("keeps a fixture's webhook, which has no owner, manageable by every key that could register it on its property", async () => {
    const key = await partnerKey("partner B");
    expect((await rotateSecret(key, FIXTURE_WEBHOOK)).status).toBe(200);
    expect((await enableWebhook(key, FIXTURE_WEBHOOK)).body.data).toMatchObject({ code: FIXTURE_WEBHOOK, status: "active" });
    expect((await remove(DEMO_KEYS.all, FIXTURE_WEBHOOK)).status).toBe(200);
  });

  it("refuses registration to a key without bookings:read, since every delivery carries the booking", async () => {
    const key = await partnerKey("webhooks only", ["webhooks:read", "webhooks:write"]);
    const answer = await register(key);
    expect([answer.status, answer.body.code]).toEqual([403, "FORBIDDEN"]);
    expect(answer.body.message).toContain("bookings:read");
    expect((await storedRows()).map((row) => row.code)).toEqual([FIXTURE_WEBHOOK]);
  });
});

describe("a webhook URL", () => {
  it("refuses plain http in production, where deliveries would cross the network unencrypted", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("ALLOW_DEMO_CREDENTIALS", "true"); // the demo's key, which production refuses otherwise
    vi.stubEnv("WEBHOOK_SECRET_KEY", "11".repeat(32)); // production has no development secret to fall back on
    vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "");
    for (const url of ["http://partner.example/hooks", "http://93.184.216.34/hooks"]) {
      const answer = await register(DEMO_KEYS.all, { ...HOOK, url });
      expect(answer.status, url).toBe(422);
      expect(answer.body.errors.url[0]).toMatch(/https/);
    }
    expect((await register(DEMO_KEYS.all)).status).toBe(200);

    // The tests' and fault scripts' switch lets http reach loopback only, which never leaves the machine.
    vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "true");
    expect((await register(DEMO_KEYS.all, { ...HOOK, url: "http://127.0.0.1:4010/hooks" })).status).toBe(200);
    expect((await register(DEMO_KEYS.all, { ...HOOK, url: "http://localhost:4010/hooks" })).status).toBe(200);
    for (const url of ["http://10.0.0.5/hooks", "http://partner.example/hooks"]) {
      expect((await register(DEMO_KEYS.all, { ...HOOK, url })).status, url).toBe(422);
    }

    // Development keeps taking http.
    vi.stubEnv("NODE_ENV", "development");
    expect((await register(DEMO_KEYS.all, { ...HOOK, url: "http://partner.example/hooks" })).status).toBe(200);
  });
});

describe("the number of webhooks", () => {
  it("refuses an 11th webhook for one key on one property, which would multiply every event's deliveries", async () => {
    const key = await partnerKey("partner A", ["bookings:read", "webhooks:read", "webhooks:write"], "all");
    for (let i = 0; i < MAX_WEBHOOKS_PER_KEY; i++) {
      expect((await register(key, { ...HOOK, url: `https://partner.example/hooks/${i}` })).status).toBe(200);
    }
    const refused = await register(key, { ...HOOK, url: "https://partner.example/hooks/11" });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, code: "WEBHOOK_LIMIT_REACHED", limit: MAX_WEBHOOKS_PER_KEY });
    // The limit is the key's on this property: another key, or this key elsewhere, still registers.
    expect((await register(await partnerKey("partner B"))).status).toBe(200);
    expect((await register(key, HOOK, "danang-beach")).status).toBe(200);
    // Deleting one makes room.
    const own = (await list(key)).body.data.find((webhook: { url: string }) => webhook.url.endsWith("/hooks/0"));
    expect((await remove(key, own.code)).status).toBe(200);
    expect((await register(key, { ...HOOK, url: "https://partner.example/hooks/11" })).status).toBe(200);
  });

  it("refuses the last place twice to registrations sent at the same moment", async () => {
    const key = await partnerKey("partner A");
    for (let i = 0; i < MAX_WEBHOOKS_PER_KEY - 1; i++) expect((await register(key)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 4 }, () => register(key)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422]);
    const [owned] = await queryRows<{ count: number }>(
      testDb.db(),
      sql`select count(*)::int as count from webhooks where owner_api_key_id is not null`,
    );
    expect(owned!.count).toBe(MAX_WEBHOOKS_PER_KEY);
  });
});

describe("secrets at rest", () => {
  it("keeps no plaintext secret in the database after a registration and two rotations", async () => {
    const key = await partnerKey("partner A");
    const { code, secret } = (await register(key)).body.data;
    const first = (await rotateSecret(key, code)).body.data.secret;
    const second = (await rotateSecret(key, code)).body.data.secret;
    const [row] = (await storedRows()).filter((stored) => stored.code === code);
    const stored = JSON.stringify(row);
    for (const plaintext of [secret, first, second]) {
      expect(stored).not.toContain(plaintext.slice("whsec_".length));
    }
    expect(stored).not.toContain("whsec_");
    // Encrypted, not discarded: the key and the webhook's id open them.
    expect(decryptText(row!.secret, webhookSecretKey(), row!.id)).toBe(second);
    expect(decryptText(row!.previous_secret!, webhookSecretKey(), row!.id)).toBe(first);
  });
});
