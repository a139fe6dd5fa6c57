import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * PostgreSQL clusters of a fault script's own, in a temporary folder, on ports of its own: the
 * machine's server on 5432 is never touched. As root (CI), the server programs run as the
 * `postgres` user (initdb and postgres refuse root), and the folder is given to it.
 */
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const asRoot = process.getuid?.() === 0;

/** A PostgreSQL program as the user that owns the clusters; its output is returned. */
export function pgProgram(program: string, args: string[]): string {
  const command = path.join(PG_BIN, program);
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  return execFileSync(file, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** A fresh temporary folder the cluster's owner may write in. */
export function clusterRoot(prefix: string): string {
  if (!fs.existsSync(path.join(PG_BIN, "initdb")))
    throw new Error(`No initdb in ${PG_BIN}: install PostgreSQL 15's server (postgresql-15) or set PG_BIN to its bin folder.`);
  // As root, /tmp: a TMPDIR under root's home may be closed to the postgres user.
  const root = fs.mkdtempSync(path.join(asRoot ? "/tmp" : os.tmpdir(), prefix));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(root, uid, gid);
  }
  return root;
}

export interface Cluster {
  dir: string;
  port: number;
  log: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
}

export function cluster(root: string, name: string, port: number): Cluster {
  return {
    dir: path.join(root, name),
    port,
    log: path.join(root, `${name}.log`),
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
  };
}

/** initdb with trust for local and loopback connections, replication included, listening on loopback only. */
export function initCluster(target: Cluster, settings: Record<string, string | number>): void {
  pgProgram("initdb", ["-D", target.dir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  appendSettings(target, {
    port: target.port,
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: `'${path.dirname(target.dir)}'`,
    ...settings,
  });
  const hba = path.join(target.dir, "pg_hba.conf");
  appendAsOwner(hba, "host replication all 127.0.0.1/32 trust\n", target.dir);
}

/** Settings written at the end of postgresql.conf (later lines win). */
export function appendSettings(target: Cluster, settings: Record<string, string | number>): void {
  const lines = Object.entries(settings)
    .map(([key, value]) => `${key} = ${value}\n`)
    .join("");
  appendAsOwner(path.join(target.dir, "postgresql.conf"), lines, target.dir);
}

function appendAsOwner(file: string, text: string, dir: string): void {
  fs.appendFileSync(file, text);
  if (asRoot) {
    const { uid, gid } = fs.statSync(dir);
    fs.chownSync(file, uid, gid);
  }
}

export function startCluster(target: Cluster): void {
  pgProgram("pg_ctl", ["-D", target.dir, "-l", target.log, "-w", "-t", "60", "start"]);
}

/** pg_ctl stop; `immediate` is a crash (no checkpoint, clients cut off). Nothing when it is not running. */
export function stopCluster(target: Cluster, mode: "fast" | "immediate"): void {
  if (!fs.existsSync(path.join(target.dir, "postmaster.pid"))) return;
  try {
    pgProgram("pg_ctl", ["-D", target.dir, "-m", mode, "-w", "-t", "30", "stop"]);
  } catch {
    // already stopped
  }
}
