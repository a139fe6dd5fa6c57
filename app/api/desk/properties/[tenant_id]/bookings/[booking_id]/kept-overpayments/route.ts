import { bookingPathSchema } from "@/server/bookings/schemas";
import { keepOverpayment } from "@/server/payments/keep-overpayment";
import { keepOverpaymentBodySchema } from "@/server/payments/overpayment-schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

// Desk: keep what a booking was overpaid as the guest's credit, a manager's decision
// (server/staff/require-manager.ts refuses a receptionist and any API key with 403). The scope
// admits the desk session; the role decides. Writes carry the desk's CSRF token.
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  const body = await parseBody(keepOverpaymentBodySchema, request);
  return keepOverpayment({
    db,
    ctx,
    input: { tenantId: path.tenant_id, bookingCode: path.booking_id, amount: body.amount, reason: body.reason },
  });
});
