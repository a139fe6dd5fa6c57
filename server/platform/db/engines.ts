import path from "node:path";
import fs from "node:fs";
import lockfile from "proper-lockfile";
import { sql } from "drizzle-orm";
import type { Database } from "./database";
import { schema } from "./database";
import { queryRows } from "./query-rows";
import { logger } from "@/server/platform/observability/logger";
import { watchPool } from "@/server/platform/metrics/db-pool-metrics";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** The project's demo fixture, beside the migrations: loaded on an empty development database, refused in production. */
export const DEMO_FIXTURE_PATH = path.join(MIGRATIONS_FOLDER, "fixtures", "demo.json");

/** An open database with the means to close it. */
export interface OpenDatabase {
  db: Database;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * PostgreSQL through a `pg` pool. Migrations run under an advisory lock so that several
 * app instances starting together do not apply them twice.
 */
export async function openPostgres(
  url: string,
  options: { migrate?: boolean; name?: string; connectTimeoutMs?: number } = {},
): Promise<OpenDatabase> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // While the server is down, or every connection is taken for that long, fail a request in
    // seconds (503, Retry-After) rather than let it hang.
    connectionTimeoutMillis: options.connectTimeoutMs ?? Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 3000),
    // JIT compilation off for every connection: this is short-query OLTP, and PostgreSQL's
    // planner over-estimates the availability CTEs, compiling for 50 ms to seconds a query that
    // runs in a few milliseconds.
    options: "-c jit=off",
  });
  // An idle client whose server went away (restart, failover) errors here; without a
  // listener that would crash the process. The pool drops it and connects anew on demand.
  pool.on("error", (error) => logger.warn({ error: error.message }, "idle database connection lost"));
  // A client checked out for a transaction has no listener of the pool's while it waits
  // between two statements; its connection dropping then (a restart) must not become an
  // uncaught exception. The statement that uses it next fails, and the request answers 503.
  pool.on("connect", (client) => client.on("error", (error) => logger.warn({ error: error.message }, "database connection lost")));
  // Its connections in use, idle and awaited, and its failed queries, in the metrics.
  watchPool(options.name ?? "primary", pool);
  const db = drizzle({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  if (options.migrate !== false) {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(7263001)");
      await migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock(7263001)").catch(() => undefined);
      client.release();
    }
  }
  return { db, engine: "postgres", close: () => pool.end() };
}

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory (tests).
 * A folder on disk is locked: two processes opening it lose data and corrupt it.
 * `snapshot` (in memory only) starts from a `dumpDataDir()` tarball instead of an empty
 * cluster: the tests dump the migrated schema once per run, because initdb and 25 migrations
 * cost seconds in every test file.
 */
export async function openPglite(dataDir: string | undefined, options: { migrate?: boolean; snapshot?: Blob } = {}): Promise<OpenDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  try {
    if (options.snapshot && dataDir) throw new Error("a PGlite snapshot loads into memory only, not into a data folder");
    const client = options.snapshot ? new PGlite({ loadDataDir: options.snapshot }) : new PGlite(dataDir);
    await client.waitReady;
    const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Database;
    if (options.migrate !== false) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder: MIGRATIONS_FOLDER });
    }
    return {
      db,
      engine: "pglite",
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, realpath: false });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") {
      throw new Error(
        `The PGlite database in ${dataDir} is open in another process (is "npm run dev" running?). ` +
          "Stop that process, or point PGLITE_DATA_DIR at another folder.",
      );
    }
    throw error;
  }
}

/** The engine the environment asks for: PostgreSQL when DATABASE_URL is set, else PGlite on disk. */
export function openConfiguredDatabase(options: { migrate?: boolean } = {}): Promise<OpenDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url, options);
  const dataDir = path.resolve(process.env.PGLITE_DATA_DIR ?? path.join(process.cwd(), ".data", "pglite"));
  return openPglite(dataDir, options);
}

export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await queryRows<{ exists: boolean }>(db, sql`select exists (select 1 from properties) as exists`);
  return !rows[0]?.exists;
}
