import { eq, sql } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { webhooks } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { isEncryptedText } from "@/server/platform/security/encrypted-text";
import { requireProperty } from "@/server/properties/require-property";
import { clearSecretFailure } from "./track-config-failure";
import { lockManagedWebhook } from "./webhook-access";
import { generateWebhookSecret, openWebhookSecret, sealWebhookSecret } from "./webhook-secret";

/** How long the replaced secret keeps signing deliveries beside the new one (decisions.md). */
const PREVIOUS_SECRET_VALIDITY = "24 hours";

/**
 * Rotate webhook secret (spec Endpoint 11): a new secret, shown this once; the one it replaces
 * signs too for 24 hours, so the partner can switch without losing a delivery. Rotating again
 * inside that window replaces the previous secret with the current one: at most two sign.
 * Both are stored encrypted; the current one moves to `previous` as its ciphertext (same
 * webhook, same context), or is encrypted on the way when it is a row from before encryption.
 * A current secret the server can no longer decrypt (its key lost: status "failing") could never
 * sign again, so it is dropped instead of kept as previous: the new secret signs alone, and the
 * webhook is no longer failing. This is the partner's own way out of a lost key.
 */
export async function rotateWebhookSecret({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; code: string };
}) {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const webhook = await lockManagedWebhook(tx, ctx, property.id, input.code);
    const secret = generateWebhookSecret();
    const opens = opensNow(webhook.secret, webhook.id);
    const [rotated] = await tx
      .update(webhooks)
      .set({
        secret: sealWebhookSecret(secret, webhook.id),
        previousSecret: !opens ? null : isEncryptedText(webhook.secret) ? webhook.secret : sealWebhookSecret(webhook.secret, webhook.id),
        // No previous secret: its window ends now.
        previousSecretExpiresAt: opens ? sql`now() + interval '${sql.raw(PREVIOUS_SECRET_VALIDITY)}'` : sql`now()`,
      })
      .where(eq(webhooks.id, webhook.id))
      .returning({ previousSecretExpiresAt: webhooks.previousSecretExpiresAt });
    await clearSecretFailure(tx, webhook.id);
    return { code: webhook.code, secret, previous_secret_expires_at: rotated!.previousSecretExpiresAt!.toISOString() };
  });
}

function opensNow(stored: string, webhookId: string): boolean {
  try {
    openWebhookSecret(stored, webhookId);
    return true;
  } catch {
    return false;
  }
}
