import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "@/server/platform/db/database";
import { groupRows } from "@/server/platform/db/group-rows";
import { bookingRooms, bookingSources, bookings, rooms, roomTypes } from "@/server/platform/db/schema";

/**
 * Bookings of one property as the desk lists them (Today, search): who, when, which rooms
 * in which status, the source badge, and the notes (the staff's and channel's, and the guest's
 * message: the desk is staff; each at most 1,000 characters). Two queries whatever the number of bookings.
 */
export async function bookingSummaries(db: Queryable, propertyId: string, where: SQL | undefined, limit = 200) {
  const group = alias(bookings, "group_booking");
  const rows = await db
    .select({
      id: bookings.id,
      code: bookings.code,
      status: bookings.status,
      isGroup: bookings.isGroup,
      groupCode: group.code,
      checkinDate: bookings.checkinDate,
      checkoutDate: bookings.checkoutDate,
      arrivalHour: bookings.arrivalHour,
      departureHour: bookings.departureHour,
      customerName: bookings.customerName,
      customerPhone: bookings.customerPhone,
      notes: bookings.notes,
      guestMessage: bookings.guestMessage,
      sourceName: bookingSources.name,
      sourceNameVi: bookingSources.translatedNameVi,
      sourceNameEn: bookingSources.translatedNameEn,
      sourceColor: bookingSources.color,
    })
    .from(bookings)
    .innerJoin(bookingSources, eq(bookingSources.id, bookings.sourceId))
    .leftJoin(group, eq(group.id, bookings.groupId))
    .where(and(eq(bookings.propertyId, propertyId), where))
    .orderBy(asc(bookings.checkinDate), asc(bookings.code))
    .limit(limit);
  const roomRows =
    rows.length === 0
      ? []
      : await db
          .select({
            id: bookingRooms.id,
            bookingId: bookingRooms.bookingId,
            status: bookingRooms.status,
            checkinDate: bookingRooms.checkinDate,
            checkoutDate: bookingRooms.checkoutDate,
            checkedOutAt: bookingRooms.checkedOutAt,
            roomType: roomTypes.title,
            roomUnit: rooms.name,
          })
          .from(bookingRooms)
          .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
          .leftJoin(rooms, eq(rooms.id, bookingRooms.roomId))
          .where(
            and(
              eq(bookingRooms.propertyId, propertyId),
              inArray(
                bookingRooms.bookingId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(bookingRooms.position), asc(bookingRooms.id));
  const roomsOf = groupRows(roomRows, (room) => room.bookingId);
  return rows.map((row) => ({
    code: row.code,
    status: row.status,
    is_group: row.isGroup,
    group_code: row.groupCode,
    checkin_date: row.checkinDate,
    checkout_date: row.checkoutDate,
    arrival_hour: row.arrivalHour,
    departure_hour: row.departureHour,
    customer: { name: row.customerName, phone: row.customerPhone },
    notes: row.notes,
    guest_message: row.guestMessage,
    // Both languages' names: the desk shows the one it speaks, as the sources legend does.
    booking_source: { name: row.sourceName, color: row.sourceColor, names: { vi: row.sourceNameVi, en: row.sourceNameEn } },
    rooms: (roomsOf.get(row.id) ?? []).map((room) => ({
      id: room.id,
      checkin_status: room.status,
      room_type: room.roomType,
      room_unit: room.roomUnit,
      // A room's own stay (a stay change may move it off the booking's) and when it left.
      checkin_date: room.checkinDate,
      checkout_date: room.checkoutDate,
      checked_out_at: room.checkedOutAt ? room.checkedOutAt.toISOString() : null,
    })),
  }));
}

export type BookingSummary = Awaited<ReturnType<typeof bookingSummaries>>[number];
