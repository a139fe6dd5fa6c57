import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import type { WebhookEvent } from "@/server/domain/enums";
import { recordOutboxEvent } from "@/server/platform/events/record-outbox-event";
import { enqueueWebhookDeliveries } from "@/server/webhooks/enqueue-deliveries";
import { toBookingDetail } from "./booking-detail";
import { loadBookingLines } from "./load-booking-lines";

/**
 * A booking event (decisions.md, "Webhooks"): the booking's detail as it is after the change,
 * written to the outbox with a delivery for each webhook that wants it, in the caller's
 * transaction.
 */
export async function recordBookingEvent(
  tx: Transaction,
  event: { type: WebhookEvent; bookingId: string; bookingRoomId: string | null },
): Promise<string> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, event.bookingId));
  if (!booking) throw new Error(`booking ${event.bookingId} vanished inside its own transaction`);
  const payload = {
    type: event.type,
    timestamp: new Date().toISOString(),
    data: {
      tenant_id: booking.propertyId,
      booking_id: booking.code,
      booking_room_id: event.bookingRoomId,
      booking: toBookingDetail(booking, await loadBookingLines(tx, booking)),
    },
  };
  const id = await recordOutboxEvent(tx, {
    type: event.type,
    propertyId: booking.propertyId,
    bookingId: booking.id,
    bookingRoomId: event.bookingRoomId,
    payload,
  });
  await enqueueWebhookDeliveries(tx, { id, type: event.type, propertyId: booking.propertyId });
  return id;
}
