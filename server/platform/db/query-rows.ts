import type { SQL } from "drizzle-orm";
import type { Queryable } from "./database";

/** Runs raw SQL and returns its rows; both engines answer with `{ rows }`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// The part of Drizzle's session that takes a statement name (public on the session, though
// not on the database type): the same path `db.execute` takes, with a name and values for
// the statement's placeholders.
interface CompiledQuery {
  sql: string;
  params: unknown[];
}
interface NamingSession {
  prepareQuery(
    query: CompiledQuery,
    fields: undefined,
    name: string,
    arrayMode: false,
  ): { execute(values?: Record<string, unknown>): Promise<unknown> };
}
interface SessionOwner {
  dialect: { sqlToQuery(query: SQL): CompiledQuery };
  session: NamingSession;
}

/**
 * A statement for the hot paths, written once with `sql.placeholder(...)` for its values:
 * Drizzle turns it into text on the first call only (building a long statement from its
 * parts cost as much as running it), and PostgreSQL plans it once per connection, as a named
 * prepared statement (planning took four times the execution of a booking's lines). Its plan
 * is generic, so use it for statements whose best plan does not depend on the values: lookups
 * by key. PGlite ignores the name.
 */
export function preparedStatement<T, V extends Record<string, unknown>>(name: string, build: () => SQL) {
  let compiled: CompiledQuery | undefined;
  return async (db: Queryable, values: V): Promise<T[]> => {
    const owner = db as unknown as SessionOwner;
    compiled ??= owner.dialect.sqlToQuery(build());
    const result = (await owner.session.prepareQuery(compiled, undefined, name, false).execute(values)) as { rows: T[] };
    return result.rows;
  };
}
