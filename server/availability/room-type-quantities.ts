import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
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
  /** Only these room types (a booking's), when given. */
  roomTypeIds?: readonly string[];
  adults?: number;
  children?: number;
  infants?: number;
}

/** The statuses that take inventory, as an SQL list (the partial indexes repeat it: keep them in step). */
const inventoryStatusesSql = sql.join(
  INVENTORY_ROOM_STATUSES.map((status) => sql.raw(`'${status}'`)),
  sql`, `,
);

/**
 * The CTEs (to follow `with`) that end in `type_quantities`: the rooms of each room type free
 * on every night of the stay, set-based whatever the number of properties, types or nights.
 * Per type and night the rooms taken are the booking rooms that take inventory (confirmed or
 * checked in, assigned to a unit or not; a day-use room on its one night) plus the units out
 * of sale (out of order, maintenance), less the booking rooms on those units, so a booked unit
 * that is also out of sale counts once. The quantity is the type's units (`room_types.units`, kept
 * by a trigger on rooms) less its busiest night, never below 0.
 *
 * The booking rooms come counted per type and night from room_type_nights (kept by triggers
 * on booking_rooms), so a search reads one row per type and night however many stays there
 * are. Only the stays on the few units out of sale are read one by one: one probe per unit
 * of the partial index of inventory-taking rooms by room, bounded below by the longest stay
 * (one index probe).
 */
export function typeQuantitiesCtes(filter: QuantityFilter): SQL {
  const inScope = (column: string): SQL => {
    const propertyId = sql.raw(column);
    if (filter.propertyIds === "all") return sql`true`;
    if (filter.propertyIds.length === 1) return sql`${propertyId} = ${filter.propertyIds[0]}`;
    return sql`${propertyId} = any(${sql.param([...filter.propertyIds])}::text[])`;
  };
  // room_type_nights is read through its (property, night) index, so "every property" is
  // spelled as their list too: a range of nights alone would walk the whole index.
  const nightsInScope =
    filter.propertyIds === "all" ? sql`tn.property_id = any(array(select id from properties))` : inScope("tn.property_id");
  const checkin = sql`${filter.checkinDate}::date`;
  const checkout = sql`${filter.checkoutDate}::date`;
  return sql`
    nights as (${stayNightsSql(filter.checkinDate, filter.checkoutDate)}),
    types as (
      select rt.id, rt.property_id, rt.title, rt.occ_adults, rt.occ_children, rt.occ_infants, rt.position, rt.units
      from room_types rt
      where ${inScope("rt.property_id")}
        and (${filter.roomTypeId ?? null}::uuid is null or rt.id = ${filter.roomTypeId ?? null}::uuid)
        and ${filter.roomTypeIds ? sql`rt.id = any(${sql.param([...filter.roomTypeIds])}::uuid[])` : sql`true`}
        and (${filter.adults ?? null}::int is null or rt.occ_adults >= ${filter.adults ?? null}::int)
        and (${filter.children ?? null}::int is null or rt.occ_children >= ${filter.children ?? null}::int)
        and (${filter.infants ?? null}::int is null or rt.occ_infants >= ${filter.infants ?? null}::int)
    ),
    out_of_sale as materialized (
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
    -- The inventory-taking stays on units out of sale that reach into the search.
    stays_out_of_sale as (
      select br.room_id, br.checkin_date, br.checkout_date
      from (select distinct room_id from out_of_sale) o
      join booking_rooms br on br.room_id = o.room_id
        and br.checkin_date >= ${checkin} - (select nights from longest_stay)
        and br.checkin_date < ${checkout}
      where br.status in (${inventoryStatusesSql})
        and (br.checkout_date > ${checkin} or br.checkout_date = br.checkin_date)
    ),
    -- Per type and night: the units out of sale, less the booking rooms on them (already
    -- counted as booked). Few rows.
    adjustments as materialized (
      select room_type_id, night, sum(rooms)::int as rooms
      from (
        select o.room_type_id, o.night, 1 - count(s.room_id)::int as rooms
        from out_of_sale o
        left join stays_out_of_sale s on s.room_id = o.room_id and s.checkin_date <= o.night
          and (o.night < s.checkout_date or (s.checkout_date = s.checkin_date and o.night = s.checkin_date))
        group by o.room_id, o.room_type_id, o.night
      ) as units
      group by room_type_id, night
    ),
    -- The rooms taken per type and night. A night with booking rooms adds its adjustment; a
    -- night with an adjustment only is counted by the second part (where both exist it is never
    -- more than the first, as booked rooms are never negative).
    taken_nights as (
      select room_type_id, night, max(rooms) as rooms
      from (
        select tn.room_type_id, tn.night, tn.rooms + coalesce(a.rooms, 0) as rooms
        from room_type_nights tn
        left join adjustments a on a.room_type_id = tn.room_type_id and a.night = tn.night
        where ${nightsInScope} and tn.night >= ${checkin} and tn.night < ${checkout}
        union all
        select room_type_id, night, rooms from adjustments
      ) as taken
      group by room_type_id, night
    ),
    -- The busiest night of each type.
    busiest as (
      select room_type_id, max(rooms) as rooms from taken_nights group by room_type_id
    ),
    type_quantities as (
      select t.property_id, t.id as room_type_id, t.title, t.occ_adults, t.occ_children, t.occ_infants, t.position,
        greatest(0, t.units - greatest(coalesce(b.rooms, 0), 0))::int as quantity
      from types t
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
