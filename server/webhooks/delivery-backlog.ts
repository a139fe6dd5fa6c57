import { sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";

export interface Backlog {
  /** Items still to go (due now or later). */
  pending: number;
  /** How long the oldest item due has waited past its time, in seconds; 0 when none is due. */
  oldestDueAgeSeconds: number;
}

/**
 * The webhook outbox for the operator (metrics, /api/ops/status): deliveries pending, and how late
 * the oldest due one is. A dispatcher keeps that age at a second or two; minutes mean none is
 * running, or the endpoints cannot take what is sent. Reads the pending index only.
 */
export async function webhookDeliveryBacklog(db: Queryable, now: Temporal.Instant): Promise<Backlog> {
  const [row] = await queryRows<{ pending: number; age: number | null }>(
    db,
    sql`select count(*)::int as pending,
          extract(epoch from ${now.toString()}::timestamptz - min(next_attempt_at) filter (where next_attempt_at <= ${now.toString()}::timestamptz))::float8 as age
        from webhook_deliveries where status = 'pending'`,
  );
  return { pending: row?.pending ?? 0, oldestDueAgeSeconds: Math.max(0, row?.age ?? 0) };
}
