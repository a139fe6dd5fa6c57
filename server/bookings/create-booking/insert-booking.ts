import type { Transaction } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import type { BookingRow } from "../find-booking";
import { newBookingCode } from "./booking-code";

/** Codes tried before giving up: with 31^6 codes per prefix, a second try is already rare. */
const CODE_ATTEMPTS = 5;

type NewBooking = Omit<typeof bookings.$inferInsert, "id" | "code" | "propertyId"> & { propertyId: string };

/**
 * Inserts the booking under a new random code, drawing again when the code is taken in the
 * property. `on conflict do nothing` keeps the transaction usable after a collision (a unique
 * violation would abort it), so the retry happens inside the write's own transaction.
 */
export async function insertBooking(tx: Transaction, propertyPrefix: string, booking: NewBooking): Promise<BookingRow> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [inserted] = await tx
      .insert(bookings)
      .values({ ...booking, code: newBookingCode(propertyPrefix) })
      .onConflictDoNothing({ target: [bookings.propertyId, bookings.code] })
      .returning();
    if (inserted) return inserted;
  }
  throw new Error(`No free booking code after ${CODE_ATTEMPTS} attempts.`);
}
