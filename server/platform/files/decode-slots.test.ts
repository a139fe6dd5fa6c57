import os from "node:os";
import { describe, expect, it } from "vitest";
import { decodeBoundsFromEnv } from "./decode-slots";

describe("decode slots' bounds", () => {
  it("default to one decode per core, twice as many waiting, for at most 3 s", () => {
    const cores = os.availableParallelism();
    expect(decodeBoundsFromEnv({})).toEqual({ slots: cores, maxQueue: 2 * cores, maxWaitMs: 3_000 });
  });

  it("follow the environment, and ignore what is not a whole number in range", () => {
    expect(decodeBoundsFromEnv({ IMAGE_DECODE_CONCURRENCY: "1", IMAGE_DECODE_QUEUE: "0", IMAGE_DECODE_WAIT_MS: "500" })).toEqual({
      slots: 1,
      maxQueue: 0,
      maxWaitMs: 500,
    });
    const cores = os.availableParallelism();
    expect(decodeBoundsFromEnv({ IMAGE_DECODE_CONCURRENCY: "0", IMAGE_DECODE_QUEUE: "-1", IMAGE_DECODE_WAIT_MS: "soon" })).toEqual({
      slots: cores,
      maxQueue: 2 * cores,
      maxWaitMs: 3_000,
    });
  });
});
