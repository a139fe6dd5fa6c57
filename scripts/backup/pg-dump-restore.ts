import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * Backup and restore with PostgreSQL's own tools (docs/deploy.md, "Backups"): pg_dump in its
 * custom format, which reads the whole database inside one repeatable-read transaction, so the
 * file is one consistent moment (every transaction committed before it started, none after),
 * taken while the app keeps writing; pg_restore loads it into a new, empty database.
 */

/** Runs a PostgreSQL client program; its stderr is shown and kept for the error. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${stderr.trim().split("\n").at(-1) ?? ""}`)),
    );
  });
}

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
}

/** pg_dump of the database at `url` into `dir`, named by the time it started (UTC). */
export async function backupDatabase(url: string, dir: string): Promise<BackupResult> {
  fs.mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.slice(1) || "postgres";
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const file = path.join(dir, `${name}-${stamp}.dump`);
  // Written beside the target, renamed when complete: a half-written file never looks like a backup.
  const partial = `${file}.partial`;
  const started = performance.now();
  try {
    await run("pg_dump", ["--format=custom", "--no-password", `--file=${partial}`, `--dbname=${url}`]);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size, seconds: (performance.now() - started) / 1000 };
}

/** A target given as a URL is taken as it is; a bare name is a database on DATABASE_URL's server. */
export function restoreTargetUrl(target: string, serverUrl: string | undefined): string {
  if (target.includes("://")) return target;
  if (!serverUrl) throw new Error(`"${target}" is a database name: set DATABASE_URL to say which server it is on, or give a full URL.`);
  const url = new URL(serverUrl);
  url.pathname = `/${target}`;
  return url.toString();
}

export interface RestoreResult {
  url: string;
  created: boolean;
  seconds: number;
}

/**
 * pg_restore of `file` into the database at `url`, made when missing. A database that holds
 * any table, view or sequence is refused: restoring over data would mix two histories.
 * One transaction: a restore that fails leaves the database empty, not half loaded. With
 * `jobs` > 1 the tables and indexes load in parallel (each job in its own transaction, so not
 * one): a failed restore then drops the database it made, and leaves one it found to be emptied.
 */
export async function restoreDatabase(file: string, url: string, jobs = 1): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}.`);
  const started = performance.now();
  const created = await createDatabaseIfMissing(url);
  const objects = created ? 0 : await countUserRelations(url);
  if (objects > 0)
    throw new Error(
      `Refusing to restore: ${redact(url)} is not empty (${objects} tables, views or sequences). Restore into a new database.`,
    );
  const whole = jobs > 1 ? [`--jobs=${jobs}`] : ["--single-transaction"];
  try {
    await run("pg_restore", ["--no-owner", "--exit-on-error", ...whole, "--no-password", `--dbname=${url}`, file]);
  } catch (error) {
    if (jobs > 1 && created) await dropDatabase(url).catch(() => undefined);
    throw error;
  }
  // Fresh statistics: the planner would otherwise plan the first queries on an empty database's guesses.
  await withClient(url, (client) => client.query("analyze"));
  return { url, created, seconds: (performance.now() - started) / 1000 };
}

async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error("The restore target names no database.");
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  return withClient(maintenance.toString(), async (client) => {
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount) return false;
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  });
}

async function dropDatabase(url: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  await withClient(maintenance.toString(), (client) =>
    client.query(`drop database if exists ${pg.escapeIdentifier(decodeURIComponent(new URL(url).pathname.slice(1)))} with (force)`),
  );
}

async function countUserRelations(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'`,
    );
    return rows[0]!.n;
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A URL without its password, for messages. */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
