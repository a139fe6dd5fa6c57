import { sql } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { typeQuantitiesCtes } from "./room-type-quantities";

/** Per room type, the rooms free each night from `from` up to the night before `to`. */
export type FreeRoomsByNight = Map<string, Map<string, number>>;

/**
 * The rooms of each given room type free on each night of a range, by the rules of Search Room
 * Type (the same CTEs: confirmed and checked-in rooms, maintenance, out-of-order units), night by
 * night instead of the busiest night alone, so a refusal can name the nights that are short.
 * A night missing from a type's map has every unit free. Can be negative when a type is
 * overbooked (by an import, or units taken out of sale under stays): the caller compares.
 */
export async function freeRoomsByNight(
  db: Queryable,
  input: { propertyId: string; roomTypeIds: readonly string[]; from: string; to: string },
): Promise<{ units: Map<string, number>; free: FreeRoomsByNight }> {
  const rows = await queryRows<{ room_type_id: string; units: number; night: string | null; free: number | null }>(
    db,
    sql`with ${typeQuantitiesCtes({ propertyIds: [input.propertyId], roomTypeIds: input.roomTypeIds, checkinDate: input.from, checkoutDate: input.to })}
    select t.id::text as room_type_id, t.units, to_char(n.night, 'YYYY-MM-DD') as night, (t.units - n.rooms)::int as free
    from types t
    left join taken_nights n on n.room_type_id = t.id`,
  );
  const units = new Map<string, number>();
  const free: FreeRoomsByNight = new Map();
  for (const row of rows) {
    units.set(row.room_type_id, row.units);
    const nights = free.get(row.room_type_id) ?? new Map<string, number>();
    if (row.night !== null && row.free !== null) nights.set(row.night, row.free);
    free.set(row.room_type_id, nights);
  }
  return { units, free };
}
