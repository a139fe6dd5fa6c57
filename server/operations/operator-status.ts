import type { Database } from "@/server/platform/db/database";
import { currentInstant } from "@/server/domain/clock";
import { heartbeats, type WorkerName } from "@/server/platform/metrics/heartbeats";
import { rendererState } from "@/server/platform/metrics/renderer-state";
import { readQueues, type Queues } from "./read-queues";

/** A worker's last pass older than this is stale: the dispatcher passes every second, the sender every 5 s. */
const DEFAULT_STALE_AFTER_MS = 120_000;

interface WorkerStatus {
  worker: WorkerName;
  /** `not_here`: this process runs no such worker (WEBHOOK_DISPATCHER=off: `npm run worker` does). */
  state: "ok" | "stale" | "not_here";
  last_pass_at: string | null;
  seconds_since_last_pass: number | null;
}

export interface OperatorStatus {
  workers: WorkerStatus[];
  renderer: { state: ReturnType<typeof rendererState>; last_pass_at: string | null };
  queues: Queues | { error: "the database could not be read" };
}

const LOOPING_WORKERS: readonly WorkerName[] = ["webhook_dispatcher", "checkin_email_sender"];

/**
 * What GET /api/ops/status tells an operator (behind the metrics token): each background worker
 * of this process with its last pass and whether that is stale, the e-mail renderer's state, and
 * the queues' sizes and ages. /api/ready stays public and says ready or not only.
 */
export async function readOperatorStatus(db: Database, options: { nowMs?: number; staleAfterMs?: number } = {}): Promise<OperatorStatus> {
  const nowMs = options.nowMs ?? Date.now();
  const staleAfterMs = options.staleAfterMs ?? staleAfterFromEnv();
  const beats = heartbeats();
  const workers = LOOPING_WORKERS.map((worker): WorkerStatus => {
    const at = beats.get(worker);
    if (at === undefined) return { worker, state: "not_here", last_pass_at: null, seconds_since_last_pass: null };
    const age = Math.max(0, nowMs - at);
    return {
      worker,
      state: age > staleAfterMs ? "stale" : "ok",
      last_pass_at: new Date(at).toISOString(),
      seconds_since_last_pass: Math.round(age / 1000),
    };
  });
  const rendered = beats.get("checkin_email_renderer");
  let queues: OperatorStatus["queues"];
  try {
    queues = await readQueues(db, currentInstant());
  } catch {
    queues = { error: "the database could not be read" };
  }
  return {
    workers,
    renderer: { state: rendererState(), last_pass_at: rendered === undefined ? null : new Date(rendered).toISOString() },
    queues,
  };
}

/** WORKER_STALE_AFTER_SECONDS, 120 by default. */
function staleAfterFromEnv(): number {
  const seconds = Number(process.env.WORKER_STALE_AFTER_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_STALE_AFTER_MS;
}
