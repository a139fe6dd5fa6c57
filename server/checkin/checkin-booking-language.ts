import { and, eq } from "drizzle-orm";
import { verifyCheckinToken } from "@/server/platform/auth/checkin-tokens";
import { getDb } from "@/server/platform/db/client";
import type { Queryable } from "@/server/platform/db/database";
import { bookings, checkinLinks } from "@/server/platform/db/schema";
import { bookingGuestCountry } from "@/server/i18n/booking-guest-country";
import type { BookingLanguageHints } from "@/server/i18n/guest-language";

/**
 * What a check-in link's booking says of its guest's language, for the page's language when
 * neither the address nor an earlier choice names one: the booking's customer.language, and
 * where the guest comes from (bookingGuestCountry, read only if the browser names nothing
 * either). Undefined for a link that does not work: its page shows only why, in the language
 * the other hints chose.
 */
export async function checkinBookingLanguage({
  db: given,
  token,
}: {
  db?: Queryable;
  token: string;
}): Promise<BookingLanguageHints | undefined> {
  const claims = verifyCheckinToken(token);
  if (!claims) return undefined;
  const db = given ?? (await getDb());
  const [booking] = await db
    .select({ id: bookings.id, phone: bookings.customerPhone, language: bookings.customerLanguage })
    .from(checkinLinks)
    .innerJoin(bookings, eq(bookings.id, checkinLinks.bookingId))
    .where(and(eq(checkinLinks.id, claims.linkId), eq(checkinLinks.propertyId, claims.propertyId)))
    .limit(1);
  if (!booking) return undefined;
  return { language: booking.language, country: () => bookingGuestCountry(db, { id: booking.id, customerPhone: booking.phone }) };
}
