import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookings, checkinMessages } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { currentInstant } from "@/server/domain/clock";
import { NotFoundError, ValidationError } from "@/server/domain/errors";

/** Bookings whose stay is over: their links no longer open (checkin-token-context.ts), so nothing is sent. */
const OVER = new Set(["cancelled", "finished"]);

/**
 * A receptionist asks for the check-in e-mail to go again now: one `resend` row, due at once,
 * to the customer's current address (the worker sends it as any other, with a fresh link when
 * the last one is gone). Refused (422, naming why) for a booking that is cancelled or over, one
 * without a customer e-mail, or one whose messages were stopped: a stop (most often the
 * guest's own, from the e-mail's link) wins over the desk; the guest can still be sent the link
 * by hand (Share, SMS). The booking row is locked, so a stop and a resend do not cross.
 */
export async function resendCheckinMessages(
  db: Queryable,
  booking: { propertyId: string; bookingId: string },
): Promise<{ id: string; recipient: string; dueAt: Date }> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ status: bookings.status, email: bookings.customerEmail, stoppedAt: bookings.checkinMessagesStoppedAt })
      .from(bookings)
      .where(and(eq(bookings.propertyId, booking.propertyId), eq(bookings.id, booking.bookingId)))
      .for("update");
    if (!row) throw new NotFoundError("Booking not found.");
    if (OVER.has(row.status)) throw ValidationError.field("status", `The booking is ${row.status}: no check-in e-mail is sent for it.`);
    const recipient = row.email?.trim().toLowerCase();
    if (!recipient)
      throw ValidationError.field(
        "customer.email",
        "The booking has no customer e-mail: add one to the booking, or send the link by SMS or Share.",
      );
    if (row.stoppedAt !== null) {
      throw ValidationError.field(
        "checkin_messages",
        "The check-in e-mails of this booking were stopped (by the guest or the desk): send the link by hand (Share, SMS) instead.",
      );
    }
    const now = new Date(currentInstant().epochMilliseconds);
    const [inserted] = await tx
      .insert(checkinMessages)
      .values({
        propertyId: booking.propertyId,
        bookingId: booking.bookingId,
        kind: "resend",
        recipient,
        status: "scheduled",
        dueAt: now,
        nextAttemptAt: now,
      })
      .returning({ id: checkinMessages.id, recipient: checkinMessages.recipient, dueAt: checkinMessages.dueAt });
    return inserted!;
  });
}
