import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";

/** Events per statement: small enough that one batch holds its row locks for a moment only. */
const BATCH = 5_000;

export function webhookHistoryDays(): number {
  const days = Number(process.env.WEBHOOK_HISTORY_DAYS ?? 30);
  return Number.isInteger(days) && days >= 0 ? days : 30;
}

export interface PurgedWebhookHistory {
  events: number;
  deliveries: number;
  attempts: number;
}

/**
 * Deletes outbox events older than `days` days whose deliveries are all finished (delivered,
 * or failed after the last retry), or that never had one (no webhook was registered), with
 * their deliveries and attempts (ON DELETE CASCADE). An event with a pending delivery stays,
 * however old: deleting it would silently drop a delivery the dispatcher still owes.
 *
 * Age is measured on the database clock, the one that wrote `created_at`. Each batch is one
 * statement, so its own transaction: a run over a large backlog never holds locks for long.
 * A delivery never goes back to pending and none is added to an existing event, so an event
 * chosen here cannot gain work between the choice and the delete.
 */
export async function purgeWebhookHistory({
  db,
  days = webhookHistoryDays(),
  batchSize = BATCH,
}: {
  db: Database;
  days?: number;
  batchSize?: number;
}): Promise<PurgedWebhookHistory> {
  const total: PurgedWebhookHistory = { events: 0, deliveries: 0, attempts: 0 };
  for (;;) {
    const [batch] = await queryRows<PurgedWebhookHistory>(
      db,
      sql`with finished as (
            select e.id from outbox_events e
            where e.created_at < now() - make_interval(days => ${days}::int)
              and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status = 'pending')
            order by e.created_at
            limit ${batchSize}::int
          ), deliveries as (
            select d.id from webhook_deliveries d join finished f on f.id = d.event_id
          ), deleted as (
            delete from outbox_events e using finished f where e.id = f.id returning e.id
          )
          select (select count(*) from deleted)::int as events,
            (select count(*) from deliveries)::int as deliveries,
            (select count(*) from webhook_delivery_attempts a join deliveries d on d.id = a.delivery_id)::int as attempts`,
    );
    total.events += batch!.events;
    total.deliveries += batch!.deliveries;
    total.attempts += batch!.attempts;
    if (batch!.events < batchSize) return total;
  }
}
