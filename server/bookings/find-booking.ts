import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import { NotFoundError } from "@/server/domain/errors";

export type BookingRow = typeof bookings.$inferSelect;

function prepareFind(db: Queryable) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.propertyId, sql.placeholder("propertyId")), eq(bookings.code, sql.placeholder("code"))))
    .limit(1)
    .prepare("find_booking_by_code");
}

// It starts every booking read (a write finds and locks in one statement: lock-booking.ts):
// built once per database handle (a transaction builds its own) and named, so PostgreSQL
// plans it once per connection.
const prepared = new WeakMap<Queryable, ReturnType<typeof prepareFind>>();

/**
 * A booking by its code, only within the given property: a code of another property is
 * "not found" (decisions.md), so nothing tells a caller that it exists elsewhere.
 */
export async function findBookingByCode(db: Queryable, propertyId: string, code: string): Promise<BookingRow> {
  let find = prepared.get(db);
  if (!find) {
    find = prepareFind(db);
    prepared.set(db, find);
  }
  const [booking] = await find.execute({ propertyId, code });
  if (!booking) throw new NotFoundError("Booking not found.");
  return booking;
}
