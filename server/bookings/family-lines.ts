import type { Transaction } from "@/server/platform/db/database";
import type { BookingRow } from "./find-booking";
import { loadBookingLines, type BookingLines } from "./load-booking-lines";
import type { LockedBooking } from "./lock-booking";

/**
 * The one read of lines a write makes, after locking: the lines of the whole locked family in
 * one statement. In a group that is the group's lines (every child's rooms, the group's and
 * children's payments and sources), from which each member's are cut by `linesOf`; otherwise the
 * booking's own.
 */
export function loadFamilyLines(tx: Transaction, locked: LockedBooking): Promise<BookingLines> {
  const group = locked.family.find((booking) => booking.isGroup);
  return loadBookingLines(tx, group ?? locked.target);
}

/**
 * A member's lines as loadBookingLines would read them for it: a group's are the family's; a
 * child's are its own rooms, payments and kept overpayments. Guests, prices, services, meals and images are kept
 * by room or guest, so a child's detail never looks up another's.
 */
export function linesOf(familyLines: BookingLines, booking: BookingRow): BookingLines {
  if (booking.isGroup) return familyLines;
  return {
    ...familyLines,
    rooms: familyLines.rooms.filter((room) => room.bookingId === booking.id),
    payments: familyLines.payments.filter((payment) => payment.bookingId === booking.id),
    keptOverpayments: familyLines.keptOverpayments.filter((kept) => kept.bookingId === booking.id),
  };
}
