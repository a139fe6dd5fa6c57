import { sql, type SQL } from "drizzle-orm";

/** `nights(night)`: the nights of a stay, check-in date up to the day before check-out, as a CTE body. */
export function stayNightsSql(checkinDate: string, checkoutDate: string): SQL {
  return sql`select d::date as night from generate_series(${checkinDate}::date, ${checkoutDate}::date - 1, interval '1 day') as d`;
}
