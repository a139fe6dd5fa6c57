import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { appMasterKeys } from "@/server/platform/security/app-secret";
import { recordKeyChecks } from "@/server/platform/security/key-checks";
import { currentWebhookMasterKey } from "@/server/platform/security/webhook-secret-key";

interface ReencryptCount {
  reencrypted: number;
  unreadable: number;
}

/** Seals again, under the current keys, one kind of stored secret (a feature's webhook secrets, SePay keys...). */
type ReencryptStore = (db: Database) => Promise<ReencryptCount>;

type ReencryptSummary<Store extends string> = Record<Store, ReencryptCount> & {
  /** The key ids no longer needed: their key-check rows were removed. */
  retired: string[];
};

/**
 * npm run secrets:reencrypt, given every store of encrypted data (the composition root's list:
 * server/composition/stored-secrets.ts): each sealed again under the current keys, one after the
 * other. When nothing was left unreadable, the key-check rows of the older keys go: from then on
 * the previous keys (APP_SECRET_PREVIOUS, WEBHOOK_SECRET_KEY_PREVIOUS) may be removed, and a start
 * that still holds only them refuses.
 */
export async function reencryptSecretStores<Store extends string>(
  db: Database,
  stores: Record<Store, ReencryptStore>,
): Promise<ReencryptSummary<Store>> {
  const counts = {} as Record<Store, ReencryptCount>;
  for (const [name, reencrypt] of Object.entries(stores) as [Store, ReencryptStore][]) counts[name] = await reencrypt(db);
  let retired: string[] = [];
  if (Object.values<ReencryptCount>(counts).every((count) => count.unreadable === 0)) {
    await recordKeyChecks(db);
    const current = [...new Set([appMasterKeys().current.kid, currentWebhookMasterKey().kid])];
    const rows = await queryRows<{ kid: string }>(
      db,
      sql`delete from encryption_key_checks where kid not in (${sql.join(
        current.map((kid) => sql`${kid}`),
        sql`, `,
      )}) returning kid`,
    );
    retired = rows.map((row) => row.kid);
  }
  return { ...counts, retired };
}
