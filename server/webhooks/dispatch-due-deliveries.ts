import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/database";
import { queryRows } from "@/server/db/query-rows";
import { privateNetworksAllowed } from "./network-guard";
import { RETRY_DELAYS_MS, retryDelayMs } from "./retry-schedule";
import { DELIVERY_TIMEOUT_MS, sendDelivery, type SendOutcome } from "./send-delivery";
import { signDelivery } from "./sign-delivery";

export interface DispatchSettings {
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  /** How long a claimed delivery stays reserved to its dispatcher; longer than any attempt. */
  leaseMs: number;
  batchSize: number;
  retryDelaysMs: readonly number[];
  random: () => number;
}

/**
 * The production schedule; WEBHOOK_RETRY_DELAYS_MS ("1000,2000,...") and WEBHOOK_LEASE_MS
 * shorten it for the fault scripts, which cannot wait hours for a retry.
 */
export function defaultDispatchSettings(): DispatchSettings {
  const delays = process.env.WEBHOOK_RETRY_DELAYS_MS?.split(",").map(Number);
  return {
    allowPrivateNetworks: privateNetworksAllowed(),
    timeoutMs: DELIVERY_TIMEOUT_MS,
    leaseMs: Number(process.env.WEBHOOK_LEASE_MS ?? 60_000),
    batchSize: 10,
    retryDelaysMs: delays && delays.every((ms) => Number.isFinite(ms) && ms >= 0) ? delays : RETRY_DELAYS_MS,
    random: Math.random,
  };
}

interface ClaimedDelivery {
  id: string;
  attempt: number;
  property_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  body: string;
}

/**
 * One round of the dispatcher: claim the deliveries that are due, send them, record each
 * attempt. Returns how many were attempted. Safe to run in several processes at once.
 */
export async function dispatchDueDeliveries(db: Database, settings: DispatchSettings = defaultDispatchSettings()): Promise<number> {
  const claimed = await claimDueDeliveries(db, settings);
  await Promise.all(claimed.map((delivery) => attempt(db, delivery, settings)));
  return claimed.length;
}

/**
 * Claims due deliveries in one statement. `FOR UPDATE SKIP LOCKED` keeps two dispatchers from
 * picking the same row at the same moment; the lease (`locked_until`) keeps the others off it
 * while it is being sent, and the incremented `attempts` is the claim's fencing token. A
 * dispatcher that dies mid-send loses its lease, and the delivery is retried (at least once).
 * The body is the outbox's JSON text as stored: no amount goes through a JS number.
 */
async function claimDueDeliveries(db: Database, settings: DispatchSettings): Promise<ClaimedDelivery[]> {
  return queryRows<ClaimedDelivery>(
    db,
    sql`
      with due as (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
        order by next_attempt_at
        limit ${settings.batchSize}
        for update skip locked
      ), claimed as (
        update webhook_deliveries d
        set attempts = d.attempts + 1, locked_until = now() + make_interval(secs => ${settings.leaseMs / 1000})
        from due where d.id = due.id
        returning d.id, d.attempts, d.property_id, d.event_id, d.webhook_id
      )
      select c.id::text as id, c.attempts as attempt, c.property_id, w.url, w.secret,
        case when w.previous_secret_expires_at > now() then w.previous_secret end as previous_secret,
        e.payload::text as body
      from claimed c
      join webhooks w on w.id = c.webhook_id
      join outbox_events e on e.id = c.event_id`,
  );
}

async function attempt(db: Database, delivery: ClaimedDelivery, settings: DispatchSettings): Promise<void> {
  const startedAt = new Date();
  const secrets = delivery.previous_secret ? [delivery.secret, delivery.previous_secret] : [delivery.secret];
  // A stable webhook-id across retries lets receivers drop duplicates; the timestamp is the attempt's.
  const headers = signDelivery({ id: delivery.id, timestamp: Math.floor(startedAt.getTime() / 1000), body: delivery.body, secrets });
  const outcome = await sendDelivery({
    url: delivery.url,
    headers,
    body: delivery.body,
    timeoutMs: settings.timeoutMs,
    allowPrivateNetworks: settings.allowPrivateNetworks,
  });
  await recordAttempt(db, delivery, outcome, { startedAt, durationMs: Date.now() - startedAt.getTime() }, settings);
}

/** Logs the attempt and moves the delivery on: delivered, retried later by the schedule, or failed for good. */
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
