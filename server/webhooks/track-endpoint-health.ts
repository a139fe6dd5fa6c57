import { sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";

/** How long an endpoint may fail every attempt before it is disabled (as Svix and Stripe do). */
const DISABLE_AFTER_FAILING = "5 days";

const DISABLED_DELIVERY = "not sent: the endpoint was disabled after failing for 5 days";

/**
 * Notes an attempt's outcome on its endpoint, in the transaction that records the attempt and
 * before it touches the delivery (endpoint row, then deliveries: the order every writer of both
 * keeps). A success ends a run of failures; a failure starts one, or, when the run is 5 days
 * old, disables the endpoint: it gets no more deliveries, and those it still had pending are
 * failed with the reason (the one being recorded included). The database clock measures the run;
 * `failing_since` stays on a disabled endpoint, to show when its trouble began.
 */
export async function trackEndpointHealth(tx: Transaction, webhookId: string, failure: string | null): Promise<void> {
  if (failure === null) {
    await tx.execute(sql`update webhooks set failing_since = null where id = ${webhookId} and failing_since is not null`);
    return;
  }
  const [run] = await queryRows<{ expired: boolean }>(
    tx,
    sql`update webhooks set failing_since = coalesce(failing_since, now())
        where id = ${webhookId}
        returning disabled_at is null and failing_since <= now() - interval '${sql.raw(DISABLE_AFTER_FAILING)}' as expired`,
  );
  if (!run?.expired) return;
  await tx.execute(sql`
    update webhooks set disabled_at = now(),
      disabled_reason = ${`Every delivery attempt failed for ${DISABLE_AFTER_FAILING} (the last: ${failure}).`}
    where id = ${webhookId}`);
  await tx.execute(sql`
    update webhook_deliveries set status = 'failed', locked_until = null, last_error = ${DISABLED_DELIVERY}
    where webhook_id = ${webhookId} and status = 'pending'`);
}
