import { eq } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { properties } from "@/server/platform/db/schema";
import { canActOn, type AuthContext } from "@/server/platform/auth/auth-context";
import { shortLivedCache } from "@/server/platform/cache/short-lived-cache";
import { ForbiddenError, NotFoundError } from "@/server/domain/errors";

export type Property = typeof properties.$inferSelect;

/**
 * The property of a `{tenant_id}` path, if the credential may act on it.
 * A key limited to other properties gets 403 whether or not the property exists,
 * so a key cannot probe which tenants exist.
 */
export async function requireProperty(db: Queryable, ctx: AuthContext, tenantId: string): Promise<Property> {
  if (!canActOn(ctx, tenantId)) throw new ForbiddenError("This credential may not act on this property.");
  const property = await propertyRows.get(tenantId, async () => {
    const [row] = await db.select().from(properties).where(eq(properties.id, tenantId)).limit(1);
    return row;
  });
  if (!property) throw new NotFoundError("Property not found.");
  return property;
}

/** A property's settings change rarely; every request of it needs them. */
const propertyRows = shortLivedCache<Property>("properties");

/** After a change of a property's settings: this instance reads the row afresh at once. */
export function forgetCachedProperty(tenantId: string): void {
  propertyRows.forget(tenantId);
}
