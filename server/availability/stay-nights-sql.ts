import { sql, type SQL } from "drizzle-orm";
import { daysBetween } from "@/server/domain/dates";

/**
 * `nights(night)`: the nights of a stay, check-in date up to the day before check-out, as a
 * CTE body. Made from an integer series so the planner knows how many nights there are.
 */
export function stayNightsSql(checkinDate: string, checkoutDate: string): SQL {
  const count = Math.max(daysBetween(checkinDate, checkoutDate), 1);
  return sql`select ${checkinDate}::date + i as night from generate_series(0, ${sql.raw(String(count - 1))}) as i`;
}
