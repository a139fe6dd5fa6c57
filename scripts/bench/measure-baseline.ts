import { spawn } from "node:child_process";
import { closedLoopLoad } from "./closed-loop-load";
import type { LoadResult } from "./load-target";
import { stopServer, treeCpuMs } from "./next-server";

/**
 * The floor under Get Booking Detail: scripts/bench/baseline-server.ts (node:http and pg, no
 * framework) running the app's own statements, loaded like the app.
 */
export async function measureBaseline(options: {
  port: number;
  queries: { sql: string; params: unknown[] }[];
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const baseline = spawn(process.execPath, ["--import", "tsx", "scripts/bench/baseline-server.ts"], {
    env: { ...process.env, BASELINE_PORT: String(options.port), BASELINE_QUERIES: JSON.stringify(options.queries) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    const origin = `http://127.0.0.1:${options.port}`;
    await waitFor(origin);
    return await closedLoopLoad(
      { name: `Baseline: node:http + pg, same ${options.queries.length} statements`, origin, request: () => ({ path: "/" }) },
      { ...options, serverCpuMs: () => treeCpuMs(baseline.pid!) },
    );
  } finally {
    await stopServer(baseline);
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
