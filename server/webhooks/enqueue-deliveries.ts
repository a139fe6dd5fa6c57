import { sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import type { WebhookEvent } from "@/server/domain/enums";
import { webhookOwnerMayRead } from "./webhook-owner-may-read";

/**
 * One pending delivery of an outbox event for each webhook of its property that subscribes to
 * the event, is not disabled, and whose owner key may still read the property's bookings (a
 * revoked key's endpoint gets nothing). In the transaction that wrote the event.
 */
export async function enqueueWebhookDeliveries(
  tx: Transaction,
  event: { id: string; type: WebhookEvent; propertyId: string },
): Promise<void> {
  await tx.execute(sql`
    insert into webhook_deliveries (property_id, event_id, webhook_id)
    select w.property_id, ${event.id}, w.id from webhooks w
    where w.property_id = ${event.propertyId} and ${event.type} = any(w.events) and w.disabled_at is null
      and ${webhookOwnerMayRead("w")}`);
}
