import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { deleteInBatches, RETENTION_BATCH } from "@/server/platform/db/delete-in-batches";

/**
 * Deletes Idempotency-Key records past their 24 hours (server/platform/http/idempotency.ts), with the
 * answers they kept. Age is on the database clock, the one that wrote `expires_at`. A key
 * reused after its expiry is already a new key; this keeps the table from growing with keys
 * nobody sends again. The outer `expires_at` test is checked again on a row a request took
 * over meanwhile, which is then kept.
 */
export async function purgeExpiredIdempotencyKeys({
  db,
  batchSize = RETENTION_BATCH,
}: {
  db: Database;
  batchSize?: number;
}): Promise<number> {
  return deleteInBatches(
    db,
    (limit) => sql`with gone as (
        delete from idempotency_keys where expires_at < now() and (credential_id, key) in (
          select credential_id, key from idempotency_keys where expires_at < now() order by expires_at limit ${limit}::int)
        returning 1)
      select count(*)::int as deleted from gone`,
    batchSize,
  );
}
