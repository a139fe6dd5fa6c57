import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, guests } from "@/server/platform/db/schema";
import { countryOfPhone } from "@/server/i18n/guest-language";

/**
 * Where a booking's guest comes from, as the check-in page reads it for its language
 * (server/checkin/checkin-guest-country.ts, which goes through a link: that folder cannot be
 * imported here): a registered guest's nationality, the primary guest first, else the country
 * of the customer's phone number.
 */
export async function bookingGuestCountry(db: Queryable, booking: { id: string; customerPhone: string | null }): Promise<string | undefined> {
  const [guest] = await db
    .select({ country: guests.country })
    .from(guests)
    .innerJoin(bookingRooms, eq(bookingRooms.id, guests.bookingRoomId))
    .where(and(eq(bookingRooms.bookingId, booking.id), isNotNull(guests.country)))
    .orderBy(desc(guests.isPrimaryGuest), asc(guests.id))
    .limit(1);
  return guest?.country ?? countryOfPhone(booking.customerPhone);
}
