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
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(waiter), 1);
        reject(new SemaphoreBusyError("wait_expired"));
      }, this.bounds.maxWaitMs);
      this.queue.push(waiter);
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
