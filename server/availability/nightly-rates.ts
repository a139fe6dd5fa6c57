import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { stayNightsSql } from "./stay-nights-sql";

export interface NightlyRate {
  room_type_id: string;
  rate_plan_id: string;
  title: string;
  currency: string;
  sell_mode: string;
  has_breakfast: boolean;
  night: string;
  price: string;
}

/** The default rate of rate plan `plan` on a night whose ISO weekday (1 = Monday) is `isodow`. */
export function weekdayRateSql(plan: string, isodow: SQL): SQL {
  const rate = (column: string) => sql.raw(`${plan}.${column}`);
  return sql`(case ${isodow} when 1 then ${rate("rate_mon")} when 2 then ${rate("rate_tue")} when 3 then ${rate("rate_wed")}
    when 4 then ${rate("rate_thu")} when 5 then ${rate("rate_fri")} when 6 then ${rate("rate_sat")} else ${rate("rate_sun")} end)`;
}

/**
 * The price of each night of the stay for every direct rate plan of the given room types:
 * the restriction's price when there is one that night, else the weekday's default rate.
 * Derived and seasonal plans are not sold here (spec Endpoint 6).
 */
export async function directNightlyRates(
  db: Queryable,
  input: { roomTypeIds: readonly string[]; checkinDate: string; checkoutDate: string },
): Promise<NightlyRate[]> {
  if (input.roomTypeIds.length === 0) return [];
  return queryRows<NightlyRate>(
    db,
    sql`
    with nights as (${stayNightsSql(input.checkinDate, input.checkoutDate)})
    select rp.room_type_id::text as room_type_id, rp.id as rate_plan_id, rp.title, rp.currency, rp.sell_mode, rp.has_breakfast,
      to_char(n.night, 'YYYY-MM-DD') as night,
      coalesce(rr.price, ${weekdayRateSql("rp", sql`extract(isodow from n.night)::int`)})::text as price
    from rate_plans rp
    cross join nights n
    left join rate_restrictions rr on rr.property_id = rp.property_id and rr.rate_plan_id = rp.id and rr.date = n.night
    where rp.kind = 'direct'
      and rp.room_type_id in (${sql.join(
        input.roomTypeIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    order by rp.room_type_id, rp.id, n.night`,
  );
}
