import { and, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, bookings, maintenanceWindows } from "@/server/platform/db/schema";
import { addDays } from "@/server/domain/dates";
import { INVENTORY_ROOM_STATUSES } from "@/server/domain/enums";
import type { UnitConflict } from "@/server/domain/errors";

/** The nights a stay occupies, as [first, end): a same-day (day-use) stay occupies its one night. */
function occupiedNights(stay: { checkinDate: string; checkoutDate: string }): { first: string; end: string } {
  return { first: stay.checkinDate, end: stay.checkoutDate > stay.checkinDate ? stay.checkoutDate : addDays(stay.checkinDate, 1) };
}

type Unit = { id: string; propertyId: string; outOfOrder: boolean };

/**
 * What keeps a physical room from taking a stay: another booking's room assigned to it on one of
 * the stay's nights (a stay that takes inventory: confirmed or checked in), a maintenance window
 * on those nights, or the room being out of order. `except` is the booking room being placed.
 */
export async function unitConflicts(
  db: Queryable,
  unit: Unit,
  stay: { checkinDate: string; checkoutDate: string },
  except: string,
): Promise<UnitConflict[]> {
  // The API's conflict names nights only (its documented shape); the check-out day is the desk's.
  return ((await unitsConflicts(db, [unit], stay, except)).get(unit.id) ?? []).map(({ kind, booking_id, from, to }) => ({
    kind,
    booking_id,
    from,
    to,
  }));
}

/**
 * A conflict as the desk lists it: for another booking's stay, also its check-out day, since the
 * desk writes every stay arrival → check-out (a last night of 27/11 is a stay "→ 28/11").
 */
export type StayConflict = UnitConflict & { checkout_date: string | null };

/** The conflicts of several rooms of one property at once (two statements whatever their number), by room id. */
export async function unitsConflicts(
  db: Queryable,
  units: readonly Unit[],
  stay: { checkinDate: string; checkoutDate: string },
  except: string,
): Promise<Map<string, StayConflict[]>> {
  if (units.length === 0) return new Map();
  const ids = units.map((unit) => unit.id);
  const { first, end } = occupiedNights(stay);
  const theirEnd = sql`case when ${bookingRooms.checkoutDate} > ${bookingRooms.checkinDate} then ${bookingRooms.checkoutDate} else ${bookingRooms.checkinDate} + 1 end`;
  const [stays, windows] = await Promise.all([
    db
      .select({ roomId: bookingRooms.roomId, code: bookings.code, from: bookingRooms.checkinDate, to: bookingRooms.checkoutDate })
      .from(bookingRooms)
      .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
      .where(
        and(
          eq(bookingRooms.propertyId, units[0]!.propertyId),
          inArray(bookingRooms.roomId, ids),
          ne(bookingRooms.id, except),
          inArray(bookingRooms.status, [...INVENTORY_ROOM_STATUSES]),
          lt(bookingRooms.checkinDate, end),
          sql`${theirEnd} > ${first}`,
        ),
      )
      .orderBy(bookingRooms.checkinDate),
    db
      .select({ roomId: maintenanceWindows.roomId, from: maintenanceWindows.fromDate, to: maintenanceWindows.toDate })
      .from(maintenanceWindows)
      .where(and(inArray(maintenanceWindows.roomId, ids), lt(maintenanceWindows.fromDate, end), gte(maintenanceWindows.toDate, first)))
      .orderBy(maintenanceWindows.fromDate),
  ]);
  return new Map(
    units.map((unit) => [
      unit.id,
      [
        ...(unit.outOfOrder ? [{ kind: "out_of_order" as const, booking_id: null, from: null, to: null, checkout_date: null }] : []),
        ...stays
          .filter((other) => other.roomId === unit.id)
          .map((other) => ({
            kind: "booking" as const,
            booking_id: other.code,
            from: other.from,
            to: lastNight(other),
            checkout_date: other.to,
          })),
        ...windows
          .filter((window) => window.roomId === unit.id)
          .map((window) => ({ kind: "maintenance" as const, booking_id: null, from: window.from, to: window.to, checkout_date: null })),
      ],
    ]),
  );
}

function lastNight(stay: { from: string; to: string }): string {
  return stay.to > stay.from ? addDays(stay.to, -1) : stay.from;
}
