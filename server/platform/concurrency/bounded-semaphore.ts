import { setTimeout as pause } from "node:timers/promises";

// A semaphore whose queue is bounded twice, by length and by wait: work that cannot start soon
// is refused at once rather than piling up in memory and answering long after the caller gave
// up. (p-limit, in node_modules only as a tool's dependency, queues without bound or timeout.)

export interface SemaphoreBounds {
  /** Tasks running at once. */
  slots: number;
  /** Tasks waiting for a slot at most; one more is refused at once. */
  maxQueue: number;
  /** How long a task waits for a slot before it is refused. */
  maxWaitMs: number;
}

/** No slot now, and none soon enough: the caller answers "busy, retry later". */
export class SemaphoreBusyError extends Error {
  constructor(readonly reason: "queue_full" | "wait_expired") {
    super(reason === "queue_full" ? "every slot is busy and the queue is full" : "no slot came free in time");
    this.name = "SemaphoreBusyError";
  }
}

interface Waiter {
  grant(): void;
}

export class BoundedSemaphore {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(readonly bounds: SemaphoreBounds) {}

  /** Runs `task` in a slot, after a bounded wait; rejects with SemaphoreBusyError past the bounds. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Takes a slot (or waits for one, within the bounds); every acquire needs one release. */
  acquire(): Promise<void> {
    if (this.running < this.bounds.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= this.bounds.maxQueue) return Promise.reject(new SemaphoreBusyError("queue_full"));
    return new Promise<void>((resolve, reject) => {
      // The wait is an abortable timer of node:timers/promises, aborted when a slot is handed
      // over (tests of the callers replace that timer to run the wait out at will).
      const handedOver = new AbortController();
      const waiter: Waiter = {
        grant: () => {
          handedOver.abort();
          resolve();
        },
      };
      this.queue.push(waiter);
      void pause(this.bounds.maxWaitMs, undefined, { signal: handedOver.signal })
        .then(() => {
          if (handedOver.signal.aborted) return;
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(new SemaphoreBusyError("wait_expired"));
        })
        .catch(() => undefined);
    });
  }

  /** Hands the slot to the longest waiter, or frees it. */
  release(): void {
    const next = this.queue.shift();
    if (next) next.grant();
    else this.running = Math.max(0, this.running - 1);
  }

  /** Slots in use and tasks waiting, for tests and health. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }
}
