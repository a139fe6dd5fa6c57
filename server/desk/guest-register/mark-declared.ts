import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { guests, residenceDeclarations } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { ValidationError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { requireDeskSession } from "@/server/staff/require-desk-session";

export const markDeclaredBodySchema = z.strictObject({
  guest_ids: z.array(z.number().int().positive()).min(1, "Choose at least one guest.").max(500, "At most 500 guests at once."),
  declared: z.boolean(),
});

/**
 * Marks guests' stays as declared to the police (or takes the mark back), by the receptionist
 * signed in: one transaction; a guest of another property is refused as unknown, and nothing is marked.
 */
export async function markDeclared({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string } & z.output<typeof markDeclaredBodySchema>;
}) {
  requireDeskSession(ctx);
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const ids = [...new Set(input.guest_ids)];
    const found = await tx
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.propertyId, property.id), inArray(guests.id, ids)))
      .for("update");
    const known = new Set(found.map((row) => row.id));
    const unknown = input.guest_ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw ValidationError.field(`guest_ids.${unknown}`, "Not a guest of this property.");
    if (input.declared) {
      await tx
        .insert(residenceDeclarations)
        .values(ids.map((guestId) => ({ guestId, propertyId: property.id, declaredBy: ctx.credential.name.slice(0, 255) })))
        .onConflictDoNothing();
    } else {
      await tx
        .delete(residenceDeclarations)
        .where(and(eq(residenceDeclarations.propertyId, property.id), inArray(residenceDeclarations.guestId, ids)));
    }
    return { guest_ids: ids, declared: input.declared };
  });
}
