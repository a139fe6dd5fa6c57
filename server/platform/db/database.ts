import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import * as schema from "./schema";

type Schema = typeof schema;

/** The Drizzle database, whichever engine is behind it (PGlite or PostgreSQL through `pg`). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction of that database; every write of `server/` runs inside one. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** What a query helper accepts: the database itself or a transaction already open. */
export type Queryable = Database | Transaction;

export { schema };
