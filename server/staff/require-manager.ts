import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { ForbiddenError } from "@/server/domain/errors";
import { requireDeskSession } from "./require-desk-session";
import { requireProperty, type Property } from "@/server/properties/require-property";

/**
 * A property's settings are a manager's: a desk session whose staff member is a manager at
 * this property (staff_memberships.role). Another property is refused as everywhere (403,
 * requireProperty); a receptionist, or an API key, gets 403 too.
 */
export async function requireManager(db: Queryable, ctx: AuthContext, tenantId: string) {
  const staff = requireDeskSession(ctx);
  const property: Property = await requireProperty(db, ctx, tenantId);
  if (!staff.managerOf.has(property.id)) throw new ForbiddenError("Only a manager of this property can change its settings.");
  return { staff, property };
}
