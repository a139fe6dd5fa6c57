import type { SQL } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";

/** Rows per statement: small enough that one batch holds its row locks for a moment only. */
export const RETENTION_BATCH = 5_000;

/**
 * Runs `batch(limit)` (a statement that deletes at most `limit` rows and answers
 * `select count(*)::int as deleted`) until a batch deletes fewer than `limit`, and returns
 * the total. Each batch is its own statement, so its own transaction: a large backlog never
 * holds locks for long.
 */
export async function deleteInBatches(db: Queryable, batch: (limit: number) => SQL, limit = RETENTION_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await queryRows<{ deleted: number }>(db, batch(limit));
    total += row!.deleted;
    if (row!.deleted < limit) return total;
  }
}
