import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { webhooks } from "@/server/platform/db/schema";
import { logger } from "@/server/platform/observability/logger";
import { isEncryptedText } from "@/server/platform/security/encrypted-text";
import { sealWebhookSecret } from "./webhook-secret";

const BATCH = 500;

/**
 * Encrypts the signing secrets stored in plaintext before encryption existed (current and
 * previous), at start-up: the key lives with the app, so SQL migrations cannot do it. Only
 * plaintext rows are touched, so running it again, or on several instances at once, is
 * harmless: rows are locked batch by batch, and a row another instance encrypted meanwhile no
 * longer matches when its lock is granted. Until it has run, readers take both forms.
 * Returns how many webhooks it encrypted.
 */
export async function encryptStoredWebhookSecrets(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const encrypted = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: string; secret: string; previous_secret: string | null }>(
        tx,
        sql`select id::text as id, secret, previous_secret from webhooks
            where secret not like 'enc:%' or previous_secret not like 'enc:%'
            order by id limit ${BATCH}::int
            for update`,
      );
      for (const row of rows) {
        await tx
          .update(webhooks)
          .set({
            secret: seal(row.secret, row.id),
            previousSecret: row.previous_secret === null ? null : seal(row.previous_secret, row.id),
          })
          .where(eq(webhooks.id, row.id));
      }
      return rows.length;
    });
    total += encrypted;
    if (encrypted < BATCH) break;
  }
  if (total > 0) logger.info({ webhooks: total }, "plaintext webhook secrets encrypted");
  return total;
}

function seal(stored: string, webhookId: string): string {
  return isEncryptedText(stored) ? stored : sealWebhookSecret(stored, webhookId);
}
