// npm run bench:profile-api [-- --route detail|health|update|roomTypes --seconds 20 --connections 50 --port 3300 --top 40 --node machine --node-flags=... --no-build]
// npm run bench:profile-api -- --read .cache/cpu-profiles/<run>   (prints a past run again)
// Where the CPU of a route goes under load (Get Booking Detail by default; the empty route
// /api/health shows what Next.js costs alone): `next start` on Node 24 (or this process's Node
// with --node machine) runs with --cpu-prof while autocannon loads the route,
// then the profile's self time, counted over the measured run only, is printed by owner (our
// server/ and app/ code, next, react, pg, drizzle-orm, pino, ...), by file and by function, in
// ms in all and in microseconds per request. Needs DATABASE_URL, as `npm run bench:api`.
// Each run keeps its profile and its measured window in .cache/cpu-profiles/<time>/.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openApiBenchData, type ApiTargets } from "./api-bench-data";
import { closedLoopLoad } from "./closed-loop-load";
import { ensureBuild, startNextServer, stopServer, treeCpuMs } from "./next-server";
import { node24Binary } from "./node24-binary";
import { summarizeCpuProfile, type SelfTime } from "./summarize-cpu-profile";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    route: { type: "string", default: "detail" },
    node: { type: "string", default: "24" },
    "node-flags": { type: "string", default: "--max-semi-space-size=16 --max-old-space-size=256" }, // as `npm start` runs
    port: { type: "string", default: "3300" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    top: { type: "string", default: "40" },
    read: { type: "string" },
  },
});
const top = Number(values.top);
const route = values.route as keyof ApiTargets;
if (!["detail", "health", "update", "roomTypes"].includes(route)) {
  console.error("--route is one of detail, health, update, roomTypes.");
  process.exit(2);
}

if (values.read) {
  printProfiles(values.read);
} else {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error("Set DATABASE_URL to a PostgreSQL database (the demo fixture is loaded if missing).");
    process.exit(2);
  }
  const profileDir = path.resolve(".cache", "cpu-profiles", new Date().toISOString().replace(/[:.]/g, "-"));
  fs.mkdirSync(profileDir, { recursive: true });
  await profileRoute(databaseUrl, profileDir);
  printProfiles(profileDir);
}

async function profileRoute(databaseUrl: string, profileDir: string): Promise<void> {
  const port = Number(values.port);
  const seconds = Number(values.seconds);
  const node = values.node === "machine" ? process.execPath : node24Binary();
  const data = await openApiBenchData(databaseUrl);
  try {
    if (!values["no-build"]) ensureBuild();
    const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_DISABLED: "true", SEED_DEMO_ON_EMPTY: "false" };
    const app = await startNextServer(port, env, undefined, {
      node,
      nodeArgs: [...values["node-flags"].split(" ").filter(Boolean), "--cpu-prof", "--cpu-prof-dir", profileDir],
    });
    try {
      let from = 0;
      const result = await closedLoopLoad(data.targets(`http://127.0.0.1:${port}`)[route], {
        connections: Number(values.connections),
        seconds,
        serverCpuMs: () => treeCpuMs(app.pid!),
        onStart: () => (from = monotonicMicroseconds()),
      });
      const run: MeasuredRun = {
        route: result.name,
        from,
        to: monotonicMicroseconds(),
        requests: result.requests,
        cpuMsPerRequest: result.cpuMsPerRequest,
        node,
      };
      fs.writeFileSync(path.join(profileDir, "run.json"), JSON.stringify(run));
    } finally {
      await stopServer(app); // the profile is written as the server exits
    }
  } finally {
    await data.close();
  }
}

interface MeasuredRun {
  route: string;
  from: number;
  to: number;
  requests: number;
  cpuMsPerRequest: number;
  node: string;
}

/** The clock of the profile's timestamps: CLOCK_MONOTONIC, which V8 and process.hrtime share on Linux. */
function monotonicMicroseconds(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

function printProfiles(profileDir: string): void {
  const run = JSON.parse(fs.readFileSync(path.join(profileDir, "run.json"), "utf8")) as MeasuredRun;
  const profiles = fs.readdirSync(profileDir).filter((name) => name.endsWith(".cpuprofile"));
  if (profiles.length === 0) throw new Error(`No .cpuprofile in ${profileDir}: the server did not exit cleanly.`);
  const seconds = (run.to - run.from) / 1_000_000;
  for (const name of profiles) {
    const summary = summarizeCpuProfile(path.join(profileDir, name), run);
    console.log(`\n${run.route}: ${path.join(profileDir, name)} (${run.node})`);
    console.log(
      `${summary.totalMs.toFixed(0)} ms sampled over ${seconds.toFixed(1)} s, ${run.requests} requests (${(run.requests / seconds).toFixed(0)} req/s); ` +
        `the server's processes used ${run.cpuMsPerRequest.toFixed(2)} ms of CPU per request (the samples also count time it waited for a core)`,
    );
    print("by owner (self time)", summary.byOwner, summary.totalMs, run.requests, summary.byOwner.length);
    print(
      "by owner (native and Node's own JavaScript charged to their caller)",
      summary.byCaller,
      summary.totalMs,
      run.requests,
      summary.byCaller.length,
    );
    print("by file", summary.byFile, summary.totalMs, run.requests, top);
    print("by function", summary.byFunction, summary.totalMs, run.requests, top);
  }
}

function print(title: string, rows: SelfTime[], totalMs: number, requests: number, limit: number): void {
  console.log(`\n${title.padEnd(100)}${"ms".padStart(9)}${"%".padStart(7)}${"µs/req".padStart(9)}`);
  for (const row of rows.slice(0, limit)) {
    const name = row.name.length > 99 ? `…${row.name.slice(-98)}` : row.name;
    console.log(
      `${name.padEnd(100)}${row.ms.toFixed(0).padStart(9)}${((100 * row.ms) / totalMs).toFixed(1).padStart(7)}${((1000 * row.ms) / requests).toFixed(1).padStart(9)}`,
    );
  }
}
