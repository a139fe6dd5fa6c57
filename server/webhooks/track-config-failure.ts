import { sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { logger } from "@/server/platform/observability/logger";
import { keyIdOf } from "@/server/platform/security/encrypted-text";

// A delivery that cannot even be signed fails for a reason no retry mends: the server's keys do
// not open the stored secret. Retried in silence it looked, to partner and operator alike, like
// a slow endpoint. The webhook is marked failing with the reason (the list shows it), and the
// operator is told once, at error level, when the reason is first set: not once per attempt.

/** What the partner reads in the list (`failure_reason`): what happened and what mends it, no key. */
export const UNDECRYPTABLE_SECRET_REASON =
  "Deliveries cannot be signed: the server cannot decrypt this webhook's stored signing secret (its encryption key changed). " +
  "Nothing is sent until the key is restored or the secret is rotated.";

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
  await tx.execute(sql`update webhooks set config_failure = null, config_failure_since = null where id = ${webhookId} and config_failure is not null`);
}

/** The operator's line: the webhook and tenant by code, the key by id; never a secret, never a booking. */
export function logConfigFailure(webhook: NewConfigFailure, storedSecret: string): void {
  const kid = keyIdOf(storedSecret);
  logger.error(
    { webhook: webhook.code, tenant: webhook.tenant, kid: kid ?? null },
    `webhook deliveries cannot be signed: its stored signing secret does not decrypt with this process's keys (written with key ${kid ?? "unknown, before key ids"}); ` +
      "add that key to APP_SECRET_PREVIOUS (or WEBHOOK_SECRET_KEY_PREVIOUS), or have the partner rotate the secret",
  );
}
