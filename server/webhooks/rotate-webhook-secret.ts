import { and, eq, sql } from "drizzle-orm";
import type { AuthContext } from "@/server/auth/auth-context";
import type { Database } from "@/server/db/database";
import { webhooks } from "@/server/db/schema";
import { withTransaction } from "@/server/db/transaction";
import { NotFoundError } from "@/server/http/errors";
import { requireProperty } from "@/server/properties/require-property";
import { generateWebhookSecret } from "./webhook-secret";

/** How long the replaced secret keeps signing deliveries beside the new one (decisions.md). */
export const PREVIOUS_SECRET_VALIDITY = "24 hours";

/**
 * Rotate webhook secret (spec Endpoint 11): a new secret, shown this once; the one it replaces
 * signs too for 24 hours, so the partner can switch without losing a delivery. Rotating again
 * inside that window replaces the previous secret with the current one: at most two sign.
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
    const secret = generateWebhookSecret();
    const [rotated] = await tx
      .update(webhooks)
      .set({
        secret,
        previousSecret: sql`${webhooks.secret}`,
        previousSecretExpiresAt: sql`now() + interval '${sql.raw(PREVIOUS_SECRET_VALIDITY)}'`,
      })
      .where(and(eq(webhooks.propertyId, property.id), eq(webhooks.code, input.code)))
      .returning({ code: webhooks.code, previousSecretExpiresAt: webhooks.previousSecretExpiresAt });
    if (!rotated) throw new NotFoundError("Webhook not found.");
    return { code: rotated.code, secret, previous_secret_expires_at: rotated.previousSecretExpiresAt!.toISOString() };
  });
}
