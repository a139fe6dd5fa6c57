import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { checkinLinks } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { currentInstant } from "@/server/domain/clock";
import { requireProperty } from "@/server/properties/require-property";
import { lockBooking } from "@/server/bookings/lock-booking";

/**
 * Revokes every check-in link that reaches this booking's guests, so none of them works from
 * the next request on: the booking's own links; for a group (master) code also its children's
 * links (the group is the whole party); for a child also its group's links, since a group's
 * link reads and updates the children's rooms. Siblings' own links are left alone. The answer
 * counts the links that worked until now.
 */
export async function revokeCheckinLinks({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string };
}): Promise<{ revoked: number }> {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const { target, family } = await lockBooking(tx, property.id, input.bookingCode);
    const reaching = target.isGroup ? family : family.filter((booking) => booking.id === target.id || booking.id === target.groupId);
    const now = new Date(currentInstant().epochMilliseconds);
    const revoked = await tx
      .update(checkinLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(checkinLinks.propertyId, property.id),
          inArray(
            checkinLinks.bookingId,
            reaching.map((booking) => booking.id),
          ),
          isNull(checkinLinks.revokedAt),
          gt(checkinLinks.expiresAt, now),
        ),
      )
      .returning({ id: checkinLinks.id });
    return { revoked: revoked.length };
  });
}
