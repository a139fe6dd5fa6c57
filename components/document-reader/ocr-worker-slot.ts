// One OCR worker at a time, started on demand and kept for every read after, that knows
// whether a read it was asked for has not answered yet. The OCR cannot be interrupted: a pass
// abandoned at its deadline (read-mrz-passes.ts) keeps the worker busy, and the next photo's
// reads would queue behind it. `restartIfBusy` stops such a worker and starts another at once.

export type StoppableWorker = { terminate(): Promise<unknown> };

export type WorkerSlot<W extends StoppableWorker> = {
  /** The worker, started if there is none (a start that failed is tried again next time). */
  get(): Promise<W>;
  /** A read on the worker, counted as unanswered until it settles. */
  use<T>(read: (worker: W) => Promise<T>): Promise<T>;
  /** Stops a worker that still has an unanswered read and starts a new one; does nothing otherwise. */
  restartIfBusy(): void;
  /** Stops the worker, freeing its memory. */
  stop(): Promise<void>;
};

export function workerSlot<W extends StoppableWorker>(start: () => Promise<W>): WorkerSlot<W> {
  let worker: Promise<W> | undefined;
  let unanswered = 0;
  // Which worker a read was asked of: one stopped since does not count against the new one.
  let generation = 0;

  const get = () => {
    if (!worker) {
      const starting = start();
      worker = starting;
      starting.catch(() => {
        if (worker === starting) worker = undefined;
      });
    }
    return worker;
  };
  const stop = async () => {
    const current = worker;
    worker = undefined;
    generation++;
    unanswered = 0;
    if (current) await (await current).terminate();
  };
  return {
    get,
    stop: () => stop().catch(() => undefined),
    async use(read) {
      const reader = await get();
      const askedOf = generation;
      unanswered++;
      try {
        return await read(reader);
      } finally {
        if (askedOf === generation) unanswered--;
      }
    },
    restartIfBusy() {
      if (unanswered === 0 || !worker) return;
      void stop()
        .catch(() => undefined)
        .then(() => get().catch(() => undefined));
    },
  };
}
