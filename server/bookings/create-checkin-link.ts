import { Temporal } from "temporal-polyfill";
import type { AuthContext } from "@/server/auth/auth-context";
import { signCheckinToken } from "@/server/auth/checkin-tokens";
import type { Queryable } from "@/server/db/database";
import { addDays } from "@/server/domain/dates";
import { requireProperty } from "@/server/properties/require-property";
import { findBookingByCode } from "./find-booking";

/**
 * A check-in link for a guest (decisions.md): a signed token bound to this booking, valid
 * until the end of its check-out day at the property. `origin` is where the guest pages live.
 */
export async function createCheckinLink({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; origin: string };
}) {
  const property = await requireProperty(db, ctx, input.tenantId);
  const booking = await findBookingByCode(db, property.id, input.bookingCode);
  const expiresAt = Temporal.PlainDate.from(addDays(booking.checkoutDate, 1))
    .toZonedDateTime({ timeZone: property.timezone })
    .toInstant();
  const token = signCheckinToken({
    propertyId: property.id,
    bookingCode: booking.code,
    expiresAt: Math.floor(expiresAt.epochMilliseconds / 1000),
  });
  return {
    url: `${input.origin}/checkin/${encodeURIComponent(token)}`,
    token,
    expires_at: expiresAt.toString(),
  };
}
