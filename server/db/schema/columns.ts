import { sql, type SQL } from "drizzle-orm";
import { numeric, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Money is exact decimal. Four decimals hold every ISO 4217 minor unit (at most 3)
 * with room for unit prices; amounts are rounded to the currency when totals are made.
 * Drizzle returns numeric as a string, and the code keeps it a string or a Decimal.
 */
export const money = (name?: string) =>
  name ? numeric(name, { precision: 18, scale: 4 }) : numeric({ precision: 18, scale: 4 });

/** Every tenant-owned table carries the property it belongs to. */
export const propertyId = () => text().notNull();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** `column IN ('a', 'b')` for a CHECK constraint over one of the closed sets in domain/enums.ts. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}
