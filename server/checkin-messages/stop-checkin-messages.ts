import { and, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookings, checkinMessages } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { currentInstant } from "@/server/domain/clock";

/**
 * Stops the online check-in e-mails of one booking (the guest's stop link, or the desk): marks the
 * booking, so the scheduler makes no more, and skips those still waiting, in one transaction. A
 * message a worker holds at this moment (`sending`) is checked again before it goes
 * (the sender reads `checkinMessagesStoppedAt`). Stopping twice keeps the first time.
 * Returns whether this call stopped them (false: already stopped, or no such booking).
 */
export async function stopCheckinMessages(db: Queryable, booking: { propertyId: string; bookingId: string }): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const now = new Date(currentInstant().epochMilliseconds);
    const stopped = await tx
      .update(bookings)
      .set({ checkinMessagesStoppedAt: now })
      .where(
        and(eq(bookings.propertyId, booking.propertyId), eq(bookings.id, booking.bookingId), isNull(bookings.checkinMessagesStoppedAt)),
      )
      .returning({ id: bookings.id });
    if (stopped.length === 0) return false;
    await tx
      .update(checkinMessages)
      .set({ status: "skipped", skipReason: "stopped", updatedAt: now })
      .where(and(eq(checkinMessages.bookingId, booking.bookingId), sql`${checkinMessages.status} = 'scheduled'`));
    return true;
  });
}
