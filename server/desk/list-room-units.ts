import { and, asc, eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, bookings, rooms } from "@/server/platform/db/schema";
import { findBookingByCode } from "@/server/bookings/find-booking";
import { loadBookingLines } from "@/server/bookings/load-booking-lines";
import { resolveBookingRoom } from "@/server/bookings/resolve-booking-room";
import { unitsConflicts } from "@/server/bookings/room-assignment/unit-conflicts";
import { requireProperty } from "@/server/properties/require-property";
import { requireDeskSession } from "@/server/staff/require-desk-session";

/**
 * The physical rooms a booking room can go to (its type's), each with what stands in the way
 * for its nights (another stay, maintenance, out of order): the desk's assign dialog. Free ones first.
 */
export async function listRoomUnits({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; roomId: string };
}) {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const booking = await findBookingByCode(db, property.id, input.bookingCode);
  const lines = await loadBookingLines(db, booking);
  // A group's page lists its children's rooms: they are the group's to place too.
  const children = booking.isGroup
    ? await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.propertyId, property.id), eq(bookings.groupId, booking.id)))
    : [];
  const { room } = resolveBookingRoom({ target: booking, family: [booking, ...children] }, lines, input.roomId);
  const [stay] = await db
    .select({ roomTypeId: bookingRooms.roomTypeId, checkinDate: bookingRooms.checkinDate, checkoutDate: bookingRooms.checkoutDate })
    .from(bookingRooms)
    .where(eq(bookingRooms.id, room.id));
  const units = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.propertyId, property.id), eq(rooms.roomTypeId, stay!.roomTypeId)))
    .orderBy(asc(rooms.name));
  const conflicts = await unitsConflicts(db, units, stay!, room.id);
  const listed = units.map((unit) => ({
    room_unit: unit.name,
    assigned: unit.name === room.roomUnit,
    conflicts: conflicts.get(unit.id) ?? [],
  }));
  return {
    room_type: room.roomType,
    checkin_date: stay!.checkinDate,
    checkout_date: stay!.checkoutDate,
    units: [...listed.filter((unit) => unit.conflicts.length === 0), ...listed.filter((unit) => unit.conflicts.length > 0)],
  };
}

export type RoomUnits = Awaited<ReturnType<typeof listRoomUnits>>;
