import { createBooking } from "@/server/bookings/create-booking/create-booking";
import { createBookingBodySchema } from "@/server/bookings/create-booking/schema";
import { tenantPathSchema } from "@/server/properties/schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { successResponse } from "@/server/platform/http/json";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

/** Create Booking (extension): 201 with the new booking, 200 with the one a source's reservation code already made. */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const body = await parseBody(createBookingBodySchema, request);
  const { created, booking } = await createBooking({ db, ctx, input: { tenantId: path.tenant_id, body } });
  return successResponse(booking, created ? 201 : 200);
});
