import { openPostgres } from "@/server/platform/db/engines";
import { adminQuery } from "./test-database";
import { templateDatabaseUrl } from "./postgres-urls";

/**
 * On PostgreSQL, migrate one template database per run; each test file clones it, which is
 * much faster than migrating a database per file. On PGlite there is nothing to prepare.
 */
export async function setup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) return async () => undefined;
  const template = templateDatabaseUrl(url);
  const name = new URL(template).pathname.slice(1);
  await adminQuery(url, `drop database if exists "${name}" with (force)`);
  await adminQuery(url, `create database "${name}"`);
  const open = await openPostgres(template);
  await open.close();
  return async () => {
    await adminQuery(url, `drop database if exists "${name}" with (force)`);
  };
}
