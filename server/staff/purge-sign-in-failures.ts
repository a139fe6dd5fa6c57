import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { currentInstant } from "@/server/domain/clock";
import { deleteInBatches, RETENTION_BATCH } from "@/server/platform/db/delete-in-batches";

/**
 * Deletes the sign-in failure counts that no longer count (past `expires_at`: the window, the
 * lock or the quiet quarter hour is over), so an attacker's failures leave nothing behind for
 * long. On the clock that wrote `expires_at` (the app's). The outer `expires_at` test is
 * checked again on a row another sign-in renewed meanwhile, which is then kept.
 */
export async function purgeSignInFailures({ db, batchSize = RETENTION_BATCH }: { db: Database; batchSize?: number }): Promise<number> {
  const now = sql`${new Date(currentInstant().epochMilliseconds).toISOString()}::timestamptz`;
  const purge = (table: string, key: string) =>
    deleteInBatches(
      db,
      (limit) => sql`with gone as (
          delete from ${sql.identifier(table)} where expires_at <= ${now} and ${sql.identifier(key)} in (
            select ${sql.identifier(key)} from ${sql.identifier(table)} where expires_at <= ${now} limit ${limit}::int)
          returning 1)
        select count(*)::int as deleted from gone`,
      batchSize,
    );
  const clients = await purge("sign_in_client_failures", "client");
  const emails = await purge("sign_in_email_failures", "email_key");
  return clients + emails;
}
