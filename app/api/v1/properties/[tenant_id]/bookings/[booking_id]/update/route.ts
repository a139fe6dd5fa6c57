import { bookingPathSchema } from "@/server/bookings/schemas";
import { parseUpdateBookingRequest, UPDATE_BOOKING_LIMITS } from "@/server/bookings/update-booking/parse-update-request";
import { updateBooking } from "@/server/bookings/update-booking/update-booking";
import { credentialLabel } from "@/server/documents/identity-image-grant";
import { apiRoute } from "@/server/platform/http/api-route";
import { morePhotosCost, uploadWhenMultipart } from "@/server/platform/http/request-cost";
import { parseParams } from "@/server/platform/http/parse-input";
import { readJsonOrMultipart } from "@/server/platform/http/read-json-or-multipart";

/**
 * Update Booking (online check-in): multipart/form-data with the `data` JSON part and identity
 * images (priced as an upload per photo), or JSON (a write).
 */
export const POST = apiRoute(
  { scope: "bookings:write", allowCheckinToken: true, idempotency: "in-handler", cost: uploadWhenMultipart },
  async ({ request, params, ctx, db, idempotently, charge }) => {
    const path = parseParams(bookingPathSchema, params);
    const body = await readJsonOrMultipart(request, UPDATE_BOOKING_LIMITS);
    const update = await parseUpdateBookingRequest(body, credentialLabel(ctx), (photos) => charge(morePhotosCost(photos)));
    return idempotently(update.fingerprint, () =>
      updateBooking({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id, request: update } }),
    );
  },
);
