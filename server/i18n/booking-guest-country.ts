import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, guests } from "@/server/platform/db/schema";
import { countryOfPhone } from "./guest-language";

/**
 * Where a booking's guest comes from, for a language when nothing else names one (the check-in
 * page through its link, server/checkin/checkin-booking-language.ts; the check-in e-mails): a
 * registered guest's nationality, the primary guest first, else the country of the customer's
 * phone number. The contract's customer has no country of its own.
 */
export async function bookingGuestCountry(
  db: Queryable,
  booking: { id: string; customerPhone: string | null },
): Promise<string | undefined> {
  const [guest] = await db
    .select({ country: guests.country })
    .from(guests)
    .innerJoin(bookingRooms, eq(bookingRooms.id, guests.bookingRoomId))
    .where(and(eq(bookingRooms.bookingId, booking.id), isNotNull(guests.country)))
    .orderBy(desc(guests.isPrimaryGuest), asc(guests.id))
    .limit(1);
  return guest?.country ?? countryOfPhone(booking.customerPhone);
}
