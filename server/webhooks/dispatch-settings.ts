import { RETRY_DELAYS_MS } from "./retry-schedule";
import { DELIVERY_TIMEOUT_MS } from "./send-delivery";
import { webhookUrlPolicy, type WebhookUrlPolicy } from "./webhook-url-policy";

export interface DispatchSettings extends WebhookUrlPolicy {
  timeoutMs: number;
  /** How long a claimed delivery stays reserved to its dispatcher; longer than any attempt. */
  leaseMs: number;
  /** Attempts in flight at once in one dispatcher. */
  concurrency: number;
  /**
   * Attempts in flight at once to one endpoint, counted over every dispatcher by the leases in
   * the database: a slow endpoint holds at most this many, never everyone's places.
   */
  perEndpoint: number;
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
    ...webhookUrlPolicy(),
    timeoutMs: DELIVERY_TIMEOUT_MS,
    leaseMs: Number(process.env.WEBHOOK_LEASE_MS ?? 60_000),
    concurrency: 16,
    perEndpoint: 3,
    retryDelaysMs: delays && delays.every((ms) => Number.isFinite(ms) && ms >= 0) ? delays : RETRY_DELAYS_MS,
    random: Math.random,
  };
}
