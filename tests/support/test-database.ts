import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import pg from "pg";
import type { Database } from "@/server/platform/db/database";
import { openPglite, openPostgres, type OpenDatabase } from "@/server/platform/db/engines";
import { setDatabase } from "@/server/platform/db/client";
import { truncateAll } from "@/server/platform/db/truncate-all";
import { templateDatabaseUrl, withDatabaseName } from "./postgres-urls";

/**
 * Gives the test file a database of its own, on the engine the environment asks for:
 * PGlite in memory, loaded from the migrated snapshot global-setup.ts dumped, or (DATABASE_URL
 * set) a PostgreSQL database cloned from the migrated template global-setup.ts made. The app's
 * getDb() returns it; every table is emptied before each test.
 */
export function setUpTestDatabase(): { db: () => Database } {
  let open: OpenDatabase | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      const name = `${new URL(url).pathname.slice(1)}_t_${randomBytes(4).toString("hex")}`;
      await adminQuery(url, `create database "${name}" template "${new URL(templateDatabaseUrl(url)).pathname.slice(1)}"`);
      // A connection is waited for up to 30 s, not production's 3: the tests that send 40 or 50
      // writes at once assert that they serialize, and on a loaded CI machine (four test files at
      // once on two cores) the last of them waited more than 3 s for one of the pool's ten
      // connections and was answered 503. The 503 of a database that cannot be reached is tested
      // apart (server/platform/health/readiness.test.ts, npm run fault:postgres-restart).
      open = await openPostgres(withDatabaseName(url, name), { migrate: false, connectTimeoutMs: 30_000 });
      dropDatabase = () => adminQuery(url, `drop database if exists "${name}" with (force)`);
    } else {
      open = await openPglite(undefined, { migrate: false, snapshot: pgliteSnapshot() });
    }
    setDatabase(open);
  });

  beforeEach(async () => {
    if (open) await truncateAll(open.db);
  });

  afterAll(async () => {
    setDatabase(undefined);
    await open?.close();
    await dropDatabase?.();
  });

  return {
    db: () => {
      if (!open) throw new Error("the test database is not open yet (use it inside a test or hook)");
      return open.db;
    },
  };
}

export { truncateAll };

/** The migrated cluster global-setup.ts dumped for this run (gzipped: small to read and hold). */
function pgliteSnapshot(): Blob {
  const file = inject("pgliteSnapshot");
  if (!file) throw new Error("no PGlite snapshot: tests/support/global-setup.ts makes it when DATABASE_URL is unset");
  return new Blob([fs.readFileSync(file)], { type: "application/x-gzip" });
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run inside the target). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(url, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
