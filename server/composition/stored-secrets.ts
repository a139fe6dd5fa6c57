import type { Database } from "@/server/platform/db/database";
import { reencryptSepayKeys } from "@/server/payments/reencrypt-sepay-keys";
import { reencryptKeptAnswers } from "@/server/platform/http/reencrypt-kept-answers";
import { reencryptSecretStores } from "@/server/platform/retention/reencrypt-stored-secrets";
import { reencryptWebhookSecrets } from "@/server/webhooks/reencrypt-webhook-secrets";

/**
 * npm run secrets:reencrypt: everything stored encrypted (webhook secrets, kept Idempotency-Key
 * answers, SePay receiver keys) sealed again under the current keys, and the older keys retired
 * when none was left unreadable (server/platform/retention/reencrypt-stored-secrets.ts).
 */
export function reencryptStoredSecrets(db: Database) {
  return reencryptSecretStores(db, {
    webhooks: reencryptWebhookSecrets,
    answers: reencryptKeptAnswers,
    /** The properties' SePay receiver keys. */
    sepayKeys: reencryptSepayKeys,
  });
}
