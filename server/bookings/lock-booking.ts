import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import { NotFoundError } from "@/server/domain/errors";
import type { BookingRow } from "./find-booking";

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
 * One statement finds the booking by its code (only within the property: decisions.md) and
 * locks and reads its family; the write reads no booking row again.
 */
export async function lockBooking(tx: Transaction, propertyId: string, code: string): Promise<LockedBooking> {
  // The named booking, and the group its family hangs on: its own id for a group, its group's for a child.
  const named = tx
    .select({
      id: sql<string>`${bookings.id}`.as("named_id"),
      groupId: sql<string | null>`case when ${bookings.isGroup} then ${bookings.id} else ${bookings.groupId} end`.as("named_group_id"),
    })
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), eq(bookings.code, code)))
    .as("named");
  const rows = await tx
    .select({ booking: bookings, namedId: named.id })
    .from(bookings)
    .innerJoin(named, or(eq(bookings.id, named.id), eq(bookings.id, named.groupId), eq(bookings.groupId, named.groupId)))
    .where(eq(bookings.propertyId, propertyId))
    .orderBy(asc(bookings.id))
    .for("update", { of: bookings });
  const family = rows.map((row) => row.booking);
  const target = family.find((booking) => booking.id === rows[0]?.namedId);
  if (!target) throw new NotFoundError("Booking not found.");
  return { target, family };
}

/** The bookings whose rooms the target booking holds: itself, or a group's children. */
export function roomHolders(locked: LockedBooking): BookingRow[] {
  return locked.target.isGroup
    ? locked.family.filter((booking) => booking.groupId === locked.target.id)
    : [locked.target];
}
