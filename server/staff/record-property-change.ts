import type { Transaction } from "@/server/platform/db/database";
import { propertyChanges } from "@/server/platform/db/schema";
import type { requireManager } from "./require-manager";

type Manager = Awaited<ReturnType<typeof requireManager>>["staff"];

/**
 * A manager's change of the property's settings, in its history (property_changes), in the
 * change's own transaction: who (the desk session's staff member, by name too, since the record
 * outlives their account), what (`action`) and each field's before and after. A secret's field
 * writes "set" or null, never the secret.
 */
export async function recordPropertyChange(
  tx: Transaction,
  change: { propertyId: string; staff: Manager; action: string; changes: { field: string; before: unknown; after: unknown }[] },
): Promise<void> {
  await tx.insert(propertyChanges).values({
    propertyId: change.propertyId,
    actorKind: "desk_session",
    actorId: `desk_session:${change.staff.staffUserId}`,
    actorName: change.staff.displayName,
    action: change.action,
    changes: change.changes,
  });
}
