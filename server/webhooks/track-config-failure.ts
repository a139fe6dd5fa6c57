import { sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { logger } from "@/server/platform/observability/logger";
import { keyIdOf } from "@/server/platform/security/encrypted-text";
import { plainHttpRefusal, type WebhookUrlPolicy } from "./webhook-url-policy";

// A delivery that cannot even be sent fails for a reason no retry mends: the server's keys do
// not open the stored secret, or the stored URL is one production refuses. Retried in silence it
// looked, to partner and operator alike, like a slow endpoint. The webhook is marked failing with
// the reason (the list shows it), and the operator is told once, at error level, when the reason
// is first set: not once per attempt.

/** Why no delivery to a webhook can be sent, whatever its endpoint does. */
export interface ConfigurationFailure {
  /** The attempt's error, as every attempt records one. */
  error: string;
  /** What the partner reads in the list (`failure_reason`): what happened and what mends it, no key. */
  reason: string;
  /** The operator's log line: names the key by id, never a secret. */
  operatorLine: string;
}

export const UNDECRYPTABLE_SECRET_REASON =
  "Deliveries cannot be signed: the server cannot decrypt this webhook's stored signing secret (its encryption key changed). " +
  "Nothing is sent until the key is restored or the secret is rotated.";

/** The current secret does not open with this process's keys. */
export function undecryptableSecret(storedSecret: string): ConfigurationFailure {
  const kid = keyIdOf(storedSecret) ?? "unknown, sealed before key ids";
  return {
    // Never the secret itself in the error: it is kept, and logged, beside the attempt.
    error: "not sent: the signing secret cannot be decrypted (WEBHOOK_SECRET_KEY or APP_SECRET changed?)",
    reason: UNDECRYPTABLE_SECRET_REASON,
    operatorLine:
      `webhook deliveries cannot be signed: its stored signing secret does not decrypt with this process's keys (written with key ${kid}); ` +
      "add that key to APP_SECRET_PREVIOUS (or WEBHOOK_SECRET_KEY_PREVIOUS), or have the partner rotate the secret",
  };
}

/** A stored URL the rules of this environment refuse (plain http in production, a row from before the rule). */
export function refusedUrl(url: string, policy: WebhookUrlPolicy): ConfigurationFailure | undefined {
  let refusal: string | undefined;
  try {
    refusal = plainHttpRefusal(new URL(url), policy);
  } catch {
    return undefined; // an unparsable URL fails in the sending, as before
  }
  if (!refusal) return undefined;
  return {
    error: `refused: ${refusal}`,
    reason: `Deliveries cannot be sent: ${refusal} Register the endpoint again with an https:// URL.`,
    operatorLine: "webhook deliveries cannot be sent: its stored URL is plain http, which production refuses",
  };
}

export interface NewConfigFailure {
  code: string;
  tenant: string;
}

/**
 * Marks the webhook failing, in the transaction that records the attempt (its row is locked
 * there already); the webhook the first time, for the caller to log once committed.
 */
export async function noteConfigFailure(tx: Transaction, webhookId: string, reason: string): Promise<NewConfigFailure | undefined> {
  const [row] = await queryRows<NewConfigFailure>(
    tx,
    sql`update webhooks set config_failure = ${reason}, config_failure_since = now()
        where id = ${webhookId} and config_failure is null
        returning code, property_id as tenant`,
  );
  return row;
}

/** A delivery went out: whatever kept them from it is over. */
export async function clearConfigFailure(tx: Transaction, webhookId: string): Promise<void> {
  await tx.execute(
    sql`update webhooks set config_failure = null, config_failure_since = null where id = ${webhookId} and config_failure is not null`,
  );
}

/** The secret was replaced or sealed again: the failure it caused is over (a refused URL's is not). */
export async function clearSecretFailure(tx: Transaction, webhookId: string): Promise<void> {
  await tx.execute(sql`
    update webhooks set config_failure = null, config_failure_since = null
    where id = ${webhookId}::uuid and config_failure = ${UNDECRYPTABLE_SECRET_REASON}`);
}

/** The operator's line: the webhook and tenant by code; never a secret, never a booking. */
export function logConfigFailure(webhook: NewConfigFailure, failure: ConfigurationFailure, storedSecret: string): void {
  logger.error({ webhook: webhook.code, tenant: webhook.tenant, kid: keyIdOf(storedSecret) ?? null }, failure.operatorLine);
}
