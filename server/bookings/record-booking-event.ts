import type Decimal from "decimal.js";
import type { Transaction } from "@/server/platform/db/database";
import type { WebhookEvent } from "@/server/domain/enums";
import { recordOutboxEvent } from "@/server/platform/events/record-outbox-event";
import { enqueueWebhookDeliveries } from "@/server/webhooks/enqueue-deliveries";
import { toBookingDetail } from "./booking-detail";
import type { BookingRow } from "./find-booking";
import type { BookingLines } from "./load-booking-lines";

/**
 * A booking event (decisions.md, "Webhooks"): the booking's detail as it is after the change,
 * computed by the write from what it read and changed (the booking row and its lines), written
 * to the outbox with a delivery for each webhook that wants it, in the caller's transaction.
 */
export async function recordBookingEvent(
  tx: Transaction,
  event: {
    type: WebhookEvent;
    booking: BookingRow;
    lines: BookingLines;
    bookingRoomId: string | null;
    /** payment.received: the payment that arrived (the amount exact, written as a JSON number like every amount). */
    payment?: { id: string; amount: Decimal; method: string; paid_at: string; bank_reference: string | null };
  },
): Promise<string> {
  const { booking } = event;
  const payload = {
    type: event.type,
    timestamp: new Date().toISOString(),
    data: {
      tenant_id: booking.propertyId,
      booking_id: booking.code,
      booking_room_id: event.bookingRoomId,
      booking: toBookingDetail(booking, event.lines),
      ...(event.payment ? { payment: event.payment } : {}),
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
