import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as checkOut } from "../bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { decryptText } from "@/server/platform/security/encrypted-text";
import { registeredWebhookSchema, rotatedWebhookSecretSchema, webhookSchema } from "@/server/webhooks/schemas";
import { webhookSecretKey } from "@/server/platform/security/webhook-secret-key";
import { DELETE } from "./[code]/route";
import { POST as rotate } from "./[code]/rotate-secret/route";
import { GET, POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const HANOI = "hanoi-old-quarter";
const FIXTURE_WEBHOOK = "WH9SXPPH"; // Hanoi's webhook in the demo fixture

const register = (body: unknown, options: { token?: string; tenantId?: string } = {}) =>
  callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/${options.tenantId ?? HANOI}/webhooks`,
    params: { tenant_id: options.tenantId ?? HANOI },
    token: options.token ?? DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const list = (options: { token?: string; tenantId?: string } = {}) =>
  callRoute(GET, {
    path: `/api/v1/properties/${options.tenantId ?? HANOI}/webhooks`,
    params: { tenant_id: options.tenantId ?? HANOI },
    token: options.token ?? DEMO_KEYS.all,
  });

const remove = (code: string, options: { token?: string; tenantId?: string } = {}) =>
  callRoute(DELETE, {
    method: "DELETE",
    path: `/api/v1/properties/${options.tenantId ?? HANOI}/webhooks/${code}`,
    params: { tenant_id: options.tenantId ?? HANOI, code },
    token: options.token ?? DEMO_KEYS.all,
  });

const rotateSecret = (code: string, options: { token?: string; tenantId?: string } = {}) =>
  callRoute(rotate, {
    method: "POST",
    path: `/api/v1/properties/${options.tenantId ?? HANOI}/webhooks/${code}/rotate-secret`,
    params: { tenant_id: options.tenantId ?? HANOI, code },
    token: options.token ?? DEMO_KEYS.all,
  });

/** The stored secrets, decrypted: decryptText refuses anything that is not encrypted for this webhook. */
const storedSecrets = async (code: string) => {
  const [row] = await queryRows<{ id: string; secret: string; previous_secret: string | null; expires_in_hours: number | null }>(
    testDb.db(),
    sql`select id::text as id, secret, previous_secret,
          round(extract(epoch from previous_secret_expires_at - now()) / 3600)::int as expires_in_hours
        from webhooks where code = ${code}`,
  );
  const open = (stored: string) => decryptText(stored, webhookSecretKey(), row!.id);
  return {
    secret: open(row!.secret),
    previous_secret: row!.previous_secret === null ? null : open(row!.previous_secret),
    expires_in_hours: row!.expires_in_hours,
  };
};

describe("webhooks: register, list, delete", () => {
  it("registers a webhook and shows its secret once; the list never shows secrets", async () => {
    const answer = await register({ url: "https://partner.example/hooks?x=1", events: ["booking.updated", "booking.cancelled"] });
    expect(answer.status).toBe(200);
    const webhook = registeredWebhookSchema.parse(answer.body.data);
    expect(webhook).toEqual({
      code: expect.stringMatching(/^WH[A-Z2-9]{6}$/),
      url: "https://partner.example/hooks?x=1",
      events: ["booking.updated", "booking.cancelled"],
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    expect((await storedSecrets(webhook.code)).secret).toBe(webhook.secret);

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((item: unknown) => webhookSchema.parse(item).code).sort()).toEqual([FIXTURE_WEBHOOK, webhook.code].sort());
    expect(listed.text).not.toContain("whsec_");
    expect(listed.body.data.find((item: { code: string }) => item.code === webhook.code)).toEqual({
      code: webhook.code,
      url: "https://partner.example/hooks?x=1",
      events: ["booking.updated", "booking.cancelled"],
      status: "active",
      created_at: expect.any(String),
      previous_secret_expires_at: null,
      failing_since: null,
      disabled_at: null,
      disabled_reason: null,
      failure_reason: null,
    });
  });

  it("validates the url and the events", async () => {
    const cases: [unknown, string[]][] = [
      [{ url: "ftp://partner.example/hooks", events: ["booking.updated"] }, ["url"]],
      [{ url: "not a url", events: ["booking.updated"] }, ["url"]],
      [{ url: `https://partner.example/${"a".repeat(2100)}`, events: ["booking.updated"] }, ["url"]],
      [{ url: "https://partner.example/hooks", events: [] }, ["events"]],
      [{ url: "https://partner.example/hooks", events: ["booking.deleted"] }, ["events.0"]],
      [{ url: "https://partner.example/hooks", events: ["booking.updated", "booking.updated"] }, ["events"]],
      [{ url: "https://partner.example/hooks" }, ["events"]],
      [{ url: "https://partner.example/hooks", events: ["booking.updated"], secret: "whsec_mine" }, ["secret"]],
    ];
    for (const [body, fields] of cases) {
      const answer = await register(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(fields);
    }
    expect((await list()).body.data).toHaveLength(1);
  });

  it("deletes a webhook with its pending deliveries; an unknown code is 404", async () => {
    await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" });
    const pending = () => queryRows<{ count: number }>(testDb.db(), sql`select count(*)::int as count from webhook_deliveries`);
    expect(await pending()).toEqual([{ count: 1 }]);
    const answer = await remove(FIXTURE_WEBHOOK);
    expect(answer.status).toBe(200);
    expect(await pending()).toEqual([{ count: 0 }]);
    expect(answer.body.data).toEqual({ code: FIXTURE_WEBHOOK, deleted: true });
    expect((await list()).body.data).toEqual([]);
    expect((await remove(FIXTURE_WEBHOOK)).status).toBe(404);
    expect((await remove("WHNOSUCH")).body.code).toBe("NOT_FOUND");
  });
});

describe("webhooks: rotate secret", () => {
  it("returns a new secret once; the previous one stays valid for 24 hours", async () => {
    const before = await storedSecrets(FIXTURE_WEBHOOK);
    const answer = await rotateSecret(FIXTURE_WEBHOOK);
    expect(answer.status).toBe(200);
    const rotated = rotatedWebhookSecretSchema.parse(answer.body.data);
    expect(rotated.code).toBe(FIXTURE_WEBHOOK);
    expect(rotated.secret).not.toBe(before.secret);
    const expiresIn = new Date(rotated.previous_secret_expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3_600_000);
    expect(await storedSecrets(FIXTURE_WEBHOOK)).toEqual({ secret: rotated.secret, previous_secret: before.secret, expires_in_hours: 24 });
    const listed = (await list()).body.data[0];
    expect(listed.previous_secret_expires_at).toBe(rotated.previous_secret_expires_at);
    expect(JSON.stringify(listed)).not.toContain("whsec_");

    // A second rotation keeps only the secret it replaces: at most two secrets sign.
    const again = (await rotateSecret(FIXTURE_WEBHOOK)).body.data;
    expect(await storedSecrets(FIXTURE_WEBHOOK)).toMatchObject({ secret: again.secret, previous_secret: rotated.secret });
  });

  it("replays the same secret for a retried Idempotency-Key", async () => {
    const call = () =>
      callRoute(rotate, {
        method: "POST",
        path: `/api/v1/properties/${HANOI}/webhooks/${FIXTURE_WEBHOOK}/rotate-secret`,
        params: { tenant_id: HANOI, code: FIXTURE_WEBHOOK },
        token: DEMO_KEYS.all,
        headers: { "idempotency-key": "rotate-1" },
      });
    const first = await call();
    const second = await call();
    expect(second.body.data.secret).toBe(first.body.data.secret);
    expect((await storedSecrets(FIXTURE_WEBHOOK)).secret).toBe(first.body.data.secret);
  });

  it("answers 404 for an unknown code", async () => {
    const answer = await rotateSecret("WHNOSUCH");
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("NOT_FOUND");
  });
});

describe("webhooks: credentials and tenants", () => {
  it("needs a credential: 401 without one or with a revoked key", async () => {
    for (const token of [undefined, DEMO_KEYS.revoked, "lpk_nonsense"]) {
      const answers = [
        await callRoute(GET, { path: `/api/v1/properties/${HANOI}/webhooks`, params: { tenant_id: HANOI }, token }),
        await register({ url: "https://partner.example/hooks", events: ["booking.updated"] }, { token: token ?? "" }),
        await remove(FIXTURE_WEBHOOK, { token: token ?? "" }),
        await rotateSecret(FIXTURE_WEBHOOK, { token: token ?? "" }),
      ];
      expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(Array(4).fill([401, "UNAUTHENTICATED"]));
    }
  });

  it("needs webhooks:read to list and webhooks:write to change", async () => {
    const readOnly = await createApiKey(testDb.db(), { name: "reader", scopes: ["webhooks:read"], properties: [HANOI] });
    expect((await list({ token: readOnly.key })).status).toBe(200);
    for (const answer of [
      await register({ url: "https://partner.example/hooks", events: ["booking.updated"] }, { token: readOnly.key }),
      await remove(FIXTURE_WEBHOOK, { token: readOnly.key }),
      await rotateSecret(FIXTURE_WEBHOOK, { token: readOnly.key }),
      await list({ token: DEMO_KEYS.readHanoi }),
    ]) {
      expect([answer.status, answer.body.code]).toEqual([403, "FORBIDDEN"]);
    }
    expect((await list()).body.data).toHaveLength(1);
  });

  it("keeps properties apart: 403 for another property, 404 for another property's webhook", async () => {
    const danang = await createApiKey(testDb.db(), {
      name: "danang",
      scopes: ["webhooks:read", "webhooks:write"],
      properties: ["danang-beach"],
    });
    for (const answer of [
      await list({ token: danang.key }),
      await register({ url: "https://partner.example/hooks", events: ["booking.updated"] }, { token: danang.key }),
      await remove(FIXTURE_WEBHOOK, { token: danang.key }),
      await rotateSecret(FIXTURE_WEBHOOK, { token: danang.key }),
    ]) {
      expect([answer.status, answer.body.code]).toEqual([403, "FORBIDDEN"]);
    }
    // On its own property, Hanoi's webhook code is simply not found.
    expect((await remove(FIXTURE_WEBHOOK, { token: danang.key, tenantId: "danang-beach" })).status).toBe(404);
    expect((await rotateSecret(FIXTURE_WEBHOOK, { token: danang.key, tenantId: "danang-beach" })).status).toBe(404);
    expect((await list({ token: danang.key, tenantId: "danang-beach" })).body.data).toEqual([]);
    expect((await list({ tenantId: "no-such-property" })).status).toBe(404);
    expect(await storedSecrets(FIXTURE_WEBHOOK)).toMatchObject({ previous_secret: null });
  });
});
