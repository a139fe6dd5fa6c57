import type { WebhookEvent } from "@/server/domain/enums";
import { recordRoomChange } from "./record-room-change";
import { and, eq, ne } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { bookingRooms } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { InvalidRoomStatusError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { bookingAnswer } from "./booking-answer";
import { linesOf, loadFamilyLines } from "./family-lines";
import { followCheckinCompletion } from "./follow-checkin-completion";
import { followGroupStatus, setBookingStatus } from "./follow-room-statuses";
import { stateOf } from "./history/record-booking-change";
import { lockBooking } from "./lock-booking";
import { resolveBookingRoom } from "./resolve-booking-room";
import { cancelConsequence } from "@/server/bookings/rules/cancel-consequence";
import { roomFeesOf } from "./room-fees";
import { roomAllows } from "@/server/bookings/rules/room-status";
import { withRoomStatus } from "./with-room-status";

/**
 * Cancel Booking Room (spec Endpoint 5). Cancelling the last paying room (room_fee > 0, no
 * other uncancelled room with room_fee > 0) cancels the booking that owns it, and with it the
 * booking's remaining free rooms, so they stop taking inventory. The response is the booking
 * detail with room_fee and room_charge on the booking and on each room.
 * Reads the family and its lines once; the fees, the statuses, the event and the answer are
 * computed from them and from the change.
 */
export async function cancelRoom({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; roomId: string; reason?: string | null };
}) {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const locked = await lockBooking(tx, property.id, input.bookingCode);
    let lines = await loadFamilyLines(tx, locked);
    const { room, owner } = resolveBookingRoom(locked, lines, input.roomId);

    if (room.status !== "cancelled") {
      if (!roomAllows("cancel", room.status)) {
        throw new InvalidRoomStatusError("A checked-in or checked-out room cannot be cancelled.", room.status, owner.status);
      }
      const before = stateOf(owner, linesOf(lines, owner));
      const fees = roomFeesOf(lines, owner.id);
      const consequence = cancelConsequence(
        fees.map((fee) => ({ ...fee, bookingCode: owner.code })),
        room.id,
        () => owner.status,
      );

      // Cancelling the last paying room cancels the booking: its event says so.
      let event: WebhookEvent = "booking.updated";
      if (consequence.cancelsBooking && owner.status !== "cancelled") {
        if (consequence.refusedStatus) {
          throw new InvalidRoomStatusError(
            `This is the last paying room: cancelling it would cancel the booking, which a booking ${owner.status} does not allow.`,
            room.status,
            owner.status,
          );
        }
        await tx
          .update(bookingRooms)
          .set({ status: "cancelled" })
          .where(and(eq(bookingRooms.bookingId, owner.id), ne(bookingRooms.status, "cancelled")));
        lines = withRoomStatus(
          lines,
          fees.map((fee) => fee.id),
          "cancelled",
        );
        await setBookingStatus(tx, owner, "cancelled");
        await followGroupStatus(tx, locked, owner);
        event = "booking.cancelled";
      } else {
        await tx.update(bookingRooms).set({ status: "cancelled" }).where(eq(bookingRooms.id, room.id));
        lines = withRoomStatus(lines, [room.id], "cancelled");
      }
      await recordRoomChange(tx, ctx, {
        event,
        booking: owner,
        bookingRoomId: room.id,
        action: "room.cancelled",
        before,
        after: lines,
        reason: input.reason,
      });
      // A cancelled room no longer holds the online check-in back.
      await followCheckinCompletion(tx, lines, [owner]);
    }
    return bookingAnswer(tx, ctx, locked.target, linesOf(lines, locked.target), { withRoomCharges: true });
  });
}
