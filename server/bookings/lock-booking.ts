import { sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { preparedStatement } from "@/server/platform/db/query-rows";
import { NotFoundError } from "@/server/domain/errors";
import { bookingRowJson, toBookingRow, type BookingRowJson } from "./booking-row-json";
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
  const rows = await lockFamily(tx, { propertyId, code });
  const family = rows.map((row) => toBookingRow(row.booking));
  const target = family[rows.findIndex((row) => row.named)];
  if (!target) throw new NotFoundError("Booking not found.");
  return { target, family };
}

// The named booking, and the group its family hangs on: its own id for a group, its group's for
// a child; then the family, locked in id order. A prepared statement: built once, planned once
// per connection (the query builder cost a third of a small write).
const lockFamily = preparedStatement<{ booking: BookingRowJson; named: boolean }, { propertyId: string; code: string }>(
  "lock_booking_family",
  () => sql`
    with named as (
      select id, case when is_group then id else group_id end as group_id
      from bookings where property_id = ${sql.placeholder("propertyId")} and code = ${sql.placeholder("code")}
    )
    select ${bookingRowJson("b")} as booking, b.id = named.id as named
    from bookings b join named on b.id = named.id or b.id = named.group_id or b.group_id = named.group_id
    where b.property_id = ${sql.placeholder("propertyId")}
    order by b.id
    for update of b`,
);

/** The bookings whose rooms the target booking holds: itself, or a group's children. */
export function roomHolders(locked: LockedBooking): BookingRow[] {
  return locked.target.isGroup ? locked.family.filter((booking) => booking.groupId === locked.target.id) : [locked.target];
}

/**
 * The booking that pays for `booking`: a merged child's group, whose balance decides the child's
 * check-out and receives the money taken at it (decisions.md: "for a child of a group booking
 * the balance is that of the whole group"); any other booking pays for itself. The one place
 * this rule is written: check-out, the desk's ledger and Today board, and the guest page ask it.
 * `family` must hold the group: a locked family does; a read passes the group it read
 * (group-balance.ts). A group missing from it is a caller's bug, not a reason to bill the child.
 */
export function payerOf<Booking extends Pick<BookingRow, "id" | "code" | "groupId">>(
  booking: Booking,
  family: readonly Booking[],
): Booking {
  if (!booking.groupId) return booking;
  const group = family.find((member) => member.id === booking.groupId);
  if (!group) throw new Error(`The group of booking ${booking.code} was not read with it.`);
  return group;
}
