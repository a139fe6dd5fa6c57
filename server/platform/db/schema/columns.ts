import { sql, type SQL } from "drizzle-orm";
import { numeric, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { MONEY_COLUMN } from "@/server/domain/json-amount";

/**
 * Money is exact decimal, numeric(18,4) (MONEY_COLUMN, which the request schemas bound
 * amounts by); amounts are rounded to the currency when totals are made.
 * Drizzle returns numeric as a string, and the code keeps it a string or a Decimal.
 */
export const money = (name?: string) => (name ? numeric(name, MONEY_COLUMN) : numeric(MONEY_COLUMN));

/** Every tenant-owned table carries the property it belongs to. */
export const propertyId = () => text().notNull();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** `column IN ('a', 'b')` for a CHECK constraint over one of the closed sets in domain/enums.ts. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}
