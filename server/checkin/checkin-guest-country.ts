import { and, eq } from "drizzle-orm";
import { verifyCheckinToken } from "@/server/platform/auth/checkin-tokens";
import { getDb } from "@/server/platform/db/client";
import type { Queryable } from "@/server/platform/db/database";
import { bookings, checkinLinks } from "@/server/platform/db/schema";
import { bookingGuestCountry } from "@/server/i18n/booking-guest-country";

/**
 * What a check-in link's booking says of where its guest comes from (bookingGuestCountry), for
 * the page's language when neither the address, an earlier choice nor the browser names one.
 * Undefined for a link that does not work: its page shows only why, in the language the other
 * hints chose.
 */
export async function checkinGuestCountry({ db: given, token }: { db?: Queryable; token: string }): Promise<string | undefined> {
  const claims = verifyCheckinToken(token);
  if (!claims) return undefined;
  const db = given ?? (await getDb());
  const [booking] = await db
    .select({ id: bookings.id, phone: bookings.customerPhone })
    .from(checkinLinks)
    .innerJoin(bookings, eq(bookings.id, checkinLinks.bookingId))
    .where(and(eq(checkinLinks.id, claims.linkId), eq(checkinLinks.propertyId, claims.propertyId)))
    .limit(1);
  return booking ? bookingGuestCountry(db, { id: booking.id, customerPhone: booking.phone }) : undefined;
}
