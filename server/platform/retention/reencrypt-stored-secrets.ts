import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { reencryptKeptAnswers } from "@/server/platform/http/reencrypt-kept-answers";
import { reencryptWebhookSecrets } from "@/server/webhooks/reencrypt-webhook-secrets";
import { reencryptSepayKeys } from "@/server/payments/reencrypt-sepay-keys";
import { appMasterKeys } from "@/server/platform/security/app-secret";
import { recordKeyChecks } from "@/server/platform/security/key-checks";
import { currentWebhookMasterKey } from "@/server/platform/security/webhook-secret-key";

export interface ReencryptSummary {
  webhooks: { reencrypted: number; unreadable: number };
  answers: { reencrypted: number; unreadable: number };
  /** The properties' SePay receiver keys. */
  sepayKeys: { reencrypted: number; unreadable: number };
  /** The key ids no longer needed: their key-check rows were removed. */
  retired: string[];
}

// Beside retention: a maintenance job that gathers each feature's part (the webhooks' secrets,
// the HTTP layer's kept answers, the properties' SePay keys), which only this folder and the OpenAPI document may do.

/**
 * npm run secrets:reencrypt: everything stored encrypted (webhook secrets, kept Idempotency-Key
 * answers, SePay receiver keys) sealed again under the current keys. When nothing was left unreadable, the key-check
 * rows of the older keys go: from then on the previous keys (APP_SECRET_PREVIOUS,
 * WEBHOOK_SECRET_KEY_PREVIOUS) may be removed, and a start that still holds only them refuses.
 */
export async function reencryptStoredSecrets(db: Database): Promise<ReencryptSummary> {
  const webhooks = await reencryptWebhookSecrets(db);
  const answers = await reencryptKeptAnswers(db);
  const sepayKeys = await reencryptSepayKeys(db);
  let retired: string[] = [];
  if (webhooks.unreadable === 0 && answers.unreadable === 0 && sepayKeys.unreadable === 0) {
    await recordKeyChecks(db);
    const current = [...new Set([appMasterKeys().current.kid, currentWebhookMasterKey().kid])];
    const rows = await queryRows<{ kid: string }>(
      db,
      sql`delete from encryption_key_checks where kid not in (${sql.join(current.map((kid) => sql`${kid}`), sql`, `)}) returning kid`,
    );
    retired = rows.map((row) => row.kid);
  }
  return { webhooks, answers, sepayKeys, retired };
}
