import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import type { ClaimedDelivery } from "./claim-due-deliveries";
import type { DispatchSettings } from "./dispatch-settings";
import { retryDelayMs } from "./retry-schedule";
import { sendDelivery, type SendOutcome } from "./send-delivery";
import { signDelivery } from "./sign-delivery";
import {
  clearConfigFailure,
  logConfigFailure,
  noteConfigFailure,
  refusedUrl,
  undecryptableSecret,
  UNDECRYPTABLE_SECRET_REASON,
  type ConfigurationFailure,
} from "./track-config-failure";
import { webhookAttempts, webhookFailures } from "@/server/platform/metrics/work-metrics";
import { trackEndpointHealth } from "./track-endpoint-health";
import { openWebhookSecret } from "./webhook-secret";

/** Sends one claimed delivery and records the attempt. */
export async function attemptDelivery(db: Database, delivery: ClaimedDelivery, settings: DispatchSettings): Promise<void> {
  const startedAt = new Date();
  const ready = prepare(delivery, settings);
  const outcome: SendOutcome = ready.blocked
    ? { status: null, error: ready.blocked.error }
    : await send(delivery, ready.secrets, startedAt, settings);
  const timing = { startedAt, durationMs: Date.now() - startedAt.getTime() };
  const newlyFailing = await recordAttempt(db, delivery, outcome, timing, settings, ready.blocked);
  if (newlyFailing && ready.blocked) logConfigFailure(newlyFailing, ready.blocked, delivery.secret);
}

/** The secrets to sign with, or the configuration reason no attempt can be made (track-config-failure.ts). */
function prepare(
  delivery: ClaimedDelivery,
  settings: DispatchSettings,
): { secrets: string[]; blocked?: undefined } | { blocked: ConfigurationFailure } {
  const secrets = openSecrets(delivery);
  if (!secrets) return { blocked: undecryptableSecret(delivery.secret) };
  const refused = refusedUrl(delivery.url, settings);
  return refused ? { blocked: refused } : { secrets };
}

/**
 * The secrets to sign with, or undefined when the current one does not open with this process's
 * keys. A previous secret that does not open is left out: the partner was handed the current one
 * when it rotated, so the current signature alone still verifies.
 */
function openSecrets(delivery: ClaimedDelivery): string[] | undefined {
  const open = (stored: string) => {
    try {
      return openWebhookSecret(stored, delivery.webhook_id);
    } catch {
      return undefined;
    }
  };
  const current = open(delivery.secret);
  if (current === undefined) return undefined;
  const previous = delivery.previous_secret === null ? undefined : open(delivery.previous_secret);
  return previous === undefined ? [current] : [current, previous];
}

function send(delivery: ClaimedDelivery, secrets: string[], startedAt: Date, settings: DispatchSettings): Promise<SendOutcome> {
  // A stable webhook-id across retries lets receivers drop duplicates; the timestamp is the attempt's.
  const headers = signDelivery({ id: delivery.id, timestamp: Math.floor(startedAt.getTime() / 1000), body: delivery.body, secrets });
  return sendDelivery({ url: delivery.url, headers, body: delivery.body, timeoutMs: settings.timeoutMs, policy: settings });
}

/**
 * Logs the attempt and moves the delivery on: delivered, retried later by the schedule, or
 * failed for good; and the endpoint's health with it (track-endpoint-health.ts), and whether it
 * can be signed at all (track-config-failure.ts). Returns the webhook when it just became failing.
 */
async function recordAttempt(
  db: Database,
  delivery: ClaimedDelivery,
  outcome: SendOutcome,
  timing: { startedAt: Date; durationMs: number },
  settings: DispatchSettings,
  blocked: ConfigurationFailure | undefined,
) {
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const error = delivered ? null : (outcome.error ?? `HTTP ${outcome.status}`);
  const delay = delivered ? null : retryDelayMs(delivery.attempt, settings.retryDelaysMs, settings.random);
  const newlyFailing = await db.transaction(async (tx) => {
    await trackEndpointHealth(tx, delivery.webhook_id, error);
    const newlyFailing = blocked ? await noteConfigFailure(tx, delivery.webhook_id, blocked.reason) : undefined;
    if (delivered) await clearConfigFailure(tx, delivery.webhook_id);
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
    return newlyFailing;
  });
  webhookAttempts.inc({ outcome: delivered ? "delivered" : delay === null ? "failed" : "retry" });
  if (!delivered) webhookFailures.inc({ reason: failureReason(outcome, blocked) });
  return newlyFailing;
}

/** The failure's class for the metrics: never the error's text, which may quote the partner's URL. */
function failureReason(outcome: SendOutcome, blocked: ConfigurationFailure | undefined): string {
  if (blocked) return blocked.reason === UNDECRYPTABLE_SECRET_REASON ? "undecryptable_secret" : "refused_url";
  if (outcome.status !== null) return `http_${Math.floor(outcome.status / 100)}xx`;
  if (outcome.error.startsWith("timeout")) return "timeout";
  return outcome.error.startsWith("refused") ? "refused_address" : "network";
}
