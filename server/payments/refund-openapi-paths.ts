import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { recordRefundBodySchema } from "@/server/payments/overpayment-schemas";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { BOOKING_LOOKUP, bookingDetail } from "@/server/bookings/openapi-answers";

export function registerRefundPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/bookings/{booking_id}/refunds",
    operationId: "recordRefund",
    tag: "Payments",
    summary: "Record a refund (extension)",
    description:
      "Money given back to the guest of an overpaid booking, recorded on the booking that pays (a merged child's group) as a " +
      "payment of `kind` `refund` with a negative `amount` (so the balance and any sum of `payments` stay right), the reason " +
      "in its `notes`, `paid_at` when it was sent. At most what was overpaid (−balance). Writes a history entry, " +
      "`booking.updated` and `payment.refunded`. Scope `bookings:write`.",
    route: { wrapper: "apiRoute" },
    request: {
      params: bookingPathSchema,
      body: { content: { "application/json": { schema: recordRefundBodySchema } } },
    },
    success: { description: "The booking of the URL with the refund in its payments", data: bookingDetail },
    errors: {
      ...BOOKING_LOOKUP,
      VALIDATION_FAILED:
        "`errors.amount` when it is not more than 0, has more decimals than the currency, nothing was overpaid, or it is more " +
        "than was overpaid; `errors.method` or `errors.reason` when missing or empty; `errors.paid_at` when not YYYY-MM-DD HH:mm:ss",
    },
  });
}
