import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Transaction } from "@/server/platform/db/database";
import { webhooks } from "@/server/platform/db/schema";
import { NotFoundError } from "@/server/domain/errors";

/**
 * The webhooks a credential manages on a property (whose tenancy the caller has checked): those
 * its API key registered, and those without an owner (imported from a fixture that names none,
 * or registered before webhooks had owners). An ownerless webhook is managed only by a key that
 * could have registered it, i.e. one that also holds `bookings:read`: managing it shows its URL
 * and rotating hands out its secret, with which a webhooks-only key could sign forged events
 * to the receiver. Another key's webhook does not exist for it: not listed, 404 to change
 * (OWASP API1, object level authorization).
 */
export function webhooksManagedBy(ctx: AuthContext, propertyId: string): SQL {
  const ownerless = ctx.scopes.has("bookings:read") ? isNull(webhooks.ownerApiKeyId) : sql`false`;
  const owner = ctx.credential.kind === "api_key" ? or(ownerless, eq(webhooks.ownerApiKeyId, ctx.credential.id))! : ownerless;
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
