// npm run bench:api [-- --seconds 20 --connections 50 --no-build]
// Load on the API through HTTP on `next start` against the PostgreSQL of DATABASE_URL (the demo
// fixture, plus the availability chain of `npm run bench:seed` when present): Get Booking
// Detail, Search Room Type and a small Update Booking (notes), 50 connections for 20 s each;
// and a bare node:http + pg server running the app's own SQL for Get Booking Detail, as the
// floor. Prints a table and, last, one JSON line with the figures.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import { authenticate } from "@/server/platform/auth/authenticate";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { getBookingDetail } from "@/server/bookings/get-booking-detail";
import { schema, type Database } from "@/server/platform/db/database";
import { openPostgres } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { addDays, todayIn } from "@/server/domain/dates";
import { ensureBuild, startNextServer, stopServer, treeRssMb } from "./bench/next-server";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "3300" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL database (the demo fixture is loaded if missing).");
  process.exit(2);
}
const port = Number(values.port);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const TENANT = "hanoi-old-quarter";
const BOOKING = "HNVRBEHJ";

const open = await openPostgres(databaseUrl);
if ((await queryRows(open.db, sql`select 1 from properties where id = ${TENANT}`)).length === 0) {
  const { importDemoFixture } = await import("@/server/fixtures/demo-fixture");
  await importDemoFixture(open.db);
}
const { id: keyId, key } = await createApiKey(open.db, {
  name: "bench:api",
  scopes: ["bookings:read", "bookings:write", "properties:read"],
  properties: "all",
});
const headers = { authorization: `Bearer ${key}` };
const [roomTypesTarget] = await queryRows<{ id: string }>(
  open.db,
  sql`select property_id as id from rooms group by property_id order by (property_id like 'bench-%') desc, count(*) desc limit 1`,
);
const today = todayIn("Asia/Ho_Chi_Minh");
const baselineQueries = await captureDetailSql();

if (!values["no-build"]) ensureBuild();
const servers: { kill(): Promise<void> }[] = [];
try {
  const app = await startNextServer(port, { DATABASE_URL: databaseUrl, RATE_LIMIT_DISABLED: "true", SEED_DEMO_ON_EMPTY: "false" });
  servers.push({ kill: () => stopServer(app) });
  let rssMb = 0;
  const sampler = setInterval(() => (rssMb = Math.max(rssMb, treeRssMb(app.pid!))), 250);

  const base = `http://127.0.0.1:${port}/api/v1`;
  const detail = await load("Get Booking Detail", { url: `${base}/properties/${TENANT}/bookings/${BOOKING}`, headers });
  // What Next.js itself costs: a route handler that only answers a constant.
  const framework = await load("Next.js floor: GET /api/health (no database)", { url: `http://127.0.0.1:${port}/api/health` });
  const roomTypes = await load("Search Room Type (7 nights)", {
    url: `${base}/properties/${roomTypesTarget!.id}/room_types/search?checkin_date=${addDays(today, 14)}&checkout_date=${addDays(today, 21)}`,
    headers,
  });
  const update = await load("Update Booking (notes)", {
    url: `${base}/properties/${TENANT}/bookings/${BOOKING}/update`,
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ notes: "Benchmark note" }),
  });
  clearInterval(sampler);
  await stopServer(app);

  const baselinePort = port + 1;
  const baseline = spawn(process.execPath, ["--import", "tsx", "scripts/bench/baseline-server.ts"], {
    env: { ...process.env, BASELINE_PORT: String(baselinePort), BASELINE_QUERIES: JSON.stringify(baselineQueries) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  servers.push({ kill: () => stopServer(baseline) });
  await waitFor(`http://127.0.0.1:${baselinePort}/`);
  const floor = await load(`Baseline: node:http + pg, same ${baselineQueries.length} statements`, { url: `http://127.0.0.1:${baselinePort}/` });

  console.log("");
  console.log(`${"".padEnd(52)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)}`);
  for (const row of [detail, roomTypes, update, framework, floor]) {
    console.log(`${row.name.padEnd(52)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.errors).padStart(7)}`);
  }
  console.log(`app RSS under load (max): ${rssMb.toFixed(0)} MB`);
  console.log(
    JSON.stringify({
      detail_rps: Math.round(detail.rps),
      detail_p99_ms: detail.p99,
      detail_baseline_rps: Math.round(floor.rps),
      room_types_rps: Math.round(roomTypes.rps),
      room_types_p99_ms: roomTypes.p99,
      update_rps: Math.round(update.rps),
      update_p99_ms: update.p99,
      rss_mb: Math.round(rssMb),
    }),
  );
} finally {
  for (const server of servers) await server.kill();
  await open.db.execute(sql`delete from api_keys where id = ${keyId}::uuid`);
  await open.close();
}

interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, target: { url: string; method?: "GET" | "POST"; headers?: Record<string, string>; body?: string }): Promise<LoadResult> {
  // A short warm-up (JIT, pool, caches), then the measured run.
  await autocannon({ ...target, connections: 10, duration: 2 });
  const result = await autocannon({ ...target, connections, duration: seconds });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`${name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** The statements the app runs for one Get Booking Detail, with their parameters. */
async function captureDetailSql(): Promise<{ sql: string; params: unknown[] }[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle({
      client: pool,
      schema,
      casing: "snake_case",
      logger: { logQuery: (query, params) => captured.push({ sql: query, params }) },
    }) as unknown as Database;
    // Twice, keeping the second: the app's steady state, with the API key and the property
    // in its short-lived caches, as they are for all but the first request of a run.
    for (let run = 0; run < 2; run++) {
      captured.length = 0;
      const request = new Request(`http://localhost/api/v1/properties/${TENANT}/bookings/${BOOKING}`, { headers });
      const ctx = await authenticate(db, request);
      await getBookingDetail({ db, ctx, input: { tenantId: TENANT, bookingCode: BOOKING } });
    }
    return captured;
  } finally {
    await pool.end();
  }
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer.`);
}
