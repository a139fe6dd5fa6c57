import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { createPaymentRequestBodySchema, paymentRequestSchema } from "@/server/payments/schemas";
import { sepayNotificationSchema } from "@/server/payments/sepay-notification";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { BOOKING_LOOKUP } from "./booking-answers";

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
    path: "/integrations/sepay",
    operationId: "receiveSepayNotification",
    tag: "Payments",
    summary: "SePay's bank transfer notification (extension)",
    description:
      "Called by SePay (not by partners) for each transaction on the property's linked account. Authenticated with the key in " +
      "SEPAY_WEBHOOK_KEY, in SePay's API-key mode (`Authorization: Apikey <key>`) or its HMAC-SHA256 mode (`X-SePay-Timestamp` " +
      "within 5 minutes, `X-SePay-Signature` the hex HMAC of `<timestamp>.<body>`). Without the key set the receiver is off (404). " +
      "Idempotent on SePay's `id`. Money in whose content carries a live reference of a payment request to that account becomes a " +
      "payment of the booking; any other money in waits at the desk to be matched or dismissed.",
    route: { wrapper: "publicRoute" },
    request: { body: { content: { "application/json": { schema: sepayNotificationSchema } } } },
    success: {
      description: "Received (also for a replay, or a transfer that matched nothing)",
      content: { "application/json": { schema: z.object({ success: z.literal(true) }) } },
    },
    errors: {
      UNAUTHENTICATED: "the API key or the signature is wrong or missing, or the signature's timestamp is more than 5 minutes off",
      NOT_FOUND: "the receiver is off: SEPAY_WEBHOOK_KEY is not set",
      VALIDATION_FAILED: "the notification lacks a field the record needs; `errors` names it",
      BOOKING_001: "the body is not JSON",
      PAYLOAD_TOO_LARGE: "the body is over 16 KB",
    },
  });
}
