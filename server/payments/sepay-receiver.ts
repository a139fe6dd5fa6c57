import { eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { properties } from "@/server/platform/db/schema";
import { requireManager } from "@/server/staff/require-manager";

/** What the desk shows of a property's SePay receiver: the URL to paste into SePay, and since when it has a key (null: off). */
export interface SepayReceiverView {
  receiver_url: string;
  key_set_at: string | null;
}

/** The receiver's address for a property, under the origin guests and SePay reach the app at. */
export function sepayReceiverUrl(origin: string, propertyId: string): string {
  return `${origin}/api/v1/integrations/sepay/${encodeURIComponent(propertyId)}`;
}

/** The desk's settings: a manager reads the property's receiver (never its key, which is shown once, when made). */
export async function getSepayReceiver({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; origin: string };
}): Promise<SepayReceiverView> {
  const { property } = await requireManager(db, ctx, input.tenantId);
  const [row] = await db.select({ setAt: properties.sepayWebhookKeySetAt }).from(properties).where(eq(properties.id, property.id));
  return { receiver_url: sepayReceiverUrl(input.origin, property.id), key_set_at: row?.setAt?.toISOString() ?? null };
}
