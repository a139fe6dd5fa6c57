import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Transaction } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import type { WebhookEvent } from "@/server/domain/enums";
import { stringifyJson } from "@/server/platform/http/json";
import { toBookingDetail } from "@/server/bookings/booking-detail";
import { loadBookingLines } from "@/server/bookings/load-booking-lines";
import { notifyOutboxCommitted } from "@/server/platform/events/outbox-notifications";
import { webhookOwnerMayRead } from "@/server/webhooks/webhook-owner-may-read";

/**
 * Writes an event to the outbox in the caller's transaction, with one pending delivery per
 * webhook of the property that subscribes to it, is not disabled, and whose owner key may still
 * read the property's bookings (a revoked key's endpoint gets nothing). The event commits with the change or not at
 * all, so none is lost; the dispatcher, woken by the commit, delivers it. The payload is stored as jsonb from
 * exact JSON text, so amounts keep every digit.
 */
export async function recordBookingEvent(
  tx: Transaction,
  event: { type: WebhookEvent; bookingId: string; bookingRoomId: string | null },
): Promise<string> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, event.bookingId));
  if (!booking) throw new Error(`booking ${event.bookingId} vanished inside its own transaction`);
  const id = randomUUID();
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
  await tx.execute(sql`
    insert into outbox_events (id, property_id, type, booking_id, booking_room_id, payload)
    values (${id}, ${booking.propertyId}, ${event.type}, ${booking.id}, ${event.bookingRoomId}, ${stringifyJson(payload)}::jsonb)`);
  await tx.execute(sql`
    insert into webhook_deliveries (property_id, event_id, webhook_id)
    select w.property_id, ${id}, w.id from webhooks w
    where w.property_id = ${booking.propertyId} and ${event.type} = any(w.events) and w.disabled_at is null
      and ${webhookOwnerMayRead("w")}`);
  await notifyOutboxCommitted(tx);
  return id;
}
