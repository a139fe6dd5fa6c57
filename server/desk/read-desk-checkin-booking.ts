import { buildCheckinBooking } from "@/server/checkin/build-checkin-booking";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { deskSessionContext } from "@/server/platform/auth/desk-session-context";
import { getDb } from "@/server/platform/db/client";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { currentInstant } from "@/server/domain/clock";
import { isStorableText } from "@/server/domain/storable-text";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "@/server/domain/errors";

/** How long the counter's form is good for: it is read again on every visit. */
const FORM_LIFETIME_SECONDS = 60 * 60;

/**
 * The booking as the counter's check-in form shows it, read with the receptionist's session
 * from the page's own headers (a GET: no CSRF token involved): the same shape and the same
 * Get Booking Detail the guest's link reads, but unmasked, since the desk sees every guest.
 * Undefined when there is no live session or the booking is not one of the staff's properties
 * (the page then answers not found: no oracle for another property's codes), or when the address
 * names no possible booking: the page is not behind the API's route wrapper, so it checks the
 * path as the wrapper would (the booking path's schema, text PostgreSQL can store).
 */
export async function readDeskCheckinBooking(input: {
  pageHeaders: Headers;
  tenantId: string;
  bookingCode: string;
}): Promise<CheckinBooking | undefined> {
  const path = bookingPathSchema.safeParse({ tenant_id: input.tenantId, booking_id: input.bookingCode });
  if (!path.success || !isStorableText(input.tenantId) || !isStorableText(input.bookingCode)) return undefined;
  const db = await getDb();
  try {
    const ctx = await deskSessionContext(db, new Request("http://desk.local/desk", { headers: input.pageHeaders }));
    if (!ctx) return undefined;
    const expiresAt = Math.floor(currentInstant().epochMilliseconds / 1000) + FORM_LIFETIME_SECONDS;
    return await buildCheckinBooking({ db, ctx, tenantId: input.tenantId, bookingCode: input.bookingCode, expiresAt });
  } catch (error) {
    if (error instanceof UnauthenticatedError || error instanceof ForbiddenError || error instanceof NotFoundError) return undefined;
    throw error;
  }
}
