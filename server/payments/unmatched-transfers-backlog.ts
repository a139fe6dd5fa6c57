import { sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";

export interface UnmatchedTransfers {
  count: number;
  /** Seconds since the oldest unmatched transfer arrived; 0 when none waits. */
  oldestAgeSeconds: number;
}

/**
 * Money that arrived and waits at the desk to be matched to a booking or dismissed, all
 * properties together: a transfer left a day is a guest whose payment the desk does not see.
 */
export async function unmatchedTransfers(db: Queryable, now: Temporal.Instant): Promise<UnmatchedTransfers> {
  const [row] = await queryRows<{ count: number; age: number | null }>(
    db,
    sql`select count(*)::int as count, extract(epoch from ${now.toString()}::timestamptz - min(created_at))::float8 as age
        from bank_transfers where status = 'unmatched'`,
  );
  return { count: row?.count ?? 0, oldestAgeSeconds: Math.max(0, row?.age ?? 0) };
}
