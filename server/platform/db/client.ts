import "server-only";
import type { Database } from "./database";
import { openConfiguredDatabase, openPostgres, type OpenDatabase } from "./engines";

/**
 * The app's one database, opened and migrated on first use (instrumentation.ts opens it at
 * start, and loads the demo fixture into it when it is empty and that is wanted). Kept on
 * globalThis because Next.js may evaluate this module more than once in one process, and PGlite
 * must never be opened twice.
 */
const holder = globalThis as typeof globalThis & {
  __lodgingDatabase?: Promise<OpenDatabase>;
  __lodgingReadDatabase?: Promise<OpenDatabase>;
};

export async function getDb(): Promise<Database> {
  // A test that reaches the app's database without handing it one (setDatabase) would open the
  // developer's .data/pglite, and two test processes would meet on its lock (a 500 in one).
  if (process.env.VITEST && !holder.__lodgingDatabase)
    throw new Error("getDb() in a test that set no database: use setUpTestDatabase() (tests/support/test-database.ts).");
  holder.__lodgingDatabase ??= start().catch((error: unknown) => {
    holder.__lodgingDatabase = undefined;
    throw error;
  });
  return (await holder.__lodgingDatabase).db;
}

function start(): Promise<OpenDatabase> {
  return openConfiguredDatabase();
}

/**
 * Where the read-only availability searches run: the replica of DATABASE_READ_URL when set
 * (docs/deploy.md), else the one database. Never migrated from here: the primary is.
 */
export async function getReadDb(): Promise<Database> {
  const url = process.env.DATABASE_READ_URL;
  if (!url) return getDb();
  holder.__lodgingReadDatabase ??= openPostgres(url, { migrate: false, name: "replica" }).catch((error: unknown) => {
    holder.__lodgingReadDatabase = undefined;
    throw error;
  });
  return (await holder.__lodgingReadDatabase).db;
}

/** Tests hand the app a database of their own (see tests/support/test-database.ts). */
export function setDatabase(open: OpenDatabase | undefined): void {
  holder.__lodgingDatabase = open ? Promise.resolve(open) : undefined;
}
