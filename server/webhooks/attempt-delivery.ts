import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import type { ClaimedDelivery } from "./claim-due-deliveries";
import type { DispatchSettings } from "./dispatch-settings";
import { retryDelayMs } from "./retry-schedule";
import { sendDelivery, type SendOutcome } from "./send-delivery";
import { signDelivery } from "./sign-delivery";
import { trackEndpointHealth } from "./track-endpoint-health";
import { openWebhookSecret } from "./webhook-secret";

/** Sends one claimed delivery and records the attempt. */
export async function attemptDelivery(db: Database, delivery: ClaimedDelivery, settings: DispatchSettings): Promise<void> {
  const startedAt = new Date();
  const outcome = await send(delivery, startedAt, settings);
  await recordAttempt(db, delivery, outcome, { startedAt, durationMs: Date.now() - startedAt.getTime() }, settings);
}

async function send(delivery: ClaimedDelivery, startedAt: Date, settings: DispatchSettings): Promise<SendOutcome> {
  let secrets: string[];
  try {
    secrets = [delivery.secret, delivery.previous_secret]
      .filter((stored): stored is string => stored !== null)
      .map((stored) => openWebhookSecret(stored, delivery.webhook_id));
  } catch {
    // Never the secret itself in the error: it is kept, and logged, beside the attempt.
    return { status: null, error: "not sent: the signing secret cannot be decrypted (WEBHOOK_SECRET_KEY or APP_SECRET changed?)" };
  }
  // A stable webhook-id across retries lets receivers drop duplicates; the timestamp is the attempt's.
  const headers = signDelivery({ id: delivery.id, timestamp: Math.floor(startedAt.getTime() / 1000), body: delivery.body, secrets });
  return sendDelivery({ url: delivery.url, headers, body: delivery.body, timeoutMs: settings.timeoutMs, policy: settings });
}

/**
 * Logs the attempt and moves the delivery on: delivered, retried later by the schedule, or
 * failed for good; and the endpoint's health with it (track-endpoint-health.ts).
 */
async function recordAttempt(
  db: Database,
  delivery: ClaimedDelivery,
  outcome: SendOutcome,
  timing: { startedAt: Date; durationMs: number },
  settings: DispatchSettings,
): Promise<void> {
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const error = delivered ? null : (outcome.error ?? `HTTP ${outcome.status}`);
  const delay = delivered ? null : retryDelayMs(delivery.attempt, settings.retryDelaysMs, settings.random);
  await db.transaction(async (tx) => {
    await trackEndpointHealth(tx, delivery.webhook_id, error);
    // Through a select, so a delivery deleted with its webhook while being sent logs nothing instead of failing.
    await tx.execute(sql`
      insert into webhook_delivery_attempts (property_id, delivery_id, attempt, started_at, duration_ms, response_status, error)
      select property_id, id, ${delivery.attempt}::int, ${timing.startedAt.toISOString()}::timestamptz, ${timing.durationMs}::int,
        ${outcome.status}::int, ${error}::text
      from webhook_deliveries where id = ${delivery.id}`);
    // Only the holder of this claim may move the delivery on (attempts is the fencing token).
    await tx.execute(sql`
      update webhook_deliveries set
        status = ${delivered ? "delivered" : delay === null ? "failed" : "pending"},
        delivered_at = ${delivered ? sql`now()` : null},
        next_attempt_at = ${delay === null ? sql`next_attempt_at` : sql`now() + make_interval(secs => ${delay / 1000})`},
        locked_until = null,
        last_error = ${error}
      where id = ${delivery.id} and attempts = ${delivery.attempt} and status = 'pending'`);
  });
}
