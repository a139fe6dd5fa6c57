import { bookingPathSchema } from "@/server/bookings/schemas";
import { readRegistrationCard } from "@/server/desk/registration-card";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";

/** Desk: what a booking's printed registration card carries (guests' registration data, stay, rates). */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  return readRegistrationCard({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id } });
});
