import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/engines";
import { queryRows } from "@/server/db/query-rows";

export interface Readiness {
  ready: boolean;
  database: "reachable" | "unreachable";
  migrations: { expected: number; applied: number | null };
}

/** The migrations this build ships (drizzle-kit's journal), read once. */
const expectedMigrations: number = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

/**
 * Ready to take traffic: the database answers and holds every migration of this build. A load
 * balancer takes an instance out while this is false (database down, or a migration pending).
 */
export async function checkReadiness(): Promise<Readiness> {
  try {
    const db = await getDb();
    const [row] = await queryRows<{ applied: number }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const applied = row?.applied ?? 0;
    return { ready: applied >= expectedMigrations, database: "reachable", migrations: { expected: expectedMigrations, applied } };
  } catch {
    return { ready: false, database: "unreachable", migrations: { expected: expectedMigrations, applied: null } };
  }
}
