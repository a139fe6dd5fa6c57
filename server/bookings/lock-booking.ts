import { and, asc, eq, or } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import { findBookingByCode, type BookingRow } from "./find-booking";

export interface LockedBooking {
  /** The booking named in the URL; a group (master) code is allowed. */
  target: BookingRow;
  /** The target and, when it is in a group, the group and all its children: all locked. */
  family: BookingRow[];
}

/**
 * Locks the booking of the URL and its whole group with SELECT ... FOR UPDATE before a write,
 * so concurrent writes on one booking (or one group: a child's check-out reads the group's
 * balance) run one after the other. Rows are locked in id order, so two writes never deadlock.
 */
export async function lockBooking(tx: Transaction, propertyId: string, code: string): Promise<LockedBooking> {
  const found = await findBookingByCode(tx, propertyId, code);
  const groupId = found.isGroup ? found.id : found.groupId;
  const family = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        groupId ? or(eq(bookings.id, groupId), eq(bookings.groupId, groupId)) : eq(bookings.id, found.id),
      ),
    )
    .orderBy(asc(bookings.id))
    .for("update");
  const target = family.find((booking) => booking.id === found.id)!;
  return { target, family };
}

/** The bookings whose rooms the target booking holds: itself, or a group's children. */
export function roomHolders(locked: LockedBooking): BookingRow[] {
  return locked.target.isGroup
    ? locked.family.filter((booking) => booking.groupId === locked.target.id)
    : [locked.target];
}
