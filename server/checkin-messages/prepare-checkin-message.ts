import { and, eq, inArray, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Database } from "@/server/platform/db/database";
import { bookingRooms, bookings, checkinMessages, properties } from "@/server/platform/db/schema";
import { ACTIVE_ROOM_STATUSES } from "@/server/domain/enums";
import type { ClaimedCheckinMessage } from "./claim-due-checkin-messages";
import { messageCheckinLink, type MessageCheckinLink } from "./message-checkin-link";
import { noRecipientReason, recipientAddress } from "@/server/domain/recipient-address";

/** What the e-mail needs, read under the booking's lock just before it is sent. */
export interface PreparedCheckinMessage {
  link: MessageCheckinLink;
  property: { id: string; name: string; address: string | null; phone: string | null; checkinTime: string; timezone: string };
  booking: {
    id: string;
    code: string;
    customerName: string;
    customerPhone: string | null;
    customerLanguage: string | null;
    checkinDate: string;
    checkoutDate: string;
    rooms: number;
    guests: number;
  };
}

/**
 * Checks, in the database and under the booking's row lock, that the message should still go,
 * and gets it its check-in link, in one short transaction (closed before the SMTP conversation).
 * When it should not go it is `skipped` here, with why: the booking cancelled (or finished,
 * or its check-out day over), its e-mails stopped, already complete (not for a desk's resend),
 * the property's messages switched off, or the customer's address gone or changed since it was
 * scheduled. Undefined when this worker no longer holds the claim, or it was skipped.
 */
export async function prepareCheckinMessage(
  db: Database,
  message: ClaimedCheckinMessage,
  now: Temporal.Instant,
): Promise<PreparedCheckinMessage | undefined> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        code: bookings.code,
        status: bookings.status,
        checkinDate: bookings.checkinDate,
        checkoutDate: bookings.checkoutDate,
        customerName: bookings.customerName,
        customerEmail: bookings.customerEmail,
        customerPhone: bookings.customerPhone,
        customerLanguage: bookings.customerLanguage,
        stoppedAt: bookings.checkinMessagesStoppedAt,
        completedAt: bookings.checkinCompletedAt,
      })
      .from(bookings)
      .where(and(eq(bookings.id, message.bookingId), eq(bookings.propertyId, message.propertyId)))
      .for("update");
    const [held] = await tx
      .select({ checkinLinkId: checkinMessages.checkinLinkId })
      .from(checkinMessages)
      .where(and(eq(checkinMessages.id, message.id), eq(checkinMessages.attempts, message.attempt), eq(checkinMessages.status, "sending")))
      .for("update");
    if (!held || !booking) return undefined;
    const [property] = await tx.select().from(properties).where(eq(properties.id, message.propertyId));
    const skip = async (skipReason: string) => {
      await tx
        .update(checkinMessages)
        .set({ status: "skipped", skipReason, lockedUntil: null, updatedAt: new Date(now.epochMilliseconds) })
        .where(eq(checkinMessages.id, message.id));
      return undefined;
    };

    if (booking.status === "cancelled") return skip("cancelled");
    if (booking.status === "finished") return skip("finished");
    if (booking.stoppedAt) return skip("stopped");
    if (message.kind !== "resend" && booking.status !== "reserved") return skip("arrived");
    if (message.kind !== "resend" && booking.completedAt) return skip("complete");
    if (message.kind !== "resend" && !property!.checkinMessagesEnabled) return skip("disabled");
    if (message.kind === "reminder" && !property!.checkinReminderEnabled) return skip("disabled");
    const address = recipientAddress(booking.customerEmail);
    if (!address) return skip(noRecipientReason(booking.customerEmail));
    if (address !== message.recipient) return skip("email_changed");

    const [occupancy] = await tx
      .select({
        rooms: sql<number>`count(*)::int`,
        guests: sql<number>`coalesce(sum(${bookingRooms.adults} + ${bookingRooms.children} + ${bookingRooms.infants}), 0)::int`,
      })
      .from(bookingRooms)
      .where(and(eq(bookingRooms.bookingId, booking.id), inArray(bookingRooms.status, [...ACTIVE_ROOM_STATUSES])));
    if (!occupancy || occupancy.rooms === 0) return skip("cancelled");
    const link = await messageCheckinLink(
      tx,
      { id: message.id, checkinLinkId: held.checkinLinkId },
      { ...booking, propertyId: property!.id, timezone: property!.timezone },
      now,
    );
    if (!link) return skip("too_late");
    return {
      link,
      property: {
        id: property!.id,
        name: property!.title,
        address: property!.address,
        phone: property!.phone,
        checkinTime: property!.checkinTime,
        timezone: property!.timezone,
      },
      booking: { ...booking, rooms: occupancy.rooms, guests: occupancy.guests },
    };
  });
}
