import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "@/server/db/database";
import { queryRows } from "@/server/db/query-rows";
import { stayNightsSql } from "./stay-nights-sql";
import { INVENTORY_ROOM_STATUSES } from "@/server/domain/enums";

export interface RoomTypeQuantity {
  property_id: string;
  room_type_id: string;
  title: string;
  occ_adults: number;
  occ_children: number;
  occ_infants: number;
  quantity: number;
}

/**
 * Rooms of each room type free on every night of the stay, computed in the database in one
 * set-based query whatever the number of properties, types or nights: per type and night,
 * units minus units out of sale (out of order, maintenance) minus booking rooms that take
 * inventory (confirmed or checked in, assigned to a unit or not; a day-use room on its one
 * night). A booked unit that is also out of sale is counted once. The quantity is the minimum
 * over the nights, never below 0.
 */
export async function roomTypeQuantities(
  db: Queryable,
  filter: {
    propertyIds: readonly string[] | "all";
    checkinDate: string;
    checkoutDate: string;
    roomTypeId?: string;
    adults?: number;
    children?: number;
    infants?: number;
  },
): Promise<RoomTypeQuantity[]> {
  const properties: SQL =
    filter.propertyIds === "all" ? sql`true` : sql`rt.property_id in (${sql.join(filter.propertyIds.map((id) => sql`${id}`), sql`, `)})`;
  const inventoryStatuses = sql.join(INVENTORY_ROOM_STATUSES.map((status) => sql`${status}`), sql`, `);
  if (filter.propertyIds !== "all" && filter.propertyIds.length === 0) return [];

  return queryRows<RoomTypeQuantity>(
    db,
    sql`
    with nights as (${stayNightsSql(filter.checkinDate, filter.checkoutDate)}),
    types as (
      select rt.id, rt.property_id, rt.title, rt.occ_adults, rt.occ_children, rt.occ_infants, rt.position
      from room_types rt
      where ${properties}
        and (${filter.roomTypeId ?? null}::uuid is null or rt.id = ${filter.roomTypeId ?? null}::uuid)
        and (${filter.adults ?? null}::int is null or rt.occ_adults >= ${filter.adults ?? null}::int)
        and (${filter.children ?? null}::int is null or rt.occ_children >= ${filter.children ?? null}::int)
        and (${filter.infants ?? null}::int is null or rt.occ_infants >= ${filter.infants ?? null}::int)
    ),
    units as (
      select r.room_type_id, count(*)::int as total
      from rooms r join types t on t.id = r.room_type_id
      group by r.room_type_id
    ),
    out_of_sale as (
      select r.id as room_id, r.room_type_id, n.night
      from rooms r join types t on t.id = r.room_type_id cross join nights n
      where r.out_of_order
      union
      select r.id, r.room_type_id, n.night
      from maintenance_windows m
      join rooms r on r.id = m.room_id
      join types t on t.id = r.room_type_id
      join nights n on n.night between m.from_date and m.to_date
      where m.to_date >= ${filter.checkinDate}::date and m.from_date < ${filter.checkoutDate}::date
    ),
    taken as (
      select br.room_type_id, n.night, br.room_id
      from booking_rooms br
      join types t on t.id = br.room_type_id
      join nights n on n.night >= br.checkin_date
        and (n.night < br.checkout_date or (br.checkout_date = br.checkin_date and n.night = br.checkin_date))
      where br.status in (${inventoryStatuses})
        and br.property_id = t.property_id
        and br.checkin_date < ${filter.checkoutDate}::date
        and br.checkout_date >= ${filter.checkinDate}::date
    ),
    used as (
      select room_type_id, night, count(*)::int as rooms
      from (
        select room_type_id, night, room_id from out_of_sale
        union all
        select tk.room_type_id, tk.night, tk.room_id from taken tk
        where tk.room_id is null
           or not exists (select 1 from out_of_sale o where o.room_id = tk.room_id and o.night = tk.night)
      ) as unavailable
      group by room_type_id, night
    )
    select t.property_id, t.id::text as room_type_id, t.title, t.occ_adults, t.occ_children, t.occ_infants,
      greatest(0, min(coalesce(u.total, 0) - coalesce(used.rooms, 0)))::int as quantity
    from types t
    cross join nights n
    left join units u on u.room_type_id = t.id
    left join used on used.room_type_id = t.id and used.night = n.night
    group by t.property_id, t.id, t.title, t.occ_adults, t.occ_children, t.occ_infants, t.position
    order by t.property_id, t.position, t.title, t.id`,
  );
}
