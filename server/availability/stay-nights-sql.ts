import { sql, type SQL } from "drizzle-orm";

/**
 * `nights(night)`: the nights of a stay, check-in date up to the day before check-out, as a
 * CTE body. Made from an integer series over the two dates, so the plan, made for these
 * dates, knows how many nights there are. The validated stay always has at least one night.
 */
export function stayNightsSql(checkinDate: string, checkoutDate: string): SQL {
  return sql`select ${checkinDate}::date + i as night from generate_series(0, ${checkoutDate}::date - ${checkinDate}::date - 1) as i`;
}
