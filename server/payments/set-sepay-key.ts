import { eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { properties } from "@/server/platform/db/schema";
import { recordPropertyChange } from "@/server/staff/record-property-change";
import { withTransaction } from "@/server/platform/db/transaction";
import { logger } from "@/server/platform/observability/logger";
import { generateSepayKey, sealSepayKey } from "@/server/platform/security/sepay-receiver-key";
import { NotFoundError } from "@/server/domain/errors";
import { requireManager } from "@/server/staff/require-manager";
import { sepayReceiverUrl, type SepayReceiverView } from "./sepay-receiver";

/**
 * A manager switches the property's SePay receiver on with a new key (`generate`: a first key,
 * or one that replaces the old, which stops working at once) or off (the key removed: the
 * receiver answers 404). The new key is answered once and kept only encrypted. One transaction
 * with the property row locked; recorded in property_changes as "set" or null, never the key,
 * and logged without it. Removing a key that is not there records nothing.
 */
export async function setSepayKey({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; origin: string; generate: boolean };
}): Promise<SepayReceiverView & { key?: string }> {
  const result = await withTransaction(db, async (tx) => {
    const { staff, property } = await requireManager(tx, ctx, input.tenantId);
    const [before] = await tx
      .select({ stored: properties.sepayWebhookKey })
      .from(properties)
      .where(eq(properties.id, property.id))
      .for("update");
    if (!before) throw new NotFoundError("Property not found.");
    const key = input.generate ? generateSepayKey() : undefined;
    const setAt = key ? new Date() : null;
    const had = before.stored !== null;
    if (key || had) {
      await tx
        .update(properties)
        .set({ sepayWebhookKey: key ? sealSepayKey(key, property.id) : null, sepayWebhookKeySetAt: setAt })
        .where(eq(properties.id, property.id));
      await recordPropertyChange(tx, {
        propertyId: property.id,
        staff,
        action: key ? "sepay_key.generated" : "sepay_key.removed",
        changes: [{ field: "sepay_webhook_key", before: had ? "set" : null, after: key ? "set" : null }],
      });
    }
    return { propertyId: property.id, staffUserId: staff.staffUserId, key, setAt, had };
  });
  if (result.key || result.had) {
    logger.info(
      { property_id: result.propertyId, staff_user_id: result.staffUserId, replaced: result.had },
      result.key ? "property SePay receiver key generated" : "property SePay receiver key removed",
    );
  }
  const view = { receiver_url: sepayReceiverUrl(input.origin, result.propertyId), key_set_at: result.setAt?.toISOString() ?? null };
  return result.key ? { ...view, key: result.key } : view;
}
