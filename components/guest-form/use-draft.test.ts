import { describe, expect, it } from "vitest";
import type { PendingSubmission } from "./draft";
import { repeatedSubmission } from "./use-draft";

// Whether a save repeats the submission whose answer never arrived: only then does it go with
// the same Idempotency-Key, so that the API replays the first answer instead of adding the guests again.

const pending: PendingSubmission = {
  idempotencyKey: "k1",
  valuesJson: '{"a":1}',
  photoIds: ["p1", "p2"],
  stagedIds: { p1: "stg" },
  data: { rooms: [] },
};

describe("repeatedSubmission", () => {
  it("is the pending submission when the values and the photos are the same", () => {
    expect(repeatedSubmission(pending, '{"a":1}', ["p1", "p2"])).toBe(pending);
  });

  it("is none when the values, the photos or their order changed, or nothing is pending", () => {
    expect(repeatedSubmission(pending, '{"a":2}', ["p1", "p2"])).toBeUndefined();
    expect(repeatedSubmission(pending, '{"a":1}', ["p1"])).toBeUndefined();
    expect(repeatedSubmission(pending, '{"a":1}', ["p2", "p1"])).toBeUndefined();
    expect(repeatedSubmission(undefined, '{"a":1}', ["p1", "p2"])).toBeUndefined();
  });
});
