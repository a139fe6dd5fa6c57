import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { logger } from "@/server/platform/observability/logger";
import { findBookingByCode } from "@/server/bookings/find-booking";
import { resendCheckinMessages } from "@/server/checkin-messages/resend-checkin-messages";
import { stopCheckinMessages } from "@/server/checkin-messages/stop-checkin-messages";
import { requireProperty } from "@/server/properties/require-property";
import { NotFoundError } from "@/server/domain/errors";
import { requireDeskSession } from "@/server/staff/require-desk-session";
import { onlineCheckinOf } from "./booking-online-checkin";

type DeskBookingInput = { db: Database; ctx: AuthContext; input: { tenantId: string; bookingCode: string } };

/**
 * The desk's two actions on one booking's check-in e-mails, for any staff member of the
 * property: resend now (resend-checkin-messages.ts says when it is refused) and stop. Each
 * answers the booking's online check-in as it stands after, and is logged with who did it (the
 * message rows and the booking's stop time are the record; no guest address is logged).
 */
export async function resendFromDesk({ db, ctx, input }: DeskBookingInput) {
  const { propertyId, bookingId, staffUserId } = await deskBooking({ db, ctx, input });
  const message = await resendCheckinMessages(db, { propertyId, bookingId });
  logger.info(
    { property_id: propertyId, booking_id: input.bookingCode, staff_user_id: staffUserId, message_id: message.id },
    "check-in e-mail resend requested",
  );
  return { online_checkin: await onlineCheckinOf(db, propertyId, input.bookingCode) };
}

/** Stops the booking's check-in e-mails; stopping again answers the same (the first stop's time kept). */
export async function stopFromDesk({ db, ctx, input }: DeskBookingInput) {
  const { propertyId, bookingId, staffUserId } = await deskBooking({ db, ctx, input });
  const stopped = await stopCheckinMessages(db, { propertyId, bookingId });
  if (stopped)
    logger.info(
      { property_id: propertyId, booking_id: input.bookingCode, staff_user_id: staffUserId },
      "check-in e-mails stopped at the desk",
    );
  return { online_checkin: await onlineCheckinOf(db, propertyId, input.bookingCode) };
}

async function deskBooking({ db, ctx, input }: DeskBookingInput) {
  const staff = requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const booking = await findBookingByCode(db, property.id, input.bookingCode);
  // A group (master) booking has no guests of its own: its children are sent theirs.
  if (booking.isGroup) throw new NotFoundError("Booking not found.");
  return { propertyId: property.id, bookingId: booking.id, staffUserId: staff.staffUserId };
}
