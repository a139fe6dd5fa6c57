import { describe, expect, it } from "vitest";
import { BoundedSemaphore, SemaphoreBusyError } from "./bounded-semaphore";

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe("bounded semaphore", () => {
  it("runs at most `slots` tasks at once and hands a freed slot to the first waiter", async () => {
    const semaphore = new BoundedSemaphore({ slots: 2, maxQueue: 2, maxWaitMs: 60_000 });
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = semaphore.run(() => new Promise<void>((resolve) => (releaseFirst = () => (order.push("first done"), resolve()))));
    await semaphore.acquire(); // the second slot, held by the test
    const third = semaphore.run(async () => void order.push("third ran"));
    const fourth = semaphore.run(async () => void order.push("fourth ran"));
    expect(semaphore.load).toEqual({ running: 2, waiting: 2 });

    // The first's slot goes to the third, then (when the third ends) to the fourth, while the
    // test still holds the other: never more than two at once, in the order they came.
    releaseFirst();
    await Promise.all([first, third, fourth]);
    expect(order).toEqual(["first done", "third ran", "fourth ran"]);
    expect(semaphore.load).toEqual({ running: 1, waiting: 0 });
    semaphore.release();
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once when the queue is full, and lets nothing jump it", async () => {
    const semaphore = new BoundedSemaphore({ slots: 1, maxQueue: 1, maxWaitMs: 60_000 });
    await semaphore.acquire();
    const waiting = semaphore.run(async () => "waited");
    const refused = await settled(semaphore.run(async () => "jumped"));
    expect(refused).toEqual({ error: expect.any(SemaphoreBusyError) });
    expect((refused as { error: SemaphoreBusyError }).error.reason).toBe("queue_full");
    semaphore.release();
    expect(await waiting).toBe("waited");
  });

  it("refuses a waiter whose wait runs out, and forgets it", async () => {
    const semaphore = new BoundedSemaphore({ slots: 1, maxQueue: 4, maxWaitMs: 1 });
    await semaphore.acquire();
    const expired = await settled(semaphore.run(async () => "late"));
    expect((expired as { error: SemaphoreBusyError }).error.reason).toBe("wait_expired");
    expect(semaphore.load).toEqual({ running: 1, waiting: 0 });
    semaphore.release();
    expect(await semaphore.run(async () => "next")).toBe("next");
  });

  it("frees the slot when a task fails", async () => {
    const semaphore = new BoundedSemaphore({ slots: 1, maxQueue: 0, maxWaitMs: 0 });
    await expect(semaphore.run(async () => Promise.reject(new Error("decode failed")))).rejects.toThrow("decode failed");
    expect(await semaphore.run(async () => "free again")).toBe("free again");
  });

  it("lets an owner hold at most its share: a slot stays free for another owner, who takes it at once", async () => {
    const semaphore = new BoundedSemaphore({ slots: 2, maxQueue: 4, maxWaitMs: 60_000, ownerShare: 1 });
    await semaphore.acquire("flooder");
    const flooderNext = semaphore.acquire("flooder");
    expect(semaphore.load).toEqual({ running: 1, waiting: 1 });
    await semaphore.acquire("guest");
    expect(semaphore.load).toEqual({ running: 2, waiting: 1 });
    semaphore.release("guest"); // free again, but not the flooder's to take: it holds its share
    expect(semaphore.load).toEqual({ running: 1, waiting: 1 });
    semaphore.release("flooder");
    await flooderNext;
    expect(semaphore.load).toEqual({ running: 1, waiting: 0 });
  });

  it("hands a freed slot to the waiting owner served longest ago, not to the next task of the one just served", async () => {
    const semaphore = new BoundedSemaphore({ slots: 1, maxQueue: 4, maxWaitMs: 60_000, ownerShare: 1 });
    const order: string[] = [];
    await semaphore.acquire("flooder");
    const tasks = [
      semaphore.run(async () => void order.push("flooder 2"), "flooder"),
      semaphore.run(async () => void order.push("flooder 3"), "flooder"),
      semaphore.run(async () => void order.push("guest"), "guest"),
    ];
    semaphore.release("flooder");
    await Promise.all(tasks);
    expect(order).toEqual(["guest", "flooder 2", "flooder 3"]);
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });
});
