import { and, eq, inArray, ne } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookingRooms, bookings } from "@/server/platform/db/schema";
import { ACTIVE_ROOM_STATUSES, type BookingStatus } from "@/server/domain/enums";
import type { BookingRow } from "./find-booking";
import type { LockedBooking } from "./lock-booking";

/** Whether any room of the booking is still active (reserved, confirmed, holding, checked in). */
export async function hasActiveRooms(tx: Transaction, booking: BookingRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookingRooms.id })
    .from(bookingRooms)
    .where(and(eq(bookingRooms.bookingId, booking.id), inArray(bookingRooms.status, [...ACTIVE_ROOM_STATUSES])))
    .limit(1);
  return row !== undefined;
}

export async function setBookingStatus(tx: Transaction, booking: BookingRow, status: BookingStatus): Promise<void> {
  if (booking.status === status) return;
  await tx.update(bookings).set({ status, updatedAt: new Date() }).where(eq(bookings.id, booking.id));
  booking.status = status;
}

/**
 * A group (master) booking follows its children: cancelled when all are cancelled, finished
 * when all are finished or cancelled, in progress while one is in progress or done. (Our choice; the spec
 * names no rule for the master.)
 */
export async function followGroupStatus(tx: Transaction, locked: LockedBooking, child: BookingRow): Promise<void> {
  const group = child.groupId ? locked.family.find((booking) => booking.id === child.groupId) : undefined;
  if (!group) return;
  const children = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.groupId, group.id), ne(bookings.id, group.id)));
  const statuses = children.map((row) => row.status);
  if (statuses.length === 0) return;
  let status: BookingStatus = "reserved";
  if (statuses.every((s) => s === "cancelled")) status = "cancelled";
  else if (statuses.every((s) => s === "finished" || s === "cancelled")) status = "finished";
  else if (statuses.some((s) => s === "in_progress" || s === "finished")) status = "in_progress";
  await setBookingStatus(tx, group, status);
}
