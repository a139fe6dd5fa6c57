import { z } from "zod";
import { bookingCodeSchema } from "@/server/bookings/schemas";
import { resolveBankTransfer } from "@/server/payments/resolve-bank-transfer";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

const transferPathSchema = tenantPathSchema.extend({ transfer_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const resolveBodySchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("match"), booking_id: bookingCodeSchema }),
  z.strictObject({ action: z.literal("dismiss") }),
]);

/** Desk: match an unmatched transfer to a booking (recorded as its payment), or dismiss it. */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(transferPathSchema, params);
  const body = await parseBody(resolveBodySchema, request);
  return resolveBankTransfer({
    db,
    ctx,
    input: {
      tenantId: path.tenant_id,
      transferId: path.transfer_id,
      action: body.action,
      bookingCode: body.action === "match" ? body.booking_id : undefined,
    },
  });
});
