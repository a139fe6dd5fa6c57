import { describe, expect, it } from "vitest";
import { workerSlot } from "./ocr-worker-slot";

// A fake worker whose reads answer only when told to, as tesseract's do when they finish.
function fakeWorkers() {
  const started: { id: number; terminated: boolean; terminate(): Promise<void> }[] = [];
  const start = async () => {
    const worker = {
      id: started.length + 1,
      terminated: false,
      async terminate() {
        worker.terminated = true;
      },
    };
    started.push(worker);
    return worker;
  };
  return { started, start };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the OCR worker slot", () => {
  it("keeps one worker for every read that answers", async () => {
    const { started, start } = fakeWorkers();
    const slot = workerSlot(start);
    expect(await slot.use(async (worker) => worker.id)).toBe(1);
    expect(await slot.use(async (worker) => worker.id)).toBe(1);
    slot.restartIfBusy();
    await settle();
    expect(started.map((worker) => worker.terminated)).toEqual([false]);
  });

  it("stops a worker left with an unanswered read and starts a new one at once", async () => {
    const { started, start } = fakeWorkers();
    const slot = workerSlot(start);
    void slot.use(() => new Promise(() => undefined));
    await settle();
    slot.restartIfBusy();
    await settle();
    expect(started.map((worker) => [worker.id, worker.terminated])).toEqual([
      [1, true],
      [2, false],
    ]);
    // The new worker owes nothing: the next photo's reads go to it, and it is kept.
    expect(await slot.use(async (worker) => worker.id)).toBe(2);
    slot.restartIfBusy();
    await settle();
    expect(started).toHaveLength(2);
  });

  it("tries again after a start that failed", async () => {
    let attempts = 0;
    const slot = workerSlot(async () => {
      attempts++;
      if (attempts === 1) throw new Error("the model did not load");
      return { terminate: async () => undefined };
    });
    await expect(slot.get()).rejects.toThrow("the model did not load");
    await settle();
    await expect(slot.get()).resolves.toBeDefined();
    expect(attempts).toBe(2);
  });
});
