import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { queryRows } from "@/server/platform/db/query-rows";
import { decryptText, isEncryptedText } from "@/server/platform/security/encrypted-text";
import { appSecret } from "@/server/platform/security/app-secret";
import { loadDemo } from "@/tests/support/demo";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { dispatchDueDeliveries } from "./dispatch-due-deliveries";
import { defaultDispatchSettings } from "./dispatch-settings";
import { encryptStoredWebhookSecrets } from "./encrypt-stored-webhook-secrets";
import { generateWebhookSecret, sealWebhookSecret } from "./webhook-secret";
import { webhookSecretKey, webhookSecretKeyProblem } from "@/server/platform/security/webhook-secret-key";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));
afterEach(() => {
  vi.unstubAllEnvs();
});

const FIXTURE_SECRET = "whsec_jGmELXmjL2gd5CpYFEl2BskjjxdRbbic"; // Hanoi's WH9SXPPH in drizzle/fixtures/demo.json
const settings = { ...defaultDispatchSettings(), allowPrivateNetworks: true, random: () => 0.5 };

const storedRows = () =>
  queryRows<{ id: string; code: string; secret: string; previous_secret: string | null }>(
    testDb.db(),
    sql`select id::text as id, code, secret, previous_secret from webhooks order by code`,
  );

const cancelGroupChildRoom = () =>
  postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });
const checkOutPaidRoom = () =>
  postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" });

/** A webhook row as an older version wrote it: secrets in plaintext. */
async function insertPlaintextWebhook(url: string, secret: string, previousSecret: string | null) {
  const [row] = await queryRows<{ id: string }>(
    testDb.db(),
    sql`insert into webhooks (property_id, code, url, events, secret, previous_secret, previous_secret_expires_at)
        values ('hanoi-old-quarter', 'WHLEGACY', ${url}, '{booking.cancelled,booking.checked_out}', ${secret}, ${previousSecret},
          now() + interval '1 hour')
        returning id::text as id`,
  );
  return row!.id;
}

describe("webhook secrets at rest", () => {
  it("keeps no plaintext secret in the database after a fixture import, whose file holds them in plaintext", async () => {
    const rows = await storedRows();
    expect(rows.map((row) => row.code)).toEqual(["WH9SXPPH"]);
    expect(JSON.stringify(rows)).not.toContain(FIXTURE_SECRET.slice("whsec_".length));
    expect(isEncryptedText(rows[0]!.secret)).toBe(true);
    expect(decryptText(rows[0]!.secret, webhookSecretKey(), rows[0]!.id)).toBe(FIXTURE_SECRET);
  });

  it("encrypts at start-up the plaintext secrets stored before encryption, current and previous, and running it again changes nothing", async () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const id = await insertPlaintextWebhook("http://127.0.0.1:9/hooks", current, previous);
    const fixture = (await storedRows()).find((row) => row.code === "WH9SXPPH")!;

    expect(await encryptStoredWebhookSecrets(testDb.db())).toBe(1);
    const rows = await storedRows();
    expect(JSON.stringify(rows)).not.toContain("whsec_");
    const legacy = rows.find((row) => row.id === id)!;
    expect(decryptText(legacy.secret, webhookSecretKey(), id)).toBe(current);
    expect(decryptText(legacy.previous_secret!, webhookSecretKey(), id)).toBe(previous);
    // What was encrypted already is left as it was.
    expect(rows.find((row) => row.code === "WH9SXPPH")).toEqual(fixture);

    expect(await encryptStoredWebhookSecrets(testDb.db())).toBe(0);
    expect(await storedRows()).toEqual(rows);
  });

  it("keeps signing deliveries of a row stored in plaintext until start-up encrypts it, and after", async () => {
    const target = await startWebhookReceiver();
    try {
      await testDb.db().execute(sql`delete from webhooks`);
      const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
      await insertPlaintextWebhook(target.url, current, previous);
      await cancelGroupChildRoom();
      await dispatchDueDeliveries(testDb.db(), settings);
      await encryptStoredWebhookSecrets(testDb.db());
      await checkOutPaidRoom();
      await dispatchDueDeliveries(testDb.db(), settings);

      expect(target.received).toHaveLength(2);
      for (const delivery of target.received) {
        expect(new Webhook(current).verify(delivery.body, delivery.headers)).toBeTruthy();
        expect(new Webhook(previous).verify(delivery.body, delivery.headers)).toBeTruthy();
      }
    } finally {
      await target.close();
    }
  });

  it("does not sign with a secret's ciphertext copied onto another webhook's row", async () => {
    const target = await startWebhookReceiver();
    try {
      const attacker = await insertPlaintextWebhook(target.url, generateWebhookSecret(), null);
      const victim = (await storedRows()).find((row) => row.code === "WH9SXPPH")!;
      // Someone with write access to the table, but not the key, moves the victim's secret onto their own endpoint.
      await testDb.db().execute(sql`update webhooks set secret = ${victim.secret}, previous_secret = null where id = ${attacker}`);
      await cancelGroupChildRoom();
      await dispatchDueDeliveries(testDb.db(), settings);

      expect(target.received).toEqual([]);
      const [attempt] = await queryRows<{ error: string }>(
        testDb.db(),
        sql`select a.error from webhook_delivery_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.webhook_id = ${attacker}`,
      );
      expect(attempt!.error).toMatch(/^not sent: the signing secret cannot be decrypted/);
      expect(attempt!.error).not.toContain("whsec_");
    } finally {
      await target.close();
    }
  });

  it("reports a malformed WEBHOOK_SECRET_KEY instead of falling back to a weaker key, and keeps a valid one apart from APP_SECRET", () => {
    const key = randomBytes(32);
    for (const good of [undefined, "", key.toString("hex"), key.toString("base64"), key.toString("base64url")]) {
      expect(webhookSecretKeyProblem(good), String(good)).toBeUndefined();
    }
    for (const bad of [
      "secret",
      "00".repeat(31),
      randomBytes(16).toString("base64"),
      randomBytes(48).toString("base64"),
      `${key.toString("hex")}zz`,
    ]) {
      expect(webhookSecretKeyProblem(bad), bad).toMatch(/^WEBHOOK_SECRET_KEY must be 32 random bytes/);
    }

    vi.stubEnv("WEBHOOK_SECRET_KEY", "not a key");
    expect(() => webhookSecretKey()).toThrow(/WEBHOOK_SECRET_KEY/);

    vi.stubEnv("WEBHOOK_SECRET_KEY", key.toString("base64"));
    expect(webhookSecretKey().equals(key)).toBe(true);
    const sealed = sealWebhookSecret(FIXTURE_SECRET, "a-webhook-id");
    expect(decryptText(sealed, key, "a-webhook-id")).toBe(FIXTURE_SECRET);
    expect(() => decryptText(sealed, appSecret("webhook-secrets"), "a-webhook-id")).toThrow();
  });
});
