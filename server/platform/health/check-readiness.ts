import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/platform/db/client";
import { MIGRATIONS_FOLDER } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { configurationProblems } from "@/server/platform/health/production-config";

export interface Readiness {
  ready: boolean;
  database: "reachable" | "unreachable";
  migrations: { expected: number; applied: number | null };
  /** What the configuration lacks (each names its variable); none when it is complete. */
  configuration: { problems: string[] };
}

/** The migrations this build ships (drizzle-kit's journal), read once. */
const expectedMigrations: number = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

/**
 * Ready to take traffic: the configuration is complete, and the database answers and holds every
 * migration of this build. A load balancer takes an instance out while this is false (a setting
 * missing, the database down, or a migration pending). The details are for the log, not the
 * public answer (app/api/ready/route.ts).
 */
export async function checkReadiness(): Promise<Readiness> {
  const configuration = { problems: configurationProblems() };
  const configured = configuration.problems.length === 0;
  try {
    const db = await getDb();
    const [row] = await queryRows<{ applied: number }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const applied = row?.applied ?? 0;
    return {
      ready: configured && applied >= expectedMigrations,
      database: "reachable",
      migrations: { expected: expectedMigrations, applied },
      configuration,
    };
  } catch {
    return { ready: false, database: "unreachable", migrations: { expected: expectedMigrations, applied: null }, configuration };
  }
}
