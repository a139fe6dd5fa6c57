import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Transaction } from "@/server/platform/db/database";
import { webhooks } from "@/server/platform/db/schema";
import { NotFoundError } from "@/server/domain/errors";

/**
 * The webhooks a credential manages on a property: those its API key registered, and those
 * without an owner (imported from a fixture, or registered before webhooks had owners), which
 * every credential with the webhook scopes on the property manages. Another key's webhook does
 * not exist for it: not listed, 404 to change (OWASP API1, object level authorization).
 */
export function webhooksManagedBy(ctx: AuthContext, propertyId: string): SQL {
  const owner =
    ctx.credential.kind === "api_key"
      ? or(isNull(webhooks.ownerApiKeyId), eq(webhooks.ownerApiKeyId, ctx.credential.id))!
      : isNull(webhooks.ownerApiKeyId);
  return and(eq(webhooks.propertyId, propertyId), owner)!;
}

/** The webhook `code` of the property, locked for a change, if the credential manages it; 404 otherwise. */
export async function lockManagedWebhook(tx: Transaction, ctx: AuthContext, propertyId: string, code: string) {
  const [webhook] = await tx
    .select()
    .from(webhooks)
    .where(and(webhooksManagedBy(ctx, propertyId), eq(webhooks.code, code)))
    .for("update");
  if (!webhook) throw new NotFoundError("Webhook not found.");
  return webhook;
}
