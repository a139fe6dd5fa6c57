// npm run bench:api [-- --seconds 20 --connections 50 --rate 300 --port 3300 --node-flags=--max-semi-space-size=16 --no-build]
// Load on the API through HTTP on `next start` against the PostgreSQL of DATABASE_URL (the demo
// fixture and a property of 400 bookings for Update Booking, loaded when missing; the
// availability chain of `npm run bench:seed` when present), once on this process's Node and
// once on Node 24 (scripts/node24.sh): Get Booking Detail, Search Room Type, Update Booking
// (notes, each request on the next booking) and the empty route GET /api/health, 50
// connections for 20 s each; then Get Booking Detail and Update Booking at a fixed 300
// requests a second. Last, a bare node:http + pg server running the app's own SQL for Get
// Booking Detail, as the floor. Prints a table per Node, the goals, and one JSON line.
// --node-flags are given to both servers' Node; the default is what `npm start` runs with
// (package.json): V8's young generation at 16 MB a half, its old generation at 256 MB
// (docs/deploy.md).
import { parseArgs } from "node:util";
import { openApiBenchData } from "./bench/api-bench-data";
import { captureDetailSql } from "./bench/capture-detail-sql";
import type { LoadResult } from "./bench/load-target";
import { measureApiOnNode, type NodeFigures } from "./bench/measure-api-on-node";
import { measureBaseline } from "./bench/measure-baseline";
import { ensureBuild } from "./bench/next-server";
import { node24Binary } from "./bench/node24-binary";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "3300" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    rate: { type: "string", default: "300" },
    "node-flags": { type: "string", default: "--max-semi-space-size=16 --max-old-space-size=256" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL database (the demo fixture is loaded if missing).");
  process.exit(2);
}
const port = Number(values.port);
const load = { connections: Number(values.connections), seconds: Number(values.seconds), rate: Number(values.rate) };

const node24 = node24Binary();
const data = await openApiBenchData(databaseUrl);
try {
  const baselineQueries = await captureDetailSql(databaseUrl, data.headers);
  if (!values["no-build"]) ensureBuild();
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_DISABLED: "true", SEED_DEMO_ON_EMPTY: "false" };
  const nodeArgs = values["node-flags"].split(" ").filter(Boolean);
  const here = await measureApiOnNode({ nodeArgs }, { port, env, targets: data.targets, ...load });
  const next = await measureApiOnNode({ node: node24, nodeArgs }, { port, env, targets: data.targets, ...load });
  const baseline = await measureBaseline({ port: port + 1, queries: baselineQueries, ...load });

  printTable(here);
  printTable(next);
  console.log("");
  printRow(baseline);
  printGoals(here, next);
  console.log(
    JSON.stringify({
      detail_rps: Math.round(here.detail.rps),
      detail_p99_ms: here.detail.p99,
      detail_baseline_rps: Math.round(baseline.rps),
      room_types_rps: Math.round(here.roomTypes.rps),
      room_types_p99_ms: here.roomTypes.p99,
      update_rps: Math.round(here.update.rps),
      update_p99_ms: here.update.p99,
      rss_mb: Math.round(here.rssMb),
      floor_rps: Math.round(here.floor.rps),
      node24_detail_rps: Math.round(next.detail.rps),
      node24_update_rps: Math.round(next.update.rps),
      node24_floor_rps: Math.round(next.floor.rps),
      node24_rss_mb: Math.round(next.rssMb),
      node24_detail_p99_at_300_ms: next.detailAtRate.p99,
      node24_update_p99_at_300_ms: next.updateAtRate.p99,
    }),
  );
} finally {
  await data.close();
}

function printTable(figures: NodeFigures): void {
  console.log(
    `\nNode ${figures.version}`.padEnd(62) +
      ["req/s", "p50 ms", "p99 ms", "errors", "CPU ms/req"].map((title) => title.padStart(8)).join(" "),
  );
  for (const row of [figures.detail, figures.roomTypes, figures.update, figures.floor, figures.detailAtRate, figures.updateAtRate])
    printRow(row);
  const ratio = (row: LoadResult) => (row.rps / figures.floor.rps).toFixed(2);
  console.log(
    `RSS under load (max, process tree): ${figures.rssMb.toFixed(0)} MB; of the empty route's req/s: detail ${ratio(figures.detail)}, update ${ratio(figures.update)}`,
  );
}

function printRow(row: LoadResult): void {
  const columns = [row.rps.toFixed(0), row.p50, row.p99, row.errors, row.cpuMsPerRequest.toFixed(2)];
  console.log(row.name.padEnd(61) + columns.map((value) => String(value).padStart(8)).join(" "));
}

/** The goals of the move to Node 24 (README, "API load benchmark"), all from this one run. */
function printGoals(here: NodeFigures, next: NodeFigures): void {
  const goals: [string, boolean][] = [
    [
      `Node 24: Get Booking Detail >= 0.6 x the empty route (${(next.detail.rps / next.floor.rps).toFixed(2)})`,
      next.detail.rps >= 0.6 * next.floor.rps,
    ],
    [
      `Node 24: Update Booking >= 0.3 x the empty route (${(next.update.rps / next.floor.rps).toFixed(2)})`,
      next.update.rps >= 0.3 * next.floor.rps,
    ],
    [`Node 24: Get Booking Detail p99 <= 25 ms at ${load.rate} req/s (${next.detailAtRate.p99} ms)`, next.detailAtRate.p99 <= 25],
    [`Node 24: Update Booking p99 <= 60 ms at ${load.rate} req/s (${next.updateAtRate.p99} ms)`, next.updateAtRate.p99 <= 60],
    [
      `RSS under load <= 400 MB on both (${here.rssMb.toFixed(0)} and ${next.rssMb.toFixed(0)} MB)`,
      Math.max(here.rssMb, next.rssMb) <= 400,
    ],
  ];
  console.log("");
  for (const [goal, met] of goals) console.log(`${met ? "met    " : "NOT met"}  ${goal}`);
}
