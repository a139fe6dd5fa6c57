import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/server/db/database";
import {
  bookingRooms,
  bookingSources,
  bookings,
  guests,
  identityImages,
  meals,
  nightlyPrices,
  payments,
  rooms,
  roomTypes,
  serviceLines,
} from "@/server/db/schema";
import type { BookingRow } from "./find-booking";

/**
 * Everything a booking detail is made of, in a fixed number of queries whatever the number
 * of rooms (no query per room). A group (master) booking reads the rooms and payments of its
 * children as well as its own.
 */
export async function loadBookingLines(db: Queryable, booking: BookingRow) {
  const bookingIds = await memberBookingIds(db, booking);
  const roomRows = await db
    .select({
      id: bookingRooms.id,
      bookingId: bookingRooms.bookingId,
      status: bookingRooms.status,
      roomType: roomTypes.title,
      roomUnit: rooms.name,
      adults: bookingRooms.adults,
      children: bookingRooms.children,
      infants: bookingRooms.infants,
      hasBreakfast: bookingRooms.hasBreakfast,
      discount: bookingRooms.discount,
    })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .leftJoin(rooms, eq(rooms.id, bookingRooms.roomId))
    .where(and(eq(bookingRooms.propertyId, booking.propertyId), inArray(bookingRooms.bookingId, bookingIds)))
    .orderBy(asc(bookings.code), asc(bookingRooms.position), asc(bookingRooms.id));
  const roomIds = roomRows.map((room) => room.id);

  const [priceRows, lineRows, mealRows, guestRows, paymentRows, source] = await Promise.all([
    db
      .select({ bookingRoomId: nightlyPrices.bookingRoomId, price: nightlyPrices.price })
      .from(nightlyPrices)
      .where(inArray(nightlyPrices.bookingRoomId, roomIds)),
    db
      .select()
      .from(serviceLines)
      .where(inArray(serviceLines.bookingRoomId, roomIds))
      .orderBy(asc(serviceLines.createdAt), asc(serviceLines.id)),
    db.select().from(meals).where(inArray(meals.bookingRoomId, roomIds)).orderBy(asc(meals.serveDate), asc(meals.id)),
    db.select().from(guests).where(inArray(guests.bookingRoomId, roomIds)).orderBy(asc(guests.position), asc(guests.id)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.propertyId, booking.propertyId), inArray(payments.bookingId, [...new Set([booking.id, ...bookingIds])])))
      .orderBy(asc(payments.id)),
    db
      .select({ name: bookingSources.name, color: bookingSources.color })
      .from(bookingSources)
      .where(eq(bookingSources.id, booking.sourceId))
      .limit(1),
  ]);

  const imageRows = await db
    .select({ guestId: identityImages.guestId, storageKey: identityImages.storageKey })
    .from(identityImages)
    .where(
      inArray(
        identityImages.guestId,
        guestRows.map((guest) => guest.id),
      ),
    )
    .orderBy(asc(identityImages.position), asc(identityImages.createdAt));

  return {
    rooms: roomRows,
    identityImages: groupBy(imageRows, (row) => String(row.guestId)),
    nightlyPrices: groupBy(priceRows, (row) => row.bookingRoomId),
    serviceLines: groupBy(lineRows, (row) => row.bookingRoomId),
    meals: groupBy(mealRows, (row) => row.bookingRoomId),
    guests: groupBy(guestRows, (row) => row.bookingRoomId),
    payments: paymentRows,
    // bookings.source_id is NOT NULL with a foreign key, so the source is always there.
    source: source[0]!,
  };
}

export type BookingLines = Awaited<ReturnType<typeof loadBookingLines>>;

/** The bookings whose rooms a booking shows: itself, or for a group its children. */
async function memberBookingIds(db: Queryable, booking: BookingRow): Promise<string[]> {
  if (!booking.isGroup) return [booking.id];
  const children = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.propertyId, booking.propertyId), eq(bookings.groupId, booking.id)))
    .orderBy(asc(bookings.code));
  return children.map((child) => child.id);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
