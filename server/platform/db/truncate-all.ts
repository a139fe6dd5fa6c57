import { sql } from "drizzle-orm";
import type { Queryable } from "./database";
import { queryRows } from "./query-rows";

/** Empties every table of the schema (fixture --reset, and tests between cases). */
export async function truncateAll(db: Queryable): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = rows.map((row) => `"${row.tablename}"`).join(", ");
  if (tables) await db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
}
