import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import { ACTIVE_ROOM_STATUSES, type BookingStatus } from "@/server/domain/enums";
import type { BookingRow } from "./find-booking";
import type { BookingLines } from "./load-booking-lines";
import type { LockedBooking } from "./lock-booking";

/** Whether any room of the booking is still active (reserved, confirmed, holding, checked in), in the lines as the write left them. */
export function hasActiveRooms(familyLines: BookingLines, booking: BookingRow): boolean {
  return familyLines.rooms.some(
    (room) => room.bookingId === booking.id && (ACTIVE_ROOM_STATUSES as readonly string[]).includes(room.status),
  );
}

/** Writes the status and keeps the locked row in step, so what follows (the group, the answer) sees it. */
export async function setBookingStatus(tx: Transaction, booking: BookingRow, status: BookingStatus): Promise<void> {
  if (booking.status === status) return;
  await tx.update(bookings).set({ status, updatedAt: new Date() }).where(eq(bookings.id, booking.id));
  booking.status = status;
}

/**
 * A group (master) booking follows its children: cancelled when all are cancelled, finished
 * when all are finished or cancelled, in progress while one is in progress or done. (Our choice; the spec
 * names no rule for the master.) The children are the locked family, as this write left them.
 */
export async function followGroupStatus(tx: Transaction, locked: LockedBooking, child: BookingRow): Promise<void> {
  const group = child.groupId ? locked.family.find((booking) => booking.id === child.groupId) : undefined;
  if (!group) return;
  const statuses = locked.family
    .filter((booking) => booking.groupId === group.id && booking.id !== group.id)
    .map((booking) => booking.status);
  if (statuses.length === 0) return;
  let status: BookingStatus = "reserved";
  if (statuses.every((s) => s === "cancelled")) status = "cancelled";
  else if (statuses.every((s) => s === "finished" || s === "cancelled")) status = "finished";
  else if (statuses.some((s) => s === "in_progress" || s === "finished")) status = "in_progress";
  await setBookingStatus(tx, group, status);
}
