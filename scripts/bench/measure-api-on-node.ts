import { spawnSync } from "node:child_process";
import type { ApiTargets } from "./api-bench-data";
import { closedLoopLoad } from "./closed-loop-load";
import { fixedRateLoad } from "./fixed-rate-load";
import type { LoadResult } from "./load-target";
import { startNextServer, stopServer, treeCpuMs, treeRssMb, type NodeRuntime } from "./next-server";

export interface NodeFigures {
  /** `v24.21.0`, with the flags the server ran with */
  version: string;
  detail: LoadResult;
  roomTypes: LoadResult;
  update: LoadResult;
  floor: LoadResult;
  detailAtRate: LoadResult;
  updateAtRate: LoadResult;
  /** The most the server's process tree held in memory while under load. */
  rssMb: number;
}

/**
 * Every case of the API benchmark against one `next start` on the given Node: as fast as it
 * answers on `connections` connections, then at a fixed offered `rate`.
 */
export async function measureApiOnNode(
  runtime: NodeRuntime,
  options: {
    port: number;
    env: Record<string, string>;
    targets: (origin: string) => ApiTargets;
    connections: number;
    seconds: number;
    rate: number;
  },
): Promise<NodeFigures> {
  const node = runtime.node ?? process.execPath;
  const version = [spawnSync(node, ["-p", "process.version"], { encoding: "utf8" }).stdout.trim(), ...(runtime.nodeArgs ?? [])].join(" ");
  console.log(`\n--- next start on Node ${version} (${node})`);
  const app = await startNextServer(options.port, options.env, undefined, runtime);
  let rssMb = 0;
  const sampler = setInterval(() => (rssMb = Math.max(rssMb, treeRssMb(app.pid!))), 250);
  try {
    const targets = options.targets(`http://127.0.0.1:${options.port}`);
    const closed = { connections: options.connections, seconds: options.seconds, serverCpuMs: () => treeCpuMs(app.pid!) };
    const detail = await closedLoopLoad(targets.detail, closed);
    const floor = await closedLoopLoad(targets.health, closed);
    const roomTypes = await closedLoopLoad(targets.roomTypes, closed);
    const update = await closedLoopLoad(targets.update, closed);
    const fixed = { ...closed, rate: options.rate };
    const detailAtRate = await fixedRateLoad({ ...targets.detail, name: `Get Booking Detail at ${options.rate} req/s offered` }, fixed);
    const updateAtRate = await fixedRateLoad({ ...targets.update, name: `Update Booking at ${options.rate} req/s offered` }, fixed);
    return { version, detail, roomTypes, update, floor, detailAtRate, updateAtRate, rssMb };
  } finally {
    clearInterval(sampler);
    await stopServer(app);
  }
}
