// npm run fault:backup-restore: a backup taken while bookings are written restores whole.
// Starts `next start` on a fresh PostgreSQL database with the demo, writes bookings through the
// partner API from 4 clients, runs `npm run backup` in the middle of it, then `npm run restore`
// into a new database, starts the app on the copy and checks that
//   - every booking whose 201 arrived before the backup started is in the copy (0 lost), read
//     through the API as well as counted in the database,
//   - restoring over a database that holds data is refused,
//   - the copy's read side answers as the original's: the same booking detail, and Search Room
//     Type and Search Properties of the same shape.
// Prints the recovery point (acked before the backup, present after the restore), the backup's
// and the restore's seconds, and the recovery time (restore plus the app's start). Exits non-zero
// when a check fails; drops its databases at the end.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { openPostgres } from "@/server/platform/db/engines";
import { adminQuery } from "@/tests/support/test-database";
import { withDatabaseName } from "@/tests/support/postgres-urls";
import { ensureBuild, startNextServer, stopServer } from "../bench/next-server";
import { DEMO_HEADERS, readSide, shapeOf, startBookingLoad, type Ack } from "./booking-load";

const serverUrl = process.env.FAULT_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `lodging_fault_backup_${process.pid}`;
const restored = `${database}_restored`;
const url = withDatabaseName(serverUrl, database);
const restoredUrl = withDatabaseName(serverUrl, restored);
const port = Number(process.env.FAULT_PORT ?? 3700);
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "lodging-backup-"));
const appEnv = {
  SEED_DEMO_ON_EMPTY: "true",
  ALLOW_DEMO_CREDENTIALS: "true",
  RATE_LIMIT_DISABLED: "true",
  WEBHOOK_DISPATCHER: "off",
  LOG_LEVEL: "warn",
};

/** An npm script as an operator runs it; answers its exit code and the JSON of its last line. */
function npmRun(args: string[], env: Record<string, string>): Promise<{ code: number; result?: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? "";
      let result: Record<string, unknown> | undefined;
      try {
        result = JSON.parse(last) as Record<string, unknown>;
      } catch {
        result = undefined;
      }
      resolve({ code: code ?? 1, result });
    });
  });
}

async function codesIn(databaseUrl: string, codes: string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string }>("select code from bookings where code = any($1::text[])", [codes]);
    return new Set(rows.map((row) => row.code));
  } finally {
    await client.end();
  }
}

/** Get Booking Detail of each, 8 at a time: the codes that do not answer 200. */
async function missingThroughApi(origin: string, acks: Ack[]): Promise<string[]> {
  const missing: string[] = [];
  for (let i = 0; i < acks.length; i += 8) {
    const answers = await Promise.all(
      acks.slice(i, i + 8).map(async (ack) => ({
        ack,
        status: (await fetch(`${origin}/api/v1/properties/${ack.tenant}/bookings/${ack.code}`, { headers: DEMO_HEADERS })).status,
      })),
    );
    missing.push(...answers.filter((answer) => answer.status !== 200).map((answer) => answer.ack.code));
  }
  return missing;
}

const started = performance.now();
await adminQuery(serverUrl, `create database "${database}"`);
await (await openPostgres(url)).close(); // migrates; the app loads the demo at its start
ensureBuild();
let app = await startNextServer(port, { ...appEnv, DATABASE_URL: url });
let failed = true;
try {
  const origin = `http://127.0.0.1:${port}`;
  const load = startBookingLoad(origin, 4);
  await new Promise((resolve) => setTimeout(resolve, 4000));

  const backupStartedAt = Date.now();
  const ackedBefore = load.acks.filter((ack) => ack.at < backupStartedAt);
  console.log(`backup starts with ${ackedBefore.length} bookings acknowledged (201) and the load still running ...`);
  const backup = await npmRun(["backup"], { DATABASE_URL: url, BACKUP_DIR: backupDir });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await load.stop();
  const ackedDuring = load.acks.length - ackedBefore.length;
  const file = String(backup.result?.file ?? "");
  if (backup.code !== 0 || !fs.existsSync(file)) throw new Error(`npm run backup failed (exit ${backup.code}).`);
  const originalRead = await readSide(origin, ackedBefore.at(-1)!);
  await stopServer(app);

  console.log("restore over the original database (must be refused) ...");
  const refused = await npmRun(["restore", "--", file, database], { DATABASE_URL: serverUrl });
  console.log(`restore into the new database ${restored} ...`);
  const restore = await npmRun(["restore", "--", file, restored], { DATABASE_URL: serverUrl });
  if (restore.code !== 0) throw new Error(`npm run restore failed (exit ${restore.code}).`);
  const appStart = performance.now();
  app = await startNextServer(port, { ...appEnv, DATABASE_URL: restoredUrl });
  const appSeconds = (performance.now() - appStart) / 1000;

  const present = await codesIn(
    restoredUrl,
    ackedBefore.map((ack) => ack.code),
  );
  const lost = ackedBefore.length - present.size;
  const missingApi = await missingThroughApi(origin, ackedBefore);
  const restoredRead = await readSide(origin, ackedBefore.at(-1)!);
  const allAcked = await codesIn(
    restoredUrl,
    load.acks.map((ack) => ack.code),
  );
  const backupSeconds = Number(backup.result?.seconds);
  const restoreSeconds = Number(restore.result?.seconds);

  const checks = [
    { name: "bookings acknowledged before the backup started", value: ackedBefore.length, ok: ackedBefore.length > 0 },
    { name: "of them missing from the restored database (lost)", value: lost, ok: lost === 0 },
    { name: "of them not answered 200 by Get Booking Detail on the restored app", value: missingApi.length, ok: missingApi.length === 0 },
    { name: "restore over the non-empty original refused (exit code)", value: refused.code, ok: refused.code !== 0 },
    ...(["booking", "availability", "properties"] as const).map((name) => ({
      name: `${name}: answers 200 with the original's shape (status ${restoredRead[name]!.status})`,
      value: isDeepStrictEqual(shapeOf(restoredRead[name]!.body), shapeOf(originalRead[name]!.body)) ? "same" : "different",
      ok:
        restoredRead[name]!.status === 200 &&
        originalRead[name]!.status === 200 &&
        isDeepStrictEqual(shapeOf(restoredRead[name]!.body), shapeOf(originalRead[name]!.body)),
    })),
    {
      name: "the last booking acknowledged before the backup reads the same",
      value: isDeepStrictEqual(restoredRead.booking, originalRead.booking),
      ok: isDeepStrictEqual(restoredRead.booking, originalRead.booking),
    },
  ];
  for (const check of checks) console.log(`${check.ok ? "ok  " : "FAIL"} ${check.name}: ${check.value}`);
  failed = checks.some((check) => !check.ok);
  console.log(
    `\nrecovery point: ${present.size} of ${ackedBefore.length} bookings acknowledged before the backup are in the copy (${lost} lost); ` +
      `${allAcked.size - present.size} of the ${ackedDuring} acknowledged while it ran are in it too.`,
  );
  console.log(
    `backup ${backupSeconds.toFixed(2)} s (${(Number(backup.result?.bytes) / 1e6).toFixed(2)} MB), restore ${restoreSeconds.toFixed(2)} s, ` +
      `app start on the copy ${appSeconds.toFixed(1)} s: recovery time ${(restoreSeconds + appSeconds).toFixed(1)} s.`,
  );
  console.log(
    JSON.stringify({
      acked_before_backup: ackedBefore.length,
      present_after_restore: present.size,
      lost,
      acked_during_backup: ackedDuring,
      backup_seconds: Number(backupSeconds.toFixed(2)),
      backup_bytes: backup.result?.bytes,
      restore_seconds: Number(restoreSeconds.toFixed(2)),
      app_start_seconds: Number(appSeconds.toFixed(1)),
      recovery_seconds: Number((restoreSeconds + appSeconds).toFixed(1)),
      answers: Object.fromEntries(load.statuses),
      script_seconds: Number(((performance.now() - started) / 1000).toFixed(0)),
    }),
  );
} finally {
  await stopServer(app);
  fs.rmSync(backupDir, { recursive: true, force: true });
  for (const name of [database, restored])
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`).catch(() => undefined);
}
process.exit(failed ? 1 : 0);
