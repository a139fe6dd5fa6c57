import { gauge } from "./registry";

// Each background worker of this process says when it last finished a pass (a claim of the
// webhook dispatcher, a pass of the e-mail sender, an e-mail written by the renderer). A worker
// whose last pass grows old is stuck or failing at every turn (its database away): the operator's
// status (/api/ops/status) calls it stale, and an alert fires on the timestamp.

export type WorkerName = "webhook_dispatcher" | "checkin_email_sender" | "checkin_email_renderer";

const holder = globalThis as typeof globalThis & { __lodgingHeartbeats?: Map<WorkerName, number> };
const beats = () => (holder.__lodgingHeartbeats ??= new Map());

gauge({
  name: "lodging_worker_last_pass_timestamp_seconds",
  help: "When each background worker of this process last finished a pass (Unix time).",
  labelNames: ["worker"],
  collect() {
    for (const [worker, at] of beats()) this.set({ worker }, at / 1000);
  },
});

/** The worker finished a pass now. */
export function recordHeartbeat(worker: WorkerName, atMs: number = Date.now()): void {
  beats().set(worker, atMs);
}

/** The workers that ran in this process, with when each last passed (epoch ms). */
export function heartbeats(): ReadonlyMap<WorkerName, number> {
  return beats();
}

/** Tests start from no worker at all. */
export function forgetHeartbeats(): void {
  beats().clear();
}
