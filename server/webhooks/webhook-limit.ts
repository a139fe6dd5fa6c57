import { and, count, eq } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { apiKeys, webhooks } from "@/server/platform/db/schema";
import { DomainError } from "@/server/domain/errors";

/** Webhooks one API key may have on one property (as Stripe and Svix cap endpoints per account). */
export const MAX_WEBHOOKS_PER_KEY = 10;

/**
 * WEBHOOK_LIMIT_REACHED, with `limit`: a coded error rather than a field error, since no
 * field of the request is wrong; deleting a webhook makes room.
 */
class WebhookLimitReachedError extends DomainError {
  constructor() {
    super("WEBHOOK_LIMIT_REACHED", `An API key may have at most ${MAX_WEBHOOKS_PER_KEY} webhooks on a property; delete one first.`, {
      limit: MAX_WEBHOOKS_PER_KEY,
    });
  }
}

/**
 * Refuses a registration past the limit. The key's row is locked first, so two registrations
 * of one key at once count one after the other and cannot both take the last place (an
 * unbounded number of endpoints would let one key multiply every event's deliveries).
 */
export async function assertWebhookRoom(tx: Transaction, apiKeyId: string, propertyId: string): Promise<void> {
  await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, apiKeyId)).for("no key update");
  const [registered] = await tx
    .select({ count: count() })
    .from(webhooks)
    .where(and(eq(webhooks.ownerApiKeyId, apiKeyId), eq(webhooks.propertyId, propertyId)));
  if (registered!.count >= MAX_WEBHOOKS_PER_KEY) throw new WebhookLimitReachedError();
}
