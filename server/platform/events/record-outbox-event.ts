import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { stringifyJson } from "@/server/domain/exact-json";
import { notifyOutboxCommitted } from "./outbox-notifications";

/**
 * Writes an event to the outbox in the caller's transaction: it commits with the change or not
 * at all, so none is lost, and the commit wakes the dispatchers. The payload is stored as jsonb
 * from exact JSON text, so amounts keep every digit. Returns the event's id.
 */
export async function recordOutboxEvent(
  tx: Transaction,
  event: { type: string; propertyId: string; bookingId: string; bookingRoomId: string | null; payload: unknown },
): Promise<string> {
  const id = randomUUID();
  await tx.execute(sql`
    with event as (
      insert into outbox_events (id, property_id, type, booking_id, booking_room_id, payload)
      values (${id}, ${event.propertyId}, ${event.type}, ${event.bookingId}, ${event.bookingRoomId}, ${stringifyJson(event.payload)}::jsonb)
      returning id)
    select ${notifyOutboxCommitted} from event`);
  return id;
}
