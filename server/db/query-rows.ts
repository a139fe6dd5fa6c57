import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Queryable } from "./database";

/** Runs raw SQL and returns its rows; both engines answer with `{ rows }`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// The part of Drizzle's session that takes a statement name (public on the session, though
// not on the database type): the same path `db.execute` takes, with a name.
interface NamingSession {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> };
}
interface SessionOwner {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: NamingSession;
}

/** Statement texts and their names: the texts are fixed, so this stays small. */
const statementNames = new Map<string, string>();

/**
 * Runs raw SQL as a named prepared statement, so PostgreSQL plans it once per connection and
 * not on every call. On the hot reads (a booking detail) planning cost four times the
 * execution. The name is a hash of the text, so one text always has one name; use it only for
 * statements whose text is fixed, with everything that varies passed as parameters (each
 * distinct text stays prepared on every pooled connection). PGlite ignores the name.
 */
export async function queryPreparedRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const owner = db as unknown as SessionOwner;
  const compiled = owner.dialect.sqlToQuery(query);
  let name = statementNames.get(compiled.sql);
  if (!name) {
    name = `q_${createHash("sha1").update(compiled.sql).digest("base64url").slice(0, 20)}`;
    statementNames.set(compiled.sql, name);
  }
  const result = (await owner.session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
