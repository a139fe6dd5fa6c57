import { sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { addDays } from "@/server/domain/dates";
import { NoAvailabilityError, type UnavailableNights } from "@/server/domain/errors";
import { freeRoomsByNight } from "./free-rooms-by-night";

/** Nights a write is about to take for one booking room of a room type. */
export interface NightsWanted {
  /** The room's index in the request (Create Booking), or null for the room of the URL. */
  roomIndex: number | null;
  /** Where the refusal points in the request's `errors` (`rooms.0`, `checkout_date`). */
  path: string;
  roomTypeId: string;
  nights: readonly string[];
}

/**
 * Takes the nights a write adds to booking rooms, or refuses them all: locks each (room type,
 * night) wanted, then counts what is free with Search Room Type's rules, under those locks.
 * Call it in the write's transaction, after the booking's own lock and before inserting or
 * changing the booking rooms; the locks hold until commit, so two writes for the last room
 * run one after the other and the second sees the first's room. Nights freed by a write need no
 * call: freeing never oversells.
 *
 * The locks are transaction-scoped advisory locks, one per room type and night, taken in one
 * sorted order so two writes never deadlock: a night without any booking has no row to lock,
 * and a lock on the room type would make unrelated nights wait. Only the writes that add nights
 * take them (Create Booking, Change Room Dates), and never across a network call: webhooks go
 * through the outbox.
 */
export async function claimRoomTypeNights(tx: Transaction, propertyId: string, wanted: readonly NightsWanted[]): Promise<void> {
  const asked = wanted.filter((room) => room.nights.length > 0);
  if (asked.length === 0) return;
  const keys = [...new Set(asked.flatMap((room) => room.nights.map((night) => `${room.roomTypeId}/${night}`)))].sort();
  // Read committed: each statement after the locks sees every write committed before them.
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(hashtextextended(k, 7263002))) from (select k from unnest(${sql.param(keys)}::text[]) as k order by k) as ordered`,
  );

  const nights = asked.flatMap((room) => room.nights).sort();
  const { units, free } = await freeRoomsByNight(tx, {
    propertyId,
    roomTypeIds: [...new Set(asked.map((room) => room.roomTypeId))],
    from: nights[0]!,
    to: addDays(nights.at(-1)!, 1),
  });
  const unavailable = shortNights(asked, units, free);
  if (unavailable.length > 0) throw new NoAvailabilityError(unavailable);
}

/** The nights each room cannot have, the rooms served in request order (pure). */
export function shortNights(
  wanted: readonly NightsWanted[],
  units: ReadonlyMap<string, number>,
  free: ReadonlyMap<string, ReadonlyMap<string, number>>,
): UnavailableNights[] {
  const left = new Map<string, number>();
  const unavailable: UnavailableNights[] = [];
  for (const room of wanted) {
    const short: string[] = [];
    for (const night of room.nights) {
      const key = `${room.roomTypeId}/${night}`;
      const rooms = left.get(key) ?? free.get(room.roomTypeId)?.get(night) ?? units.get(room.roomTypeId) ?? 0;
      if (rooms < 1) short.push(night);
      else left.set(key, rooms - 1);
    }
    if (short.length > 0) unavailable.push({ path: room.path, room_index: room.roomIndex, room_type_id: room.roomTypeId, nights: short });
  }
  return unavailable;
}
