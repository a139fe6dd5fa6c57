import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { webhookKeyring } from "@/server/platform/security/webhook-secret-key";
import { openSepayKey, sealSepayKey } from "@/server/platform/security/sepay-receiver-key";

/**
 * Seals every property's SePay receiver key again under the current key of the ring (after a
 * rotation of APP_SECRET or WEBHOOK_SECRET_KEY), in one transaction with the rows locked: there
 * is at most one per property. A key that opens with no key of the ring is counted and left; its
 * receiver fails until a manager generates a new key at the desk.
 */
export async function reencryptSepayKeys(db: Database): Promise<{ reencrypted: number; unreadable: number }> {
  const prefix = `enc:v2:${webhookKeyring().current.kid}:`;
  const count = { reencrypted: 0, unreadable: 0 };
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string; stored: string }>(
      tx,
      sql`select id, sepay_webhook_key as stored from properties
          where sepay_webhook_key is not null and not starts_with(sepay_webhook_key, ${prefix})
          order by id for update`,
    );
    for (const row of rows) {
      let sealed: string;
      try {
        sealed = sealSepayKey(openSepayKey(row.stored, row.id), row.id);
      } catch {
        count.unreadable += 1;
        continue;
      }
      await tx.execute(sql`update properties set sepay_webhook_key = ${sealed} where id = ${row.id}`);
      count.reencrypted += 1;
    }
  });
  return count;
}
