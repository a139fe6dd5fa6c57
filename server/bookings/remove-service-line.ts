import { recordRoomChange } from "./record-room-change";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { serviceLines } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { ForbiddenError, InvalidRoomStatusError, NotFoundError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { bookingAnswer } from "./booking-answer";
import { linesOf, loadFamilyLines } from "./family-lines";
import { stateOf } from "./history/record-booking-change";
import type { BookingLines } from "./load-booking-lines";
import { lockBooking } from "./lock-booking";
import { resolveBookingRoom } from "./resolve-booking-room";
import { reasonSchema, roomPathSchema } from "./room-operation-schemas";

/** The path names the line by its own id (`line_id` in the detail); a malformed one is 422 on `service_id`. */
export const serviceLinePathSchema = roomPathSchema.extend({
  service_id: z.uuid("The service_id must be a service line's UUID (`line_id`)."),
});

export const removeServiceBodySchema = z.strictObject({ reason: reasonSchema });

/** A room that left or was cancelled is settled: its bill no longer changes. */
const SETTLED = ["cancelled", "checked_out"];

/**
 * Remove Service (extension): takes one service line off a booking room. The booking and its
 * group are locked first; the totals follow from the lines that remain, so the answer, the
 * booking.updated event and the history entry (`room.service_removed`, the line before and
 * nothing after) all show the booking without it. A check-in link may not remove services.
 */
export async function removeServiceLine({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; roomId: string; serviceLineId: string; reason: string | null };
}) {
  if (ctx.credential.kind === "checkin_token") throw new ForbiddenError("A check-in link cannot remove services.");
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const locked = await lockBooking(tx, property.id, input.bookingCode);
    const lines = await loadFamilyLines(tx, locked);
    const { room, owner } = resolveBookingRoom(locked, lines, input.roomId);
    const roomLines = lines.serviceLines.get(room.id) ?? [];
    const lineId = input.serviceLineId.toLowerCase();
    if (!roomLines.some((line) => line.id === lineId)) throw new NotFoundError("This room has no service line of that id.");
    if (SETTLED.includes(room.status)) {
      throw new InvalidRoomStatusError(
        `Services cannot be removed from a ${room.status.replace("_", " ")} room.`,
        room.status,
        owner.status,
      );
    }

    await tx.delete(serviceLines).where(and(eq(serviceLines.propertyId, property.id), eq(serviceLines.id, lineId)));
    const byRoom = new Map(lines.serviceLines);
    byRoom.set(
      room.id,
      roomLines.filter((line) => line.id !== lineId),
    );
    const after: BookingLines = { ...lines, serviceLines: byRoom };
    const before = stateOf(owner, linesOf(lines, owner));
    await recordRoomChange(tx, ctx, {
      event: "booking.updated",
      booking: owner,
      bookingRoomId: room.id,
      action: "room.service_removed",
      before,
      after,
      reason: input.reason,
    });
    return bookingAnswer(tx, ctx, locked.target, linesOf(after, locked.target));
  });
}
