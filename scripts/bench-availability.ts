// npm run bench:availability [-- --no-build --requests 200 --seconds 20]
// Times Search Room Type and Search Properties through HTTP on a running `next start`, against
// the PostgreSQL of DATABASE_URL seeded by `npm run bench:seed`. Prints a table, then one JSON
// line: the figures of the two targets (room types: 30 nights at the largest property;
// properties: 7 nights over the whole chain).
import type { ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { openPostgres } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { addDays, todayIn } from "@/server/domain/dates";
import { ensureBuild, startNextServer, stopServer } from "./bench/next-server";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "3200" },
    requests: { type: "string", default: "200" },
    seconds: { type: "string", default: "20" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to the PostgreSQL seeded by `npm run bench:seed -- --properties N`.");
  process.exit(2);
}
const port = Number(values.port);
const maxRequests = Number(values.requests);
const maxMillis = Number(values.seconds) * 1000;
const STAYS = [1, 7, 30] as const;

const open = await openPostgres(databaseUrl);
let server: ChildProcess | undefined;
try {
  const [chain] = await queryRows<{ properties: number; rooms: number; booking_rooms: number }>(
    open.db,
    sql`select (select count(*) from properties where id like 'bench-%')::int as properties,
               (select count(*) from rooms where property_id like 'bench-%')::int as rooms,
               (select count(*) from booking_rooms where property_id like 'bench-%')::int as booking_rooms`,
  );
  if (!chain || chain.properties === 0) throw new Error("No bench chain here: run `npm run bench:seed -- --properties N` first.");
  const [largest] = await queryRows<{ id: string; rooms: number }>(
    open.db,
    sql`select property_id as id, count(*)::int as rooms from rooms where property_id like 'bench-%'
        group by property_id order by count(*) desc, property_id limit 1`,
  );
  const benchIds = (await queryRows<{ id: string }>(open.db, sql`select id from properties where id like 'bench-%' order by id`)).map(
    (row) => row.id,
  );
  // A key limited to the bench properties (not an all-properties key), as a chain's reporting key would be.
  const { id: keyId, key } = await createApiKey(open.db, { name: "bench:availability", scopes: ["properties:read"], properties: benchIds });

  if (!values["no-build"]) ensureBuild();
  server = await startNextServer(port, { DATABASE_URL: databaseUrl, SEED_DEMO_ON_EMPTY: "false", RATE_LIMIT_DISABLED: "true" });

  const today = todayIn("Asia/Ho_Chi_Minh");
  const base = `http://127.0.0.1:${port}/api/v1`;
  const results: { endpoint: string; nights: number; timing: Timing }[] = [];
  for (const nights of STAYS) {
    const pathOf = (i: number) => {
      const checkin = addDays(today, i % 60); // spread over the next two months: no two neighbours alike
      return `/properties/${largest!.id}/room_types/search?checkin_date=${checkin}&checkout_date=${addDays(checkin, nights)}`;
    };
    results.push({ endpoint: `room_types (${largest!.id}, ${largest!.rooms} rooms)`, nights, timing: await time(base, key, pathOf) });
  }
  for (const nights of STAYS) {
    const pathOf = (i: number) => {
      const checkin = addDays(today, i % 60);
      return `/properties/search?checkin_date=${checkin}&checkout_date=${addDays(checkin, nights)}`;
    };
    results.push({ endpoint: `properties (${chain.properties} properties)`, nights, timing: await time(base, key, pathOf) });
  }
  await open.db.execute(sql`delete from api_keys where id = ${keyId}::uuid`);

  console.log("");
  console.log(
    `${"endpoint".padEnd(40)} ${"nights".padStart(6)} ${"requests".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)} ${"items".padStart(6)}`,
  );
  for (const { endpoint, nights, timing } of results) {
    console.log(
      `${endpoint.padEnd(40)} ${String(nights).padStart(6)} ${String(timing.count).padStart(8)} ${timing.p50.toFixed(1).padStart(8)} ${timing.p95.toFixed(1).padStart(8)} ${timing.max.toFixed(1).padStart(8)} ${String(timing.items).padStart(6)}`,
    );
  }
  const roomTypes = results.find((r) => r.endpoint.startsWith("room_types") && r.nights === 30)!.timing;
  const propertiesSearch = results.find((r) => r.endpoint.startsWith("properties") && r.nights === 7)!.timing;
  console.log(
    JSON.stringify({
      room_types_p50_ms: round(roomTypes.p50),
      room_types_p95_ms: round(roomTypes.p95),
      properties_p50_ms: round(propertiesSearch.p50),
      properties_p95_ms: round(propertiesSearch.p95),
      properties: chain.properties,
      rooms: chain.rooms,
      booking_rooms: chain.booking_rooms,
    }),
  );
} finally {
  await stopServer(server);
  await open.close();
}

interface Timing {
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** Items in the last answer: a search that finds nothing is not a benchmark. */
  items: number;
}

/** One request at a time over a kept-alive connection: latency, not throughput. */
async function time(base: string, key: string, pathOf: (i: number) => string): Promise<Timing> {
  const headers = { authorization: `Bearer ${key}` };
  for (let i = 0; i < 10; i++) await call(base + pathOf(i + 1000), headers); // warm-up: JIT, pool, caches
  const millis: number[] = [];
  let items = 0;
  const started = performance.now();
  while (millis.length < maxRequests && performance.now() - started < maxMillis) {
    const t0 = performance.now();
    items = await call(base + pathOf(millis.length), headers);
    millis.push(performance.now() - t0);
  }
  millis.sort((a, b) => a - b);
  const at = (q: number) => millis[Math.min(millis.length - 1, Math.ceil(q * millis.length) - 1)]!;
  return { count: millis.length, p50: at(0.5), p95: at(0.95), max: millis[millis.length - 1]!, items };
}

async function call(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { data?: unknown[] };
  if (response.status !== 200 || !Array.isArray(body.data)) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data.length;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
