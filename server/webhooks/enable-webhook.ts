import { eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { webhooks } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { requireProperty } from "@/server/properties/require-property";
import { toListedWebhook } from "./list-webhooks";
import { lockManagedWebhook } from "./webhook-access";

/**
 * Turns a disabled endpoint back on (as Stripe's and Svix's dashboards do), keeping its code
 * and secret: events from now on are delivered again, with a fresh five days before it could
 * be disabled again. Events that happened while it was off are not sent (their deliveries
 * were failed, or never made). Enabling an active webhook changes nothing.
 */
export async function enableWebhook({ db, ctx, input }: { db: Database; ctx: AuthContext; input: { tenantId: string; code: string } }) {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const webhook = await lockManagedWebhook(tx, ctx, property.id, input.code);
    if (!webhook.disabledAt) return toListedWebhook(webhook, new Date());
    const [enabled] = await tx
      .update(webhooks)
      .set({ disabledAt: null, disabledReason: null, failingSince: null })
      .where(eq(webhooks.id, webhook.id))
      .returning();
    return toListedWebhook(enabled!, new Date());
  });
}
