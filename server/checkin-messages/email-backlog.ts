import { sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import type { Backlog } from "@/server/webhooks/delivery-backlog";

/**
 * The online check-in e-mails' queue for the operator: messages scheduled or being sent, and how
 * late the oldest due one is. The sender passes every few seconds; an age of minutes means no
 * sender runs, or every attempt fails (the renderer, the SMTP server).
 */
export async function checkinEmailBacklog(db: Queryable, now: Temporal.Instant): Promise<Backlog> {
  const [row] = await queryRows<{ pending: number; age: number | null }>(
    db,
    sql`select count(*)::int as pending,
          extract(epoch from ${now.toString()}::timestamptz - min(next_attempt_at) filter (where next_attempt_at <= ${now.toString()}::timestamptz))::float8 as age
        from checkin_messages where status in ('scheduled', 'sending')`,
  );
  return { pending: row?.pending ?? 0, oldestDueAgeSeconds: Math.max(0, row?.age ?? 0) };
}
