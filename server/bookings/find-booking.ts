import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/server/db/database";
import { bookings } from "@/server/db/schema";
import { NotFoundError } from "@/server/http/errors";

export type BookingRow = typeof bookings.$inferSelect;

/**
 * A booking by its code, only within the given property: a code of another property is
 * "not found" (decisions.md), so nothing tells a caller that it exists elsewhere.
 */
export async function findBookingByCode(db: Queryable, propertyId: string, code: string): Promise<BookingRow> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), eq(bookings.code, code)))
    .limit(1)
    // Named, so PostgreSQL plans it once per connection: it starts every booking request.
    .prepare("find_booking_by_code")
    .execute();
  if (!booking) throw new NotFoundError("Booking not found.");
  return booking;
}
