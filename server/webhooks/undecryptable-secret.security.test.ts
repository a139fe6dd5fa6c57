import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { queryRows } from "@/server/platform/db/query-rows";
import { encryptText } from "@/server/platform/security/encrypted-text";
import { kidOf } from "@/server/platform/security/keyring";
import { captureLog } from "@/tests/support/capture-log";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as rotate } from "@/app/api/v1/properties/[tenant_id]/webhooks/[code]/rotate-secret/route";
import { GET as listWebhooks, POST as registerWebhook } from "@/app/api/v1/properties/[tenant_id]/webhooks/route";
import { dispatchDueDeliveries } from "./dispatch-due-deliveries";
import { defaultDispatchSettings } from "./dispatch-settings";
import { reencryptStoredSecrets } from "@/server/composition/stored-secrets";
import { webhookSchema } from "./schemas";
import { UNDECRYPTABLE_SECRET_REASON } from "./track-config-failure";
import { generateWebhookSecret } from "./webhook-secret";

// The silent failure: a webhook secret sealed with a key the server does not hold (a seed
// run with the development key, a key changed) left every delivery pending until given up, with
// no log line and nothing in the list. Now the list says `failing` with the reason, the operator
// reads one error line per webhook, and the partner's rotation mends it.

const testDb = setUpTestDatabase();
const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
beforeEach(async () => {
  await loadDemo(testDb.db());
  await testDb.db().execute(sql`delete from webhooks`);
});

const settings = { ...defaultDispatchSettings(), allowPrivateNetworks: true, random: () => 0.5 };
const HANOI = "hanoi-old-quarter";
const call = { params: { tenant_id: HANOI }, token: DEMO_KEYS.all };

async function register(url: string): Promise<string> {
  const answer = await callRoute(registerWebhook, {
    ...call,
    method: "POST",
    path: `/api/v1/properties/${HANOI}/webhooks`,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, events: ["booking.cancelled", "booking.updated"] }),
  });
  expect(answer.status).toBe(200);
  return answer.body.data.code;
}

const listed = async (code: string) => {
  const answer = await callRoute(listWebhooks, { ...call, path: `/api/v1/properties/${HANOI}/webhooks` });
  return webhookSchema.parse(answer.body.data.find((webhook: { code: string }) => webhook.code === code));
};

/** The webhook's secret as a process with another key sealed it (the development file's, a lost key). */
async function sealWithAnotherKey(code: string): Promise<string> {
  const otherKey = randomBytes(32);
  const [row] = await queryRows<{ id: string }>(testDb.db(), sql`select id::text as id from webhooks where code = ${code}`);
  await testDb
    .db()
    .execute(sql`update webhooks set secret = ${encryptText(generateWebhookSecret(), otherKey, row!.id)} where code = ${code}`);
  return kidOf(otherKey);
}

const cancelRoom = (roomId: string) => postRoomOperation(cancel, "cancel", { bookingCode: "HNQZAUK4", roomId });
const dueNow = () => testDb.db().execute(sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`);

describe("a webhook whose stored secret does not decrypt with the server's keys", () => {
  it("is listed failing with the reason, and the operator is told once at error level, not once per attempt", async () => {
    const target = await startWebhookReceiver();
    receivers.push(target);
    const code = await register(target.url);
    const otherKid = await sealWithAnotherKey(code);
    await cancelRoom("a52b0250-e785-4588-a0c7-a0227436c6e3");

    const log = captureLog();
    try {
      await dispatchDueDeliveries(testDb.db(), settings);
      await dueNow();
      await dispatchDueDeliveries(testDb.db(), settings);
      await cancelRoom("c2107aa4-c0b0-4379-b759-1c37ebd97ff3");
      await dispatchDueDeliveries(testDb.db(), settings);
    } finally {
      log.restore();
    }

    expect(target.received).toEqual([]);
    const errors = log.lines().filter((line) => line.level === "error");
    expect(errors).toEqual([
      expect.objectContaining({ webhook: code, tenant: HANOI, kid: otherKid, msg: expect.stringContaining(`key ${otherKid}`) }),
    ]);
    expect(log.text()).not.toContain("whsec_");
    const attempts = await queryRows<{ error: string }>(testDb.db(), sql`select error from webhook_delivery_attempts order by id`);
    expect(attempts.map((attempt) => attempt.error)).toEqual(
      Array(3).fill(expect.stringMatching(/^not sent: the signing secret cannot be decrypted/)),
    );
    expect(await listed(code)).toMatchObject({ status: "failing", failure_reason: UNDECRYPTABLE_SECRET_REASON, disabled_at: null });
  });

  it("is mended by the partner's rotation: the new secret signs alone, the webhook is active, and the next delivery goes out", async () => {
    const target = await startWebhookReceiver();
    receivers.push(target);
    const code = await register(target.url);
    await sealWithAnotherKey(code);
    await cancelRoom("a52b0250-e785-4588-a0c7-a0227436c6e3");
    await dispatchDueDeliveries(testDb.db(), settings);
    expect((await listed(code)).status).toBe("failing");

    const rotated = await callRoute(rotate, {
      method: "POST",
      path: `/api/v1/properties/${HANOI}/webhooks/${code}/rotate-secret`,
      params: { tenant_id: HANOI, code },
      token: DEMO_KEYS.all,
    });
    expect(rotated.status).toBe(200);
    expect(await listed(code)).toMatchObject({ status: "active", failure_reason: null, previous_secret_expires_at: null });

    await dueNow();
    await dispatchDueDeliveries(testDb.db(), settings);
    expect(target.received).toHaveLength(1);
    const delivery = target.received[0]!;
    expect(delivery.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(new Webhook(rotated.body.data.secret).verify(delivery.body, delivery.headers)).toBeTruthy();
  });

  it("is mended by the operator restoring the key: listed in APP_SECRET_PREVIOUS, secrets:reencrypt clears the mark and deliveries resume", async () => {
    const target = await startWebhookReceiver();
    receivers.push(target);
    const former = "the-former-app-secret-of-32-or-more-characters";
    vi.stubEnv("APP_SECRET", former);
    const code = await register(target.url);
    vi.stubEnv("APP_SECRET", "the-current-app-secret-of-32-or-more-characters");
    await cancelRoom("a52b0250-e785-4588-a0c7-a0227436c6e3");
    await dispatchDueDeliveries(testDb.db(), settings);
    expect((await listed(code)).status).toBe("failing");

    vi.stubEnv("APP_SECRET_PREVIOUS", former);
    expect((await reencryptStoredSecrets(testDb.db())).webhooks).toEqual({ reencrypted: 1, unreadable: 0 });
    expect(await listed(code)).toMatchObject({ status: "active", failure_reason: null });
    vi.stubEnv("APP_SECRET_PREVIOUS", "");
    await dueNow();
    await dispatchDueDeliveries(testDb.db(), settings);
    expect(target.received).toHaveLength(1);
  });
});
