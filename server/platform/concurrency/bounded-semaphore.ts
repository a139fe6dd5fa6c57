import { setTimeout as pause } from "node:timers/promises";

// A semaphore whose queue is bounded twice, by length and by wait: work that cannot start soon
// is refused at once rather than piling up in memory and answering long after the caller gave
// up. (p-limit, in node_modules only as a tool's dependency, queues without bound or timeout.)
// Tasks may name an owner (a credential): an owner holds at most `ownerShare` slots at once, and
// a freed slot goes to the waiting owner that holds the fewest, then to the one served longest
// ago, so one owner sending many tasks never holds every slot and others are served between its
// tasks. Without owners it is first come, first served.

export interface SemaphoreBounds {
  /** Tasks running at once. */
  slots: number;
  /** Tasks waiting for a slot at most; one more is refused at once. */
  maxQueue: number;
  /** How long a task waits for a slot before it is refused. */
  maxWaitMs: number;
  /** Slots one owner may hold at once (default: all of them). */
  ownerShare?: number;
}

/** No slot now, and none soon enough: the caller answers "busy, retry later". */
export class SemaphoreBusyError extends Error {
  constructor(readonly reason: "queue_full" | "wait_expired") {
    super(reason === "queue_full" ? "every slot is busy and the queue is full" : "no slot came free in time");
    this.name = "SemaphoreBusyError";
  }
}

interface Waiter {
  owner: string | undefined;
  grant(): void;
}

export class BoundedSemaphore {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** Slots held, by owner. */
  private readonly held = new Map<string, number>();
  /** When each owner waiting or holding a slot was last given one (a counter, not a clock). */
  private readonly servedAt = new Map<string, number>();
  private grants = 0;

  constructor(readonly bounds: SemaphoreBounds) {}

  /** Runs `task` in a slot, after a bounded wait; rejects with SemaphoreBusyError past the bounds. */
  async run<T>(task: () => Promise<T>, owner?: string): Promise<T> {
    await this.acquire(owner);
    try {
      return await task();
    } finally {
      this.release(owner);
    }
  }

  /**
   * Takes a slot (or waits for one, within the bounds); every acquire needs one release with the
   * same owner. A free slot is taken at once even with tasks waiting: those wait for their own
   * owner's share, which this task's owner has not used up.
   */
  acquire(owner?: string): Promise<void> {
    if (this.mayStart(owner)) {
      this.start(owner);
      return Promise.resolve();
    }
    if (this.queue.length >= this.bounds.maxQueue) return Promise.reject(new SemaphoreBusyError("queue_full"));
    return new Promise<void>((resolve, reject) => {
      // The wait is an abortable timer of node:timers/promises, aborted when a slot is handed
      // over (tests of the callers replace that timer to run the wait out at will).
      const handedOver = new AbortController();
      const waiter: Waiter = {
        owner,
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
          this.forget(owner);
          reject(new SemaphoreBusyError("wait_expired"));
        })
        .catch(() => undefined);
    });
  }

  /** Frees the owner's slot and hands free slots to the waiters next in turn. */
  release(owner?: string): void {
    this.running = Math.max(0, this.running - 1);
    if (owner !== undefined) {
      const left = (this.held.get(owner) ?? 1) - 1;
      if (left > 0) this.held.set(owner, left);
      else this.held.delete(owner);
    }
    for (let next = this.nextWaiter(); next; next = this.nextWaiter()) {
      this.queue.splice(this.queue.indexOf(next), 1);
      this.start(next.owner);
      next.grant();
    }
    this.forget(owner);
  }

  /** Slots in use and tasks waiting, for tests and health. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  private mayStart(owner: string | undefined): boolean {
    const share = this.bounds.ownerShare ?? this.bounds.slots;
    return this.running < this.bounds.slots && (owner === undefined || (this.held.get(owner) ?? 0) < share);
  }

  private start(owner: string | undefined): void {
    this.running += 1;
    this.grants += 1;
    if (owner === undefined) return;
    this.held.set(owner, (this.held.get(owner) ?? 0) + 1);
    this.servedAt.set(owner, this.grants);
  }

  /** The waiter that may start whose owner holds the fewest slots, then was served longest ago, then came first. */
  private nextWaiter(): Waiter | undefined {
    let best: { waiter: Waiter; held: number; servedAt: number } | undefined;
    for (const waiter of this.queue) {
      if (!this.mayStart(waiter.owner)) continue;
      const held = waiter.owner === undefined ? 0 : (this.held.get(waiter.owner) ?? 0);
      const servedAt = waiter.owner === undefined ? 0 : (this.servedAt.get(waiter.owner) ?? 0);
      if (!best || held < best.held || (held === best.held && servedAt < best.servedAt)) best = { waiter, held, servedAt };
    }
    return best?.waiter;
  }

  /** An owner neither holding nor waiting has no turn to keep. */
  private forget(owner: string | undefined): void {
    if (owner === undefined || this.held.has(owner) || this.queue.some((waiter) => waiter.owner === owner)) return;
    this.servedAt.delete(owner);
  }
}
