import { recordRoomChange } from "./record-room-change";
import { eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { bookingRooms } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { currentHourIn, currentTimestampIn } from "@/server/domain/dates";
import { InvalidRoomStatusError, UnbalancedCheckoutError, ValidationError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { assertAmountsFit } from "./assert-amounts-fit";
import { bookingAnswer } from "./booking-answer";
import { linesOf, loadFamilyLines } from "./family-lines";
import { followGroupStatus, hasActiveRooms, setBookingStatus } from "./follow-room-statuses";
import { followCheckinCompletion } from "./follow-checkin-completion";
import { checkoutMoney } from "./group-balance";
import { paidInFullForCheckout } from "./rules/overpayment";
import { stateOf } from "./history/record-booking-change";
import { lockBooking, payerOf } from "./lock-booking";
import { resolveBookingRoom } from "./resolve-booking-room";
import { applyPayments, paymentErrors } from "./update-booking/apply-payments";
import { roomAllows } from "@/server/bookings/rules/room-status";
import { withRoomStatus } from "./with-room-status";

/**
 * Check-out Booking Room (spec Endpoint 3). Early check-out keeps the room's dates and price.
 * A room already checked out is a retry: 200, nothing changes, no event.
 * Reads the family and its lines once; the balance, the statuses, the event and the answer
 * are computed from them and from the change.
 */
export async function checkOutRoom({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: {
    tenantId: string;
    bookingCode: string;
    roomId: string;
    departureHour?: string | null;
    /** Money received at the desk with the check-out (extension): recorded first, on the booking that pays. */
    payment?: { amount: string; method?: string | null } | null;
  };
}) {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const locked = await lockBooking(tx, property.id, input.bookingCode);
    let lines = await loadFamilyLines(tx, locked);
    const { room, owner } = resolveBookingRoom(locked, lines, input.roomId);

    if (room.status !== "checked_out") {
      if (!roomAllows("checkOut", room.status)) {
        throw new InvalidRoomStatusError("Only a checked-in room can be checked out.", room.status, owner.status);
      }
      const before = stateOf(owner, linesOf(lines, owner));
      if (input.payment) {
        // The money goes where the balance is: to the group, for a merged child.
        const payer = payerOf(owner, locked.family);
        const records = [
          { amount: input.payment.amount, method: input.payment.method ?? null, paid_at: currentTimestampIn(property.timezone) },
        ];
        const errors = paymentErrors({ method: "add", records }, payer.currency);
        if (Object.keys(errors).length > 0) throw new ValidationError({ "payment.amount": Object.values(errors)[0]! });
        lines = await applyPayments(tx, { booking: payer, payments: { method: "add", records }, lines });
        assertAmountsFit(locked.family, lines, "payment.amount");
      }
      if (property.requireFullPaymentAtCheckout) {
        // Paid in full: nothing due, and what was paid over refunded or kept as credit by a manager.
        const { balance, kept } = checkoutMoney(locked, lines, owner);
        if (!paidInFullForCheckout(balance, kept)) throw new UnbalancedCheckoutError(balance, property.currency, kept);
      }
      await tx
        .update(bookingRooms)
        .set({
          status: "checked_out",
          actualDepartureHour: input.departureHour ?? currentHourIn(property.timezone),
          checkedOutAt: new Date(),
        })
        .where(eq(bookingRooms.id, room.id));
      lines = withRoomStatus(lines, [room.id], "checked_out");
      if (!hasActiveRooms(lines, owner)) await setBookingStatus(tx, owner, "finished");
      await followGroupStatus(tx, locked, owner);
      await recordRoomChange(tx, ctx, {
        event: "booking.checked_out",
        booking: owner,
        bookingRoomId: room.id,
        action: "room.checked_out",
        before,
        after: lines,
      });
      // A room that left no longer holds the online check-in back.
      await followCheckinCompletion(tx, lines, [owner]);
    }
    return bookingAnswer(tx, ctx, locked.target, linesOf(lines, locked.target));
  });
}
