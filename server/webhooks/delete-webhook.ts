import { and, eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { webhooks } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { NotFoundError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { webhooksManagedBy } from "./webhook-access";

/**
 * Removes a webhook the credential manages (another key's is not found). Its deliveries not
 * yet made go with it (the foreign keys cascade): a partner who deletes an endpoint does not
 * want it called again.
 */
export async function deleteWebhook({ db, ctx, input }: { db: Database; ctx: AuthContext; input: { tenantId: string; code: string } }) {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const [deleted] = await tx
      .delete(webhooks)
      .where(and(webhooksManagedBy(ctx, property.id), eq(webhooks.code, input.code)))
      .returning({ code: webhooks.code });
    if (!deleted) throw new NotFoundError("Webhook not found.");
    return { code: deleted.code, deleted: true as const };
  });
}
