import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { verifyCheckinToken } from "@/server/platform/auth/checkin-tokens";
import { getDb } from "@/server/platform/db/client";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, bookings, checkinLinks, guests } from "@/server/platform/db/schema";
import { countryOfPhone } from "@/server/i18n/guest-language";

/**
 * What a check-in link's booking says of where its guest comes from, for the page's language
 * when neither the address, an earlier choice nor the browser names one: the nationality of a
 * guest already registered (the primary guest first), else the country of the customer's phone
 * number. The contract's customer has no country of its own. Undefined for a link that does not
 * work: its page shows only why, in the language the other hints chose.
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
  if (!booking) return undefined;
  const [guest] = await db
    .select({ country: guests.country })
    .from(guests)
    .innerJoin(bookingRooms, eq(bookingRooms.id, guests.bookingRoomId))
    .where(and(eq(bookingRooms.bookingId, booking.id), isNotNull(guests.country)))
    .orderBy(desc(guests.isPrimaryGuest), asc(guests.id))
    .limit(1);
  return guest?.country ?? countryOfPhone(booking.phone);
}
