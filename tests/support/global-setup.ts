import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "@/server/platform/db/engines";
import { adminQuery } from "./test-database";
import { templateDatabaseUrl } from "./postgres-urls";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite cluster, dumped as a gzipped tarball (PGlite runs only). */
    pgliteSnapshot: string | undefined;
  }
}

/**
 * Migrate once per run, and let every test file start from the result, which is much faster
 * than migrating a database per file. On PostgreSQL: a template database each file clones.
 * On PGlite: a migrated in-memory cluster dumped to a tarball in a temporary folder of this
 * run, each file's PGlite loading it (initdb and 25 migrations took seconds per file). Both are
 * made anew on every run, so a new migration is always in them.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) return preparePgliteSnapshot(project);
  project.provide("pgliteSnapshot", undefined);
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

async function preparePgliteSnapshot(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lodging-pglite-snapshot-"));
  const file = path.join(folder, "migrated.tgz");
  const open = await openPglite(undefined);
  try {
    const client = (open.db as unknown as { $client: PGlite }).$client;
    // A checkpoint first: the loaded copy then starts without replaying the migrations' WAL.
    await client.exec("checkpoint");
    const tarball = await client.dumpDataDir("gzip");
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await open.close();
  }
  project.provide("pgliteSnapshot", file);
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}
