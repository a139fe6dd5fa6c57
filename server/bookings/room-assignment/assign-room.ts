import { recordRoomChange } from "../record-room-change";
import { and, eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { bookingRooms, rooms } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { ForbiddenError, InvalidRoomStatusError, RoomUnitUnavailableError, ValidationError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { bookingAnswer } from "../booking-answer";
import { linesOf, loadFamilyLines } from "../family-lines";
import { stateOf } from "../history/record-booking-change";
import type { BookingLines } from "../load-booking-lines";
import { lockBooking } from "../lock-booking";
import { resolveBookingRoom } from "../resolve-booking-room";
import type { AssignRoomBody } from "../room-operation-schemas";
import { roomAllows } from "@/server/bookings/rules/room-status";
import { unitConflicts } from "./unit-conflicts";

/**
 * Assign Room (extension): puts a booking room in a physical room of its type that is free for
 * its nights, or takes the assignment away. The room is locked first (FOR UPDATE), so two
 * receptionists cannot put two stays in one room at once; a conflict is 409
 * ROOM_UNIT_UNAVAILABLE with what stands in the way. Recorded in the booking's history and sent
 * as a booking.updated event, since Get Booking Detail shows the room (`room_unit`).
 */
export async function assignRoom({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; roomId: string; body: AssignRoomBody };
}) {
  if (ctx.credential.kind === "checkin_token") throw new ForbiddenError("A check-in link cannot assign rooms.");
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const locked = await lockBooking(tx, property.id, input.bookingCode);
    const lines = await loadFamilyLines(tx, locked);
    const { room, owner } = resolveBookingRoom(locked, lines, input.roomId);
    if (!roomAllows("assignUnit", room.status)) {
      throw new InvalidRoomStatusError(`A ${room.status} room cannot be assigned.`, room.status, owner.status);
    }
    const [stay] = await tx
      .select({ roomTypeId: bookingRooms.roomTypeId, checkinDate: bookingRooms.checkinDate, checkoutDate: bookingRooms.checkoutDate })
      .from(bookingRooms)
      .where(eq(bookingRooms.id, room.id));

    let unitId: string | null = null;
    if (input.body.room_unit !== null) {
      const [unit] = await tx
        .select()
        .from(rooms)
        .where(and(eq(rooms.propertyId, property.id), eq(rooms.name, input.body.room_unit)))
        .for("update");
      if (!unit) throw ValidationError.field("room_unit", "The property has no room of this name.");
      if (unit.roomTypeId !== stay!.roomTypeId) throw ValidationError.field("room_unit", `Room ${unit.name} is not a ${room.roomType}.`);
      const conflicts = await unitConflicts(tx, unit, stay!, room.id);
      if (conflicts.length > 0) throw new RoomUnitUnavailableError(unit.name, conflicts);
      unitId = unit.id;
    }
    if ((room.roomUnit ?? null) === (input.body.room_unit ?? null))
      return bookingAnswer(tx, ctx, locked.target, linesOf(lines, locked.target));

    await tx.update(bookingRooms).set({ roomId: unitId }).where(eq(bookingRooms.id, room.id));
    const after: BookingLines = {
      ...lines,
      rooms: lines.rooms.map((line) => (line.id === room.id ? { ...line, roomUnit: input.body.room_unit } : line)),
    };
    const before = stateOf(owner, linesOf(lines, owner));
    await recordRoomChange(tx, ctx, {
      event: "booking.updated",
      booking: owner,
      bookingRoomId: room.id,
      action: "room.assigned",
      before,
      after,
      reason: input.body.reason,
    });
    return bookingAnswer(tx, ctx, locked.target, linesOf(after, locked.target));
  });
}
