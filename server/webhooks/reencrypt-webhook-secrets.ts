import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { webhookKeyring } from "@/server/platform/security/webhook-secret-key";
import { clearSecretFailure } from "./track-config-failure";
import { openWebhookSecret, sealWebhookSecret } from "./webhook-secret";

const BATCH = 500;

export interface ReencryptCount {
  reencrypted: number;
  unreadable: number;
}

/**
 * Seals every stored webhook secret (current and previous) under the current key, after a
 * rotation of APP_SECRET or WEBHOOK_SECRET_KEY: each is opened with the key its text names (a
 * previous key of the ring) and sealed again, batch by batch, each batch one transaction under
 * row locks, walking the ids in order so a row that cannot be opened is passed once and counted,
 * never retried forever. A previous secret whose 24 hours are over signs nothing any more: it is
 * dropped rather than carried. A webhook mended here is no longer failing.
 */
export async function reencryptWebhookSecrets(db: Database): Promise<ReencryptCount> {
  const prefix = `enc:v2:${webhookKeyring().current.kid}:`;
  const count: ReencryptCount = { reencrypted: 0, unreadable: 0 };
  let after: string | null = null;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const batch = await queryRows<{ id: string; secret: string; previous_secret: string | null; previous_live: boolean }>(
        tx,
        sql`select id::text as id, secret, previous_secret, coalesce(previous_secret_expires_at > now(), false) as previous_live
            from webhooks
            where (${after}::uuid is null or id > ${after}::uuid)
              and (not starts_with(secret, ${prefix}) or not starts_with(coalesce(previous_secret, ${prefix}), ${prefix}))
            order by id limit ${BATCH}::int
            for update`,
      );
      for (const row of batch) {
        const reseal = (stored: string) => sealWebhookSecret(openWebhookSecret(stored, row.id), row.id);
        let secret: string;
        let previous: string | null;
        try {
          secret = reseal(row.secret);
          previous = row.previous_secret === null || !row.previous_live ? null : reseal(row.previous_secret);
        } catch {
          count.unreadable += 1;
          continue;
        }
        await tx.execute(sql`update webhooks set secret = ${secret}, previous_secret = ${previous} where id = ${row.id}::uuid`);
        await clearSecretFailure(tx, row.id);
        count.reencrypted += 1;
      }
      return batch;
    });
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  return count;
}
