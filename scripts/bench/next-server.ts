import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Builds the app once when `.next` has no production build. */
export function ensureBuild(): void {
  if (fs.existsSync(path.join(".next", "BUILD_ID"))) return;
  console.log("No production build in .next: running `next build` once.");
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) throw new Error("next build failed.");
}

/**
 * The secret of these loopback runs (benchmarks, fault scripts) when APP_SECRET is not set: the
 * production build refuses to start without one, and no link or URL they sign leaves the machine.
 */
const LOCAL_RUN_SECRET = "bench-and-fault-runs-only-never-a-production-secret";
// The script that starts the server takes the same key: what it writes behind the server's back
// (the demo fixture's webhook secrets, imported by bench:api and the security reproductions)
// must open in the server, whose start refuses data sealed with another key (key-checks.ts).
process.env.APP_SECRET ||= LOCAL_RUN_SECRET;

/** Which Node runs the server (this process's by default) and with which flags (`--cpu-prof`). */
export interface NodeRuntime {
  node?: string;
  nodeArgs?: string[];
}

/**
 * `next start` on loopback in its own process group, answering before this returns. Its
 * stderr goes to ours; `onStderr` also sees it (a fault script looks for uncaught errors).
 */
export async function startNextServer(
  port: number,
  env: Record<string, string>,
  onStderr?: (text: string) => void,
  runtime: NodeRuntime = {},
): Promise<ChildProcess> {
  const nextBin = path.join("node_modules", "next", "dist", "bin", "next");
  const child = spawn(
    runtime.node ?? process.execPath,
    [...(runtime.nodeArgs ?? []), nextBin, "start", "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "65000"],
    {
      // Production refuses to start without a place for its e-mails: here they stay on disk.
      env: {
        ...process.env,
        NODE_ENV: "production",
        MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? path.join(".data", "bench-outbox"),
        ...env,
      },
      stdio: ["ignore", "ignore", onStderr ? "pipe" : "inherit"],
      detached: true, // its own process group, so stopping it stops every process it made
    },
  );
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    onStderr?.(chunk.toString());
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}.`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(child);
  throw new Error(`next start did not answer on port ${port} within 2 minutes.`);
}

export async function stopServer(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  const running = () => child?.pid !== undefined && child.exitCode === null && child.signalCode === null;
  if (!child?.pid || !running()) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child.pid, signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (running()) killGroup(child.pid, "SIGKILL");
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as { code?: string }).code !== "ESRCH") throw error; // already gone
  }
}

/**
 * CPU time (user and system, every thread) a process and its children have used so far, in
 * ms (Linux /proc; the kernel counts it in USER_HZ ticks, 100 a second).
 */
export function treeCpuMs(pid: number): number {
  let ticks = 0;
  try {
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    ticks = Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
  return ticks * 10 + childrenOf(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
}

/** Resident memory of a process and its children, in MB (Linux /proc). */
export function treeRssMb(pid: number): number {
  let kb = 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  } catch {
    return 0;
  }
  return kb / 1024 + childrenOf(pid).reduce((sum, child) => sum + treeRssMb(child), 0);
}

/** The processes a process started (the e-mail renderer of `next start`, for one). */
export function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number) : [];
}
