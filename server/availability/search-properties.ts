import { sql } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { money, roundToCurrency } from "@/server/domain/money";
import { WEEKDAYS } from "@/server/domain/enums";
import { weekdayRateSql } from "./nightly-rates";
import type { AsJson } from "@/server/domain/json-shape";
import { typeQuantitiesCtes } from "./room-type-quantities";

interface PropertyRow {
  id: string;
  prefix: string;
  title: string;
  property_type: string;
  currency: string;
  timezone: string;
  quantity: number;
  price_total: string | null;
  price_count: number | null;
}

/**
 * Search Properties (spec Endpoint 7): the properties the credential may act on that have a
 * room free for the whole stay. quantity sums the free rooms of all room types;
 * avg_daily_rate is the mean nightly price of every direct rate plan of every available room
 * type over the stay, rounded to the property's currency (decisions.md).
 *
 * One query whatever the number of properties. The sum of the nightly prices is taken without
 * listing every plan's every night: per plan, each weekday's default rate times the number of
 * nights on that weekday, then, for the nights that have a restriction, its price in place of
 * that night's default rate. The mean is divided out here, exactly, from that sum and count.
 */
export async function searchProperties({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { checkinDate: string; checkoutDate: string };
}) {
  const propertyIds = ctx.properties === "all" ? "all" : [...ctx.properties];
  if (propertyIds !== "all" && propertyIds.length === 0) return [];
  const query = sql`with ${typeQuantitiesCtes({ propertyIds, ...input })},
    available as materialized (select property_id, room_type_id, quantity from type_quantities where quantity > 0),
    weekdays as (
      select ${sql.join(
        WEEKDAYS.map((weekday, i) => sql.raw(`count(*) filter (where extract(isodow from night) = ${i + 1})::int as ${weekday}`)),
        sql`, `,
      )}
      from nights
    ),
    direct_plans as materialized (
      select rp.property_id, rp.id, rp.rate_mon, rp.rate_tue, rp.rate_wed, rp.rate_thu, rp.rate_fri, rp.rate_sat, rp.rate_sun
      from available a
      join rate_plans rp on rp.room_type_id = a.room_type_id and rp.property_id = a.property_id and rp.kind = 'direct'
    ),
    -- Each plan's default rates over the stay: each weekday's rate times its nights.
    defaults as (
      select dp.property_id, count(*)::int * (select count(*) from nights)::int as price_count,
        sum(${sql.join(
          WEEKDAYS.map((weekday) => sql.raw(`w.${weekday} * dp.rate_${weekday}`)),
          sql` + `,
        )}) as total
      from direct_plans dp cross join weekdays w
      group by dp.property_id
    ),
    -- The restrictions of the stay's nights across the chain (one range of the date index),
    -- then, for those of the plans above, their price in place of that night's default rate.
    -- (offset 0 keeps the range a unit of its own, hashed against the plans: sorting it for a
    -- merge join cost more than the rest of the prices.)
    restricted as (
      select dp.property_id, sum(sr.price - ${weekdayRateSql("dp", sql`extract(isodow from sr.date)::int`)}) as difference
      from direct_plans dp
      join (
        select rr.property_id, rr.rate_plan_id, rr.date, rr.price from rate_restrictions rr
        where rr.date >= ${input.checkinDate}::date and rr.date < ${input.checkoutDate}::date
        offset 0
      ) as sr on sr.property_id = dp.property_id and sr.rate_plan_id = dp.id
      group by dp.property_id
    )
    select p.id, p.prefix, p.title, p.property_type, p.currency, p.timezone, q.quantity,
      (d.total + coalesce(r.difference, 0))::text as price_total, d.price_count
    from (select property_id, sum(quantity)::int as quantity from available group by property_id) q
    join properties p on p.id = q.property_id
    left join defaults d on d.property_id = q.property_id
    left join restricted r on r.property_id = q.property_id
    order by p.title, p.id`;
  // Planned on every call, not prepared: a generic plan cannot know the number of nights
  // nor the size of the scope, and the one PostgreSQL chose ran 50 times slower.
  const rows = await queryRows<PropertyRow>(db, query);
  return rows.map((row) => ({
    id: row.id,
    prefix: row.prefix,
    title: row.title,
    property_type: row.property_type,
    currency: row.currency,
    timezone: row.timezone,
    quantity: row.quantity,
    avg_daily_rate: row.price_count ? roundToCurrency(money(row.price_total!).dividedBy(row.price_count), row.currency) : money(0),
  }));
}

/** One property of Search Property's answer, as JSON. */
export type PropertyAvailability = AsJson<Awaited<ReturnType<typeof searchProperties>>[number]>;
