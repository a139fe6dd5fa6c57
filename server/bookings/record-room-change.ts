import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Transaction } from "@/server/platform/db/database";
import type { WebhookEvent } from "@/server/domain/enums";
import { linesOf } from "./family-lines";
import type { BookingRow } from "./find-booking";
import { recordBookingChange, stateOf, type BookingAction, type BookingState } from "./history/record-booking-change";
import type { BookingLines } from "./load-booking-lines";
import { recordBookingEvent } from "./record-booking-event";

/**
 * What every room operation (check-out, rate, cancel, assign, remove a service) writes after its
 * change, in its transaction: the webhook event of the booking that owns the room, with the
 * booking as it now is, and the history entry from `before` (taken before the change: the row
 * is updated in place) to now, with the reason given.
 */
export async function recordRoomChange(
  tx: Transaction,
  ctx: AuthContext,
  change: {
    event: WebhookEvent;
    booking: BookingRow;
    bookingRoomId: string;
    action: BookingAction;
    before: BookingState;
    after: BookingLines;
    reason?: string | null;
  },
): Promise<void> {
  const lines = linesOf(change.after, change.booking);
  await recordBookingEvent(tx, { type: change.event, booking: change.booking, lines, bookingRoomId: change.bookingRoomId });
  await recordBookingChange(tx, ctx, {
    booking: change.booking,
    bookingRoomId: change.bookingRoomId,
    action: change.action,
    before: change.before,
    after: stateOf(change.booking, lines),
    reason: change.reason,
  });
}
