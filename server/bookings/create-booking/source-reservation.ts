import { and, asc, eq, sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import type { BookingRow } from "../find-booking";

/**
 * The booking a source already made under this reservation code, or null, with the code locked
 * until the transaction ends: two creates of one channel reservation run one after the other,
 * and the second finds the first's booking (index bookings_source_reservation_idx) instead of
 * making a second. An advisory lock, since before the first insert there is no row to lock.
 */
export async function lockSourceReservation(
  tx: Transaction,
  reservation: { propertyId: string; sourceId: string; code: string },
): Promise<BookingRow | null> {
  const key = `${reservation.propertyId}/${reservation.sourceId}/${reservation.code}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 7263003))`);
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, reservation.propertyId),
        eq(bookings.sourceId, reservation.sourceId),
        eq(bookings.sourceReservationCode, reservation.code),
      ),
    )
    .orderBy(asc(bookings.createdAt))
    .limit(1);
  return booking ?? null;
}
