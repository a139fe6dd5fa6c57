import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "@/server/db/database";
import { queryRows } from "@/server/db/query-rows";
import { INVENTORY_ROOM_STATUSES } from "@/server/domain/enums";
import { stayNightsSql } from "./stay-nights-sql";

export interface RoomTypeQuantity {
  property_id: string;
  room_type_id: string;
  title: string;
  occ_adults: number;
  occ_children: number;
  occ_infants: number;
  quantity: number;
}

export interface QuantityFilter {
  /** The properties searched: "all", or the ids a credential may act on. */
  propertyIds: readonly string[] | "all";
  checkinDate: string;
  checkoutDate: string;
  roomTypeId?: string;
  adults?: number;
  children?: number;
  infants?: number;
}

/** The statuses that take inventory, as an SQL list (the partial indexes repeat it: keep them in step). */
export const inventoryStatusesSql = sql.join(
  INVENTORY_ROOM_STATUSES.map((status) => sql.raw(`'${status}'`)),
  sql`, `,
);

/**
 * The CTEs (to follow `with`) that end in `type_quantities`: the rooms of each room type free
 * on every night of the stay, set-based whatever the number of properties, types or nights.
 * Per type and night: units, minus units out of sale (out of order, maintenance), minus
 * booking rooms that take inventory (confirmed or checked in, assigned to a unit or not; a
 * day-use room on its one night). A booked unit that is also out of sale counts once. The
 * quantity is the minimum over the nights, never below 0.
 *
 * The booking rooms come counted per type and night from room_type_nights (kept by triggers
 * on booking_rooms), so a search reads one row per type and night however many stays there
 * are. Only the few booked rooms that are also out of sale are read one by one, through the
 * partial index of inventory-taking rooms by room; the longest such stay (one index probe)
 * bounds how far before the check-in an overlapping stay can start.
 */
export function typeQuantitiesCtes(filter: QuantityFilter): SQL {
  const inScope = (column: string): SQL => {
    const propertyId = sql.raw(column);
    if (filter.propertyIds === "all") return sql`true`;
    if (filter.propertyIds.length === 1) return sql`${propertyId} = ${filter.propertyIds[0]}`;
    return sql`${propertyId} = any(${sql.param([...filter.propertyIds])}::text[])`;
  };
  const checkin = sql`${filter.checkinDate}::date`;
  const checkout = sql`${filter.checkoutDate}::date`;
  return sql`
    nights as (${stayNightsSql(filter.checkinDate, filter.checkoutDate)}),
    types as (
      select rt.id, rt.property_id, rt.title, rt.occ_adults, rt.occ_children, rt.occ_infants, rt.position
      from room_types rt
      where ${inScope("rt.property_id")}
        and (${filter.roomTypeId ?? null}::uuid is null or rt.id = ${filter.roomTypeId ?? null}::uuid)
        and (${filter.adults ?? null}::int is null or rt.occ_adults >= ${filter.adults ?? null}::int)
        and (${filter.children ?? null}::int is null or rt.occ_children >= ${filter.children ?? null}::int)
        and (${filter.infants ?? null}::int is null or rt.occ_infants >= ${filter.infants ?? null}::int)
    ),
    units as (
      select r.room_type_id, count(*)::int as total from rooms r where ${inScope("r.property_id")} group by r.room_type_id
    ),
    out_of_sale as (
      select r.id as room_id, r.room_type_id, n.night
      from rooms r cross join nights n
      where r.out_of_order and ${inScope("r.property_id")}
      union
      select r.id, r.room_type_id, n.night
      from maintenance_windows m
      join rooms r on r.id = m.room_id
      join nights n on n.night between m.from_date and m.to_date
      where ${inScope("m.property_id")} and m.from_date < ${checkout} and m.to_date >= ${checkin}
    ),
    longest_stay as (
      select coalesce(max(br.checkout_date - br.checkin_date), 0) as nights
      from booking_rooms br where br.status in (${inventoryStatusesSql})
    ),
    booked_out_of_sale as (
      select br.room_type_id, o.night, count(*)::int as rooms
      from out_of_sale o
      join booking_rooms br on br.room_id = o.room_id
        and br.checkin_date >= ${checkin} - (select nights from longest_stay)
        and br.checkin_date <= o.night
        and (o.night < br.checkout_date or (br.checkout_date = br.checkin_date and o.night = br.checkin_date))
      where br.status in (${inventoryStatusesSql})
      group by br.room_type_id, o.night
    ),
    -- Out of sale less the booked rooms among them, per type and night: few rows.
    adjustments as (
      select room_type_id, night, sum(rooms)::int as rooms
      from (
        select room_type_id, night, count(*)::int as rooms from out_of_sale group by room_type_id, night
        union all
        select room_type_id, night, -rooms from booked_out_of_sale
      ) as parts
      group by room_type_id, night
    ),
    booked as (
      select tn.room_type_id, tn.night, tn.rooms
      from types t join room_type_nights tn on tn.room_type_id = t.id
      where tn.night >= ${checkin} and tn.night < ${checkout}
    ),
    -- The busiest night of each type: rooms booked, plus the adjustment of that night.
    busiest as (
      select coalesce(b.room_type_id, a.room_type_id) as room_type_id, max(coalesce(b.rooms, 0) + coalesce(a.rooms, 0)) as rooms
      from booked b
      full join adjustments a on a.room_type_id = b.room_type_id and a.night = b.night
      group by 1
    ),
    type_quantities as (
      select t.property_id, t.id as room_type_id, t.title, t.occ_adults, t.occ_children, t.occ_infants, t.position,
        greatest(0, coalesce(u.total, 0) - greatest(coalesce(b.rooms, 0), 0))::int as quantity
      from types t
      left join units u on u.room_type_id = t.id
      left join busiest b on b.room_type_id = t.id
    )`;
}

/** The room types of one property with their quantities, in display order (one query). */
export async function roomTypeQuantities(db: Queryable, filter: QuantityFilter): Promise<RoomTypeQuantity[]> {
  if (filter.propertyIds !== "all" && filter.propertyIds.length === 0) return [];
  return queryRows<RoomTypeQuantity>(
    db,
    sql`with ${typeQuantitiesCtes(filter)}
    select property_id, room_type_id::text as room_type_id, title, occ_adults, occ_children, occ_infants, quantity
    from type_quantities
    order by property_id, position, title, room_type_id`,
  );
}
