import { bookingPathSchema } from "@/server/bookings/schemas";
import { createPaymentRequest } from "@/server/payments/create-payment-request";
import { createPaymentRequestBodySchema } from "@/server/payments/schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { successResponse } from "@/server/platform/http/json";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

/** Create a payment request: a VietQR code for what is due (extension); a guest's check-in link asks its own booking's balance. */
export const POST = apiRoute({ scope: "bookings:write", allowCheckinToken: true }, async ({ request, params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  const body = await parseBody(createPaymentRequestBodySchema, request);
  const answer = await createPaymentRequest({
    db,
    ctx,
    input: { tenantId: path.tenant_id, bookingCode: path.booking_id, amount: body.amount },
  });
  return successResponse(answer, 201);
});
