// npm run bench:booking [-- --seconds 15 --connections 50 --port 3400 --no-build]
// Create Booking through HTTP on `next start` against the PostgreSQL of DATABASE_URL, beside
// Update Booking in the same run and on the same server: Update Booking (notes, 400 bookings in
// turn, as bench:api runs it), then Create Booking on one hot room type (every request takes a
// night of the same type, so the night locks are contended), then spread over 50 room types.
// `connections` clients each, closed loop. At the end, the inventory invariant: the nights
// counted per type equal a recount of the stays, and no night is sold beyond its rooms.
// Goal (issue 21): spread over 50 types, at least half of Update Booking's requests per second.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import type { Database } from "@/server/platform/db/database";
import { openPostgres } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { closedLoopLoad } from "./bench/closed-loop-load";
import { CREATE_PROPERTY, createBookingRequest, ensureCreateBookingProperty, inventoryInvariant } from "./bench/create-bookings-fixture";
import type { LoadResult, LoadTarget } from "./bench/load-target";
import { ensureBuild, startNextServer, stopServer, treeCpuMs } from "./bench/next-server";
import { ensureUpdateBookings, updateBookingRequest } from "./bench/update-bookings-fixture";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "3400" },
    seconds: { type: "string", default: "15" },
    connections: { type: "string", default: "50" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL database (the benchmark's properties are loaded if missing).");
  process.exit(2);
}
const port = Number(values.port);
const load = { connections: Number(values.connections), seconds: Number(values.seconds) };

const open = await openPostgres(databaseUrl);
const db = open.db as Database;
const updateCodes = await ensureUpdateBookings(db);
const types = await ensureCreateBookingProperty(db);
const { id: keyId, key } = await createApiKey(db, {
  name: "bench:booking",
  scopes: ["bookings:read", "bookings:write", "properties:read"],
  properties: "all",
});
const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
try {
  if (!values["no-build"]) ensureBuild();
  const app = await startNextServer(port, { DATABASE_URL: databaseUrl, RATE_LIMIT_DISABLED: "true", SEED_DEMO_ON_EMPTY: "false" });
  const origin = `http://127.0.0.1:${port}`;
  const target = (name: string, request: LoadTarget["request"]): LoadTarget => ({ name, origin, method: "POST", headers, request });
  const options = { ...load, serverCpuMs: () => treeCpuMs(app.pid!) };
  let results: LoadResult[];
  try {
    const update = await closedLoopLoad(
      target(`Update Booking (notes, ${updateCodes.length} bookings in turn)`, (n) => updateBookingRequest(updateCodes, n)),
      options,
    );
    const hot = await closedLoopLoad(
      target("Create Booking, one hot room type (600 rooms)", (n) => createBookingRequest([types.hot], n)),
      options,
    );
    const spread = await closedLoopLoad(
      target("Create Booking, spread over 50 room types", (n) => createBookingRequest(types.spread, n)),
      options,
    );
    results = [update, hot, spread];
  } finally {
    await stopServer(app);
  }
  const [update, hot, spread] = results as [LoadResult, LoadResult, LoadResult];
  const invariant = await inventoryInvariant(db);
  const [{ created } = { created: 0 }] = await queryRows<{ created: number }>(
    db,
    sql`select count(*)::int as created from bookings where property_id = ${CREATE_PROPERTY}`,
  );

  console.log("\n" + "".padEnd(58) + ["req/s", "p50 ms", "p99 ms", "errors", "CPU ms/req"].map((title) => title.padStart(11)).join(""));
  for (const result of results) {
    const cells = [result.rps.toFixed(0), String(result.p50), String(result.p99), String(result.errors), result.cpuMsPerRequest.toFixed(1)];
    console.log(result.name.padEnd(58) + cells.map((cell) => cell.padStart(11)).join(""));
  }
  const ratio = spread.rps / update.rps;
  console.log(
    `\nBookings made: ${created}. Invariant: ${invariant.miscounted} nights miscounted, ${invariant.oversold} nights sold beyond their rooms.`,
  );
  console.log(
    `Goal: spread creates at least half of Update Booking's req/s: ${(ratio * 100).toFixed(0)}% (${ratio >= 0.5 ? "met" : "NOT met"}).`,
  );
  console.log(
    JSON.stringify({
      update_rps: Math.round(update.rps),
      update_p50_ms: update.p50,
      update_p99_ms: update.p99,
      create_hot_rps: Math.round(hot.rps),
      create_hot_p50_ms: hot.p50,
      create_hot_p99_ms: hot.p99,
      create_spread_rps: Math.round(spread.rps),
      create_spread_p50_ms: spread.p50,
      create_spread_p99_ms: spread.p99,
      errors: hot.errors + spread.errors + update.errors,
      bookings_created: created,
      ...invariant,
    }),
  );
  if (invariant.miscounted > 0 || invariant.oversold > 0) process.exitCode = 1;
} finally {
  await db.execute(sql`delete from api_keys where id = ${keyId}::uuid`);
  await open.close();
}
