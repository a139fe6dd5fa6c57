import { bookingPathSchema } from "@/server/bookings/schemas";
import { recordRefund } from "@/server/payments/record-refund";
import { recordRefundBodySchema } from "@/server/payments/overpayment-schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

/** Record a refund: money given back to the guest, at most what was overpaid (extension). */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  const refund = await parseBody(recordRefundBodySchema, request);
  return recordRefund({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id, refund } });
});
