import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  deletedWebhookSchema,
  registeredWebhookSchema,
  registerWebhookBodySchema,
  rotatedWebhookSecretSchema,
  webhookDeliveryBodySchema,
  webhookPathSchema,
  webhookSchema,
} from "@/server/webhooks/schemas";
import { WEBHOOK_EVENTS, type WebhookEvent } from "@/server/domain/enums";
import { MAX_WEBHOOKS_PER_KEY } from "@/server/webhooks/webhook-limit";
import { tenantPathSchema } from "@/server/properties/schemas";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { PROPERTY_LOOKUP } from "@/server/properties/openapi-paths";

const EVENT_WHEN: Record<WebhookEvent, string> = {
  "booking.checked_out": "A room was checked out; booking_id is the booking that owns it (the child of a group).",
  "booking.updated": "A room's rate changed, or a room was cancelled without cancelling the whole booking.",
  "booking.cancelled": "A room cancellation cancelled the whole booking that owns the room.",
  "booking.created": "A booking was made with Create Booking (extension); booking_room_id is null.",
  "payment.received":
    "A bank transfer was recorded as a payment (extension: VietQR with SePay), by itself or matched at the desk; `data.payment` " +
    "is that payment (its amount as it arrived, its bank reference), `booking` the booking that pays after it; booking_room_id is null.",
  "payment.refunded":
    "Extension: money was given back to the guest (Record a refund); `data.payment` is the refund as a payment item of " +
    "`booking.payments` (a negative amount, its method, when it was sent, the bank's reference of the transfer back), `booking` the " +
    "booking that pays after it; booking_room_id is null. A `booking.updated` is written with it.",
  "checkin.completed":
    "Extension: every open room (not cancelled, not checked out) of the booking now has a complete registration, whoever " +
    "completed it (the guest's check-in link, the desk, an API key); booking_id is the booking that owns the rooms (each child " +
    "of a group on its own), booking_room_id is null. Sent once per completion: again only after the booking stopped being " +
    "complete (a guest removed, a room's dates changed) and became complete again.",
};

const ownership =
  "A webhook belongs to the API key that registered it: other keys do not see it and get 404 NOT_FOUND for it. " +
  "A webhook imported from a fixture without an owner is managed by every key that could register it on the property " +
  "(the webhook scopes and bookings:read); a key with the webhook scopes only does not see it.";

/** A webhook by its code, among those the credential manages. */
const WEBHOOK_LOOKUP = { NOT_FOUND: "no such property, or no webhook with this code that this key manages" } as const;
const signing =
  "Deliveries follow Standard Webhooks: POST with headers `webhook-id` (stable across retries), `webhook-timestamp` " +
  "and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures, space-separated, " +
  "for 24 hours after a rotation).";

export function registerWebhookPaths(registry: OpenAPIRegistry): void {
  // What partners receive: OpenAPI 3.1 `webhooks`, one per event type.
  for (const event of WEBHOOK_EVENTS) {
    registry.registerWebhook({
      method: "post",
      path: event,
      operationId: `${event.replace(".", "_")}_delivery`,
      tags: ["Webhooks"],
      summary: `Delivery of ${event}`,
      description: `${EVENT_WHEN[event]} ${signing} Answer 2xx within 10 seconds; anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±20 %).`,
      request: {
        headers: z.object({
          "webhook-id": z.string().describe("The delivery's id: the same on every retry, to drop duplicates"),
          "webhook-timestamp": z.string().describe("Unix seconds of this attempt"),
          "webhook-signature": z.string().describe("v1,<base64> signatures, space-separated"),
        }),
        body: { content: { "application/json": { schema: webhookDeliveryBodySchema } } },
      },
      responses: { 200: { description: "Any 2xx acknowledges the delivery" } },
    });
  }

  registerOperation(registry, {
    method: "get",
    path: "/properties/{tenant_id}/webhooks",
    operationId: "listWebhooks",
    tag: "Webhooks",
    summary: "List webhooks",
    description:
      "The property's webhooks this key manages, oldest first, without their secrets, with their health: `status` " +
      "`disabled` (with `disabled_at` and `disabled_reason`) once every attempt has failed for 5 days; `failing_since` " +
      "while attempts fail; `failing` with `failure_reason` (an extension) while no delivery can be signed, its stored " +
      `secret not decrypting with the server's keys (rotating the secret mends it). ${ownership} Scope \`webhooks:read\`.`,
    route: { wrapper: "apiRoute" },
    request: { params: tenantPathSchema },
    success: { description: "The webhooks", data: z.array(webhookSchema) },
    errors: PROPERTY_LOOKUP,
  });

  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/webhooks",
    operationId: "registerWebhook",
    tag: "Webhooks",
    summary: "Register a webhook",
    description:
      `Events: ${WEBHOOK_EVENTS.join(", ")}. The secret is returned this once (and stored ` +
      `encrypted). The URL must be https in production. At most ${MAX_WEBHOOKS_PER_KEY} webhooks per key and property. ` +
      `${ownership} ${signing} Scopes \`webhooks:write\` and \`bookings:read\`.`,
    route: { wrapper: "apiRoute" },
    request: { params: tenantPathSchema, body: { content: { "application/json": { schema: registerWebhookBodySchema } } } },
    success: { description: "The webhook with its secret", data: registeredWebhookSchema },
    errors: {
      ...PROPERTY_LOOKUP,
      FORBIDDEN:
        "the credential lacks webhooks:write, or bookings:read (deliveries carry the booking), is not an API key, or may not act on this property",
      VALIDATION_FAILED: "`errors.url` (not https in production, a loopback or private address), `errors.events`, or another field",
      WEBHOOK_LIMIT_REACHED: `the key has ${MAX_WEBHOOKS_PER_KEY} webhooks on this property already (\`limit\`): delete one first`,
    },
  });

  registerOperation(registry, {
    method: "delete",
    path: "/properties/{tenant_id}/webhooks/{code}",
    operationId: "deleteWebhook",
    tag: "Webhooks",
    summary: "Delete a webhook",
    description: "Removes the webhook and its deliveries not yet made. 404 for another key's webhook. Scope `webhooks:write`.",
    route: { wrapper: "apiRoute" },
    request: { params: webhookPathSchema },
    success: { description: "Deleted", data: deletedWebhookSchema },
    errors: WEBHOOK_LOOKUP,
  });

  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/webhooks/{code}/rotate-secret",
    operationId: "rotateWebhookSecret",
    tag: "Webhooks",
    summary: "Rotate webhook secret",
    description:
      "A new secret, returned this once. The previous secret keeps signing beside it until previous_secret_expires_at " +
      "(24 hours), unless the server can no longer decrypt it (status `failing`): then the new one signs alone and the " +
      "webhook is active again. No body. 404 for another key's webhook. Scope `webhooks:write`.",
    route: { wrapper: "apiRoute" },
    request: { params: webhookPathSchema },
    success: { description: "The new secret", data: rotatedWebhookSecretSchema },
    errors: WEBHOOK_LOOKUP,
  });

  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/webhooks/{code}/enable",
    operationId: "enableWebhook",
    tag: "Webhooks",
    summary: "Enable a disabled webhook",
    description:
      "Turns an endpoint disabled after 5 days of failures back on, with its code and secret: events from now on are " +
      "delivered; those of the disabled time are not. Enabling an active webhook changes nothing. No body. 404 for " +
      "another key's webhook. Scope `webhooks:write`.",
    route: { wrapper: "apiRoute" },
    request: { params: webhookPathSchema },
    success: { description: "The webhook, active", data: webhookSchema },
    errors: WEBHOOK_LOOKUP,
  });
}
