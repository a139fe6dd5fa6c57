import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { withIdempotency } from "@/server/platform/http/idempotency";
import { reencryptStoredSecrets } from "@/server/composition/stored-secrets";
import { openWebhookSecret } from "@/server/webhooks/webhook-secret";
import { openSepayKey } from "@/server/platform/security/sepay-receiver-key";
import { DEMO_SEPAY_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { UnknownKeyError } from "./encrypted-text";
import { findKeyMismatch, refuseKeyMismatch } from "./key-checks";
import { kidOf } from "./keyring";

// After a leak, an operator replaces APP_SECRET (or WEBHOOK_SECRET_KEY). Before key ids, every
// stored webhook secret and kept answer became unreadable at once. Now the former key, listed in
// APP_SECRET_PREVIOUS, still opens what it wrote (picked by id), secrets:reencrypt moves it all
// under the new key, and then the leaked key can go: it opens nothing stored any more.

const testDb = setUpTestDatabase();
const LEAKED = "the-leaked-app-secret-of-32-or-more-characters";
const FRESH = "the-fresh-app-secret-of-32-or-more-characters!";
const FIXTURE_SECRET = "whsec_jGmELXmjL2gd5CpYFEl2BskjjxdRbbic"; // Hanoi's WH9SXPPH in drizzle/fixtures/demo.json
const claim = { credentialId: "a-credential", key: "register-1", requestHash: "hash" };
const answer = JSON.stringify({ success: true, data: { secret: "whsec_c2VjcmV0" } });

afterEach(() => vi.unstubAllEnvs());
beforeEach(async () => {
  vi.stubEnv("APP_SECRET", LEAKED);
  await refuseKeyMismatch(testDb.db());
  await loadDemo(testDb.db());
  await withIdempotency(testDb.db(), claim, async () => new Response(answer, { status: 200 }));
});

const fixtureWebhook = async () =>
  (
    await queryRows<{ id: string; secret: string }>(testDb.db(), sql`select id::text as id, secret from webhooks where code = 'WH9SXPPH'`)
  )[0]!;
const storedAnswer = async () =>
  (await queryRows<{ body: string }>(testDb.db(), sql`select response_body as body from idempotency_keys`))[0]!.body;
const replay = async () => (await withIdempotency(testDb.db(), claim, async () => new Response("ran twice", { status: 200 }))).text();
const hanoiSepayKey = async () =>
  (
    await queryRows<{ stored: string }>(testDb.db(), sql`select sepay_webhook_key as stored from properties where id = 'hanoi-old-quarter'`)
  )[0]!.stored;
const kid = (secret: string) => kidOf(Buffer.from(secret, "utf8"));

describe("rotating APP_SECRET after a leak", () => {
  it("keeps stored webhook secrets and kept answers readable through the rotation, and the leaked key opens nothing after re-encryption", async () => {
    expect((await fixtureWebhook()).secret.startsWith(`enc:v2:${kid(LEAKED)}:`)).toBe(true);

    vi.stubEnv("APP_SECRET", FRESH);
    vi.stubEnv("APP_SECRET_PREVIOUS", LEAKED);
    expect(await findKeyMismatch(testDb.db())).toBeUndefined();
    const webhook = await fixtureWebhook();
    expect(openWebhookSecret(webhook.secret, webhook.id)).toBe(FIXTURE_SECRET);
    expect(await replay()).toBe(answer);

    expect(openSepayKey(await hanoiSepayKey(), "hanoi-old-quarter")).toBe(DEMO_SEPAY_KEYS.hanoi);

    const summary = await reencryptStoredSecrets(testDb.db());
    expect(summary).toEqual({
      webhooks: { reencrypted: 1, unreadable: 0 },
      answers: { reencrypted: 1, unreadable: 0 },
      sepayKeys: { reencrypted: 2, unreadable: 0 },
      retired: [kid(LEAKED)],
    });
    expect((await fixtureWebhook()).secret.startsWith(`enc:v2:${kid(FRESH)}:`)).toBe(true);
    expect((await storedAnswer()).startsWith(`enc:v2:${kid(FRESH)}:`)).toBe(true);
    expect((await hanoiSepayKey()).startsWith(`enc:v2:${kid(FRESH)}:`)).toBe(true);
    expect(await reencryptStoredSecrets(testDb.db())).toMatchObject({
      webhooks: { reencrypted: 0 },
      answers: { reencrypted: 0 },
      sepayKeys: { reencrypted: 0 },
    });

    // The previous key removed: everything still opens; a start with the leaked key alone is refused.
    vi.stubEnv("APP_SECRET_PREVIOUS", "");
    expect(await findKeyMismatch(testDb.db())).toBeUndefined();
    expect(openWebhookSecret((await fixtureWebhook()).secret, webhook.id)).toBe(FIXTURE_SECRET);
    expect(await replay()).toBe(answer);
    expect(openSepayKey(await hanoiSepayKey(), "hanoi-old-quarter")).toBe(DEMO_SEPAY_KEYS.hanoi);
    vi.stubEnv("APP_SECRET", LEAKED);
    expect(await findKeyMismatch(testDb.db())).toContain(`written with key ${kid(FRESH)} (APP_SECRET)`);
    const resealed = (await fixtureWebhook()).secret;
    expect(() => openWebhookSecret(resealed, webhook.id)).toThrow(UnknownKeyError);
    const resealedKey = await hanoiSepayKey();
    expect(() => openSepayKey(resealedKey, "hanoi-old-quarter")).toThrow(UnknownKeyError);
  });

  it("rotates WEBHOOK_SECRET_KEY the same way, and moves secrets written under APP_SECRET before it was set", async () => {
    const [first, second] = [randomBytes(32).toString("base64"), randomBytes(32).toString("hex")];
    vi.stubEnv("WEBHOOK_SECRET_KEY", first);
    expect(await findKeyMismatch(testDb.db())).toBeUndefined();
    await refuseKeyMismatch(testDb.db());
    expect((await reencryptStoredSecrets(testDb.db())).webhooks.reencrypted).toBe(1);
    const firstKid = kidOf(Buffer.from(first, "base64"));
    expect((await fixtureWebhook()).secret.startsWith(`enc:v2:${firstKid}:`)).toBe(true);

    vi.stubEnv("WEBHOOK_SECRET_KEY", second);
    expect(await findKeyMismatch(testDb.db())).toContain(`written with key ${firstKid} (WEBHOOK_SECRET_KEY)`);
    vi.stubEnv("WEBHOOK_SECRET_KEY_PREVIOUS", first);
    expect(await findKeyMismatch(testDb.db())).toBeUndefined();
    await refuseKeyMismatch(testDb.db());
    expect((await reencryptStoredSecrets(testDb.db())).retired).toEqual([firstKid]);
    const webhook = await fixtureWebhook();
    expect(webhook.secret.startsWith(`enc:v2:${kidOf(Buffer.from(second, "hex"))}:`)).toBe(true);
    expect((await hanoiSepayKey()).startsWith(`enc:v2:${kidOf(Buffer.from(second, "hex"))}:`)).toBe(true);
    vi.stubEnv("WEBHOOK_SECRET_KEY_PREVIOUS", "");
    expect(openWebhookSecret(webhook.secret, webhook.id)).toBe(FIXTURE_SECRET);
    expect(openSepayKey(await hanoiSepayKey(), "hanoi-old-quarter")).toBe(DEMO_SEPAY_KEYS.hanoi);
  });
});
