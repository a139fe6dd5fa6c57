import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { createPaymentRequestBodySchema, paymentRequestSchema } from "@/server/payments/schemas";
import { sepayNotificationSchema } from "@/server/payments/sepay-notification";
import { tenantPathSchema } from "@/server/properties/schemas";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { BOOKING_LOOKUP } from "@/server/bookings/openapi-answers";

export function registerPaymentPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/bookings/{booking_id}/payment-requests",
    operationId: "createPaymentRequest",
    tag: "Payments",
    summary: "Create a payment request: a VietQR code (extension)",
    description:
      "A VietQR (NAPAS) code for a bank transfer to the property's account, asking `amount` in whole đồng, by default the " +
      "balance due of the booking that pays (a merged child's group) and never more than it. The transfer's content carries `reference` (letters and " +
      "digits, at most 25, new for every request); when the bank's notification arrives before `expires_at` (24 hours) the " +
      "payment is recorded by itself, for the amount that arrived, and `payment.received` is sent. Scope `bookings:write`.",
    route: { wrapper: "apiRoute" },
    request: {
      params: bookingPathSchema,
      body: { content: { "application/json": { schema: createPaymentRequestBodySchema } } },
    },
    success: { status: 201, description: "The code to show the guest", data: paymentRequestSchema },
    errors: {
      ...BOOKING_LOOKUP,
      VALIDATION_FAILED:
        "`errors.amount` when it is not a whole positive number of đồng, is more than the balance due, or nothing is due (or the " +
        "booking is overpaid), or the property's currency is not VND; `errors.bank_account` when the property has no bank account set",
    },
  });

  registerOperation(registry, {
    method: "post",
    path: "/integrations/sepay/{tenant_id}",
    operationId: "receiveSepayNotification",
    tag: "Payments",
    summary: "SePay's bank transfer notification to one property (extension)",
    description:
      "Called by SePay (not by partners) for each transaction on the property's linked account, at the receiver URL the " +
      "property's manager copies from the desk (Settings). Authenticated with that property's own key, generated at the desk " +
      "and shown once, in SePay's API-key mode (`Authorization: Apikey <key>`) or its HMAC-SHA256 mode (`X-SePay-Timestamp` " +
      "within 5 minutes, `X-SePay-Signature` the hex HMAC of `<timestamp>.<body>`). A property without a key has its receiver " +
      "off (404). Idempotent on SePay's `id`, per property. A notification for an account that is not the property's (its " +
      "account, or one it issued payment requests under that no other property has now) is refused (422 on `accountNumber`) " +
      "and recorded nowhere. Money in whose whole amount carries a live reference of the property becomes a payment of the " +
      "booking; other money in waits at the desk, with its reason (a fraction of a đồng, an expired reference, none); money " +
      "out is kept and not listed. The receiver every property shared (`/integrations/sepay`) is gone: one key served every " +
      "property's money.",
    route: { wrapper: "publicRoute" },
    request: {
      params: tenantPathSchema,
      body: { content: { "application/json": { schema: sepayNotificationSchema } } },
    },
    success: {
      description: "Received (also for a replay, money out, or a transfer that waits at the desk)",
      content: { "application/json": { schema: z.object({ success: z.literal(true) }) } },
    },
    errors: {
      UNAUTHENTICATED:
        "the API key or the signature is wrong or missing (another property's key included), the signature's timestamp is " +
        "more than 5 minutes off, or the key is the demo's published one in production",
      NOT_FOUND: "the receiver is off: no such property, or the property has no SePay key",
      VALIDATION_FAILED:
        "`errors.accountNumber` when the account is not this property's (nothing is recorded); otherwise the notification " +
        "lacks a field the record needs, and `errors` names it",
      BOOKING_001: "the body is not JSON",
      PAYLOAD_TOO_LARGE: "the body is over 16 KB",
    },
  });
}
