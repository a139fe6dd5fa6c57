// npm run bench:heap [-- --seconds 20 --connections 50 --port 3300 --node 24|machine --top 25 --node-flags=... --no-build]
// What an instance holds more of after the API benchmark's load than before it: `next start` as
// bench:api runs it, warmed up on each route (JIT, route bundles, pool), then a heap snapshot
// (V8 collects first, so it holds live objects only), the load of bench:api's closed loop on each
// route, and a second snapshot. Prints the resident memory of each process of the server's tree
// (the e-mail renderer is one) at each step and under load, the heap's own figures, and the kinds
// of object (constructor, function, V8 kind) that grew most between the snapshots.
// The snapshots stay in .cache/heap-snapshots/<run>/ for Chrome DevTools (Memory, Comparison).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openApiBenchData, type ApiTargets } from "./api-bench-data";
import { closedLoopLoad } from "./closed-loop-load";
import { heapGrowth, summarizeHeapSnapshot, totalBytes } from "./heap-snapshot-summary";
import { childrenOf, ensureBuild, startNextServer, stopServer } from "./next-server";
import { node24Binary } from "./node24-binary";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    node: { type: "string", default: "machine" },
    "node-flags": { type: "string", default: "--max-semi-space-size=16 --max-old-space-size=256" }, // as `npm start` runs
    port: { type: "string", default: "3300" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    top: { type: "string", default: "25" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL database (the demo fixture is loaded if missing).");
  process.exit(2);
}
const port = Number(values.port);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const node = values.node === "24" ? node24Binary() : process.execPath;
const snapshotDir = path.resolve(".cache", "heap-snapshots", new Date().toISOString().replace(/[:.]/g, "-"));
fs.mkdirSync(snapshotDir, { recursive: true });

const data = await openApiBenchData(databaseUrl);
let before = "";
let after = "";
try {
  if (!values["no-build"]) ensureBuild();
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_DISABLED: "true", SEED_DEMO_ON_EMPTY: "false" };
  const nodeArgs = [...values["node-flags"].split(" ").filter(Boolean), "--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${snapshotDir}`];
  const app = await startNextServer(port, env, undefined, { node, nodeArgs });
  try {
    const targets = data.targets(`http://127.0.0.1:${port}`);
    const routes: (keyof ApiTargets)[] = ["detail", "health", "roomTypes", "update"];
    printProcesses("started", app.pid!);
    for (const route of routes) await closedLoopLoad(targets[route], { connections: 10, seconds: 3 });
    printProcesses("warmed up (3 s on each route)", app.pid!);
    before = await heapSnapshot(app.pid!, "before");
    const most = new Map<number, number>();
    const sampler = setInterval(() => sampleProcesses(app.pid!, most), 250);
    try {
      for (const route of routes)
        await closedLoopLoad(targets[route], { connections: Number(values.connections), seconds: Number(values.seconds) });
    } finally {
      clearInterval(sampler);
    }
    console.log("\nthe most each process held under load:");
    for (const [pid, mb] of most) console.log(`  ${String(pid).padStart(8)} ${mb.toFixed(0).padStart(5)} MB  ${commandOf(pid)}`);
    printProcesses("after the load", app.pid!);
    after = await heapSnapshot(app.pid!, "after");
  } finally {
    await stopServer(app);
  }
} finally {
  await data.close();
}

const first = summarizeHeapSnapshot(before);
const second = summarizeHeapSnapshot(after);
console.log(`\nlive heap (self sizes summed): ${mb(totalBytes(first))} MB before, ${mb(totalBytes(second))} MB after the load`);
console.log(
  `\n${"grew most (own bytes)".padEnd(60)}${"count".padStart(10)}${"+count".padStart(10)}${"MB".padStart(9)}${"+MB".padStart(9)}`,
);
for (const row of heapGrowth(first, second, Number(values.top))) {
  const name = row.name.length > 59 ? `${row.name.slice(0, 58)}…` : row.name;
  console.log(
    `${name.padEnd(60)}${String(row.count).padStart(10)}${String(row.countDelta).padStart(10)}${mb(row.selfBytes).padStart(9)}${mb(row.bytesDelta).padStart(9)}`,
  );
}
console.log(`\nsnapshots: ${before}\n           ${after}`);

/**
 * Asks the server for a heap snapshot (SIGUSR2, --heapsnapshot-signal) and waits until it is
 * written: the file appears as writing starts, and the server answers again only once it is done.
 */
async function heapSnapshot(pid: number, label: string): Promise<string> {
  const existing = new Set(fs.readdirSync(snapshotDir));
  process.kill(pid, "SIGUSR2");
  let file: string | undefined;
  while (!file) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    file = fs.readdirSync(snapshotDir).find((name) => name.endsWith(".heapsnapshot") && !existing.has(name));
  }
  while (!(await answers())) await new Promise((resolve) => setTimeout(resolve, 200));
  const named = path.join(snapshotDir, `${label}.heapsnapshot`);
  fs.renameSync(path.join(snapshotDir, file), named);
  console.log(`heap snapshot ${label}: ${mb(fs.statSync(named).size)} MB file`);
  printProcesses(`after the ${label} snapshot (a full collection)`, pid);
  return named;
}

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

function treeOf(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(treeOf)];
}

function rssMbOf(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function commandOf(pid: number): string {
  try {
    const command = fs
      .readFileSync(`/proc/${pid}/cmdline`, "utf8")
      .split("\0")
      .filter(Boolean)
      .map((part) => path.basename(part))
      .join(" ");
    return command.length > 90 ? `${command.slice(0, 89)}…` : command;
  } catch {
    return "(gone)";
  }
}

function sampleProcesses(pid: number, most: Map<number, number>): void {
  for (const each of treeOf(pid)) most.set(each, Math.max(most.get(each) ?? 0, rssMbOf(each)));
}

function printProcesses(moment: string, pid: number): void {
  const tree = treeOf(pid);
  const total = tree.reduce((sum, each) => sum + rssMbOf(each), 0);
  console.log(`\n${moment}: ${total.toFixed(0)} MB resident in ${tree.length} process(es)`);
  for (const each of tree) console.log(`  ${String(each).padStart(8)} ${rssMbOf(each).toFixed(0).padStart(5)} MB  ${commandOf(each)}`);
}
