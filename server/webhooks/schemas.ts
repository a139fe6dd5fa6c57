import { z } from "zod";
import { tenantIdSchema } from "@/server/properties/schemas";
import { WEBHOOK_EVENTS } from "@/server/domain/enums";

// The request and response shapes of the webhook operations (decisions.md, "Webhooks"),
// used by the handlers to parse and by the OpenAPI document.

const MAX_WEBHOOK_URL_LENGTH = 2048;

export const webhookPathSchema = z.object({
  tenant_id: tenantIdSchema,
  code: z.string().min(1).max(32),
});

const webhookUrlSchema = z
  .url({ protocol: /^https?$/, error: "Use an absolute http:// or https:// URL." })
  .max(MAX_WEBHOOK_URL_LENGTH, `At most ${MAX_WEBHOOK_URL_LENGTH} characters.`)
  .describe(
    "Where deliveries are POSTed: https (plain http is refused in production). Loopback, private and reserved addresses are refused.",
  );

const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, "Subscribe to at least one event.")
  .refine((events) => new Set(events).size === events.length, "An event is listed twice.")
  .describe("The events to receive");

export const registerWebhookBodySchema = z
  .strictObject({ url: webhookUrlSchema, events: webhookEventsSchema })
  .meta({ id: "RegisterWebhook" });

export type RegisterWebhookBody = z.output<typeof registerWebhookBodySchema>;

export const webhookSchema = z
  .object({
    code: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    status: z
      .enum(["active", "failing", "disabled"])
      .describe(
        "disabled: every attempt failed for 5 days, so nothing is delivered until it is enabled again. " +
          "failing (extension): no delivery can be sent for a reason on the server's side, given in failure_reason",
      ),
    created_at: z.string().describe("ISO 8601 instant"),
    previous_secret_expires_at: z.string().nullable().describe("While a rotated secret still signs (ISO 8601 instant), else null"),
    failing_since: z
      .string()
      .nullable()
      .describe(
        "Start of the current run of failed attempts (ISO 8601 instant); null after a success. Five days of it disable the endpoint",
      ),
    disabled_at: z.string().nullable().describe("When the endpoint was disabled (ISO 8601 instant), else null"),
    disabled_reason: z.string().nullable().describe("Why it was disabled, else null"),
    failure_reason: z
      .string()
      .nullable()
      .describe(
        "Extension: why no delivery can be sent, for a reason of configuration (the stored signing secret does not " +
          "decrypt with the server's keys: rotating the secret mends it; a plain-http URL in production), else null",
      ),
  })
  .meta({ id: "Webhook" });

export const registeredWebhookSchema = z
  .object({
    code: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    secret: z.string().describe("whsec_ followed by base64; shown this once"),
  })
  .meta({ id: "RegisteredWebhook" });

export const rotatedWebhookSecretSchema = z
  .object({
    code: z.string(),
    secret: z.string().describe("The new secret, whsec_ followed by base64; shown this once"),
    previous_secret_expires_at: z.string().describe("ISO 8601 instant until which deliveries also carry the old signature"),
  })
  .meta({ id: "RotatedWebhookSecret" });

export const deletedWebhookSchema = z.object({ code: z.string(), deleted: z.literal(true) }).meta({ id: "DeletedWebhook" });

/** What a partner receives: the body of every delivery (decisions.md). */
export const webhookDeliveryBodySchema = z
  .object({
    type: z.enum(WEBHOOK_EVENTS),
    timestamp: z.string().describe("When the event happened, ISO 8601"),
    data: z.object({
      tenant_id: z.string(),
      booking_id: z.string().describe("Code of the booking concerned: the child booking for a group"),
      booking_room_id: z.string().nullable(),
      booking: z.record(z.string(), z.unknown()).describe("Get Booking Detail data of that booking, as it was after the change"),
      payment: z
        .object({
          id: z.string(),
          amount: z.number(),
          method: z.string(),
          paid_at: z.string().describe("YYYY-MM-DD HH:mm:ss, property local time"),
          bank_reference: z.string().nullable().describe("The bank's reference of the transfer"),
        })
        .optional()
        .describe("payment.received and payment.refunded only: the payment recorded (a refund's amount is negative)"),
    }),
  })
  .meta({ id: "WebhookDelivery" });
