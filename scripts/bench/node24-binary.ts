import { spawnSync } from "node:child_process";

/**
 * The path of the Node 24 binary of scripts/node24.sh, fetched into .cache/node24 on the first
 * call. Asking that Node for its own path keeps one place that knows the version and the cache,
 * and proves the binary runs here before a benchmark depends on it.
 */
export function node24Binary(): string {
  const run = spawnSync("scripts/node24.sh", ["node", "-p", "process.execPath"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (run.status !== 0) throw new Error(`scripts/node24.sh exited with ${run.status}: no Node 24 to run the server on.`);
  return run.stdout.trim();
}
