import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@/server/platform/db/database";
import { captureLog } from "@/tests/support/capture-log";
import type { RetentionJob } from "./retention-job";
import { startRetentionSchedule } from "./retention-schedule";

// The schedule knows no feature: it runs the jobs it is given (server/composition/retention.ts
// gives every feature's). No database is touched: the jobs here only count.

const holder = globalThis as typeof globalThis & { __lodgingRetentionTimer?: NodeJS.Timeout };
const db = {} as Database;

function job(name: string, deleted: number, ran: string[]): RetentionJob {
  return {
    name,
    purge: async () => {
      ran.push(name);
      return { deleted, log: { fields: { deleted }, message: `${name} deleted` }, summary: `Deleted ${deleted}.` };
    },
  };
}

afterEach(() => {
  clearInterval(holder.__lodgingRetentionTimer);
  delete holder.__lodgingRetentionTimer;
  vi.unstubAllEnvs();
});

describe("startRetentionSchedule", () => {
  it("runs every job it is given at once, in order; one failing skips none; logs only what deleted something", async () => {
    const log = captureLog();
    const ran: string[] = [];
    const failing: RetentionJob = {
      name: "broken retention",
      purge: async () => {
        ran.push("broken retention");
        throw new Error("table gone");
      },
    };
    try {
      startRetentionSchedule(db, [job("photos", 2, ran), failing, job("history", 0, ran), job("keys", 1, ran)]);
      await vi.waitFor(() => expect(ran).toEqual(["photos", "broken retention", "history", "keys"]));
      await vi.waitFor(() => expect(log.lines()).toHaveLength(3));
      expect(log.lines().map(({ msg, deleted, error }) => ({ msg, deleted, error }))).toEqual([
        { msg: "photos deleted", deleted: 2, error: undefined },
        { msg: "broken retention failed", deleted: undefined, error: { message: "table gone" } },
        { msg: "keys deleted", deleted: 1, error: undefined },
      ]);
    } finally {
      log.restore();
    }
  });

  it("starts once per process, and not at all with RETENTION_JOB=off", async () => {
    const ran: string[] = [];
    vi.stubEnv("RETENTION_JOB", "off");
    startRetentionSchedule(db, [job("photos", 0, ran)]);
    expect(holder.__lodgingRetentionTimer).toBeUndefined();

    vi.unstubAllEnvs();
    startRetentionSchedule(db, [job("photos", 0, ran)]);
    startRetentionSchedule(db, [job("again", 0, ran)]);
    await vi.waitFor(() => expect(ran).toEqual(["photos"]));
    expect(ran).not.toContain("again");
  });
});
