// npm run fault:postgres-restart: PostgreSQL restarted while requests flow.
// Starts `next start` on a fresh PostgreSQL database, sends reads and rate changes from 8
// clients, restarts the PostgreSQL server in the middle, and checks that
//   - every answer during the outage is a clean 503 with the envelope (never a 500, never a hang),
//   - the app serves again within 5 s of the server being back, by itself,
//   - no write is half-applied: every night of the room carries one price that was sent, and
//     the outbox holds one event per committed change (between the 200s and the 200s + 503s).
// Exits non-zero when a check fails. Needs root (pg_ctlcluster) and the CI machine's PostgreSQL.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { openPostgres } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { adminQuery } from "@/tests/support/test-database";
import { withDatabaseName } from "@/tests/support/postgres-urls";
import { ensureBuild, startNextServer, stopServer } from "../bench/next-server";

const serverUrl = process.env.FAULT_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `lodging_fault_${process.pid}`;
const url = withDatabaseName(serverUrl, database);
const port = Number(process.env.FAULT_PORT ?? 3400);
const ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6, three nights in the future
const BOOKING = "HNZK3NJ6";
const cluster = fs.readdirSync("/etc/postgresql")[0]!;

await adminQuery(serverUrl, `create database "${database}"`);
const open = await openPostgres(url); // migrates
ensureBuild();
let appErrors = "";
// The demo fixture is loaded into the fresh database (production loads it only when asked).
const app = await startNextServer(
  port,
  { DATABASE_URL: url, SEED_DEMO_ON_EMPTY: "true", RATE_LIMIT_DISABLED: "true", WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" },
  (text) => (appErrors += text),
);
let failed = false;
try {
  const { key } = await createApiKey(open.db, { name: "fault", scopes: ["bookings:read", "bookings:write"], properties: "all" });
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const base = `http://127.0.0.1:${port}/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}`;

  const log: { at: number; kind: "read" | "write"; status: number; code?: string; price?: number }[] = [];
  let running = true;
  let n = 0;
  const client = async (id: number) => {
    while (running) {
      const write = (n++ + id) % 2 === 0;
      const price = 1_000_000 + (n % 1000) * 1000;
      const started = Date.now();
      try {
        const response = await fetch(write ? `${base}/rooms/${ROOM}/rate` : base, {
          method: write ? "POST" : "GET",
          headers,
          body: write ? JSON.stringify({ price_per_night: price }) : undefined,
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await response.json()) as { code?: string };
        log.push({
          at: started,
          kind: write ? "write" : "read",
          status: response.status,
          code: body.code,
          price: write ? price : undefined,
        });
      } catch (error) {
        log.push({ at: started, kind: write ? "write" : "read", status: 0, code: (error as Error).name });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const clients = Array.from({ length: 8 }, (_, i) => client(i));

  await new Promise((resolve) => setTimeout(resolve, 3000));
  const stopAt = Date.now();
  console.log(`restarting PostgreSQL (${cluster}/main) ...`);
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster, "main", "stop", "-m", "fast"]);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster, "main", "start"]);
  const backAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 8000));
  running = false;
  await Promise.all(clients);

  const during = log.filter((entry) => entry.at >= stopAt && entry.at < backAt);
  const unclean = log.filter(
    (entry) => ![200, 503].includes(entry.status) || (entry.status === 503 && entry.code !== "SERVICE_UNAVAILABLE"),
  );
  const firstOk = log.filter((entry) => entry.at >= backAt && entry.status === 200).sort((a, b) => a.at - b.at)[0];
  const recoveryMs = firstOk ? firstOk.at - backAt : Infinity;

  const reopened = await openPostgres(url, { migrate: false });
  const prices = await queryRows<{ price: string }>(
    reopened.db,
    sql`select distinct price::text as price from nightly_prices where booking_room_id = ${ROOM}::uuid`,
  );
  const [{ events }] = (await queryRows<{ events: number }>(reopened.db, sql`select count(*)::int as events from outbox_events`)) as [
    { events: number },
  ];
  await reopened.close();
  const writes = log.filter((entry) => entry.kind === "write");
  const okWrites = writes.filter((entry) => entry.status === 200).length;
  const unsureWrites = writes.filter((entry) => entry.status !== 200).length;
  const sentPrices = new Set(writes.map((entry) => String(entry.price)));

  const checks = [
    { name: "requests sent", value: log.length, ok: log.length > 0 },
    {
      name: "answers during the outage (all 503)",
      value:
        during
          .map((e) => e.status)
          .join(",")
          .slice(0, 60) || "none",
      ok: during.every((e) => e.status === 503),
    },
    { name: "unclean answers (not 200, not 503 SERVICE_UNAVAILABLE)", value: unclean.length, ok: unclean.length === 0 },
    { name: "recovery after the server is back (ms)", value: recoveryMs, ok: recoveryMs <= 5000 },
    {
      name: "distinct nightly prices of the room (1 = whole change)",
      value: prices.length,
      ok: prices.length === 1 && sentPrices.has(String(Number(prices[0]!.price))),
    },
    {
      name: `events ${events} within committed writes [${okWrites}, ${okWrites + unsureWrites}]`,
      value: events,
      ok: events >= okWrites && events <= okWrites + unsureWrites,
    },
    {
      name: "uncaught exceptions in the app",
      value: (appErrors.match(/uncaughtException|unhandledRejection/g) ?? []).length,
      ok: !/uncaughtException|unhandledRejection/.test(appErrors),
    },
  ];
  for (const check of checks) console.log(`${check.ok ? "ok  " : "FAIL"} ${check.name}: ${check.value}`);
  failed = checks.some((check) => !check.ok);
  console.log(
    JSON.stringify({
      requests: log.length,
      outage_503: during.length,
      unclean: unclean.length,
      recovery_ms: recoveryMs,
      writes_ok: okWrites,
      events,
    }),
  );
} finally {
  await stopServer(app);
  await open.close().catch(() => undefined);
  await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`).catch(() => undefined);
}
process.exit(failed ? 1 : 0);
