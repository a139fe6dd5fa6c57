import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import { checkinComplete } from "@/server/bookings/rules/checkin-complete";
import { registrationOf } from "./booking-detail";
import { linesOf } from "./family-lines";
import type { BookingRow } from "./find-booking";
import type { BookingLines } from "./load-booking-lines";
import { recordBookingEvent } from "./record-booking-event";

/**
 * Keeps bookings.checkin_completed_at in step with the registrations, in the write's own
 * transaction, after every write that can change them (a guest added, edited or removed, a room
 * cancelled, checked out or moved to other dates). A booking whose open rooms have just all come
 * to a complete registration gets the time and a `checkin.completed` event (with the booking as
 * it now is); one that stops being complete goes back to null, so the next completion is told
 * again. Judged per booking that holds rooms: a group's children each on their own rooms, the
 * group (master) itself never. `familyLines` are the lines as the write leaves them; the rows are
 * the locked ones, updated in place.
 */
export async function followCheckinCompletion(tx: Transaction, familyLines: BookingLines, holders: Iterable<BookingRow>): Promise<void> {
  for (const booking of new Set(holders)) {
    if (booking.isGroup) continue;
    const lines = linesOf(familyLines, booking);
    const complete = checkinComplete(lines.rooms, (room) => registrationOf(room, lines).complete);
    if (complete === null || complete === (booking.checkinCompletedAt !== null)) continue;
    const completedAt = complete ? new Date() : null;
    await tx.update(bookings).set({ checkinCompletedAt: completedAt }).where(eq(bookings.id, booking.id));
    booking.checkinCompletedAt = completedAt;
    if (complete) await recordBookingEvent(tx, { type: "checkin.completed", booking, lines, bookingRoomId: null });
  }
}
